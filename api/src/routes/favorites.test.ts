import { Client, describeDialects } from '../test/helpers.js';

describeDialects('favorites', (app) => {
  it('answers an empty list to a new visitor', async () => {
    const res = await new Client(app).get('/api/user/favorites');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('adds a pepper and a recipe, each item with pepperId or recipeId', async () => {
    const client = new Client(app);
    const pepper = await client.post('/api/user/favorites', { pepperId: 3 });
    expect(pepper.statusCode).toBe(201);
    expect(pepper.json()).toMatchObject({ pepperId: 3, recipeId: null });
    expect((await client.post('/api/user/favorites', { recipeId: 2 })).json()).toMatchObject({
      pepperId: null,
      recipeId: 2,
    });
    const list = (await client.get('/api/user/favorites')).json();
    expect(
      list.map((f: { pepperId: number | null; recipeId: number | null }) => [f.pepperId, f.recipeId]),
    ).toEqual([
      [3, null],
      [null, 2],
    ]);
  });

  it('is idempotent: adding twice keeps one favorite', async () => {
    const client = new Client(app);
    const first = (await client.post('/api/user/favorites', { pepperId: 1 })).json();
    const again = await client.post('/api/user/favorites', { pepperId: 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.id);
    expect((await client.get('/api/user/favorites')).json()).toHaveLength(1);
  });

  it('needs exactly one of pepperId or recipeId, of a pepper or recipe that exists', async () => {
    const client = new Client(app);
    expect((await client.post('/api/user/favorites', { pepperId: 1, recipeId: 1 })).statusCode).toBe(400);
    expect((await client.post('/api/user/favorites', {})).statusCode).toBe(400);
    expect((await client.post('/api/user/favorites', { pepperId: '1' })).statusCode).toBe(400);
    expect((await client.post('/api/user/favorites', { pepperId: 999 })).statusCode).toBe(404);
    expect((await client.post('/api/user/favorites', { recipeId: 999 })).statusCode).toBe(404);
  });

  it('removes one favorite; a missing or foreign one is 404', async () => {
    const owner = new Client(app);
    const favorite = (await owner.post('/api/user/favorites', { pepperId: 4 })).json();
    const stranger = new Client(app);
    await stranger.post('/api/user/favorites', { pepperId: 5 });
    expect((await stranger.delete(`/api/user/favorites/${favorite.id}`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/user/favorites/${favorite.id}`)).json()).toEqual({ ok: true });
    expect((await owner.delete(`/api/user/favorites/${favorite.id}`)).statusCode).toBe(404);
    expect((await owner.delete('/api/user/favorites/abc')).statusCode).toBe(400);
    expect((await owner.get('/api/user/favorites')).json()).toEqual([]);
  });

  it("moves a visitor's favorites into the account at sign-in", async () => {
    const account = new Client(app);
    const { email } = await account.register();
    await account.post('/api/user/favorites', { pepperId: 1 });

    const visitor = new Client(app);
    await visitor.post('/api/user/favorites', { pepperId: 1 });
    await visitor.post('/api/user/favorites', { recipeId: 3 });
    const login = await visitor.post('/api/auth/login', { email, password: 'correct horse' });
    expect(login.statusCode).toBe(200);
    const list = (await visitor.get('/api/user/favorites')).json();
    expect(
      list
        .map((f: { pepperId: number | null; recipeId: number | null }) => f.pepperId ?? `r${f.recipeId}`)
        .sort(),
    ).toEqual([1, 'r3']);
    expect((await account.get('/api/user/favorites')).json()).toHaveLength(2);
  });
});
