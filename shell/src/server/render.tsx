/**
 * The shell on the server: the API loads this bundle and renders the frame and the page at an address into the
 * document, with the query state it read for the page, exactly as the browser then renders them to hydrate.
 * React and React DOM come from the server; the libraries remote pages share (the router, the query client, the
 * toast store) are this bundle's, shared with the remotes through Module Federation as in the browser.
 */
import * as Router from '@pepper/router';
import * as Connection from '@pepper/ui/connection';
import * as Toast from '@pepper/ui/toast';
import * as QueryCore from '@tanstack/query-core';
import * as ReactQuery from '@tanstack/react-query';
import { dehydrate, HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter } from '@pepper/router/memory';
import { createQueryClient } from '@pepper/client';
import { pageTextAt } from '@pepper/content/heads';
import { App } from '../app/App';
import { PAGE_TEXTS_KEY, recordingLookup } from '../app/page-texts';
import { loadHomePage } from '../features/home/home-page';
import { ServerPageContext, type RenderedPage } from '../federation/server-page';

/** Modules the remotes take from the shell, by the names they share them under. */
export const shared: Record<string, unknown> = {
  '@pepper/router': Router,
  '@pepper/ui/connection': Connection,
  '@pepper/ui/toast': Toast,
  '@tanstack/query-core': QueryCore,
  '@tanstack/react-query': ReactQuery,
};

/** Home's code, loaded once: the browser opening on Home awaits it before its first render too. */
export const ready: Promise<unknown> = loadHomePage();

export interface PageToRender {
  /** Path and query string. */
  url: string;
  /** The page's first data, dehydrated, as written into the document for the browser. */
  state: DehydratedState;
  /** The remote page rendered into the document, or null when it is left to the browser. */
  page: RenderedPage | null;
  /** Where the browser opened the document: the page's head writes its absolute addresses on it. */
  origin: string;
}

/**
 * The element the server renders for an address (the same tree the browser hydrates), and the query state its
 * document carries: the page's first data and the texts its head looked up, which the browser heads it with.
 */
export function appFor({ url, state, page, origin }: PageToRender): {
  element: ReactElement;
  state(): DehydratedState;
} {
  const client = createQueryClient();
  const texts = recordingLookup(pageTextAt);
  const AtUrl = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  const element = (
    <StrictMode>
      <Router.SiteOrigin.Provider value={origin}>
        <ServerPageContext.Provider value={page}>
          <HydrationBoundary state={state} queryClient={client}>
            <App client={client} Router={AtUrl} pageTexts={texts.lookup} />
          </HydrationBoundary>
        </ServerPageContext.Provider>
      </Router.SiteOrigin.Provider>
    </StrictMode>
  );
  return {
    element,
    state() {
      client.setQueryData(PAGE_TEXTS_KEY, texts.recorded());
      const read = dehydrate(client, {
        shouldDehydrateQuery: (query) => query.queryKey[0] === PAGE_TEXTS_KEY[0],
      });
      return { ...state, queries: [...state.queries, ...read.queries] };
    },
  };
}
