import fs from 'node:fs';
import path from 'node:path';
import { publicCacheControl } from '../lib/cache-rules.js';
import { loadConfig } from '../config/app-config.js';
import { buildLayout, SHELL_FILES } from '../test/built-app.js';
import { Client, describeAsVisitor, describeDialects } from '../test/helpers.js';
import { answersIn, queryStateIn } from '../test/query-state.js';

describeAsVisitor('operations', (client, app) => {
  it('answers /api/health and /api/ready', async () => {
    expect((await client.get('/api/health')).json()).toEqual({ status: 'ok' });
    expect((await client.get('/api/ready')).json()).toEqual({
      status: 'ready',
      database: 'up',
      redis: 'not configured',
    });
  });

  it('answers /api/ready 503 when the database is unreachable', async () => {
    const spy = vi.spyOn(app().db, 'raw').mockRejectedValueOnce(new Error('connection refused'));
    const res = await client.get('/api/ready');
    spy.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Database unreachable',
    });
  });

  it('answers the public configuration', async () => {
    expect((await client.get('/api/config')).json()).toEqual({
      stripePublishableKey: null,
      checkout: false,
      oidc: false,
      shopId: 'test-shop',
      shopUrl: 'https://www.pepperatlas-shop.example',
      hostedBy: null,
    });
  });

  it('computes the home and menu claims from data', async () => {
    expect((await client.get('/api/stats')).json()).toEqual({
      varieties: 7,
      recipes: 3,
      premiumRecipes: 2,
      originCountries: 4,
      hottestShu: 2200000,
      hottestName: 'Carolina Reaper',
    });
  });

  it('answers /remotes.json from configuration, uncached', async () => {
    const res = await client.get('/remotes.json');
    expect(res.json()).toEqual({
      catalog: '/remotes/catalog/mf-manifest.json',
      grow: '/remotes/grow/mf-manifest.json',
      guides: '/remotes/guides/mf-manifest.json',
      premium: '/remotes/premium/mf-manifest.json',
      identify: '/remotes/identify/mf-manifest.json',
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves OpenAPI from the contract at /api/docs', async () => {
    const doc = (await client.get('/api/docs/json')).json();
    expect(doc.openapi).toMatch(/^3/);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/peppers', '/api/user/favorites', '/api/identify']),
    );
    expect((await client.get('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('has no benchmark route unless asked', async () => {
    expect((await client.get('/api/bench/hello')).statusCode).toBe(404);
  });

  it('answers unknown API paths with a 404 JSON error', async () => {
    const res = await client.get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('sends a CSP that allows the app and Stripe only', async () => {
    const csp = String((await client.get('/api/health')).headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain("img-src 'self' data: https:");
  });

  it('tags every response with a request id', async () => {
    expect((await client.get('/api/health', { 'x-request-id': 'abc-123' })).headers['x-request-id']).toBe(
      'abc-123',
    );
  });
});

describeDialects(
  'benchmark route',
  (app) => {
    it('answers {hello: world} when benchRoutes is on', async () => {
      expect((await new Client(app).get('/api/bench/hello')).json()).toEqual({ hello: 'world' });
    });
  },
  { benchRoutes: true },
);

describe('remote configuration', () => {
  it('lets REMOTE_<NAME>_URL override one entry', () => {
    const config = loadConfig({ REMOTE_CATALOG_URL: 'https://cdn.example/catalog/mf-manifest.json' });
    expect(config.remotes.catalog).toBe('https://cdn.example/catalog/mf-manifest.json');
    expect(config.remotes.grow).toBe('/remotes/grow/mf-manifest.json');
  });
});

/** A fake build layout: shell/dist and one remote's dist. */
const build = buildLayout({
  ...SHELL_FILES,
  'mfe-catalog/dist/mf-manifest.json': '{"name":"catalog"}',
  'mfe-catalog/dist/PepperList.abcdef0123.js': 'export{}',
  'mfe-catalog/dist/remoteEntry.js': 'var catalog;',
  'shell/dist/sw.js': 'self.addEventListener("fetch",()=>{});',
  'shell/dist/server/209.js': 'exports.ids = [209];',
});
const buildRoot = build.root;

describeAsVisitor(
  'serving the built app',
  (client, app) => {
    it("serves the shell's index.html for / and every page path, for a shared cache to keep a while", async () => {
      for (const url of ['/', '/peppers/3', '/tools/heat-calc']) {
        const res = await client.get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('Pepper Atlas');
        expect(res.headers['cache-control']).toBe(publicCacheControl('document'));
        expect(res.body).toContain('<script type="application/json" id="remote-map">');
      }
    });

    it('answers the addresses people type (signing in and out, the account, plans, the guides) as pages', async () => {
      for (const url of [
        '/signin',
        '/signup',
        '/forgot-password',
        '/reset-password?returnTo=%2Fgarden',
        '/login?returnTo=%2Fmenu',
        '/logout',
        '/account',
        '/pricing',
        '/guides',
        '/menu/',
      ])
        expect((await client.get(url)).statusCode, url).toBe(200);
    });

    it('answers HTTP 404 with the same document for a path no page of the app has, so the app shows its not-found page', async () => {
      for (const url of ['/no-such-page', '/peppers/3/extra', '/guides/unknown', '/account/elsewhere?x=1']) {
        const res = await client.get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('<div id="root"></div>');
      }
    });

    it('writes a page’s remote manifest into the head, and names no files for a shell page', async () => {
      const page = (await client.get('/peppers/3')).body;
      expect(page).toContain(
        '<script type="application/json" id="remote-manifests">{"/remotes/catalog/mf-manifest.json":{"name":"catalog"}}</script>',
      );
      const login = (await client.get('/login')).body;
      expect(login).not.toContain('rel="preload"');
      expect(login).not.toContain('id="remote-manifests"');
    });

    it('tells a caller without a session, in the document, that nobody is signed in and there are no favorites; a caller with one reads them', async () => {
      const visitor = new Client(app);
      const first = await visitor.get('/peppers/3');
      // The same document for every caller without a session: it does not vary on Cookie.
      expect(first.headers.vary ?? '').not.toContain('Cookie');
      expect(answersIn(first.body)).toEqual({ '/api/user': null, '/api/user/favorites': [] });
      expect((await visitor.post('/api/user/favorites', { pepperId: 1 })).statusCode).toBe(201);
      expect(queryStateIn((await visitor.get('/peppers/3')).body)).toBeNull();
    });

    it('serves hashed files as immutable, compressed when accepted', async () => {
      const res = await client.get('/main.0123456789.js', { 'accept-encoding': 'br' });
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.headers['content-encoding']).toBe('br');
    });

    it("keeps the shell's server build to itself, and answers a missing file 404", async () => {
      expect((await client.get('/server/209.js')).statusCode).toBe(404);
      const missing = await client.get('/main.ffffffffff.js');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toContain('application/json');
    });

    it('serves each remote under /remotes/<name>/ with its manifest uncached', async () => {
      const manifest = await client.get('/remotes/catalog/mf-manifest.json');
      expect(manifest.json()).toEqual({ name: 'catalog' });
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(
        (await client.get('/remotes/catalog/PepperList.abcdef0123.js')).headers['cache-control'],
      ).toContain('immutable');
    });

    it('serves the service worker uncached, headed by the live deployment of each remote', async () => {
      const release = async () => {
        const res = await client.get('/sw.js');
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('javascript');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('self.addEventListener("fetch"');
        return JSON.parse(/^self\.__PEPPER_RELEASE__=(.*);$/m.exec(res.body)![1]);
      };
      const first = await release();
      expect(first.remotes.find((r: { name: string }) => r.name === 'catalog')).toMatchObject({
        manifest: '/remotes/catalog/mf-manifest.json',
      });
      expect(first.remotes.find((r: { name: string }) => r.name === 'grow').version).toBe('missing');

      // Deploying the catalog remote again changes its fingerprint, and so the script.
      fs.writeFileSync(
        path.join(buildRoot, 'mfe-catalog/dist/remoteEntry.js'),
        `var catalog = ${Math.random()};`,
      );
      const second = await release();
      expect(second.version).not.toBe(first.version);
      expect(second.remotes.find((r: { name: string }) => r.name === 'grow').version).toBe('missing');
    });

    it('skips missing remotes and still answers API 404s as JSON', async () => {
      expect((await client.get('/remotes/grow/mf-manifest.json')).statusCode).toBe(404);
      expect((await client.get('/api/nope')).json().statusCode).toBe(404);
    });
  },
  { config: { serveApp: true, appRoot: buildRoot } },
);

afterAll(build.remove);
