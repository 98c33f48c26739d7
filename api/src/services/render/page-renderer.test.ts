import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createElement, Fragment, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { REMOTE_ROUTES } from '../../config/app-config.js';
import type { FirstData } from './first-data.js';
import type { FirstScreen } from './first-screen.js';
import type { RemoteReleases } from '../remotes/remote-releases.js';
import type { StylesheetText } from './document-styles.js';
import { PageRenderer } from './page-renderer.js';
import type { RemotePages } from './remote-pages.js';
import type { PageToRender, ShellBundle } from './shell-bundle.js';

const SHELL_INDEX =
  '<html><head><link as="style" href="/shell.css" rel="preload"></head><body><div id="root"></div></body></html>';

/** A page that shows who asked for its first read: the caller's cookie travels with the read. */
function PepperPage() {
  return createElement(
    Fragment,
    null,
    createElement('title', null, 'Jalapeño | Pepper Atlas'),
    createElement('h1', null, 'Jalapeño'),
  );
}

/** The rendered document's text. */
const htmlOf = async (renderer: PageRenderer, ...args: Parameters<PageRenderer['rendered']>) =>
  (await renderer.rendered(...args)).html;

function setup({
  throwing = false,
  slow = false,
  index = SHELL_INDEX,
  stylesheets,
}: { throwing?: boolean; slow?: boolean; index?: string; stylesheets?: StylesheetText } = {}) {
  const state = {
    release: 'r1',
    content: 'c1',
    renders: 0,
    pageLoads: 0,
    remoteUp: true,
  };
  const app = {
    catalog: {
      versionOf: () => state.content,
    },
    inject: async ({ url, headers }: { url: string; headers: Record<string, string> }) => ({
      statusCode: 200,
      json: () => ({ url, cookie: headers.cookie ?? null }),
    }),
  } as unknown as FastifyInstance;
  const firstScreen = {
    document: (
      index: string,
      _pathname: string,
      _search: string,
      data: FirstData | null,
      head = '<title>Pepper Atlas</title>',
    ) =>
      index.replace(
        '</head>',
        `${head}<script id="query-state">${JSON.stringify(data?.state)}</script></head>`,
      ),
  } as unknown as FirstScreen;
  const shell: ShellBundle = {
    shared: {},
    ready: Promise.resolve(),
    appFor: (toRender: PageToRender) => ({ element: fakeApp(toRender), state: () => toRender.state }),
  };
  function fakeApp({ url, state: queryState, page, origin }: PageToRender) {
    state.renders += 1;
    const Page = page?.component;
    if (throwing) {
      const Throws: ComponentType = () => {
        throw new Error('page broke');
      };
      return createElement(Throws);
    }
    if (slow) {
      const never = new Promise(() => undefined);
      const Waits: ComponentType = () => {
        throw never;
      };
      return createElement('main', null, createElement(Waits));
    }
    return createElement(
      'main',
      { 'data-url': url, 'data-state': JSON.stringify(queryState) },
      createElement('link', { rel: 'canonical', href: `${origin}${url}` }),
      Page ? createElement(Page) : createElement('p', null, 'Loading page…'),
    );
  }
  const remotes = {
    page: async () => {
      state.pageLoads += 1;
      return state.remoteUp ? PepperPage : null;
    },
  } as unknown as RemotePages;
  const releases = {
    of: async () => state.release,
  } as unknown as RemoteReleases;
  const renderer = new PageRenderer(
    app,
    index,
    firstScreen,
    REMOTE_ROUTES,
    shell,
    remotes,
    releases,
    { remoteLoadMs: 1000, renderMs: 1000, cacheDocuments: true },
    stylesheets,
  );
  const caller = (session: { userId?: number; visitorKey?: string } | null, cookie?: string, host?: string) =>
    ({
      session,
      protocol: 'http',
      host,
      ip: '203.0.113.9',
      headers: cookie ? { cookie } : {},
      log: { warn: () => undefined },
    }) as unknown as FastifyRequest;
  return { state, renderer, caller };
}

