/**
 * The site's own name and the texts of the pages every part of the app may head itself with: no page registry
 * here, so a page that needs only these does not carry the registry's texts.
 */
import type { PageHead } from '@pepper/contract';

export interface PageText extends PageHead {
  /** A page of someone's own data or of signing in: not for search results or the sitemap. */
  personal?: true;
}

export const SITE_NAME = 'Pepper Atlas';
export const SITE_TAGLINE = 'From Dainty to Devilish';

/** A page's title in a browser tab and a search result: the page, then the site. */
export const siteTitle = (title: string) => `${title} | ${SITE_NAME}`;

/** What the not-found page says. */
export const NOT_FOUND_TEXT: PageText = {
  title: 'Page not found',
  description: 'There is no page at this address. The pepper database, recipes and guides are a tap away.',
};

/** A members' recipe, named to nobody: its title and text are for members only. */
export const PREMIUM_RECIPE_TEXT: PageText = {
  title: 'Premium recipe',
  description:
    'A members’ recipe from the Pepper Atlas kitchen, for Premium and Pro members. See the plans to cook it.',
};
