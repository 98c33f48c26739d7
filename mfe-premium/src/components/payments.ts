import { queries } from '@pepper/client';
import { useQuery } from '@tanstack/react-query';

/** Said beside every buy and subscribe button of a server that has no payment provider. */
export const NO_PAYMENTS_NOTE = 'This server does not take payments, so nothing can be bought here.';

/**
 * Whether this server takes payments, from its public configuration: `shop` for the shop's hosted
 * checkout, `plans` for subscribing by card. Both are true until the configuration has arrived, so a
 * choice made meanwhile waits for the server's answer rather than being refused.
 */
export function usePayments(): { shop: boolean; plans: boolean } {
  const config = useQuery(queries.config());
  if (!config.data) return { shop: true, plans: true };
  return { shop: config.data.checkout, plans: config.data.stripePublishableKey !== null };
}
