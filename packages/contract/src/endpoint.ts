/** What an endpoint of the API is: its method and path. */
export type Method = 'GET' | 'POST' | 'DELETE';

/** An endpoint as an address is built or matched from it. */
export interface Endpoint {
  method: Method;
  path: string;
}

/** Keeps its own idempotency (Stripe's event ids) and is called by Stripe, not by the app. */
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';
