import type { LightMyRequestResponse } from 'fastify';
import { isPublic, publicCacheControl, type SharedKind } from '../lib/cache-rules.js';
import { builtApp } from '../test/built-app.js';
import { Client, describeDialects } from '../test/helpers.js';
import { answersIn } from '../test/query-state.js';

const build = builtApp();
afterAll(() => build.remove());

/** Every kind of answer a shared cache may keep, by an address of each. */
const PUBLIC_ANSWERS: [string, SharedKind][] = [
  ['/', 'document'],
  ['/menu', 'document'],
  ['/peppers', 'document'],
  ['/peppers/3', 'document'],
  ['/recipes/2', 'document'],
  ['/guides/seeds', 'document'],
  ['/tools/heat-calc', 'document'],
  ['/peppers/99999', 'missingDocument'],
  ['/api/peppers', 'catalog'],
  ['/api/peppers?page=1&limit=20', 'catalog'],
  ['/api/peppers/3', 'catalog'],
  ['/api/peppers/all', 'catalog'],
  ['/api/peppers/letters', 'catalog'],
  ['/api/recipes', 'catalog'],
  ['/api/recipes/summaries', 'catalog'],
  ['/api/stats', 'catalog'],
  ['/api/config', 'catalog'],
  ['/api/peppers?search=hab', 'catalogQuery'],
  ['/api/peppers/suggest?q=hab', 'catalogQuery'],
  ['/sitemap.xml', 'sitemap'],
  ['/robots.txt', 'sitemap'],
  ['/previews/peppers/3.png', 'preview'],
  ['/previews/pepper-atlas.png', 'preview'],
];

/** Answers about one person. */
const PERSONAL_ANSWERS = [
  '/api/user',
  '/api/user/favorites',
  '/api/garden',
  '/api/garden/seeds',
  '/api/identify/confirmations',
  '/api/orders',
  '/api/subscription',
  '/api/me/export',
  '/api/grow-kits',
];

const setsCookie = (res: LightMyRequestResponse) => res.headers['set-cookie'] !== undefined;

describeDialects(
  'what a shared cache may keep',
  (app) => {
    it('answers every anonymous page, catalog read, sitemap and preview as public for the time its kind allows, with an ETag where it has one', async () => {
      const anonymous = new Client(app);
      for (const [url, kind] of PUBLIC_ANSWERS) {
        const res = await anonymous.get(url, { 'accept-encoding': 'br, gzip' });
        expect(res.statusCode, url).toBe(kind === 'missingDocument' ? 404 : 200);
        expect(res.headers['cache-control'], url).toBe(publicCacheControl(kind));
        expect(String(res.headers.vary ?? ''), url).not.toMatch(/cookie/i);
      }
      expect(publicCacheControl('document')).toBe(
        'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
      );
      // A rendered page and the catalog reads keep their validators: a browser revalidates and gets 304.
      for (const url of ['/', '/api/peppers/3', '/api/peppers']) {
        const first = await anonymous.get(url);
        expect(first.headers.etag, url).toMatch(/^"/);
        const again = await anonymous.get(url, { 'if-none-match': String(first.headers.etag) });
        expect(again.statusCode, url).toBe(304);
      }
    });

    it('never sets a cookie on an anonymous read, pages included', async () => {
      const anonymous = new Client(app);
      for (const url of [...PUBLIC_ANSWERS.map(([u]) => u), ...PERSONAL_ANSWERS, '/favorites', '/garden']) {
        const res = await anonymous.get(url);
        expect(setsCookie(res), url).toBe(false);
      }
      expect(anonymous.cookie).toBe('');
      expect(await app().db('sessions').count({ n: '*' }).first()).toMatchObject({ n: 0 });
    });

    it('puts nothing personal in the document every anonymous caller shares', async () => {
      const page = (await new Client(app).get('/')).body;
      expect(answersIn(page)).toMatchObject({ '/api/user': null, '/api/user/favorites': [] });
      expect(page).not.toMatch(/@example\.com|pepper\.sid/);
    });

    it('never gives a public answer to a request with a session: a signed-in person’s, a visitor’s, or an expired one', async () => {
      const member = await Client.signedUp(app);
      const visitor = new Client(app);
      expect((await visitor.post('/api/user/favorites', { pepperId: 1 })).statusCode).toBe(201);
      const expired = new Client(app);
      expired.cookie = 'pepper.sid=s%3Anot-a-session.signature';
      for (const [who, client] of [
        ['member', member],
        ['visitor', visitor],
        ['expired', expired],
      ] as const) {
        const cookie = client.cookie;
        for (const url of [...PUBLIC_ANSWERS.map(([u]) => u), ...PERSONAL_ANSWERS, '/favorites']) {
          const res = await client.get(url);
          const cacheControl = String(res.headers['cache-control']);
          expect(isPublic(cacheControl), `${who} ${url}: ${cacheControl}`).toBe(false);
          expect(cacheControl, `${who} ${url}`).toMatch(/private|no-store/);
          client.cookie = cookie;
        }
      }
      // A signed-in person's page holds their own answers: nothing may keep it.
      expect((await member.get('/')).headers['cache-control']).toBe('private, no-store');
      expect((await member.get('/api/peppers/3')).headers['cache-control']).toBe('private, no-cache');
    });

    it('answers what is about one person as private or no-store, whoever asks', async () => {
      const member = await Client.signedUp(app);
      for (const url of PERSONAL_ANSWERS) {
        const res = await member.get(url);
        expect(res.headers['cache-control'], url).toMatch(/^private, no-(store|cache)$/);
      }
      // Refused without a session, and still nothing a shared cache may keep.
      for (const url of PERSONAL_ANSWERS) {
        const res = await new Client(app).get(url);
        expect(isPublic(String(res.headers['cache-control'])), url).toBe(false);
      }
    });

    it('keeps content-hashed files immutable for everyone, and entry documents revalidated', async () => {
      const member = await Client.signedUp(app);
      for (const client of [new Client(app), member])
        expect((await client.get('/main.0123456789.js')).headers['cache-control']).toBe(
          'public, max-age=31536000, immutable',
        );
      expect((await new Client(app).get('/remotes.json')).headers['cache-control']).toBe('no-cache');
      expect((await new Client(app).get('/remotes/catalog/mf-manifest.json')).headers['cache-control']).toBe(
        'no-cache',
      );
    });

    it('names every answer’s caching: one that names none is kept by nobody', async () => {
      for (const url of ['/api/health', '/api/ready', '/api/nope'])
        expect((await new Client(app).get(url)).headers['cache-control'], url).toBe('private, no-store');
    });
  },
  { config: { serveApp: true, appRoot: build.root } },
);
