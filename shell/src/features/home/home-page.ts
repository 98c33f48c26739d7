import type { ComponentType } from 'react';

let page: ComponentType | undefined;
let loading: Promise<ComponentType> | undefined;

/**
 * Home's code, in a chunk of its own: other pages open without it (its search box brings a combobox library).
 * The document for '/' names the chunk in its head, so opening on Home costs no extra round trip.
 */
export function loadHomePage(): Promise<ComponentType> {
  loading ??= import(/* webpackChunkName: "home" */ './HomePage').then(
    (m) => (page = m.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Home's page once its code has arrived. */
export const homePageIfLoaded = (): ComponentType | undefined => page;
