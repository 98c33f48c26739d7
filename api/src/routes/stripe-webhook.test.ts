import { randomBytes } from 'node:crypto';
import { Client, describeDialects } from '../test/helpers.js';
import { startStripeHarness } from '../test/stripe/harness.js';

describeDialects('the Stripe webhook without Stripe configured', (app) => {
  it('answers 503 to the webhook, and everything else keeps working', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(503);
    const client = await Client.signedUp(app);
    expect((await client.get('/api/subscription')).json()).toEqual({ planType: 'free' });
    expect((await client.get('/api/grow-kits')).statusCode).toBe(200);
  });
});

const stripe = await startStripeHarness();
afterAll(() => stripe.fake.close());
const { fake, deliver, deliverRaw, eventsFor, eventId, retrievals, subscriptionOf } = stripe;

describeDialects(
  'the Stripe webhook',
  (app) => {
    const { subscriber, subscribe, paidSubscriber, deliverLatest } = stripe.accounts(app);
    /** Stripe fails the next renewal, leaving the subscription in `status`, and sends `event` about it. */
    const renewalFails = async (
      subscriptionId: string,
      status: Parameters<typeof fake.renewalFails>[1],
      event: string,
    ) => {
      fake.renewalFails(subscriptionId, status);
      await deliverLatest(subscriptionId, event);
    };
    /** The account is back on the free plan, with the subscription's last status, and members' recipes closed. */
    const expectPlanEnded = async (client: Client, status: string) => {
      expect(await subscriptionOf(client)).toMatchObject({ planType: 'free', status });
      expect((await client.get('/api/premium/recipes')).statusCode).toBe(403);
    };

    it('grants the plan when the webhook brings the paid invoice with a valid signature', async () => {
      const { client } = await paidSubscriber('premium');
      expect(await subscriptionOf(client)).toMatchObject({ planType: 'premium', status: 'active' });
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
      expect((await subscriptionOf(client)).planType).toBe('free');
      const before = retrievals(subscriptionId);
      const replay = await deliver(app(), paid);
      expect(replay.statusCode).toBe(200);
      expect(retrievals(subscriptionId)).toBe(before);
      expect((await subscriptionOf(client)).planType).toBe('free');
    });

    it('returns the user to the free plan when the subscription is deleted', async () => {
      const { client, subscriptionId } = await paidSubscriber('pro');
      expect((await client.get('/api/user')).json().planType).toBe('pro');
      await app().services.payments!.cancelNow(subscriptionId);
      await deliver(app(), eventsFor(subscriptionId, 'customer.subscription.deleted')[0]);
      await expectPlanEnded(client, 'canceled');
    });

    it('keeps the plan while Stripe retries a failed renewal (past_due), and ends it when the subscription becomes unpaid', async () => {
      const { client, subscriptionId } = await paidSubscriber('pro');
      await renewalFails(subscriptionId, 'past_due', 'customer.subscription.updated');
      expect(await subscriptionOf(client)).toMatchObject({ planType: 'pro', status: 'past_due' });
      await renewalFails(subscriptionId, 'unpaid', 'customer.subscription.updated');
      await expectPlanEnded(client, 'unpaid');
    });

    it('ends the plan when Stripe gives up on a renewal by cancelling the subscription', async () => {
      const { client, subscriptionId } = await paidSubscriber('premium');
      await renewalFails(subscriptionId, 'canceled', 'customer.subscription.deleted');
      await expectPlanEnded(client, 'canceled');
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
        expect(await subscriptionOf(client)).toMatchObject({ planType: 'premium', status: 'active' });
      },
    );

    it('acknowledges events it does not act on, signed or not about a known customer', async () => {
      const { client } = await subscriber();
      const { subscriptionId } = await subscribe(client, 'premium');
      const created = eventsFor(subscriptionId, 'customer.subscription.created')[0];
      expect((await deliver(app(), created)).statusCode).toBe(200);
      expect((await subscriptionOf(client)).planType).toBe('free');
    });
  },
  { config: stripe.config },
);
