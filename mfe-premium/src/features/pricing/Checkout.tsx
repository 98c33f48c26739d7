import { formatCents, planName, PLANS, type PlanType } from '@pepper/domain/plans';
import { Button, Card, CodeForm } from '@pepper/ui';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState, type FormEvent } from 'react';
import { announcePaymentFailure, announcePaymentSuccess, rememberPendingPlan } from './payment-outcome';
import { stripeFor } from './stripe';
import { useRefreshMembership } from './useRefreshMembership';

export interface CheckoutProps {
  plan: Exclude<PlanType, 'free'>;
  clientSecret: string;
  publishableKey: string;
  onDone: () => void;
  onCancel: () => void;
}

/** The card payment form for a new subscription (Stripe's Payment Element). */
export function Checkout({ plan, clientSecret, publishableKey, onDone, onCancel }: CheckoutProps) {
  return (
    <Card className="grid gap-3" aria-labelledby="checkout-title">
      <h2 id="checkout-title" className="text-lg font-bold text-ink">
        Pay for {planName(plan)}
      </h2>
      <p className="text-sm text-ink-soft">
        {formatCents(PLANS.find((p) => p.type === plan)!.priceCents)} a month, billed today and then monthly.
        Cancel any time.
      </p>
      <Elements
        stripe={stripeFor(publishableKey)}
        options={{ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#b91c1c' } } }}
      >
        <PaymentForm plan={plan} onDone={onDone} onCancel={onCancel} />
      </Elements>
    </Card>
  );
}

function PaymentForm({ plan, onDone, onCancel }: Pick<CheckoutProps, 'plan' | 'onDone' | 'onCancel'>) {
  const stripe = useStripe();
  const elements = useElements();
  const refresh = useRefreshMembership();
  const [processing, setProcessing] = useState(false);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    try {
      const checked = await elements.submit();
      if (checked.error) return announcePaymentFailure(checked.error.message);
      rememberPendingPlan(plan);
      const result = await stripe.confirmPayment({
        elements,
        // The payment return address is /premium (used only when the bank asks for a redirect).
        confirmParams: { return_url: `${window.location.origin}/premium` },
        redirect: 'if_required',
      });
      if (result.error) return announcePaymentFailure(result.error.message);
      announcePaymentSuccess(plan);
      await refresh(plan);
      onDone();
    } finally {
      setProcessing(false);
    }
  }

  return (
    <CodeForm onSubmit={pay} className="grid gap-3" aria-busy={processing}>
      <PaymentElement options={{ layout: 'tabs' }} />
      <Button type="submit" disabled={!stripe || !elements || processing}>
        {processing ? 'Processing...' : `Subscribe to ${planName(plan)}`}
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={processing}>
        Cancel
      </Button>
    </CodeForm>
  );
}
