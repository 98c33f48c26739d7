/**
 * The document for an app address, with the page rendered into it: request → route → the remote's server
 * build → the page's first reads → React's renderer → the shell's document, which the browser hydrates.
 * Anonymous callers share documents, cached per address, remote release and content version; anyone with a
 * session, and anyone on a personal or random page, gets a document of their own, never cached. Whatever cannot be rendered (a remote that does not load
 * in time, a page that throws, a render cut off) gets today's document, and the browser renders the page.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { isSharedPage } from '../../lib/cache-rules.js';
import { cacheBody, type CachedBody } from '../../lib/http-cache.js';
import type { RemoteRoute } from '@pepper/contract';
import { remoteRouteFor } from '@pepper/router/pages';
import { baseUrl } from '../page-heads/index.js';
import { firstData, ReadRefused, type FirstData } from './first-data.js';
import { dataScript, SITE_HEAD, type FirstScreen } from './first-screen.js';
import { splitHoistedHead } from './hoisted-head.js';
import type { RemoteReleases } from '../remotes/remote-releases.js';
import type { RemotePages } from './remote-pages.js';
import { applyStyles, type StylesheetText } from './document-styles.js';
import { renderHtml } from './render-html.js';
import type { ShellBundle } from './shell-bundle.js';

export interface RenderLimits {
  /** How long a remote's server build may take to load before the page is left to the browser. */
  remoteLoadMs: number;
  /** How long a render may take before it is cut off. */
  renderMs: number;
  /** Whether anonymous documents are kept (off only to measure rendering itself). */
  cacheDocuments: boolean;
}

const ROOT = '<div id="root"></div>';

/** What the renderer asks of the HTTP side about a request. */
export interface RenderGuards {
  /**
   * Where the browser opened the document, from a known, finite set of origins (the host rule): documents are
   * kept per origin, so no Host header a client invents makes a page render again.
   */
  origin(request: FastifyRequest): string;
  /** Spends one fresh render from the caller's budget; throws (429) when it is spent. */
  spendRender(request: FastifyRequest): Promise<void>;
}

const unguarded: RenderGuards = {
  origin: (request) => baseUrl(null, request),
  spendRender: async () => undefined,
};

/** A document, with its compressed bytes when it is one anonymous callers share. */
export interface RenderedDocument {
  html: string;
  body: CachedBody | null;
}

export class PageRenderer {
  private readonly cache = new LRUCache<string, RenderedDocument>({
    max: 300,
    maxSize: 128 * 1024 * 1024,
    sizeCalculation: ({ html, body }) => html.length + (body ? body.br.length + body.gzip.length : 0) || 1,
  });

  constructor(
    private readonly app: FastifyInstance,
    private readonly shellIndex: string,
    private readonly firstScreen: FirstScreen,
    private readonly routes: readonly RemoteRoute[],
    private readonly shell: ShellBundle,
    private readonly remotes: RemotePages,
    private readonly releases: RemoteReleases,
    private readonly limits: RenderLimits,
    /** The stylesheets this server holds, written into rendered documents. */
    private readonly stylesheetText: StylesheetText = () => null,
    private readonly guards: RenderGuards = unguarded,
  ) {}

  /** How many anonymous documents are kept (for tests and the bench). */
  get cachedDocuments(): number {
    return this.cache.size;
  }

  /**
   * The document for an address, with the page's head (its title, description, links and preview tags, which the
   * page renders itself), and for one every anonymous caller shares, its bytes compressed once with their
   * validator: a kept page is answered without rendering, serializing or compressing it again.
   */
  async rendered(request: FastifyRequest, pathname: string, search: string): Promise<RenderedDocument> {
    const anonymous = !request.session?.userId && !request.session?.visitorKey;
    // Someone's own page, or one that differs on every visit, is rendered for this caller alone.
    const shared = anonymous && isSharedPage(pathname);
    const remoteRoute = remoteRouteFor(this.routes, pathname) ?? null;
    const name = remoteRoute ? `${remoteRoute.remote}/${remoteRoute.module}` : null;
    // Only the remote this page comes from is asked which release is live: no other host can hold it up.
    const release = remoteRoute ? await this.releases.of(remoteRoute.remote) : 'shell';
    // Where the browser is, by which a remote's code knows the stylesheets already in the document: one of the
    // origins the app answers for, never a name a client made up.
    const origin = this.guards.origin(request);
    const key = [pathname + search, release, this.app.catalog.versionOf(pathname), origin].join('\n');
    const cached = shared ? this.cache.get(key) : undefined;
    if (cached) return cached;
    // Everything past here builds a document afresh (a not-found page too): it is counted against the caller.
    await this.guards.spendRender(request);
    const fresh = (html: string): RenderedDocument => ({ html, body: null });

    // The page's code and its first reads are fetched together: neither waits for the other.
    const [component, data] = await Promise.all([
      remoteRoute
        ? this.remotes.page(remoteRoute.remote, remoteRoute.module, release, this.limits.remoteLoadMs)
        : null,
      this.data(request, pathname, search, anonymous, new URL(origin).host),
    ]);
    // A page whose code cannot be had is rendered by the browser, from the answers the document carries.
    if (remoteRoute && !component) return fresh(this.clientDocument(pathname, search, data));
    const page = name && component ? { name, component } : null;
    let rendered: string;
    let state = data.state;
    try {
      await this.shell.ready;
      const app = this.shell.appFor({ url: `${pathname}${search}`, state: data.state, page, origin });
      rendered = await renderHtml(app.element, AbortSignal.timeout(this.limits.renderMs));
      state = app.state();
    } catch (error) {
      request.log.warn({ err: error, page: name ?? pathname }, 'page left to the browser');
      return fresh(this.clientDocument(pathname, search, data));
    }
    // The page's own <title>, <meta> and <link> elements, which React writes first, go to the document's head.
    const { head, body } = splitHoistedHead(rendered);
    const marker = page ? dataScript('server-page', page.name) : '';
    const html = applyStyles(
      this.firstScreen.document(this.shellIndex, pathname, search, { ...data, state }, head || SITE_HEAD),
      this.stylesheetText,
      origin,
    )
      .replace('</head>', `${marker}</head>`)
      .replace(ROOT, `<div id="root">${body}</div>`);
    if (!shared || !this.limits.cacheDocuments) return fresh(html);
    const kept = { html, body: cacheBody(html, { shared: false }) };
    this.cache.set(key, kept);
    return kept;
  }

  /** The shell's document with the page's first data: the browser renders the page. */
  private clientDocument(pathname: string, search: string, data: FirstData) {
    return this.firstScreen.document(this.shellIndex, pathname, search, data);
  }

  /**
   * The data the page is rendered with: its first reads, asked of this API as the browser would ask them, with
   * the caller's cookies and address, and the answers known without a session.
   */
  private data(request: FastifyRequest, pathname: string, search: string, anonymous: boolean, host: string) {
    return firstData(this.routes, pathname, search, !anonymous, async (url) => {
      const res = await this.app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        // Asked for a host the app answers for (the host rule refuses any other).
        headers: anonymous ? { host } : { host, cookie: request.headers.cookie ?? '' },
      });
      if (res.statusCode !== 200) throw new ReadRefused(url, res.statusCode);
      return res.json();
    });
  }
}
