import { CARDS } from '../test/stripe/fake-stripe.js';
import { startStripeHarness } from '../test/stripe/harness.js';
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
});

const stripe = await startStripeHarness();
afterAll(() => stripe.fake.close());
const { fake, PRICES, deliver, eventsFor, subscriptionOf } = stripe;

describeDialects(
  'subscriptions with Stripe',
  (app) => {
    const { subscriber, subscribe, paidSubscriber } = stripe.accounts(app);

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
        expect(await subscriptionOf(client)).toMatchObject({ planType: 'free', status: 'incomplete' });
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
      expect(await subscriptionOf(client)).toMatchObject({ planType: 'free', status: 'incomplete' });
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
      expect(await subscriptionOf(client)).toMatchObject({ planType: 'free', status: 'incomplete_expired' });
      expect((await client.get('/api/user')).json().planType).toBe('free');
    });

    it('picks up a payment confirmed in the browser before its event arrives', async () => {
      const { client } = await subscriber();
      const { subscriptionId } = await subscribe(client, 'pro');
      await fake.pay(subscriptionId);
      expect(await subscriptionOf(client)).toMatchObject({ planType: 'pro', status: 'active' });
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
      expect((await subscriptionOf(client)).planType).toBe('premium');
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
      expect(await subscriptionOf(client)).toEqual({ planType: 'free' });
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
      expect(await subscriptionOf(client)).toMatchObject({ planType: 'free', status: 'incomplete' });
      await fake.pay(next.subscriptionId);
      expect(await subscriptionOf(client)).toMatchObject({ planType: 'premium', status: 'active' });
    });

    it('starts afresh when Stripe no longer has the unpaid attempt on record', async () => {
      const { client } = await subscriber();
      const first = await subscribe(client, 'pro');
      fake.subscriptions.delete(first.subscriptionId);
      const second = await subscribe(client, 'pro');
      expect(second.subscriptionId).not.toBe(first.subscriptionId);
      expect(fake.subscriptions.get(second.subscriptionId)!.status).toBe('incomplete');
    });
  },
  { config: stripe.config },
);
