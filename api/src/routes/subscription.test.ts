import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { CARDS, startFakeStripe } from '../test/stripe/fake-stripe.js';
import { Client, describeDialects } from '../test/helpers.js';

describeDialects('subscriptions without Stripe', (app) => {
  it('answers 401 signed out and 503 "Payments are not configured" signed in', async () => {
    const client = new Client(app);
    expect((await client.post('/api/create-subscription', { planType: 'premium' })).statusCode).toBe(401);
    await client.register();
    const res = await client.post('/api/create-subscription', { planType: 'premium' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Payments are not configured');
    expect((await client.post('/api/subscription/cancel')).statusCode).toBe(503);
  });

  it('answers 503 to the webhook, and everything else keeps working', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(503);
    const client = new Client(app);
    await client.register();
    expect((await client.get('/api/subscription')).json()).toEqual({ planType: 'free' });
    expect((await client.get('/api/grow-kits')).statusCode).toBe(200);
  });
});

const PRICES = { premium: 'price_premium_monthly', pro: 'price_pro_monthly' };
const fake = await startFakeStripe({ amounts: { [PRICES.premium]: 999, [PRICES.pro]: 1999 } });
afterAll(() => fake.close());

const stripeConfig = {
  stripeSecretKey: 'sk_test_local_fake',
  stripeWebhookSecret: fake.webhookSecret,
  stripePrices: PRICES,
  stripeApi: { host: '127.0.0.1', port: fake.port, protocol: 'http' as const },
};

/** Posts an event to the webhook as Stripe does: the exact bytes, signed. */
async function deliver(app: FastifyInstance, event: Stripe.Event, signature?: string) {
  return deliverRaw(app, JSON.stringify(event), signature);
}

async function deliverRaw(app: FastifyInstance, payload: string, signature?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? fake.sign(payload) },
  });
}

/** The events the fake produced about a subscription, of one type, oldest first. */
const eventsFor = (subscriptionId: string, type: string) =>
  fake.events.filter((e) => {
    const o = e.data.object as { id?: string; parent?: { subscription_details?: { subscription?: string } } };
    return (
      e.type === type &&
      (o.id === subscriptionId || o.parent?.subscription_details?.subscription === subscriptionId)
    );
  });

const eventId = () => `evt_test_${randomBytes(8).toString('hex')}`;

