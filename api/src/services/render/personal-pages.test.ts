import { PRIVATE_NO_STORE } from '../../lib/cache-rules.js';
import { builtApp } from '../../test/built-app.js';
import { Client, describeDialects, setPlan } from '../../test/helpers.js';
import { answersIn } from '../../test/query-state.js';

const build = builtApp();
afterAll(() => build.remove());

const favoritePeppers = (html: string) =>
  ((answersIn(html)['/api/user/favorites'] ?? []) as { pepperId: number | null }[]).map((f) => f.pepperId);

describeDialects(
  'pages about the caller',
  (app) => {
    it('renders favorites for the visitor or account that asks, private, and keeps none of them', async () => {
      const ann = new Client(app);
      const bob = new Client(app);
      const member = new Client(app);
      const { email } = await member.register();
      expect((await ann.post('/api/user/favorites', { pepperId: 1 })).statusCode).toBe(201);
      expect((await bob.post('/api/user/favorites', { pepperId: 2 })).statusCode).toBe(201);
      expect((await member.post('/api/user/favorites', { pepperId: 3 })).statusCode).toBe(201);
      const kept = app().pageRenderer!.cachedDocuments;

      const pages = await Promise.all([ann, bob, member].map((client) => client.get('/favorites')));
      for (const page of pages) {
        expect(page.statusCode).toBe(200);
        expect(page.headers['cache-control']).toBe(PRIVATE_NO_STORE);
      }
      const [annPage, bobPage, memberPage] = pages.map((page) => page.body);
      expect(favoritePeppers(annPage!)).toEqual([1]);
      expect(favoritePeppers(bobPage!)).toEqual([2]);
      expect(favoritePeppers(memberPage!)).toEqual([3]);
      expect(answersIn(memberPage!)['/api/user']).toMatchObject({ email });
      expect(annPage).not.toContain(email);
      expect(bobPage).not.toContain(email);
      expect(app().pageRenderer!.cachedDocuments).toBe(kept);
    });

    it('answers a caller without a session with an empty page of their own, setting no cookie', async () => {
      const kept = app().pageRenderer!.cachedDocuments;
      const sessions = await app().db('sessions').count({ n: '*' }).first();
      for (const url of ['/favorites', '/garden', '/garden/seeds', '/random']) {
        const anonymous = new Client(app);
        const page = await anonymous.get(url);
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['set-cookie'], url).toBeUndefined();
        expect(page.headers['cache-control'], url).toBe(PRIVATE_NO_STORE);
        expect(anonymous.cookie, url).toBe('');
      }
      expect(favoritePeppers((await new Client(app).get('/favorites')).body)).toEqual([]);
      expect(app().pageRenderer!.cachedDocuments).toBe(kept);
      expect(await app().db('sessions').count({ n: '*' }).first()).toEqual(sessions);
    });

    it('answers a members’ recipe as not found (404) to a visitor and a free account, and shows it to its plan, privately', async () => {
      const visitor = await new Client(app).get('/recipes/1001');
      expect(visitor.statusCode).toBe(404);
      expect(visitor.body).not.toContain('Gloves.');

      const member = new Client(app);
      const { id } = await member.register();
      const free = await member.get('/recipes/1001');
      expect(free.statusCode).toBe(404);
      expect(free.headers['cache-control']).toBe(PRIVATE_NO_STORE);

      await setPlan(app(), id, 'premium');
      const premium = await member.get('/recipes/1001');
      expect(premium.statusCode).toBe(200);
      expect(premium.headers['cache-control']).toBe(PRIVATE_NO_STORE);
      // The pro tier's recipe is not the premium plan's; the pro plan opens both.
      expect((await member.get('/recipes/1002')).statusCode).toBe(404);
      await setPlan(app(), id, 'pro');
      expect((await member.get('/recipes/1002')).statusCode).toBe(200);
    });
  },
  { config: { serveApp: true, appRoot: build.root } },
);
