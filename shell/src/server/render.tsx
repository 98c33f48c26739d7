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
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, type ReactElement } from 'react';
import { createQueryClient } from '@pepper/client';
import { App } from '../app/App';
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

/** The element the server renders for an address: the same tree the browser hydrates. */
export function appFor({ url, state, page, origin }: PageToRender): ReactElement {
  const client = createQueryClient();
  return (
    <StrictMode>
      <Router.SiteOrigin.Provider value={origin}>
        <ServerPageContext.Provider value={page}>
          <HydrationBoundary state={state} queryClient={client}>
            <App client={client} location={url} />
          </HydrationBoundary>
        </ServerPageContext.Provider>
      </Router.SiteOrigin.Provider>
    </StrictMode>
  );
}
