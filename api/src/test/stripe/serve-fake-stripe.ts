/**
 * Runs the fake Stripe as a process for the end-to-end tests: PORT, WEBHOOK_URL, STRIPE_WEBHOOK_SECRET
 * and the two prices with their amounts (STRIPE_PRICE_PREMIUM, STRIPE_PRICE_PRO).
 */
import { startFakeStripe } from './fake-stripe.js';

const env = process.env;
const fake = await startFakeStripe({
  port: Number(env.PORT ?? 4330),
  webhookUrl: env.WEBHOOK_URL ?? null,
  webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  amounts: {
    [env.STRIPE_PRICE_PREMIUM ?? 'price_premium']: 999,
    [env.STRIPE_PRICE_PRO ?? 'price_pro']: 1999,
  },
});
console.log(`Fake Stripe listening at ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
