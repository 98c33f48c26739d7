/**
 * The page texts (each address's title and description) as one query of the app's query cache. Every page's
 * words are not part of the code each page opens with: the server writes the ones the page it rendered looked up
 * into the document's query state, so the browser's first render heads the page exactly as the server did. The
 * query loads all of them once the page has settled (see useIdlePreload), as the app first moves to another page,
 * or at once when the document brought none.
 */
import type { PageText } from '@pepper/content/pages';
import { textIn, withoutTrailingSlash } from '@pepper/content/heads';
import { PageTexts, useLocation, type PageTextOf } from '@pepper/router';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';

/** Texts by path (null: the path has none), and whether they are all of them or only those one page read. */
export interface PageTextsData {
  complete: boolean;
  texts: Readonly<Record<string, PageText | null>>;
}

export const PAGE_TEXTS_KEY = ['page-texts'] as const;

export const pageTextsQuery = queryOptions({
  queryKey: PAGE_TEXTS_KEY,
  queryFn: async (): Promise<PageTextsData> => {
    const { PAGE_TEXTS } = await import(/* webpackChunkName: "page-texts" */ '@pepper/content/pages');
    return { complete: true, texts: PAGE_TEXTS };
  },
  // One page's texts are loaded again, whole, when they are asked for; all of them never change while the app runs.
  staleTime: (query) => (query.state.data?.complete ? Infinity : 0),
  gcTime: Infinity,
});

/** The texts one render looks up, kept as it looks them up (on the server, for the document). */
export function recordingLookup(textAt: PageTextOf) {
  const seen: Record<string, PageText | null> = {};
  const lookup: PageTextOf = (path) => {
    const text = textAt(path);
    seen[withoutTrailingSlash(path)] = text ?? null;
    return text;
  };
  return { lookup, recorded: (): PageTextsData => ({ complete: false, texts: seen }) };
}

/**
 * Hands every page the texts the query holds. The first address's come with its document; all of them are loaded
 * once the page has settled (useIdlePreload), as the app moves to another location before that, or at once when
 * the document brought none.
 */
export function QueriedPageTexts({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const { data } = useQuery({
    ...pageTextsQuery,
    enabled: ({ state }) => !state.data || (!state.data.complete && key !== firstKey),
  });
  const lookup = useMemo<PageTextOf>(() => (path) => (data ? textIn(data.texts, path) : undefined), [data]);
  return <PageTexts.Provider value={lookup}>{children}</PageTexts.Provider>;
}
