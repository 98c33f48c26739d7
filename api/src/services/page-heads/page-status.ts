/**
 * The HTTP status of every address the app answers: 404 for an address that names nothing (no page of the app,
 * or a pepper, recipe, collection or grow category that does not exist, or a members' recipe the caller's plan
 * does not open, which the page shows as not found too), else 200. The page itself renders its
 * head (@pepper/content/heads); this decides only what the status line says.
 */
import type { PlanType, Pepper, PremiumRecipe, Recipe } from '@pepper/contract';
import { withoutTrailingSlash } from '@pepper/content/heads';
import { PAGE_TEXTS } from '@pepper/content/pages';
import { premiumRecipesFor } from '@pepper/domain/plans';
import { isCollectionKey, isGrowCategory } from '@pepper/domain/peppers';

/** What the status reads from the catalog (held in memory: it costs no database read). */
export interface StatusCatalog {
  pepper(id: number): Pepper | undefined;
  readonly recipesById: ReadonlyMap<number, Recipe | PremiumRecipe>;
  refreshIfStale(): void;
}

/** An id as the app's addresses write it; anything else names no item. */
const idOf = (segment: string) => (/^[1-9][0-9]{0,9}$/.test(segment) ? Number(segment) : NaN);

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * A recipe the caller may open: every public one, and the members' recipes of the caller's plan (a visitor has
 * none), as the recipe page looks them up.
 */
async function opens(
  recipe: Recipe | PremiumRecipe | undefined,
  planOf: () => Promise<PlanType | null>,
): Promise<boolean> {
  if (!recipe) return false;
  return !('premiumTier' in recipe) || premiumRecipesFor(await planOf(), [recipe]).length > 0;
}

/**
 * Whether the page at a path is there for a caller, whose plan (null without an account) `planOf` reads only for
 * a members' recipe; `isAppPage` says which paths the app has a page for.
 */
export async function pageStatus(
  catalog: StatusCatalog,
  pathname: string,
  isAppPage: (pathname: string) => boolean,
  planOf: () => Promise<PlanType | null>,
): Promise<200 | 404> {
  const path = withoutTrailingSlash(pathname);
  if (!isAppPage(path)) return 404;
  catalog.refreshIfStale();
  const [, area = '', key = '', ...rest] = path.split('/');
  const param = rest.length ? null : decoded(key);
  if (area === 'peppers' && key) return param !== null && catalog.pepper(idOf(param)) ? 200 : 404;
  if (area === 'recipes' && key)
    return param !== null && (await opens(catalog.recipesById.get(idOf(param)), planOf)) ? 200 : 404;
  // The app reads the collection's name in any case.
  if (area === 'collections' && key) return isCollectionKey(param?.toLowerCase() ?? '') ? 200 : 404;
  if (area === 'grow' && key && !rest.length && !PAGE_TEXTS[path] && !isGrowCategory(param)) return 404;
  return 200;
}
