import { queries } from '@pepper/client';
import { useSearchParams } from '@pepper/router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { announcePaymentFailure, announcePaymentSuccess, takePendingPlan } from './payment-outcome';
import { stripeFor } from './stripe';
import { useRefreshMembership } from './useRefreshMembership';

const RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/**
 * When the bank sent the browser away to confirm a payment, Stripe brings it back to /premium with the
 * payment's reference: read the outcome from Stripe, announce it, and tidy the address.
 */
export function usePaymentReturn(publishableKey: string | null | undefined) {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const refresh = useRefreshMembership();
  const clientSecret = params.get('payment_intent_client_secret');
  const redirectStatus = params.get('redirect_status');
  const handled = useRef(false);

  useEffect(() => {
    // Wait for the configuration (undefined) before reading the outcome.
    if (!clientSecret || handled.current || publishableKey === undefined) return;
    handled.current = true;
    const plan = takePendingPlan();
    const next = new URLSearchParams(params);
    for (const key of RETURN_PARAMS) next.delete(key);
    setParams(next, { replace: true });

    void (async () => {
      let succeeded = redirectStatus === 'succeeded';
      let message: string | undefined;
      const stripe = publishableKey ? await stripeFor(publishableKey).catch(() => null) : null;
      if (stripe) {
        const result = await stripe.retrievePaymentIntent(clientSecret);
        succeeded =
          result.paymentIntent?.status === 'succeeded' || result.paymentIntent?.status === 'processing';
        message = result.error?.message;
      }
      if (!succeeded) {
        announcePaymentFailure(message ?? 'The payment was not completed, so nothing was charged.');
        return;
      }
      await refresh(plan ?? undefined);
      const granted = plan ?? (await client.fetchQuery(queries.subscription()).catch(() => null))?.planType;
      announcePaymentSuccess(granted && granted !== 'free' ? granted : 'premium');
    })();
  }, [clientSecret, redirectStatus, publishableKey, params, setParams, client, refresh]);
}
