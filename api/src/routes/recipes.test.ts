import { Client, describeDialects, setPlan } from '../test/helpers.js';

describeDialects('recipes', (app) => {
  /** A signed-in account on the given plan. */
  const member = async (plan: Parameters<typeof setPlan>[2]) => {
    const client = new Client(app);
    await setPlan(app(), (await client.register()).id, plan);
    return client;
  };

  it('lists public recipes, filtered by category and heat level', async () => {
    const client = new Client(app);
    expect((await client.get('/api/recipes')).json()).toHaveLength(3);
    const sauces = (await client.get('/api/recipes?category=sauce&heatLevel=very-hot')).json();
    expect(sauces.map((r: { title: string }) => r.title)).toEqual(['Habanero Hot Sauce']);
    expect((await client.get('/api/recipes?category=sauce&heatLevel=hot')).json()).toEqual([]);
    expect((await client.get('/api/recipes?category=all&heatLevel=')).json()).toHaveLength(3);
    expect((await client.get('/api/recipes')).json()[0]).not.toHaveProperty('chefNotes');
  });

  it('has the whole lists and the offline pack built before anyone asks, and the lists built again after a new rating', async () => {
    const { bodies } = app().catalog;
    const whole = ['recipes||||', 'recipe-summaries||||', 'offline-pack'];
    await vi.waitFor(() => expect(whole.filter((key) => !bodies.has(key))).toEqual([]));
    const unbuildable = () => {
      throw new Error('built for a reader');
    };
    const before = bodies.get('recipes||||', unbuildable);
    const pack = bodies.get('offline-pack', unbuildable);
    const client = new Client(app);
    expect((await client.get('/api/recipes')).headers.etag).toBe(before.etag);

    const cook = await member('free');
    expect((await cook.post('/api/recipes/1/rating', { stars: 4 })).statusCode).toBe(201);
    await vi.waitFor(() => expect(whole.filter((key) => !bodies.has(key))).toEqual([]));
    const after = bodies.get('recipes||||', unbuildable);
    expect(after.etag).not.toBe(before.etag);
    // The pack holds no recipe: a rating leaves it as it was.
    expect(bodies.get('offline-pack', unbuildable).etag).toBe(pack.etag);
    expect(JSON.parse(after.identity.toString()).find((r: { id: number }) => r.id === 1)).toMatchObject({
      rating: 4,
      ratingCount: 1,
    });
    expect((await client.get('/api/recipes')).headers.etag).toBe(after.etag);
  });

  it('links each pepper a recipe names to its variety, and lists the recipes that use a variety', async () => {
    const client = new Client(app);
    const all = (await client.get('/api/recipes')).json();
    expect(all.find((r: { id: number }) => r.id === 2).pepperLinks).toEqual([
      { name: 'Habanero', pepperId: 3 },
    ]);
    const titles = async (query: string) =>
      (await client.get(`/api/recipes?${query}`)).json().map((r: { title: string }) => r.title);
    expect(await titles('pepper=3')).toEqual(['Habanero Hot Sauce']);
    expect(await titles('pepper=1')).toEqual(['Classic Pico de Gallo', 'Smoky Rub']);
    expect(await titles('pepper=1&category=rub')).toEqual(['Smoky Rub']);
    expect(await titles('pepper=5')).toEqual([]);
    expect(await titles('pepper=424242')).toEqual([]);
    for (const bad of ['jalapeno', '0', '-1', '1&pepper=2'])
      expect((await client.get(`/api/recipes?pepper=${bad}`)).statusCode, bad).toBe(400);
  });

  it('lists the same recipes as summaries, each without its method, under the same filters', async () => {
    const client = new Client(app);
    const whole = (await client.get('/api/recipes?category=sauce')).json();
    const summaries = (await client.get('/api/recipes/summaries?category=sauce')).json();
    expect(summaries.map((r: { id: number }) => r.id)).toEqual(whole.map((r: { id: number }) => r.id));
    for (const [i, summary] of summaries.entries()) {
      expect(summary).not.toHaveProperty('instructions');
      const { instructions, ...rest } = whole[i];
      expect(instructions.length).toBeGreaterThan(0);
      expect(summary).toEqual(rest);
    }
    expect((await client.get('/api/recipes/summaries')).json()).toHaveLength(3);
    expect((await client.get('/api/recipes/summaries?category=dessert')).statusCode).toBe(400);
    expect((await client.get('/api/recipes/summaries?pepper=jalapeno')).statusCode).toBe(400);
  });

  it('names a recipe’s heat by the heat scale, and still takes the old recipe words as filters', async () => {
    const client = new Client(app);
    const heat = async (query: string) =>
      (await client.get(`/api/recipes?${query}`)).json().map((r: { title: string }) => r.title);
    expect((await client.get('/api/recipes')).json().find((r: { id: number }) => r.id === 2).heatLevel).toBe(
      'very-hot',
    );
    // extreme was the old word for the two hottest levels; mild, medium and hot are levels of the scale.
    expect(await heat('heatLevel=extreme')).toEqual(['Habanero Hot Sauce']);
    expect(await heat('heatLevel=mild')).toEqual(['Smoky Rub']);
    expect(await heat('heatLevel=medium')).toEqual(['Classic Pico de Gallo']);
    expect(await heat('heatLevel=superhot')).toEqual([]);
    expect(await heat('heatLevel=extreme&category=rub')).toEqual([]);
    expect((await client.get('/api/recipes/summaries?heatLevel=extreme')).json()).toHaveLength(1);
    for (const bad of ['scorching', 'Extreme', 'very hot'])
      expect((await client.get(`/api/recipes?heatLevel=${encodeURIComponent(bad)}`)).statusCode, bad).toBe(
        400,
      );
  });

  it('refuses an unknown category or field with 400', async () => {
    const client = new Client(app);
    expect((await client.get('/api/recipes?category=dessert')).statusCode).toBe(400);
    expect((await client.get('/api/recipes?sort=rating')).statusCode).toBe(400);
  });

  it('answers premium recipes 401 signed out, 403 on the free plan', async () => {
    const client = new Client(app);
    expect((await client.get('/api/premium/recipes')).statusCode).toBe(401);
    await client.register();
    const res = await client.get('/api/premium/recipes');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Forbidden');
  });

  it.each([
    ['premium', 'exactly the premium-tier recipes', [['Reaper Ramen', 'premium']]],
    [
      'pro',
      'both tiers',
      [
        ['Reaper Ramen', 'premium'],
        ['Fermented Mash', 'pro'],
      ],
    ],
  ] as const)('answers the %s plan %s, with chefNotes', async (plan, _which, tiers) => {
    const client = await member(plan);
    const recipes = (await client.get('/api/premium/recipes')).json();
    expect(recipes.map((r: { title: string; premiumTier: string }) => [r.title, r.premiumTier])).toEqual(
      tiers,
    );
    expect(recipes[0]).toMatchObject({ chefNotes: 'Gloves.' });
  });

  it('answers the wait of a recipe that waits (a ferment of two weeks), and none for one ready once cooked', async () => {
    const client = await member('pro');
    const [ramen, mash] = (await client.get('/api/premium/recipes')).json();
    expect(mash.wait).toEqual({ kind: 'ferment', minutes: 14 * 24 * 60 });
    expect(ramen).not.toHaveProperty('wait');
    expect((await client.get('/api/recipes')).json()[0]).not.toHaveProperty('wait');
  });

  it("draws a members' recipe without its title, for members whose plan includes it", async () => {
    const client = await member('premium');
    const res = await client.get('/api/images/recipes/1001.svg');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const members = res.body;
    expect(members).not.toContain('Reaper Ramen');
    expect(members).toContain('Members’ recipe');
    const publicRecipe = (await client.get('/api/recipes')).json()[0];
    expect((await client.get(publicRecipe.imageUrl)).body).toContain(publicRecipe.title);
  });

  it.each([
    ['a visitor', null, 1001, 404],
    ['the free plan', 'free', 1001, 404],
    ['the premium plan', 'premium', 1001, 201],
    ['the premium plan', 'premium', 1002, 404],
    ['the pro plan', 'pro', 1002, 201],
  ] as const)(
    "lets %s favorite a members' recipe only when its plan includes it (recipe %i: %i)",
    async (_who, plan, recipeId, status) => {
      const client = plan ? await member(plan) : new Client(app);
      const res = await client.post('/api/user/favorites', { recipeId });
      expect(res.statusCode).toBe(status);
      if (status === 404) expect(res.json().message).toBe('Recipe not found');
    },
  );

  describe("a members' recipe, to anyone whose plan does not include it", () => {
    const UNKNOWN = 987654;
    const callers = [
      ['a visitor', null],
      ['the free plan', 'free'],
      ['the premium plan (a pro recipe)', 'premium'],
    ] as const;
    const idFor = (plan: string | null) => (plan === 'premium' ? 1002 : 1001);
    const same = (a: { statusCode: number; body: string }, b: { statusCode: number; body: string }) =>
      expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);

    it.each(callers)('answers like an unknown id when %s favorites it', async (_who, plan) => {
      const client = new Client(app);
      if (plan) await setPlan(app(), (await client.register()).id, plan);
      const members = await client.post('/api/user/favorites', { recipeId: idFor(plan) });
      const unknown = await client.post('/api/user/favorites', { recipeId: UNKNOWN });
      expect(members.statusCode).toBe(404);
      same(members, unknown);
      expect((await client.get('/api/user/favorites')).json()).toEqual([]);
    });

    it.each(callers)('answers like an unknown id when %s asks for its picture', async (_who, plan) => {
      const client = new Client(app);
      if (plan) await setPlan(app(), (await client.register()).id, plan);
      const members = await client.get(`/api/images/recipes/${idFor(plan)}.svg`);
      const unknown = await client.get(`/api/images/recipes/${UNKNOWN}.svg`);
      expect(members.statusCode).toBe(404);
      same(members, unknown);
    });

    it.each(callers.filter(([, plan]) => plan))(
      'answers like an unknown id when %s imports it as a favorite',
      async (_who, plan) => {
        const client = new Client(app);
        await setPlan(app(), (await client.register()).id, plan!);
        const exported = (await client.get('/api/me/export')).json();
        const withFavorite = (recipeId: number) =>
          client.post('/api/me/import', {
            ...exported,
            favorites: [{ pepperId: null, recipeId, createdAt: '2026-01-01T00:00:00.000Z' }],
          });
        const members = await withFavorite(idFor(plan));
        const unknown = await withFavorite(UNKNOWN);
        expect(members.statusCode).toBe(400);
        same(members, unknown);
      },
    );
  });
});
