import type { ComponentType } from 'react';

let page: ComponentType | undefined;

/**
 * Home's code, in a chunk of its own: other pages open without it (its search box brings a combobox library).
 * The document for '/' names the chunk in its head, so opening on Home costs no extra round trip; any other
 * page's document names it to be fetched ahead (a prefetch: nothing runs until Home is opened). (The bundler's
 * import fetches a chunk once, and again only after a failure.)
 */
export const loadHomePage = (): Promise<ComponentType> =>
  import(/* webpackChunkName: "home" */ './HomePage').then((m) => (page = m.default));

/** Home's page once its code has arrived. */
export const homePageIfLoaded = (): ComponentType | undefined => page;
