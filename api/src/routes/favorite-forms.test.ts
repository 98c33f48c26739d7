import { endpoints } from '@pepper/contract';
import { Client, describeDialects } from '../test/helpers.js';
import { sameSitePath } from '../lib/form-body.js';

/** Posts the heart's form as a browser does. */
const postForm = (client: Client, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  client.postForm(endpoints.favoriteForm.path, fields, headers);

async function favoritesOf(client: Client) {
  return (await client.get('/api/user/favorites')).json() as {
    id: number;
    pepperId: number | null;
    recipeId: number | null;
  }[];
}

describe('a return path', () => {
  it('is kept when it is a path on this site, with its query', () => {
    expect(sameSitePath('/peppers?search=habanero&heatLevel=hot')).toBe(
      '/peppers?search=habanero&heatLevel=hot',
    );
    expect(sameSitePath('/peppers/3')).toBe('/peppers/3');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'peppers', '', undefined])(
    'is refused when it could lead to another site: %j',
    (foreign) => expect(sameSitePath(foreign)).toBeNull(),
  );
});

describeDialects('the favorite heart as a form', (app) => {
  it('adds a pepper and sends the browser back to the page it came from', async () => {
    const client = new Client(app);
    const res = await postForm(client, { intent: 'add', pepperId: '3', returnTo: '/peppers?search=hab' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/peppers?search=hab');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await favoritesOf(client)).map((f) => f.pepperId)).toEqual([3]);
  });

  it('adds once however often it is sent, and agrees with the JSON API', async () => {
    const client = new Client(app);
    const viaJson = (await client.post('/api/user/favorites', { recipeId: 2 })).json() as { id: number };
    await postForm(client, { intent: 'add', recipeId: '2', returnTo: '/recipes/2' });
    await postForm(client, { intent: 'add', recipeId: '2', returnTo: '/recipes/2' });
    expect(await favoritesOf(client)).toEqual([expect.objectContaining({ id: viaJson.id, recipeId: 2 })]);
  });

  it('removes the favorite, and a second removal leaves the same empty list', async () => {
    const client = new Client(app);
    await postForm(client, { intent: 'add', pepperId: '4', returnTo: '/peppers/4' });
    const removed = await postForm(client, { intent: 'remove', pepperId: '4', returnTo: '/peppers/4' });
    expect(removed.statusCode).toBe(303);
    expect(await favoritesOf(client)).toEqual([]);
    const again = await postForm(client, { intent: 'remove', pepperId: '4', returnTo: '/peppers/4' });
    expect(again.statusCode).toBe(303);
    expect(await favoritesOf(client)).toEqual([]);
  });

  it('removes only the caller’s own favorite', async () => {
    const owner = new Client(app);
    await postForm(owner, { intent: 'add', pepperId: '5', returnTo: '/' });
    const stranger = new Client(app);
    await postForm(stranger, { intent: 'remove', pepperId: '5', returnTo: '/' });
    expect((await favoritesOf(owner)).map((f) => f.pepperId)).toEqual([5]);
  });

  it('refuses a return path to another site, and stores nothing', async () => {
    const client = new Client(app);
    for (const returnTo of ['https://evil.example/', '//evil.example/peppers']) {
      const res = await postForm(client, { intent: 'add', pepperId: '6', returnTo });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.stringMatching(/returnTo/) });
      expect(res.headers.location).toBeUndefined();
    }
    expect(await favoritesOf(client)).toEqual([]);
  });

  it('answers bad fields with a 400 that changes nothing, and a pepper that does not exist with a 404', async () => {
    const client = new Client(app);
    const bad: Record<string, string>[] = [
      { intent: 'add', returnTo: '/' },
      { intent: 'add', pepperId: '1', recipeId: '1', returnTo: '/' },
      { intent: 'add', pepperId: 'abc', returnTo: '/' },
      { intent: 'add', pepperId: '-1', returnTo: '/' },
      { intent: 'toggle', pepperId: '1', returnTo: '/' },
    ];
    for (const fields of bad) expect((await postForm(client, fields)).statusCode).toBe(400);
    expect((await postForm(client, { intent: 'add', pepperId: '999', returnTo: '/' })).statusCode).toBe(404);
    expect(await favoritesOf(client)).toEqual([]);
  });

  it('refuses a form posted from another site', async () => {
    const client = new Client(app);
    const res = await postForm(
      client,
      { intent: 'add', pepperId: '1', returnTo: '/' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(res.statusCode).toBe(403);
    expect(await favoritesOf(client)).toEqual([]);
  });

  it('leaves the JSON favorites API taking JSON only', async () => {
    const client = new Client(app);
    const res = await client.postRaw(
      '/api/user/favorites',
      'application/x-www-form-urlencoded',
      'pepperId=1',
    );
    expect(res.statusCode).toBe(415);
  });
});