const retrievals = (subscriptionId: string) =>
  fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscriptionId}`).length;

describeDialects(
  'subscriptions with Stripe',
  (app) => {
    async function subscriber() {
      const client = new Client(app);
      const user = await client.register();
      return { client, user };
    }

    async function subscribe(client: Client, planType: 'premium' | 'pro') {
      const res = await client.post('/api/create-subscription', { planType });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { clientSecret: string; subscriptionId: string };
    }

    /** Subscribes, pays with a good card and delivers the paid invoice's event. */
    async function paidSubscriber(planType: 'premium' | 'pro' = 'premium') {
      const { client, user } = await subscriber();
      const { subscriptionId } = await subscribe(client, planType);
      expect(await fake.pay(subscriptionId)).toEqual({ ok: true });
      expect((await deliver(app(), eventsFor(subscriptionId, 'invoice.paid').at(-1)!)).statusCode).toBe(200);
      return { client, user, subscriptionId };
    }

    it.each(['premium', 'pro'] as const)(
      'creates an incomplete %s subscription at its price and answers the payment client secret',
      async (planType) => {
        const { client } = await subscriber();
        const { clientSecret, subscriptionId } = await subscribe(client, planType);
        expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
        const sub = fake.subscriptions.get(subscriptionId)!;
        expect(sub.status).toBe('incomplete');
        expect(sub.item.price).toBe(PRICES[planType]);
        expect(sub.metadata.planType).toBe(planType);
        // Nothing is granted before the payment.
        expect((await client.get('/api/subscription')).json()).toMatchObject({
          planType: 'free',
          status: 'incomplete',
        });
        expect((await client.get('/api/user')).json().planType).toBe('free');
      },
    );

    it('creates one subscription for a double click, and picks the unpaid one up again later', async () => {
      const { client } = await subscriber();
      const [a, b] = await Promise.all([subscribe(client, 'premium'), subscribe(client, 'premium')]);
      expect(b.subscriptionId).toBe(a.subscriptionId);
      const again = await subscribe(client, 'premium');
      expect(again).toEqual(a);
      const customer = fake.subscriptions.get(a.subscriptionId)!.customer;
      expect([...fake.subscriptions.values()].filter((s) => s.customer === customer)).toHaveLength(1);
      const creates = fake.requests.filter(
        (r) => r.path === '/v1/subscriptions' && (r.body.customer as string) === customer,
      );
      expect(new Set(creates.map((r) => r.idempotencyKey)).size).toBe(1);
    });

    it('abandons an unpaid attempt when the other plan is chosen', async () => {
      const { client } = await subscriber();
      const first = await subscribe(client, 'premium');
      const second = await subscribe(client, 'pro');
      expect(second.subscriptionId).not.toBe(first.subscriptionId);
      expect(fake.subscriptions.get(first.subscriptionId)!.status).toBe('canceled');
      // The abandoned attempt's event does not touch the account, which now holds the new attempt.
      expect(
        (await deliver(app(), eventsFor(first.subscriptionId, 'customer.subscription.deleted')[0]))
          .statusCode,
      ).toBe(200);
      expect((await client.get('/api/subscription')).json()).toMatchObject({
        planType: 'free',
        status: 'incomplete',
      });
    });

    it('grants the plan when the webhook brings the paid invoice with a valid signature', async () => {
      const { client } = await paidSubscriber('premium');
      expect((await client.get('/api/subscription')).json()).toMatchObject({
        planType: 'premium',
        status: 'active',
      });
      expect((await client.get('/api/user')).json().planType).toBe('premium');
      expect((await client.get('/api/premium/recipes')).statusCode).toBe(200);
      // Kits are now priced with the premium discount.
      const kit = (await client.get('/api/grow-kits')).json()[0];
      expect(kit.discountPercent).toBeGreaterThanOrEqual(10);
      expect(kit.discountedPrice).toBeLessThan(kit.originalPrice);
    });

    it('refuses an invalid signature with 400 and changes nothing', async () => {
      const { client } = await subscriber();
      const { subscriptionId } = await subscribe(client, 'pro');
      await fake.pay(subscriptionId);
      const event = eventsFor(subscriptionId, 'invoice.paid')[0];
      const forged = await deliver(app(), event, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`);
      expect(forged.statusCode).toBe(400);
      expect(forged.json().message).toBe('Invalid signature');
      const unsigned = await app().inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload: JSON.stringify(event),
        headers: { 'content-type': 'application/json' },
      });
      expect(unsigned.statusCode).toBe(400);
      expect(await app().db('stripe_events').where({ id: event.id }).first()).toBeUndefined();
      const row = await app().db('users').where({ stripe_subscription_id: subscriptionId }).first();
      expect(row.plan_type).toBe('free');
    });

    it('ignores a replayed event', async () => {
      const { client, subscriptionId } = await paidSubscriber('premium');
      const paid = eventsFor(subscriptionId, 'invoice.paid')[0];
      await app().services.payments!.cancelNow(subscriptionId);
      expect(
        (await deliver(app(), eventsFor(subscriptionId, 'customer.subscription.deleted')[0])).statusCode,
      ).toBe(200);
      expect((await client.get('/api/subscription')).json().planType).toBe('free');
      const before = retrievals(subscriptionId);
      const replay = await deliver(app(), paid);
      expect(replay.statusCode).toBe(200);
      expect(retrievals(subscriptionId)).toBe(before);
      expect((await client.get('/api/subscription')).json().planType).toBe('free');
    });

    it('returns the user to the free plan when the subscription is deleted', async () => {
      const { client, subscriptionId } = await paidSubscriber('pro');
      expect((await client.get('/api/user')).json().planType).toBe('pro');
      await app().services.payments!.cancelNow(subscriptionId);
      await deliver(app(), eventsFor(subscriptionId, 'customer.subscription.deleted')[0]);
      expect((await client.get('/api/subscription')).json()).toMatchObject({
        planType: 'free',
        status: 'canceled',
      });
      expect((await client.get('/api/premium/recipes')).statusCode).toBe(403);
    });

    it('grants nothing for a payment that never completes', async () => {
      const { client } = await subscriber();
      const { subscriptionId } = await subscribe(client, 'premium');
      expect(await fake.pay(subscriptionId, CARDS.declined)).toEqual({
        ok: false,
        message: 'Your card was declined.',
      });
      for (const event of eventsFor(subscriptionId, 'invoice.payment_failed'))
        expect((await deliver(app(), event)).statusCode).toBe(200);
      fake.expire(subscriptionId);
      for (const event of eventsFor(subscriptionId, 'customer.subscription.updated'))
        expect((await deliver(app(), event)).statusCode).toBe(200);
      expect((await client.get('/api/subscription')).json()).toMatchObject({
        planType: 'free',
        status: 'incomplete_expired',
      });
      expect((await client.get('/api/user')).json().planType).toBe('free');
    });

    it('picks up a payment confirmed in the browser before its event arrives', async () => {
      const { client } = await subscriber();
      const { subscriptionId } = await subscribe(client, 'pro');
      await fake.pay(subscriptionId);
      expect((await client.get('/api/subscription')).json()).toMatchObject({
        planType: 'pro',
        status: 'active',
      });
    });

    it('refuses a second subscription to a subscriber, and the current plan', async () => {
      const { client } = await paidSubscriber('premium');
      const same = await client.post('/api/create-subscription', { planType: 'premium' });
      expect(same.statusCode).toBe(409);
      expect(same.json().message).toBe('You are already on the Premium plan');
      const other = await client.post('/api/create-subscription', { planType: 'pro' });
      expect(other.statusCode).toBe(409);
    });

    it('switches between paid plans, charging the difference at once', async () => {
      const { client, subscriptionId } = await paidSubscriber('premium');
      const res = await client.post('/api/subscription/change', { planType: 'pro' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ planType: 'pro', status: 'active' });
      expect(fake.subscriptions.get(subscriptionId)!.item.price).toBe(PRICES.pro);
      expect(eventsFor(subscriptionId, 'invoice.paid')).toHaveLength(2);
      const back = await client.post('/api/subscription/change', { planType: 'premium' });
      expect(back.json().planType).toBe('premium');
      expect((await client.post('/api/subscription/change', { planType: 'premium' })).statusCode).toBe(409);
    });

    it('keeps the old plan when the card on file declines the switch', async () => {
      const { client, subscriptionId } = await paidSubscriber('premium');
      fake.customers.get(fake.subscriptions.get(subscriptionId)!.customer)!.defaultCard = CARDS.declined;
      const res = await client.post('/api/subscription/change', { planType: 'pro' });
      expect(res.statusCode).toBe(402);
      expect(res.json().message).toBe('Your card was declined.');
      expect((await client.get('/api/subscription')).json().planType).toBe('premium');
      expect(fake.subscriptions.get(subscriptionId)!.item.price).toBe(PRICES.premium);
    });

    it('cancels at the end of the paid period, keeping the plan until then, and can resume', async () => {
      const { client, subscriptionId } = await paidSubscriber('pro');
      const cancelled = await client.post('/api/subscription/cancel');
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ planType: 'pro', cancelAtPeriodEnd: true });
      expect(cancelled.json().currentPeriodEnd).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(fake.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);
      const resumed = await client.post('/api/subscription/resume');
      expect(resumed.json()).toMatchObject({ planType: 'pro' });
      expect(resumed.json().cancelAtPeriodEnd).toBeUndefined();
    });

    it('refuses to change or cancel without a subscription (409) and bad bodies (400), changing nothing', async () => {
      const { client } = await subscriber();
      expect((await client.post('/api/subscription/change', { planType: 'pro' })).statusCode).toBe(409);
      expect((await client.post('/api/subscription/cancel')).statusCode).toBe(409);
      const sentToStripe = fake.requests.length;
      for (const body of [
        {},
        { planType: 'free' },
        { planType: 'gold' },
        { planType: 'pro', extra: 1 },
        { planType: ['pro'] },
        { planType: 1 },
        { planType: null },
        ['pro'],
        null,
      ]) {
        expect((await client.post('/api/create-subscription', body)).statusCode).toBe(400);
        expect((await client.post('/api/subscription/change', body)).statusCode).toBe(400);
      }
      // Bodies that are missing, not JSON or cut short: a 4xx JSON error, never a 500.
      for (const [headers, payload] of [
        [{}, undefined],
        [{ 'content-type': 'application/json' }, ''],
        [{ 'content-type': 'application/json' }, '{"planType":'],
        [{ 'content-type': 'text/plain' }, 'premium'],
        [{ 'content-type': 'application/x-www-form-urlencoded' }, 'planType=premium'],
      ] as const) {
        const res = await client.request({
          method: 'POST',
          url: '/api/create-subscription',
          headers,
          payload,
        });
        expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, payload).toBeLessThan(500);
        expect(res.json().message).toEqual(expect.any(String));
      }
      expect(fake.requests.length).toBe(sentToStripe);
      expect((await client.get('/api/subscription')).json()).toEqual({ planType: 'free' });
    });

    it('keeps the plan while Stripe retries a failed renewal (past_due), and ends it when the subscription becomes unpaid', async () => {
      const { client, subscriptionId } = await paidSubscriber('pro');
      fake.renewalFails(subscriptionId, 'past_due');
      expect(
        (await deliver(app(), eventsFor(subscriptionId, 'customer.subscription.updated').at(-1)!)).statusCode,
      ).toBe(200);
      expect((await client.get('/api/subscription')).json()).toMatchObject({
        planType: 'pro',
        status: 'past_due',
      });
      fake.renewalFails(subscriptionId, 'unpaid');
      expect(
        (await deliver(app(), eventsFor(subscriptionId, 'customer.subscription.updated').at(-1)!)).statusCode,
      ).toBe(200);
      expect((await client.get('/api/subscription')).json()).toMatchObject({
        planType: 'free',
        status: 'unpaid',
      });
      expect((await client.get('/api/premium/recipes')).statusCode).toBe(403);
    });

    it('ends the plan when Stripe gives up on a renewal by cancelling the subscription', async () => {
      const { client, subscriptionId } = await paidSubscriber('premium');
      fake.renewalFails(subscriptionId, 'canceled');
      expect(
        (await deliver(app(), eventsFor(subscriptionId, 'customer.subscription.deleted').at(-1)!)).statusCode,
      ).toBe(200);
      expect((await client.get('/api/subscription')).json()).toMatchObject({
        planType: 'free',
        status: 'canceled',
      });
    });

    it('ends an unpaid subscription before starting a new one, so the old one can never be charged beside it', async () => {
      const { client, subscriptionId } = await paidSubscriber('premium');
      fake.renewalFails(subscriptionId, 'unpaid');
      await deliver(app(), eventsFor(subscriptionId, 'customer.subscription.updated').at(-1)!);
      const next = await subscribe(client, 'premium');
      expect(next.subscriptionId).not.toBe(subscriptionId);
      expect(fake.subscriptions.get(subscriptionId)!.status).toBe('canceled');
      // The old subscription's end does not touch the account, which now waits for the new payment.
      expect(
        (await deliver(app(), eventsFor(subscriptionId, 'customer.subscription.deleted')[0])).statusCode,
      ).toBe(200);
      expect((await client.get('/api/subscription')).json()).toMatchObject({
        planType: 'free',
        status: 'incomplete',
      });
      await fake.pay(next.subscriptionId);
      expect((await client.get('/api/subscription')).json()).toMatchObject({
        planType: 'premium',
        status: 'active',
      });
    });

    it('starts afresh when Stripe no longer has the unpaid attempt on record', async () => {
      const { client } = await subscriber();
      const first = await subscribe(client, 'pro');
      fake.subscriptions.delete(first.subscriptionId);
      const second = await subscribe(client, 'pro');
      expect(second.subscriptionId).not.toBe(first.subscriptionId);
      expect(fake.subscriptions.get(second.subscriptionId)!.status).toBe('incomplete');
    });

    it('acknowledges and records an event about a subscription Stripe does not know, so its retries change nothing', async () => {
      const event = {
        id: eventId(),
        object: 'event',
        type: 'customer.subscription.deleted',
        data: { object: { id: 'sub_missing', object: 'subscription' } },
      };
      const res = await deliverRaw(app(), JSON.stringify(event));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
      expect(await app().db('stripe_events').where({ id: event.id }).first()).toBeDefined();
      const before = retrievals('sub_missing');
      expect((await deliverRaw(app(), JSON.stringify(event))).statusCode).toBe(200);
      expect(retrievals('sub_missing')).toBe(before);
    });

    it('acknowledges and records a paid invoice of a customer with no account here, changing no account', async () => {
      const stranger = await app().services.payments!.createSubscription({
        userId: 999_999,
        accountKey: `stranger-${randomBytes(6).toString('hex')}`,
        email: 'stranger@example.com',
        name: null,
        customerId: null,
        planType: 'pro',
        attemptKey: 'first',
      });
      await fake.pay(stranger.subscriptionId);
      const paid = eventsFor(stranger.subscriptionId, 'invoice.paid')[0];
      expect((await deliver(app(), paid)).statusCode).toBe(200);
      expect(await app().db('stripe_events').where({ id: paid.id }).first()).toBeDefined();
      expect(
        await app().db('users').where({ stripe_customer_id: stranger.customerId }).first(),
      ).toBeUndefined();
      expect(
        await app().db('users').where({ stripe_subscription_id: stranger.subscriptionId }).first(),
      ).toBeUndefined();
    });

    it.each([
      ['without data', { id: eventId(), type: 'invoice.paid' }],
      [
        'with a null object',
        { id: eventId(), type: 'customer.subscription.updated', data: { object: null } },
      ],
      ['without an id', { type: 'customer.subscription.updated', data: { object: { id: 'sub_x' } } }],
      [
        'with an id too long to record',
        {
          id: `evt_${'x'.repeat(300)}`,
          type: 'customer.subscription.updated',
          data: { object: { id: 'sub_x' } },
        },
      ],
      [
        'naming its subscription by a number',
        { id: eventId(), type: 'customer.subscription.deleted', data: { object: { id: 7 } } },
      ],
      ['that is JSON null', null],
    ])(
      'acknowledges a signed event %s that it cannot read, recording and changing nothing',
      async (_what, event) => {
        const { client } = await paidSubscriber('premium');
        const recorded = (await app().db('stripe_events').count({ n: '*' }))[0].n;
        const res = await deliverRaw(app(), JSON.stringify(event));
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ received: true });
        expect((await app().db('stripe_events').count({ n: '*' }))[0].n).toBe(recorded);
        expect((await client.get('/api/subscription')).json()).toMatchObject({
          planType: 'premium',
          status: 'active',
        });
      },
    );

    it('acknowledges events it does not act on, signed or not about a known customer', async () => {
      const { client } = await subscriber();
      const { subscriptionId } = await subscribe(client, 'premium');
      const created = eventsFor(subscriptionId, 'customer.subscription.created')[0];
      expect((await deliver(app(), created)).statusCode).toBe(200);
      expect((await client.get('/api/subscription')).json().planType).toBe('free');
    });
  },
  { config: stripeConfig },
);
