import { urls } from './urls';

/**
 * The reads each page makes as it opens at its plain address (no filters in the query string), by page: the
 * remote pages by their module name, the shell's home as 'Home'. The server names them in the document head so
 * the data arrives with the page's code; each must be the very address the page's query asks for.
 */
const FIRST_CALLS: Record<string, (params: Record<string, string>) => string[]> = {
  Home: () => [urls.peppers, urls.stats],
  PepperList: () => [urls.pepperPage({ page: 1 })],
  PepperDetail: ({ id }) => [urls.pepper(id)],
  HeatIndex: () => [urls.peppers],
  RecipeList: () => [urls.recipes()],
  GrowCenter: () => [urls.peppers],
};

export function firstCalls(page: string, params: Record<string, string> = {}): string[] {
  return FIRST_CALLS[page]?.(params) ?? [];
}
