import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { Client, describeDialects, setPlan } from '../test/helpers.js';
import { startStripeHarness } from '../test/stripe/harness.js';

const KIT = { kind: 'grow-kit', itemId: 1 } as const; // Starter Kit: $24.99, Premium 10%, Pro 25%
const APRON = { kind: 'merchandise', itemId: 1 } as const; // Apron: $19.99, Premium 15%, Pro 30%

describeDialects('the shop without Stripe configured', (app) => {
  it('answers 503 with a plain message, and the configuration says the shop takes no payments', async () => {
    const client = new Client(app);
    const res = await client.post('/api/checkout', { ...KIT, quantity: 1 });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('This server does not take payments, so nothing can be bought here.');
    expect((await client.get('/api/config')).json().checkout).toBe(false);
  });
});

const stripe = await startStripeHarness();
afterAll(() => stripe.fake.close());
const { fake, deliver } = stripe;

/** The session the fake made for a checkout answer's hosted page. */
const sessionOf = (url: string) => fake.checkoutSessions.get(url.split('/').at(-1)!)!;

/** The buyer pays on the hosted page; answers the checkout.session.completed event Stripe signs and sends. */
function pay(url: string): Stripe.Event {
  const session = sessionOf(url);
  expect(fake.completeCheckout(session.id)).toEqual({ ok: true });
  return fake.events.findLast(
    (e) => e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === session.id,
  )!;
}

async function member(app: () => FastifyInstance, plan: 'free' | 'premium' | 'pro') {
  const client = new Client(app);
  const user = await client.register();
  if (plan !== 'free') await setPlan(app(), user.id, plan);
  return { client, user };
}

