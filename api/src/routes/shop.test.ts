import { planDiscountRange } from '@pepper/domain/plans';
import { Client, describeDialects, describeRateLimit, setPlan } from '../test/helpers.js';

/** The discount range a plan advertises on the Pricing tab ('10-20%'), as numbers. */
function advertisedRange(plan: 'premium' | 'pro'): [number, number] {
  const [, low, high] = /^(\d+)-(\d+)%$/.exec(planDiscountRange(plan))!;
  return [Number(low), Number(high)];
}

describeDialects('grow kits and merchandise', (app) => {
  const prices = async (client: Client) => ({
    kit: (await client.get('/api/grow-kits')).json()[0],
    item: (await client.get('/api/merchandise')).json()[0],
  });

  it('has no discount for visitors and the free plan (prices in cents)', async () => {
    const visitor = await prices(new Client(app));
    expect(visitor.kit).toMatchObject({
      originalPrice: 2499,
      discountPercent: 0,
      discountedPrice: 2499,
      includes: ['Seeds', 'Pots', 'Soil', 'Labels'],
    });
    expect(visitor.item).toMatchObject({ originalPrice: 1999, discountPercent: 0, discountedPrice: 1999 });
    const free = await Client.signedUp(app);
    expect((await prices(free)).kit.discountPercent).toBe(0);
  });

  it('gives premium 10-20% and pro 25-40%, decided by the server', async () => {
    const client = new Client(app);
    const user = await client.register();
    await setPlan(app(), user.id, 'premium');
    const premium = await prices(client);
    expect(premium.kit).toMatchObject({ discountPercent: 10, discountedPrice: 2249 });
    expect(premium.item).toMatchObject({ discountPercent: 15, discountedPrice: 1699 });
    await setPlan(app(), user.id, 'pro');
    const pro = await prices(client);
    expect(pro.kit).toMatchObject({ discountPercent: 25, discountedPrice: 1874 });
    expect(pro.item).toMatchObject({ discountPercent: 30, discountedPrice: 1399 });
  });

  it.each(['premium', 'pro'] as const)(
    'prices every kit and item for %s within the range the plan advertises, in whole cents',
    async (plan) => {
      const client = new Client(app);
      const user = await client.register();
      await setPlan(app(), user.id, plan);
      const [low, high] = advertisedRange(plan);
      const all = [
        ...(await client.get('/api/grow-kits')).json(),
        ...(await client.get('/api/merchandise')).json(),
      ];
      expect(all.length).toBeGreaterThan(0);
      for (const item of all) {
        expect(item.discountPercent, item.name).toBeGreaterThanOrEqual(low);
        expect(item.discountPercent, item.name).toBeLessThanOrEqual(high);
        expect(
          Number.isInteger(item.discountedPrice) && Number.isInteger(item.originalPrice),
          item.name,
        ).toBe(true);
        expect(item.discountedPrice, item.name).toBe(
          Math.round(item.originalPrice * (1 - item.discountPercent / 100)),
        );
      }
    },
  );

  it('ignores a discount the caller asks for: the plan alone decides', async () => {
    const client = await Client.signedUp(app);
    const kit = (
      await client.get('/api/grow-kits?discountPercent=40&plan=pro', { 'x-plan': 'pro' })
    ).json()[0];
    expect(kit.discountPercent).toBe(0);
  });
});

describeDialects('shop clicks', (app) => {
  it('counts clicks on the configured shop', async () => {
    const client = new Client(app);
    expect((await client.get('/api/clicks/test-shop')).json()).toEqual({ clickCount: 0 });
    expect((await client.post('/api/clicks/test-shop')).json()).toEqual({ clickCount: 1 });
    expect((await client.post('/api/clicks/test-shop')).json()).toEqual({ clickCount: 2 });
    expect((await client.get('/api/clicks/test-shop')).json()).toEqual({ clickCount: 2 });
  });

  it('reads a shop id without case or surrounding spaces, on every database alike', async () => {
    const client = new Client(app);
    const before = (await client.get('/api/clicks/test-shop')).json().clickCount;
    expect((await client.post('/api/clicks/TEST-Shop%20%20')).json()).toEqual({ clickCount: before + 1 });
    expect((await client.get('/api/clicks/%20Test-Shop')).json()).toEqual({ clickCount: before + 1 });
  });

  it('answers 404 for a shop that is not configured (callers cannot create shops)', async () => {
    const client = new Client(app);
    expect((await client.get('/api/clicks/elsewhere')).statusCode).toBe(404);
    expect((await client.post('/api/clicks/elsewhere')).statusCode).toBe(404);
    expect((await client.get('/api/clicks/elsewhere')).statusCode).toBe(404);
  });

  it('refuses a click from another site', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/clicks/test-shop',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describeRateLimit(
  'click rate limit',
  'answers 429 after the per-minute limit',
  { signIn: 10, suggestions: 10, clicks: 3, identify: 10 },
  (client) => client.post('/api/clicks/test-shop'),
  [200, 200, 200, 429],
);
