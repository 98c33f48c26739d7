/**
 * The shell's server build (shell/dist/server/render.js): the frame and route table the API renders pages with.
 * It ships with the shell, so it is read from the shell's build folder; a shell without it (an older build)
 * leaves every page to the browser.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DehydratedState } from '@tanstack/query-core';
import type { ComponentType, ReactElement } from 'react';

export interface PageToRender {
  url: string;
  /** The page's first data, dehydrated: the shell hydrates its query client with it. */
  state: DehydratedState;
  page: { name: string; component: ComponentType } | null;
  /** Where the browser opened the document: the origin of the absolute addresses in the page's head. */
  origin: string;
}

export interface ShellBundle {
  /** Modules the remotes take from the shell, by their shared names. */
  shared: Record<string, unknown>;
  /** Resolves once the shell's own pages the first render needs are loaded. */
  ready: Promise<unknown>;
  /**
   * The element the page is rendered from, and the query state to write into its document once it has rendered:
   * the page's first data and the texts its head looked up, so the browser's first render is the server's.
   */
  appFor(page: PageToRender): RenderingApp;
}

export interface RenderingApp {
  element: ReactElement;
  state(): DehydratedState;
}

export function loadShellBundle(shellDist: string): ShellBundle | null {
  const file = path.join(shellDist, 'server', 'render.js');
  if (!fs.existsSync(file)) return null;
  return createRequire(import.meta.url)(file) as ShellBundle;
}
