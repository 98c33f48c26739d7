import { createContext, type ComponentType } from 'react';
import { documentData } from '../app/document-data';

/** A remote page the server renders into the document, by its '<remote>/<module>' name. */
export interface RenderedPage {
  name: string;
  component: ComponentType;
}

/**
 * Set only when rendering on the server: the page it renders into the document, or null when the page at this
 * address is left to the browser (a visitor's own or random content). Undefined in the browser.
 */
export const ServerPageContext = createContext<RenderedPage | null | undefined>(undefined);

let serverRendered: string | null | undefined;

/**
 * Whether the server rendered this remote page into the document the app opened with: its HTML is then kept on
 * screen, and hydrated once the page's code has loaded.
 */
export function renderedByServer(name: string): boolean {
  return serverRenderedPage() === name;
}

/** The remote page ('<remote>/<module>') the server rendered into the document the app opened with, if any. */
export function serverRenderedPage(): string | null {
  if (serverRendered === undefined) serverRendered = documentData<string>('server-page');
  return serverRendered;
}
