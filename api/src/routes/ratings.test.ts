import http from 'node:http';
import type { Recipe } from '@pepper/contract';
import { recipeHead } from '@pepper/content/heads';
import type { AddressInfo } from 'node:net';
import type { PurgeRequest } from '../services/cache/cache-purge.js';
import { rateRecipe } from '../services/catalog/ratings.js';
import { buildLayout, SHELL_DOCUMENT } from '../test/built-app.js';
import { Client, describeDialects, describeRateLimit, setPlan } from '../test/helpers.js';

const rate = (client: Client, recipeId: number, stars: unknown, headers: Record<string, string> = {}) =>
  client.post(`/api/recipes/${recipeId}/rating`, { stars }, headers);

const listed = async (client: Client, recipeId: number) =>
  ((await client.get('/api/recipes')).json() as { id: number; rating: number; ratingCount: number }[]).find(
    (r) => r.id === recipeId,
  );

describeDialects('recipe ratings', (app) => {
  it('shows no rating on a recipe nobody has rated', async () => {
    expect(await listed(new Client(app), 3)).toMatchObject({ rating: 0, ratingCount: 0 });
  });

  it('lets only a signed-in person rate or read their rating', async () => {
    const visitor = new Client(app);
    expect((await rate(visitor, 1, 5)).statusCode).toBe(401);
    expect((await visitor.get('/api/recipes/1/rating')).statusCode).toBe(401);
    expect(await listed(visitor, 1)).toMatchObject({ ratingCount: 0 });
  });

  it('keeps one rating per person, which they can change', async () => {
    const cook = await Client.signedUp(app);
    const first = await rate(cook, 1, 4);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ recipeId: 1, rating: 4, ratingCount: 1, mine: 4 });
    const changed = await rate(cook, 1, 2);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ recipeId: 1, rating: 2, ratingCount: 1, mine: 2 });
    expect((await cook.get('/api/recipes/1/rating')).json()).toEqual(changed.json());
    expect(await app().db('recipe_ratings').where({ recipe_id: 1 }).count({ n: '*' }).first()).toMatchObject({
      n: 1,
    });
  });

  it('shows the real average and count of everyone’s ratings on the recipe', async () => {
    const [a, b, c] = [new Client(app), new Client(app), new Client(app)];
    for (const client of [a, b, c]) await client.register();
    await rate(a, 2, 5);
    await rate(b, 2, 4);
    const third = await rate(c, 2, 2);
    expect(third.json()).toMatchObject({ rating: 3.67, ratingCount: 3, mine: 2 });
    const recipe = await listed(new Client(app), 2);
    expect(recipe!.rating).toBe(3.67);
    expect(recipe!.ratingCount).toBe(3);
    expect((await a.get('/api/recipes/2/rating')).json()).toMatchObject({ ratingCount: 3, mine: 5 });
  });

  it('refuses stars outside 1-5 and other shapes with 400, and stores nothing', async () => {
    const cook = await Client.signedUp(app);
    for (const stars of [0, 6, 2.5, '5', null, -1])
      expect((await rate(cook, 3, stars)).statusCode, JSON.stringify(stars)).toBe(400);
    expect((await cook.post('/api/recipes/3/rating', {})).statusCode).toBe(400);
    expect((await cook.post('/api/recipes/3/rating', { stars: 4, extra: 1 })).statusCode).toBe(400);
    expect((await cook.post('/api/recipes/abc/rating', { stars: 4 })).statusCode).toBe(400);
    const bad = await cook.postRaw('/api/recipes/3/rating', 'application/json', '{"stars":');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400 });
    expect((await cook.get('/api/recipes/3/rating')).json()).toMatchObject({ ratingCount: 0, mine: null });
  });

  it('answers 404 for a recipe that does not exist or a members’ recipe outside the plan', async () => {
    const cook = new Client(app);
    const user = await cook.register();
    expect((await rate(cook, 999, 3)).statusCode).toBe(404);
    expect((await rate(cook, 1001, 3)).statusCode).toBe(404);
    expect((await cook.get('/api/recipes/1001/rating')).statusCode).toBe(404);
    await setPlan(app(), user.id, 'premium');
    expect((await rate(cook, 1001, 3)).statusCode).toBe(201);
  });

  it('answers a retry with the same idempotency key once, without counting it twice', async () => {
    const cook = await Client.signedUp(app);
    const key = { 'idempotency-key': 'rate-once-4' };
    const first = await rate(cook, 1, 3, key);
    const again = await rate(cook, 1, 3, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await rate(cook, 1, 5, key)).statusCode).toBe(422);
  });

  it('puts a person’s ratings in their export', async () => {
    const cook = await Client.signedUp(app);
    await rate(cook, 1, 5);
    await rate(cook, 3, 2);
    const doc = (await cook.get('/api/me/export')).json();
    expect(doc.ratings.map((r: { recipeId: number; stars: number }) => [r.recipeId, r.stars])).toEqual([
      [1, 5],
      [3, 2],
    ]);
    expect(typeof doc.ratings[0].ratedAt).toBe('string');
  });

  it('deletes a person’s ratings with their account, and takes them out of the average', async () => {
    const [stays, leaves] = [new Client(app), new Client(app)];
    await stays.register();
    await leaves.register();
    const before = (await stays.get('/api/recipes/3/rating')).json();
    await rate(stays, 3, 4);
    await rate(leaves, 3, 1);
    const sum = before.rating * before.ratingCount;
    const both = (await stays.get('/api/recipes/3/rating')).json();
    expect(both.ratingCount).toBe(before.ratingCount + 2);
    expect(both.rating).toBeCloseTo((sum + 5) / (before.ratingCount + 2), 2);
    expect((await leaves.post('/api/me/delete', { confirm: 'DELETE' })).statusCode).toBe(200);
    const after = (await stays.get('/api/recipes/3/rating')).json();
    expect(after.ratingCount).toBe(before.ratingCount + 1);
    expect(after.rating).toBeCloseTo((sum + 4) / (before.ratingCount + 1), 2);
    expect(await listed(stays, 3)).toMatchObject({ ratingCount: before.ratingCount + 1 });
    expect(await app().db('recipe_ratings').where({ stars: 1, recipe_id: 3 }).first()).toBeUndefined();
  });
});

