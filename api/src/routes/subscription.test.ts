import type { Payments } from '../services/payments.js';
import { Client, describeDialects, setPlan } from '../test/helpers.js';

describeDialects('create subscription without Stripe', (app) => {
  it('answers 401 signed out and 503 when payments are not configured', async () => {
    const client = new Client(app);
    expect((await client.post('/api/create-subscription', { planType: 'premium' })).statusCode).toBe(401);
    await client.register();
    const res = await client.post('/api/create-subscription', { planType: 'premium' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Payments are not configured');
  });

  it('answers 503 to the webhook', async () => {
    const res = await app().inject({ method: 'POST', url: '/api/stripe/webhook', payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(503);
  });
});

const calls: Parameters<Payments['createSubscription']>[0][] = [];
const fakePayments: Payments = {
  async createSubscription(input) {
    calls.push(input);
    return { clientSecret: 'pi_secret_123', subscriptionId: 'sub_123', customerId: input.customerId ?? 'cus_123' };
  },
  parseWebhook() {
    throw new Error('not used');
  },
};

describeDialects(
  'create subscription',
  (app) => {
    it('answers the client secret and reuses the customer the second time', async () => {
      const client = new Client(app);
      await client.register();
      const res = await client.post('/api/create-subscription', { planType: 'pro' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ clientSecret: 'pi_secret_123', subscriptionId: 'sub_123' });
      await client.post('/api/create-subscription', { planType: 'premium' });
      expect(calls.at(-2)?.customerId).toBeNull();
      expect(calls.at(-1)?.customerId).toBe('cus_123');
    });

    it('refuses an unknown plan or the free plan (400) and the current plan (409)', async () => {
      const client = new Client(app);
      const user = await client.register();
      expect((await client.post('/api/create-subscription', { planType: 'free' })).statusCode).toBe(400);
      expect((await client.post('/api/create-subscription', { planType: 'gold' })).statusCode).toBe(400);
      await setPlan(app(), user.id, 'premium');
      expect((await client.post('/api/create-subscription', { planType: 'premium' })).statusCode).toBe(409);
    });
  },
  { services: { payments: fakePayments } },
);
