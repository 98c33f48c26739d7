/** Reading a served document's first data (TanStack Query's dehydrated state) in tests. */
import type { DehydratedState } from '@tanstack/query-core';

/** The document's query state, or null when it carries none. */
export function queryStateIn(html: string): DehydratedState | null {
  const found = /<script type="application\/json" id="query-state">(.*?)<\/script>/.exec(html);
  return found ? (JSON.parse(found[1]!) as DehydratedState) : null;
}

/** The data the document carries for each query, by the first part of its key (the address it reads). */
export function answersIn(html: string): Record<string, unknown> {
  return Object.fromEntries(
    (queryStateIn(html)?.queries ?? []).map(({ queryKey, state }) => [String(queryKey[0]), state.data]),
  );
}