async function checkout(client: Client, body: unknown) {
  const res = await client.post('/api/checkout', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { url: string };
}

describeDialects(
  'the shop with Stripe',
  (app) => {
    it('says the shop takes payments', async () => {
      expect((await new Client(app).get('/api/config')).json().checkout).toBe(true);
    });

    it('opens a one-off Checkout page at full price for a visitor, with shipping, metadata and the way back', async () => {
      const { url } = await checkout(new Client(app), { ...KIT, quantity: 2 });
      expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\w+$/);
      const session = sessionOf(url);
      expect(session.mode).toBe('payment');
      expect(session.currency).toBe('usd');
      expect(session.lineItems).toEqual([
        { name: 'Starter Kit', description: 'Seeds and pots.', unitAmount: 2499, quantity: 2 },
      ]);
      expect(session.allowedCountries).toContain('US');
      expect(session.metadata).toEqual({
        kind: 'grow-kit',
        itemId: '1',
        name: 'Starter Kit',
        quantity: '2',
        unitPrice: '2499',
        discountPercent: '0',
      });
      expect(session.success_url).toBe(
        'http://localhost:3000/premium?order=placed&session_id={CHECKOUT_SESSION_ID}',
      );
      expect(session.cancel_url).toBe('http://localhost:3000/premium?tab=kits&kit=1');
    });

    it.each([
      ['free', KIT, 2499, 0],
      ['premium', KIT, 2249, 10],
      ['pro', KIT, 1874, 25],
      ['premium', APRON, 1699, 15],
      ['pro', APRON, 1399, 30],
    ] as const)(
      "prices a %s member's checkout of %o from the plan: %i cents each, %i%% off",
      async (plan, item, unitAmount, discount) => {
        const { client, user } = await member(app, plan);
        const session = sessionOf((await checkout(client, { ...item, quantity: 3 })).url);
        expect(session.lineItems[0]).toMatchObject({ unitAmount, quantity: 3 });
        expect(session.metadata).toMatchObject({
          userId: String(user.id),
          discountPercent: String(discount),
          unitPrice: String(unitAmount),
        });
        expect(session.customer_email).toBe(user.email);
        expect(session.client_reference_id).toBe(String(user.id));
      },
    );

    it('refuses bad requests with 400 or 404 and creates no session', async () => {
      const { client } = await member(app, 'premium');
      const asked = fake.requests.length;
      const refusals: [unknown, number][] = [
        [{ kind: 'grow-kit', itemId: 999, quantity: 1 }, 404],
        [{ kind: 'merchandise', itemId: 999, quantity: 1 }, 404],
        [{ ...KIT, quantity: 0 }, 400],
        [{ ...KIT, quantity: 11 }, 400],
        [{ ...KIT, quantity: 1.5 }, 400],
        [{ ...KIT, quantity: 1, unitPrice: 1 }, 400],
        [{ ...KIT, quantity: 1, price: 1 }, 400],
        [{ kind: 'seeds', itemId: 1, quantity: 1 }, 400],
        [{ ...KIT }, 400],
        ['not an object', 400],
      ];
      for (const [body, status] of refusals) {
        const res = await client.post('/api/checkout', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json().message).toEqual(expect.any(String));
      }
      expect(fake.requests.length).toBe(asked);
    });

    it("records one order from the paid session's signed event, and a replayed event records none", async () => {
      const { client, user } = await member(app, 'premium');
      const { url } = await checkout(client, { ...KIT, quantity: 2 });
      expect((await client.get('/api/orders')).json()).toEqual({ orders: [] });
      const completed = pay(url);
      expect((await deliver(app(), completed)).statusCode).toBe(200);
      const { orders } = (await client.get('/api/orders')).json();
      expect(orders).toEqual([
        {
          id: expect.any(Number),
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          lines: [{ kind: 'grow-kit', itemId: 1, name: 'Starter Kit', quantity: 2, unitPrice: 2249 }],
          discountPercent: 10,
          total: 4498,
          currency: 'usd',
          status: 'paid',
        },
      ]);
      expect((await deliver(app(), completed)).statusCode).toBe(200);
      // The same session in a new event (as a retry after a lost answer would bring) is still one order.
      expect((await deliver(app(), { ...completed, id: stripe.eventId() })).statusCode).toBe(200);
      expect((await client.get('/api/orders')).json().orders).toHaveLength(1);
      expect(
        await app()
          .db('orders')
          .where({ checkout_session_id: sessionOf(url).id })
          .count({ n: '*' }),
      ).toEqual([{ n: 1 }]);
      expect(await app().db('orders').where({ user_id: user.id }).count({ n: '*' })).toEqual([{ n: 1 }]);
    });

    it('records nothing for a forged signature or a session not yet paid', async () => {
      const { client } = await member(app, 'free');
      const { url } = await checkout(client, { ...APRON, quantity: 1 });
      const session = sessionOf(url);
      const unpaid = {
        id: stripe.eventId(),
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: session.id,
            object: 'checkout.session',
            mode: 'payment',
            payment_status: 'unpaid',
            metadata: session.metadata,
          },
        },
      } as unknown as Stripe.Event;
      expect((await deliver(app(), unpaid)).statusCode).toBe(200);
      const completed = pay(url);
      const forged = await deliver(
        app(),
        completed,
        `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      );
      expect(forged.statusCode).toBe(400);
      expect((await client.get('/api/orders')).json().orders).toEqual([]);
      expect((await deliver(app(), completed)).statusCode).toBe(200);
      expect((await client.get('/api/orders')).json().orders).toHaveLength(1);
    });

    it("lists only the caller's orders, newest first, and asks visitors to sign in", async () => {
      const alice = await member(app, 'pro');
      const bob = await member(app, 'free');
      const first = pay((await checkout(alice.client, { ...KIT, quantity: 1 })).url);
      const second = pay((await checkout(alice.client, { ...APRON, quantity: 4 })).url);
      const bobs = pay((await checkout(bob.client, { ...KIT, quantity: 1 })).url);
      for (const event of [first, second, bobs]) expect((await deliver(app(), event)).statusCode).toBe(200);

      const mine = (await alice.client.get('/api/orders')).json().orders;
      expect(mine.map((o: { lines: { name: string }[] }) => o.lines[0].name)).toEqual([
        'Apron',
        'Starter Kit',
      ]);
      expect(mine[0]).toMatchObject({ discountPercent: 30, total: 4 * 1399 });
      const theirs = (await bob.client.get('/api/orders')).json().orders;
      expect(theirs).toHaveLength(1);
      expect(theirs[0]).toMatchObject({ discountPercent: 0, total: 2499 });
      expect((await new Client(app).get('/api/orders')).statusCode).toBe(401);
    });

    it("keeps a visitor's paid order as a sale that no account lists", async () => {
      const { url } = await checkout(new Client(app), { ...KIT, quantity: 1 });
      const session = sessionOf(url);
      expect((await deliver(app(), pay(url))).statusCode).toBe(200);
      const row = await app().db('orders').where({ checkout_session_id: session.id }).first();
      expect(row.user_id).toBeNull();
      expect(Number(row.total_cents)).toBe(2499);
    });

    it('puts orders in the data export, and keeps them anonymous when the account is deleted', async () => {
      const { client, user } = await member(app, 'premium');
      const { url } = await checkout(client, { ...KIT, quantity: 1 });
      expect((await deliver(app(), pay(url))).statusCode).toBe(200);
      const exported = (await client.get('/api/me/export')).json();
      expect(exported.orders).toEqual([
        expect.objectContaining({
          lines: [expect.objectContaining({ name: 'Starter Kit', unitPrice: 2249 })],
        }),
      ]);
      expect((await client.post('/api/me/delete', { confirm: 'DELETE' })).statusCode).toBe(200);
      const row = await app()
        .db('orders')
        .where({ checkout_session_id: sessionOf(url).id })
        .first();
      expect(row.user_id).toBeNull();
      expect(await app().db('orders').where({ user_id: user.id }).first()).toBeUndefined();
    });
  },
  { config: stripe.config },
);
