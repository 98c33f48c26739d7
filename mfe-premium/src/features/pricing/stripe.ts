// The pure entry fetches Stripe.js only when a payment starts, not as soon as this module loads.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js is fetched once, on first need, for the publishable key the server's configuration names. */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    // A failed load (offline) may be retried on the next attempt.
    promise.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, promise);
  }
  return promise;
}