describeRateLimit(
  'recipe ratings flood',
  'refuses a flood of ratings from one account with 429 once its budget is spent',
  { ratings: 3 },
  async (client, i) => {
    if (i === 0) await client.register();
    return rate(client, 1, (i % 5) + 1);
  },
  [201, 200, 200, 429, 429],
);

/** A purge hook that records what it is told. */
const purged: PurgeRequest[] = [];
const hook = http.createServer((req, res) => {
  let text = '';
  req.on('data', (chunk) => (text += chunk));
  req.on('end', () => {
    purged.push(JSON.parse(text));
    res.end('{}');
  });
});
await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise((resolve) => hook.close(resolve)));

/**
 * The recipe's rating as its page's structured data states it (built from the recipes the page reads), or null
 * when it states none.
 */
const pageRating = async (client: Client, recipeId: number) => {
  const recipe = ((await client.get('/api/recipes')).json() as Recipe[]).find((r) => r.id === recipeId)!;
  const [data] = recipeHead('https://atlas.example', recipe).jsonLd as { aggregateRating?: object }[];
  return (data?.aggregateRating ?? null) as { ratingValue: number; ratingCount: number } | null;
};

describeDialects(
  'a star rating',
  (app) => {
    const visitor = new Client(app);
    const etagOf = async (url: string) => (await visitor.get(url)).headers.etag;
    /** Looks for new ratings at once, as the timer does every few seconds. */
    const checkNow = () => app().catalog.checkVersions();

    it('changes only the rated recipe: the catalog version, the other reads and pages stay as they were', async () => {
      const before = {
        version: app().catalog.contentVersion,
        peppers: await etagOf('/api/peppers'),
        pepper: await etagOf('/api/peppers/3'),
        otherPage: (await visitor.get('/recipes/3')).body,
        otherVersion: app().catalog.versionOf('/recipes/3'),
        ratedVersion: app().catalog.versionOf('/recipes/2'),
      };
      const cook = await Client.signedUp(app);
      expect((await rate(cook, 2, 4)).statusCode).toBe(201);
      expect(app().catalog.contentVersion).toBe(before.version);
      expect(await etagOf('/api/peppers')).toBe(before.peppers);
      expect(await etagOf('/api/peppers/3')).toBe(before.pepper);
      expect((await visitor.get('/recipes/3')).body).toBe(before.otherPage);
      expect(app().catalog.versionOf('/recipes/3')).toBe(before.otherVersion);
      expect(app().catalog.versionOf('/recipes/2')).not.toBe(before.ratedVersion);
    });

    it('shows the new average on the rated recipe’s page', async () => {
      const [a, b] = [new Client(app), new Client(app)];
      await a.register();
      await b.register();
      expect(await pageRating(visitor, 1)).toBeNull();
      await rate(a, 1, 5);
      expect(await pageRating(visitor, 1)).toMatchObject({
        ratingValue: 5,
        ratingCount: 1,
      });
      await rate(b, 1, 2);
      expect(await pageRating(visitor, 1)).toMatchObject({
        ratingValue: 3.5,
        ratingCount: 2,
      });
    });

    it('purges the rated recipe’s page alone, and nothing the catalog feeds', async () => {
      const cook = await Client.signedUp(app);
      await checkNow(); // earlier ratings are reported first, on their own
      await rate(cook, 3, 5);
      await checkNow();
      await vi.waitFor(() => expect(purged.map((p) => p.keys)).toContainEqual(['recipe-3']));
      expect(purged.find((p) => p.keys.includes('recipe-3'))?.paths).toEqual(['/recipes/3']);
      expect(purged.flatMap((p) => p.keys)).not.toContain('catalog');
    });

    it('made in another process is read here with nothing else reloaded, and purged', async () => {
      await Client.signedUp(app);
      const userId = (await app().db('users').orderBy('id', 'desc').first('id')).id as number;
      const peppers = await etagOf('/api/peppers/all');
      const version = app().catalog.contentVersion;
      await checkNow();
      await rateRecipe(app().db, userId, 2, 1);
      const expected = (await app().db('recipes').where({ id: 2 }).first('rating_count')).rating_count;
      await checkNow();
      expect(app().catalog.recipesById.get(2)?.ratingCount).toBe(Number(expected));
      await vi.waitFor(() => expect(purged.map((p) => p.keys)).toContainEqual(['recipe-2']));
      expect(app().catalog.contentVersion).toBe(version);
      expect(await etagOf('/api/peppers/all')).toBe(peppers);
      expect(await pageRating(visitor, 2)).toMatchObject({
        ratingCount: Number(expected),
      });
    });
  },
  {
    config: {
      cachePurge: { url: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/purge`, token: null },
      serveApp: true,
      appRoot: buildLayout({ 'shell/dist/index.html': SHELL_DOCUMENT }).root,
    },
  },
);
