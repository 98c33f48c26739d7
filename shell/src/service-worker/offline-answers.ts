/**
 * Catalog reads answered on the device from the cached offline pack and recipe list, by the same rules the server
 * uses (one implementation in @pepper/search, the query read by the contract's parser), so a search gives the same
 * peppers with or without a connection. Drawings are drawn here by the functions the server draws them with.
 */
import type { OfflinePack, Recipe } from '@pepper/contract';
import { endpoints } from '@pepper/contract/endpoint-paths';
import { matchPath } from '@pepper/contract/paths';
import { pepperQueryFrom, recipeQueryFrom } from '@pepper/contract/list-queries';
import { pepperSvg, recipeSvg } from '@pepper/content/illustrations';
import { recipeSummary } from '@pepper/domain/recipes';
import { PepperCatalog, RecipeCatalog } from '@pepper/search';

export interface OfflineAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface OfflineCatalog {
  version: string;
  peppers: PepperCatalog;
  recipes: RecipeCatalog<Recipe>;
}

/** The pack's peppers and the public recipes (none when their list was never kept). */
export function offlineCatalog(pack: OfflinePack, recipes: readonly Recipe[]): OfflineCatalog {
  return {
    version: pack.version,
    peppers: new PepperCatalog(pack.peppers),
    recipes: new RecipeCatalog(recipes),
  };
}

const json = (body: unknown, status = 200): OfflineAnswer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});
const notFound = (message: string) => json({ statusCode: 404, error: 'Not Found', message }, 404);

const svg = (body: string): OfflineAnswer => ({
  status: 200,
  contentType: 'image/svg+xml; charset=utf-8',
  body,
});

/** A pepper's or a public recipe's drawing; null for anything else (a kit, a members' recipe, a photo). */
function drawing(catalog: OfflineCatalog, path: string): OfflineAnswer | null {
  const idOf = (value: string | undefined) =>
    value !== undefined && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : undefined;
  const pepperId = idOf(matchPath(endpoints.pepperImage, path)?.id);
  if (pepperId !== undefined) {
    const pepper = catalog.peppers.get(pepperId);
    return pepper ? svg(pepperSvg(pepper)) : null;
  }
  const recipeId = idOf(matchPath(endpoints.recipeImage, path)?.id);
  const recipe = catalog.recipes.recipes.find((r) => r.id === recipeId);
  return recipe ? svg(recipeSvg(recipe)) : null;
}

/** The answer the server would give to this GET, or null when only the server can answer it. */
export function answerOffline(catalog: OfflineCatalog, url: URL): OfflineAnswer | null {
  const path = url.pathname;
  if (path === endpoints.allPeppers.path) return json(catalog.peppers.cards());
  if (path === endpoints.pepperLetters.path) return json(catalog.peppers.letters());
  if (path === endpoints.listPeppers.path)
    return json(catalog.peppers.find(pepperQueryFrom(url.searchParams)));
  if (path === endpoints.suggestPeppers.path)
    return json(catalog.peppers.suggest(url.searchParams.get('q') ?? ''));
  const pepperId = matchPath(endpoints.getPepper, path)?.id;
  if (pepperId !== undefined) {
    const pepper = /^[1-9][0-9]{0,9}$/.test(pepperId) ? catalog.peppers.get(Number(pepperId)) : undefined;
    return pepper ? json(pepper) : notFound('Pepper not found');
  }
  if (path === endpoints.listRecipes.path)
    return json(catalog.recipes.find(recipeQueryFrom(url.searchParams)));
  if (path === endpoints.listRecipeSummaries.path)
    return json(catalog.recipes.find(recipeQueryFrom(url.searchParams)).map(recipeSummary));
  return drawing(catalog, path);
}
