/**
 * What the first screen of a path needs, in the document head so the browser fetches it alongside the shell
 * instead of one round trip after another (shell, /remotes.json, the remote's manifest, its entry, the page's
 * chunks): the remote map and the route's manifest inline, and preloads of the route's remote entry, scripts
 * and styles. The files come from each remote's own mf-manifest.json, read again when a deployment changes it,
 * so a remote deployed on its own is preloaded as it now is, with no shell rebuild.
 */
import fs from 'node:fs';
import { pageFiles, readAddress, type RemoteManifest, type RemoteRoute } from '@pepper/contract';
import { AFTER_PAINT_ATTRIBUTE, WHEN_SETTLED_ATTRIBUTE } from '@pepper/contract/document';
import { SITE_NAME, SITE_TAGLINE } from '@pepper/content/pages';
import { pageReadsAt, remoteRouteFor } from '@pepper/router/pages';
import { localRemoteFile, ReadWhenChanged, type RemoteManifests } from '../remotes/remote-files.js';
import type { FirstData } from './first-data.js';

export interface Preload {
  href: string;
  as: 'fetch' | 'script' | 'style';
  /** A read of the API, asked with the visitor's cookies as the page's own query asks. */
  data?: true;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Data for the page, as JSON that cannot end its script element early. */
export const dataScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** Where the shell's document takes the page's head (its title, description and link-preview tags). */
export const APP_HEAD = '<!--app-head-->';

/** The head of a document the browser renders the page into: the site's name, until the page writes its own. */
export const SITE_HEAD = `<title>${SITE_NAME}: ${SITE_TAGLINE}</title>`;

/** The shell's page fetched ahead from every other. */
const HOME = '/';

export class FirstScreen {
  private local = new ReadWhenChanged<RemoteManifest>();
  private parsed = new Map<string, { text: string; manifest: RemoteManifest | null }>();

  constructor(
    /** Remote name to the address of its manifest, as /remotes.json lists them. */
    private readonly remotes: Record<string, string>,
    /** Remote name to its build folder, for remotes this server serves itself. */
    private readonly localDist: Record<string, string>,
    private readonly routes: readonly RemoteRoute[],
    /** The manifests of remotes on other hosts, read again once their interval has passed. */
    private readonly manifests: RemoteManifests,
    /** The shell's own pages it loads on demand: path to the files it opens that page with (its build names them). */
    private readonly shellPages: Record<string, readonly string[]> = {},
    /** The shell's files every remote's page needs before its remote can load (the federation runtime). */
    private readonly remotePageFiles: readonly string[] = [],
    /** The shell's own app, which every page runs once its first screen is painted (its entry imports them). */
    private readonly appFiles: readonly string[] = [],
  ) {}

  private readLocal(name: string, url: string): RemoteManifest | null | undefined {
    const file = localRemoteFile(this.localDist, name, url);
    if (!file) return undefined;
    try {
      return this.local.read(name, [file], () => JSON.parse(fs.readFileSync(file, 'utf8')) as RemoteManifest);
    } catch {
      return null;
    }
  }

  /** A manifest on another host: the last one read, refreshed in the background so no page waits for it. */
  private readRemote(url: string): RemoteManifest | null {
    const text = this.manifests.latest(url);
    if (text === null) return null;
    const known = this.parsed.get(url);
    if (known?.text === text) return known.manifest;
    let manifest: RemoteManifest | null = null;
    try {
      manifest = JSON.parse(text) as RemoteManifest;
    } catch {
      // a manifest that is not JSON names nothing to preload
    }
    this.parsed.set(url, { text, manifest });
    return manifest;
  }

  /** The manifest of the remote that renders `route`, with the address the runtime asks for it by. */
  private routeManifest(route: RemoteRoute | undefined) {
    const url = route && this.remotes[route.remote];
    if (!route || !url) return null;
    const manifest = this.readLocal(route.remote, url) ?? this.readRemote(url);
    return manifest ? { url, manifest } : null;
  }

  /**
   * The manifest of the remote that renders `pathname`, by its address: written into the document, the
   * runtime reads it from there instead of asking the network (it would be the same answer now), and the
   * connection it would take is left to the shell's entry, which nothing can show without.
   */
  inlineManifests(pathname: string): Record<string, RemoteManifest> {
    const found = this.routeManifest(remoteRouteFor(this.routes, pathname));
    return found ? { [found.url]: found.manifest } : {};
  }

