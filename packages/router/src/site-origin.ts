/**
 * The origin the app is opened at, which a page's head writes its absolute addresses on (its canonical address,
 * its preview image). The browser knows it from its location; the server, rendering a page, is told it. This
 * module is shared through Module Federation, so the shell's value reaches every remote's pages.
 */
import { createContext, useContext } from 'react';

const browserOrigin = typeof window === 'undefined' ? '' : window.location.origin;

export const SiteOrigin = createContext<string>(browserOrigin);

/** The origin the page is opened at, as 'https://host' with no trailing slash. */
export const useSiteOrigin = (): string => useContext(SiteOrigin);
