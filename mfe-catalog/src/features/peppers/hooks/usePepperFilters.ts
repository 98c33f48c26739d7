import { useCallback } from 'react';
import { useSearchParams } from '@pepper/router';

export interface PepperFilters {
  search: string;
  heatLevel: string;
  origin: string;
  letter: string;
  page: number;
}

type FilterChange = Partial<Omit<PepperFilters, 'page'>>;

const DEFAULTS: Record<keyof FilterChange, string> = { search: '', heatLevel: 'all', origin: 'all', letter: '' };

/**
 * The database's filters live in the address (?search=&heatLevel=&origin=&letter=&page=), so back, forward,
 * reloads and shared links all show the same list. Spec 01 §4: any filter change goes back to page 1.
 */
export function usePepperFilters() {
  const [params, setParams] = useSearchParams();
  const filters: PepperFilters = {
    search: params.get('search') ?? '',
    heatLevel: params.get('heatLevel') ?? 'all',
    origin: params.get('origin') ?? 'all',
    letter: (params.get('letter') ?? '').toUpperCase(),
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };

  const setFilters = useCallback(
    (change: FilterChange, options: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(change) as [keyof FilterChange, string][]) {
            if (!value || value === DEFAULTS[key]) next.delete(key);
            else next.set(key, value);
          }
          next.delete('page');
          return next;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  const setPage = useCallback(
    (page: number) => {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (page <= 1) next.delete('page');
        else next.set('page', String(page));
        return next;
      });
    },
    [setParams],
  );

  return { filters, setFilters, setPage };
}
