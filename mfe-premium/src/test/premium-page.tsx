import { delay, http, HttpResponse, server } from '@pepper/mocks/node';
import { stripeHandlers } from '@pepper/mocks/stripe';
import { renderRoutes } from '@pepper/ui/testing';
import { getToasts } from '@pepper/ui/toast';
import PremiumPage from '../pages/PremiumPage';

/** /premium at an address (a tab, a payment's return), as the route table shows it. */
export const renderPremium = (path = '/premium') =>
  renderRoutes(path, [{ path: '/premium', element: <PremiumPage /> }]);

export const lastToast = () => getToasts()[0];

/** The server's configuration: whether it takes payments, and Stripe's key for the card form. */
export function serverConfig({
  checkout,
  stripePublishableKey = null,
  delayMs = 0,
}: {
  checkout: boolean;
  stripePublishableKey?: string | null;
  delayMs?: number;
}) {
  server.use(
    http.get('/api/config', async () => {
      await delay(delayMs);
      return HttpResponse.json({
        stripePublishableKey,
        checkout,
        oidc: false,
        shopId: 'shop',
        shopUrl: 'https://example.com',
      });
    }),
  );
}

/** The API with Stripe configured: a publishable key, and a subscription waiting for its first payment. */
export function withPayments({
  planAfterPayment = 'premium' as 'premium' | 'pro',
  createDelayMs = 0,
  configDelayMs = 0,
} = {}) {
  serverConfig({ checkout: true, stripePublishableKey: 'pk_test_component', delayMs: configDelayMs });
  server.use(
    http.post('/api/create-subscription', async () => {
      await delay(createDelayMs);
      return HttpResponse.json({ clientSecret: 'pi_component_secret_abc', subscriptionId: 'sub_component' });
    }),
    http.get('/api/subscription', () => HttpResponse.json({ planType: planAfterPayment, status: 'active' })),
    ...stripeHandlers({ failedIntents: new Set(['pi_failed']) }),
  );
}
