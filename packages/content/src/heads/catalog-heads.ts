/** The heads of the pages the catalog fills: a variety's page and a recipe's. */
import type { Pepper, PremiumRecipe, Recipe } from '@pepper/contract';
import { PREMIUM_RECIPE_TEXT, siteTitle } from '../site';
import { heatLevelLabel, pepperHeatLevel, heatBesideLevel } from '@pepper/domain/heat';
import { recipeTimeSummary, yieldText } from '@pepper/domain/recipes';
import { breadcrumbList } from './breadcrumbs';
import { recipeJsonLd } from './json-ld';
import { previewPath, type PageHead } from './page-head';

export const DESCRIPTION_MAX = 160;

/** The text up to the end of its first sentence (a stop before a capital or the end, so 'U.S.A. since' runs on). */
export function firstSentence(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const end = clean.search(/[.!?](?=\s+[\p{Lu}\p{N}"“‘(]|$)/u);
  return end === -1 ? clean : clean.slice(0, end + 1);
}

/** At most `max` characters, cut at a word and closed with an ellipsis when it had to be cut. */
export function fitted(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

export function pepperHead(base: string, pepper: Pepper): PageHead {
  const path = `/peppers/${pepper.id}`;
  const level = heatLevelLabel(pepperHeatLevel(pepper));
  return {
    title: siteTitle(`${pepper.name} — ${heatBesideLevel(pepper, 'range')}`),
    description: fitted(`${level} chili from ${pepper.origin}. ${firstSentence(pepper.description)}`),
    canonical: `${base}${path}`,
    image: `${base}${previewPath.pepper(pepper.id)}`,
    type: 'article',
    noindex: false,
    jsonLd: [
      breadcrumbList(base, [
        { name: 'Pepper Database', path: '/peppers' },
        { name: pepper.name, path },
      ]),
    ],
  };
}

const RECIPES_PAGE = { name: 'Recipe Vault', path: '/recipes' };

export function recipeHead(base: string, recipe: Recipe | PremiumRecipe): PageHead {
  const path = `/recipes/${recipe.id}`;
  if ('premiumTier' in recipe) {
    // A members' recipe says nothing of itself to whoever reads the document: not its title, not its text.
    return {
      title: siteTitle(PREMIUM_RECIPE_TEXT.title),
      description: PREMIUM_RECIPE_TEXT.description,
      canonical: `${base}${path}`,
      image: `${base}${previewPath.site}`,
      type: 'website',
      noindex: true,
      jsonLd: [breadcrumbList(base, [RECIPES_PAGE, { name: PREMIUM_RECIPE_TEXT.title, path }])],
    };
  }
  const image = `${base}${previewPath.recipe(recipe.id)}`;
  const sentence = firstSentence(recipe.description);
  // The servings and time when they fit whole; a half-written time would say less than none.
  // A yield with a unit is what the recipe makes ('Makes 28 tacos'), else how many it serves.
  const makes = recipe.yieldUnit
    ? `Makes ${yieldText(recipe.servings, recipe.yieldUnit)}`
    : `Serves ${recipe.servings}`;
  const withTime = `${sentence} ${makes}, ready in ${recipeTimeSummary(recipe)}.`;
  return {
    title: siteTitle(`${recipe.title} — Recipe`),
    description: withTime.length <= DESCRIPTION_MAX ? withTime : fitted(sentence),
    canonical: `${base}${path}`,
    image,
    type: 'article',
    noindex: false,
    jsonLd: [
      recipeJsonLd(base, recipe, image),
      breadcrumbList(base, [RECIPES_PAGE, { name: recipe.title, path }]),
    ],
  };
}
