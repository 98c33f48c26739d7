import { Client, describeDialects, setPlan } from '../test/helpers.js';

describeDialects('recipes', (app) => {
  it('lists public recipes, filtered by category and heat level', async () => {
    const client = new Client(app);
    expect((await client.get('/api/recipes')).json()).toHaveLength(3);
    const sauces = (await client.get('/api/recipes?category=sauce&heatLevel=hot')).json();
    expect(sauces.map((r: { title: string }) => r.title)).toEqual(['Habanero Hot Sauce']);
    expect((await client.get('/api/recipes?category=all&heatLevel=')).json()).toHaveLength(3);
    expect((await client.get('/api/recipes')).json()[0]).not.toHaveProperty('chefNotes');
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

  it.each(['premium', 'pro'] as const)('answers premium recipes with chefNotes and premiumTier on the %s plan', async (plan) => {
    const client = new Client(app);
    const user = await client.register();
    await setPlan(app(), user.id, plan);
    const recipes = (await client.get('/api/premium/recipes')).json();
    expect(recipes).toHaveLength(2);
    expect(recipes[0]).toMatchObject({ chefNotes: 'Gloves.', premiumTier: 'premium' });
  });
});
