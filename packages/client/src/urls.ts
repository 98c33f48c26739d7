import { PEPPER_PAGE_SIZE } from '@pepper/domain';
import { buildUrl } from './request';

export interface PepperPageParams {
  page: number;
  limit?: number;
  search?: string;
  heatLevel?: string;
  origin?: string;
  /** Names starting with it. It replaces the search: the text a letter also sets would match it anywhere in a name. */
  letter?: string;
}

/** Empty or 'all' filters are not sent. */
export function filter(value: string | undefined): string | undefined {
  return value && value !== 'all' ? value : undefined;
}

/** The addresses of the reads pages open with: the queries ask for them, and the server names them for preloading. */
export const urls = {
  pepperPage: (p: PepperPageParams) =>
    buildUrl('/api/peppers', {
      page: p.page,
      limit: p.limit ?? PEPPER_PAGE_SIZE,
      search: p.letter ? undefined : filter(p.search?.trim()),
      heatLevel: filter(p.heatLevel),
      origin: filter(p.origin),
      letter: filter(p.letter),
    }),
  peppers: '/api/peppers',
  pepperLetters: '/api/peppers/letters',
  stats: '/api/stats',
  user: '/api/user',
  favorites: '/api/user/favorites',
  config: '/api/config',
  pepper: (id: number | string) => `/api/peppers/${encodeURIComponent(String(id))}`,
  recipes: (params: { category?: string; heatLevel?: string; pepper?: number } = {}) =>
    buildUrl('/api/recipes', {
      category: filter(params.category),
      heatLevel: filter(params.heatLevel),
      pepper: params.pepper === undefined ? undefined : String(params.pepper),
    }),
} as const;
