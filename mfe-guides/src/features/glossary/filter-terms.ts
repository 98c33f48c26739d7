import { foldForSearch } from '@pepper/domain/text';
import type { GlossaryCategory, GlossaryTerm } from '@pepper/content/guides/glossary';

/**
 * Search matches term and definition (ignoring case and accents, as the database search does),
 * within the chosen category tab. The terms stand in alphabetical order, and the results keep it: sorting
 * here would make the page's first render load the browser's collation data (tens of ms on a phone).
 */
export function filterTerms(
  terms: readonly GlossaryTerm[],
  query: string,
  category: GlossaryCategory | 'all',
): GlossaryTerm[] {
  const q = foldForSearch(query);
  return terms
    .filter((t) => category === 'all' || t.category === category)
    .filter((t) => !q || foldForSearch(t.term).includes(q) || foldForSearch(t.definition).includes(q));
}
