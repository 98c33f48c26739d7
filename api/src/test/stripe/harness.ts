/**
 * Subscriptions against the local fake Stripe, for the subscription and webhook suites: the API's Stripe settings
 * pointing at the fake, events delivered as Stripe sends them (the exact bytes, signed), and accounts that
 * subscribe and pay.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { expect } from 'vitest';
import { Client } from '../helpers.js';
import { startFakeStripe } from './fake-stripe.js';

export async function startStripeHarness() {
  const PRICES = { premium: 'price_premium_monthly', pro: 'price_pro_monthly' };
  const fake = await startFakeStripe({ amounts: { [PRICES.premium]: 999, [PRICES.pro]: 1999 } });

  const config = {
    stripeSecretKey: 'sk_test_local_fake',
    stripeWebhookSecret: fake.webhookSecret,
    stripePrices: PRICES,
    stripeApi: { host: '127.0.0.1', port: fake.port, protocol: 'http' as const },
  };

  const deliverRaw = (app: FastifyInstance, payload: string, signature?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? fake.sign(payload) },
    });

  /** Posts an event to the webhook as Stripe does: the exact bytes, signed. */
  const deliver = (app: FastifyInstance, event: Stripe.Event, signature?: string) =>
    deliverRaw(app, JSON.stringify(event), signature);

  /** The events the fake produced about a subscription, of one type, oldest first. */
  const eventsFor = (subscriptionId: string, type: string) =>
    fake.events.filter((e) => {
      const o = e.data.object as {
        id?: string;
        parent?: { subscription_details?: { subscription?: string } };
      };
      return (
        e.type === type &&
        (o.id === subscriptionId || o.parent?.subscription_details?.subscription === subscriptionId)
      );
    });

  const eventId = () => `evt_test_${randomBytes(8).toString('hex')}`;

  const retrievals = (subscriptionId: string) =>
    fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscriptionId}`)
      .length;

  /** What the account's subscription page reads. */
  const subscriptionOf = async (client: Client) => (await client.get('/api/subscription')).json();

  /** Accounts of the app under test that sign up, subscribe and pay. */
  function accounts(app: () => FastifyInstance) {
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

    /** Delivers the newest event of a type about a subscription, which the webhook acknowledges. */
    async function deliverLatest(subscriptionId: string, type: string) {
      expect((await deliver(app(), eventsFor(subscriptionId, type).at(-1)!)).statusCode).toBe(200);
    }

    /** Subscribes, pays with a good card and delivers the paid invoice's event. */
    async function paidSubscriber(planType: 'premium' | 'pro' = 'premium') {
      const { client, user } = await subscriber();
      const { subscriptionId } = await subscribe(client, planType);
      expect(await fake.pay(subscriptionId)).toEqual({ ok: true });
      await deliverLatest(subscriptionId, 'invoice.paid');
      return { client, user, subscriptionId };
    }

    return { subscriber, subscribe, paidSubscriber, deliverLatest };
  }

  return {
    PRICES,
    fake,
    config,
    deliver,
    deliverRaw,
    eventsFor,
    eventId,
    retrievals,
    subscriptionOf,
    accounts,
  };
}
