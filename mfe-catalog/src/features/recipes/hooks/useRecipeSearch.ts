import type { SearchableRecipe } from '@pepper/search';
import { useCodeWhenNeeded } from '@pepper/ui';
import { useMemo } from 'react';

/** The search engine's code (MiniSearch) is fetched once a search is wanted, not with the list. */
const loadEngine = () => import('@pepper/search').then((m) => m.RecipeSearch);

/**
 * The recipes a search shows: every loaded recipe without one, else the engine's ranking. The engine's code is
 * fetched when the search box is first used (`wanted`) or an address carries a search; until it has loaded a
 * search has no result yet (undefined), and the page shows it as loading.
 */
export function useRecipeSearch<R extends SearchableRecipe>(
  recipes: readonly R[] | undefined,
  search: string,
  wanted: boolean,
): readonly R[] | undefined {
  const searching = search.trim() !== '';
  const RecipeSearch = useCodeWhenNeeded(loadEngine, searching || wanted);
  // The index is built when a search is typed, not on every visit to the list.
  const index = useMemo(
    () => (searching && RecipeSearch ? new RecipeSearch(recipes ?? []) : null),
    [RecipeSearch, recipes, searching],
  );
  return useMemo(() => {
    if (!searching) return recipes ?? [];
    return index ? index.search(search) : undefined;
  }, [index, recipes, search, searching]);
}
