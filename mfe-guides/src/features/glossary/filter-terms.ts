import { foldForSearch } from '@pepper/domain';
import type { GlossaryCategory, GlossaryTerm } from './terms';

/**
 * Search matches term and definition (ignoring case and accents, as the database search does),
 * within the chosen category tab; results in alphabetical order.
 */
export function filterTerms(
  terms: readonly GlossaryTerm[],
  query: string,
  category: GlossaryCategory | 'all',
): GlossaryTerm[] {
  const q = foldForSearch(query);
  return terms
    .filter((t) => category === 'all' || t.category === category)
    .filter((t) => !q || foldForSearch(t.term).includes(q) || foldForSearch(t.definition).includes(q))
    .sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));
}
