/**
 * The texts pages head themselves with, by address: the shell holds them (the page registry's heads, the
 * collections' and the grow categories') and hands the lookup down. This module is shared through Module
 * Federation, so a remote's page reads the shell's lookup instead of carrying every page's text itself.
 */
import type { PageHead } from '@pepper/contract';
import { createContext, useContext } from 'react';

/** A page's text for its head; a personal page's is kept out of search results. */
export type PageTextOf = (path: string) => (PageHead & { personal?: true }) | undefined;

export const PageTexts = createContext<PageTextOf>(() => undefined);

/** The lookup of the texts pages head themselves with. */
export const usePageTexts = (): PageTextOf => useContext(PageTexts);