describe('server-rendered documents', () => {
  it('renders a remote page with its first reads into the document the browser hydrates', async () => {
    const { renderer, caller } = setup();
    const html = await htmlOf(renderer, caller(null), '/peppers/1000', '');
    expect(html).toContain('<div id="root"><main');
    expect(html).toContain('<h1>Jalapeño</h1>');
    expect(html).toContain('id="server-page">"catalog/PepperDetail"');
    expect(html).toContain('/api/peppers/1000');
  });

  it('writes the title and links the page renders into the document’s head, on the origin the browser opened it at', async () => {
    const { renderer, caller } = setup();
    const html = await htmlOf(renderer, caller(null), '/peppers/1000', '');
    const [head = '', body = ''] = html.split('</head>');
    expect(head).toContain('<link rel="canonical" href="http://localhost/peppers/1000"/>');
    expect(head).toContain('<title>Jalapeño | Pepper Atlas</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(body).toContain('<div id="root"><main');
    expect(body).not.toContain('<title>');
  });

  it('gives a page the browser renders the site’s title, with no head of its own', async () => {
    const { renderer, caller, state } = setup();
    state.remoteUp = false;
    const html = await htmlOf(renderer, caller(null), '/peppers/1000', '');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Pepper Atlas</title>');
    expect(html).not.toContain('canonical');
  });

  it('applies its stylesheets itself, so the page shows styled before its code runs', async () => {
    const { renderer, caller, state } = setup();
    expect(await htmlOf(renderer, caller(null), '/peppers/1000', '')).toContain(
      '<link rel="stylesheet" href="/shell.css">',
    );
    state.remoteUp = false;
    // A page left to the browser keeps the preload: its code applies the styles as it renders.
    expect(await htmlOf(renderer, caller(null), '/peppers/1001', '')).toContain('rel="preload"');
  });

  it("names a remote's sheets by the caller's origin, and writes no Host header that is no host name", async () => {
    const { renderer, caller } = setup({
      index: SHELL_INDEX.replace(
        '</head>',
        '<link rel="preload" as="style" href="/remotes/catalog/p.css"></head>',
      ),
      stylesheets: (href) => (href.startsWith('/remotes/') ? { css: 'h1{}', remote: true } : null),
    });
    expect(
      await htmlOf(renderer, caller(null, undefined, 'pepper.example:8080'), '/peppers/1000', ''),
    ).toContain('<link rel="stylesheet" href="http://pepper.example:8080/remotes/catalog/p.css" disabled>');
    const forged = await htmlOf(
      renderer,
      caller(null, undefined, 'x"><script>alert(1)</script>'),
      '/peppers/1000',
      '',
    );
    expect(forged).not.toContain('<script>alert(1)');
    expect(forged).toContain('href="http://localhost/remotes/catalog/p.css" disabled>');
  });

  it('renders an address once for anonymous callers, and again when a remote is deployed or the content changes', async () => {
    const { renderer, caller, state } = setup();
    const anonymousVisit = () => htmlOf(renderer, caller(null), '/peppers/1000', '');
    const first = await anonymousVisit();
    expect(await anonymousVisit()).toBe(first);
    expect(state.renders).toBe(1);

    state.release = 'r2';
    await anonymousVisit();
    expect(state.renders).toBe(2);

    state.content = 'c2';
    await anonymousVisit();
    expect(state.renders).toBe(3);
    await anonymousVisit();
    expect(state.renders).toBe(3);
  });

  it("renders a signed-in caller's page for them alone: never cached, never shown to anyone else", async () => {
    const { renderer, caller, state } = setup();
    const mine = await htmlOf(renderer, caller({ userId: 7 }, 'sid=alice'), '/peppers/1000', '');
    expect(mine).toContain('sid=alice');
    const anonymous = await htmlOf(renderer, caller(null), '/peppers/1000', '');
    const someoneElse = await htmlOf(renderer, caller({ visitorKey: 'v' }, 'sid=bob'), '/peppers/1000', '');
    expect(anonymous).not.toContain('sid=alice');
    expect(someoneElse).not.toContain('sid=alice');
    await htmlOf(renderer, caller({ userId: 7 }, 'sid=alice'), '/peppers/1000', '');
    expect(state.renders).toBe(4);
    expect(renderer.cachedDocuments).toBe(1);
  });

  it('keeps the compressed bytes of a document anonymous callers share, and of no one else', async () => {
    const { renderer, caller } = setup();
    const shared = await renderer.rendered(caller(null), '/peppers/1000', '');
    expect(shared.body?.identity.toString()).toBe(shared.html);
    expect(shared.body?.etag).toMatch(/^"/);
    expect(
      (await renderer.rendered(caller({ userId: 7 }, 'sid=alice'), '/peppers/1000', '')).body,
    ).toBeNull();
  });

  it('leaves the page to the browser when its remote cannot be loaded, and tries again on a later request', async () => {
    const { renderer, caller, state } = setup();
    state.remoteUp = false;
    const html = await htmlOf(renderer, caller(null), '/peppers/1000', '');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('server-page');
    state.remoteUp = true;
    expect(await htmlOf(renderer, caller(null), '/peppers/1000', '')).toContain('<h1>Jalapeño</h1>');
  });

  it('leaves the page to the browser when it throws while rendering', async () => {
    const { renderer, caller } = setup({ throwing: true });
    const html = await htmlOf(renderer, caller(null), '/peppers/1000', '');
    expect(html).toContain('<div id="root"></div>');
    expect(renderer.cachedDocuments).toBe(0);
  });

  it('cuts off a render that takes too long and lets the browser finish the page', async () => {
    const { renderer, caller } = setup({ slow: true });
    const started = Date.now();
    const html = await htmlOf(renderer, caller(null), '/peppers/1000', '');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(html).toContain('<div id="root"></div>');
  });

  it('renders a page at its whole address, search included, with the reads of that address', async () => {
    const { renderer, caller, state } = setup();
    const html = await htmlOf(renderer, caller(null), '/peppers', '?search=habanero');
    expect(state.pageLoads).toBe(1);
    expect(html).toContain('data-url="/peppers?search=habanero"');
    expect(html).toContain('<h1>Jalapeño</h1>');
    expect(html).toContain('id="server-page">"catalog/PepperList"');
    // Kept for the next anonymous caller at the same address, apart from the plain one.
    await htmlOf(renderer, caller(null), '/peppers', '?search=habanero');
    expect(state.renders).toBe(1);
    await htmlOf(renderer, caller(null), '/peppers', '');
    expect(state.renders).toBe(2);
  });

  it("renders a caller's own page for them, with their cookies, and keeps it for nobody, session or not", async () => {
    const { renderer, caller, state } = setup();
    const mine = await htmlOf(renderer, caller({ visitorKey: 'a' }, 'sid=ann'), '/favorites', '');
    expect(mine).toContain('<h1>Jalapeño</h1>');
    expect(mine).toContain('id="server-page">"catalog/Favorites"');
    expect(mine).toContain('sid=ann');
    const anonymous = await htmlOf(renderer, caller(null), '/favorites', '');
    expect(anonymous).not.toContain('sid=ann');
    await htmlOf(renderer, caller(null), '/garden/seeds', '');
    await htmlOf(renderer, caller(null), '/favorites', '');
    expect(state.renders).toBe(4);
    expect(renderer.cachedDocuments).toBe(0);
  });

  it('renders a random pepper afresh for every caller', async () => {
    const { renderer, caller, state } = setup();
    expect(await htmlOf(renderer, caller(null), '/random', '')).toContain(
      'id="server-page">"catalog/RandomPepper"',
    );
    await htmlOf(renderer, caller(null), '/random', '');
    expect(state.renders).toBe(2);
    expect(renderer.cachedDocuments).toBe(0);
  });

  it('carries the first reads in a document the browser renders, when the page cannot be rendered', async () => {
    const { renderer, caller, state } = setup();
    state.remoteUp = false;
    const html = await htmlOf(renderer, caller({ userId: 7 }, 'sid=alice'), '/peppers/1000', '');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('/api/peppers/1000');
  });
});
