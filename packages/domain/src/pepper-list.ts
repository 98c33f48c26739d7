/** Spec 01 §9: the pepper list's page size. */
export const PEPPER_PAGE_SIZE = 20;

/** Spec 01 §2: heat-level filter options. */
export const HEAT_FILTER_OPTIONS = ['all', 'mild', 'medium', 'hot', 'extreme'] as const;

/** Spec 01 §9: origin filter options; the spec's list repeats USA, which is offered once. */
export const ORIGIN_OPTIONS = ['Mexico', 'USA', 'Peru', 'Brazil', 'Thailand', 'China', 'Italy', 'Spain', 'Caribbean', 'India', 'Korea', 'Japan', 'Hungary', 'Trinidad', 'New Mexico'] as const;

export interface PepperFilters {
  page: number;
  search: string;
  heatLevel: string;
  origin: string;
  letter: string;
}

export const DEFAULT_PEPPER_FILTERS: PepperFilters = { page: 1, search: '', heatLevel: 'all', origin: 'all', letter: '' };

/** Spec 01 §4: the page resets to 1 whenever search, heat level, origin or letter changes. */
export function changeFilters(current: PepperFilters, change: Partial<Omit<PepperFilters, 'page'>>): PepperFilters {
  const next = { ...current, ...change };
  const changed = (['search', 'heatLevel', 'origin', 'letter'] as const).some((k) => next[k] !== current[k]);
  return changed ? { ...next, page: 1 } : current;
}

/** Spec 01 §4: picking a letter also sets the search text to that letter. */
export function pickLetter(current: PepperFilters, letter: string): PepperFilters {
  return changeFilters(current, { letter, search: letter });
}

/** Spec 01 §2: Previous and Next show only when there is more than one page. */
export function showsPagination(totalPages: number): boolean {
  return totalPages > 1;
}

/** Spec 01 §7: query parameters with empty or null values are omitted; the list's 'all' filters are omitted too. */
export function toQueryString(params: Record<string, string | number | boolean | null | undefined>, omitValues: readonly string[] = []): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '' || omitValues.includes(String(value))) continue;
    q.append(key, String(value));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Spec 01 §7: GET /api/peppers?page&limit&search&heatLevel&origin with empty or 'all' filters omitted. */
export function pepperListQuery(filters: Pick<PepperFilters, 'page' | 'search' | 'heatLevel' | 'origin'>, limit = PEPPER_PAGE_SIZE): string {
  return toQueryString({ page: filters.page, limit, search: filters.search.trim(), heatLevel: filters.heatLevel, origin: filters.origin }, ['all']);
}