  /**
   * The files the page at `pathname` loads first, in the order the browser needs them, and the reads it opens
   * with when its address carries no filters.
   */
  preloads(pathname: string, search = ''): Preload[] {
    // A read made only for a caller with a session is in that caller's document, or refused: never preloaded.
    const data: Preload[] = pageReadsAt(this.routes, pathname, search)
      .filter((read) => !read.withSession)
      .map((read) => ({ href: readAddress(read), as: 'fetch', data: true }));
    const shellFiles: Preload[] = (this.shellPages[pathname] ?? []).map((href) => ({
      href,
      as: href.endsWith('.css') ? 'style' : 'script',
    }));
    const route = remoteRouteFor(this.routes, pathname);
    // Asked for by the app only once it has run: named here, they come with the rest of the page's code.
    const runtimeFiles: Preload[] = route ? this.remotePageFiles.map((href) => ({ href, as: 'script' })) : [];
    return [...data, ...shellFiles, ...runtimeFiles, ...this.pageFiles(route)];
  }

  private pageFiles(route: RemoteRoute | undefined): Preload[] {
    const found = this.routeManifest(route);
    if (!route || !found) return [];
    // Same-origin files keep a path-only address, as the runtime asks for them.
    const here = 'http://origin.invalid';
    return pageFiles(found.manifest, new URL(found.url, here).href, route.module).map(({ href, as }) => {
      const url = new URL(href);
      return { href: url.origin === here ? `${url.pathname}${url.search}` : href, as };
    });
  }

  /**
   * The shell's document for an address, with the remote map and the address's preloads in its head, and the
   * page's first data for this caller (`query-state`: TanStack Query's dehydrated state), whose reads it does
   * not preload. `head` (the page's title, description and link-preview tags, as React rendered them) takes
   * the shell's APP_HEAD placeholder; a document the browser renders gets the site's title there.
   */
  document(
    shellIndex: string,
    pathname: string,
    search = '',
    data: FirstData | null = null,
    head = SITE_HEAD,
  ): string {
    // A preload is used only when asked as its fetch will be: a page's query reads the API with cookies.
    const crossorigin = ({ data }: Preload) => (data ? ' crossorigin="use-credentials"' : '');
    // Scripts are asked for once the first screen is painted (they wait in a template until then), and then
    // before anything else still waiting for a connection: the images out of view can come after them.
    const priority = ({ as }: Preload) => (as === 'script' ? ' fetchpriority="high"' : '');
    const link = (p: Preload) =>
      `<link rel="preload" as="${p.as}" href="${escapeAttribute(p.href)}"${crossorigin(p)}${priority(p)}>`;
    // A read answered in the document is not asked for.
    const preloads = this.preloads(pathname, search).filter((p) => !(p.data && data?.answered.has(p.href)));
    const later = [
      ...this.appFiles.map((href): Preload => ({ href, as: 'script' })),
      ...preloads.filter((p) => p.as === 'script'),
    ].map(link);
    // Home is a tap away from every other page (the first tab): its files are fetched ahead, not run, once the
    // page has settled, so they never share the link with the page's own code.
    const ahead =
      pathname === HOME
        ? []
        : (this.shellPages[HOME] ?? []).map(
            (href) => `<link rel="prefetch" href="${escapeAttribute(href)}">`,
          );
    const manifests = this.inlineManifests(pathname);
    const hints = [
      dataScript('remote-map', this.remotes),
      ...(Object.keys(manifests).length ? [dataScript('remote-manifests', manifests)] : []),
      ...(data?.state.queries.length ? [dataScript('query-state', data.state)] : []),
      ...preloads.filter((p) => p.as !== 'script').map(link),
      // Named in a template, which fetches nothing: the entry moves them into the head once the first screen is
      // painted, so until then the page's HTML and images have the link to themselves.
      ...(later.length ? [`<template ${AFTER_PAINT_ATTRIBUTE}>${later.join('')}</template>`] : []),
      ...(ahead.length ? [`<template ${WHEN_SETTLED_ATTRIBUTE}>${ahead.join('')}</template>`] : []),
    ];
    // Replaced by functions: a '$' in a page's text is no replacement pattern.
    return shellIndex.replace(APP_HEAD, () => head).replace('</head>', () => `${hints.join('')}</head>`);
  }
}
