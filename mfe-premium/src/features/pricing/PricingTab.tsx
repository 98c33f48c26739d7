import { HttpError, mutations, queries, urls } from '@pepper/client';
import { PLANS, planButton, planDiscountRange, type PlanType } from '@pepper/domain/plans';
import { NeedsConnection, useCodeWhenNeeded } from '@pepper/ui';
import { useOnline } from '@pepper/ui/connection';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Account } from '../../components/useAccount';
import type { Checkout as CheckoutForm } from './Checkout';
import { announceSubscriptionError } from './payment-outcome';
import { PaymentsOffNote } from '../../components/PaymentsOffNote';
import { usePayments } from '../../components/payments';
import { PlanCard } from './PlanCard';
import { usePaymentReturn } from './usePaymentReturn';

type PaidPlan = Exclude<PlanType, 'free'>;

// The card form (Stripe's React bindings) and a subscriber's controls (a dialog) are fetched when they are
// needed: most visitors of the pricing page do neither, and the page opens without their code.
const loadCheckout = () => import('./Checkout').then((m) => m.Checkout);
const loadManageSubscription = () => import('./ManageSubscription').then((m) => m.ManageSubscription);

const messageOf = (err: unknown) =>
  err instanceof HttpError ? err.serverMessage : err instanceof Error ? err.message : String(err);

/** Pricing: the three plans; choosing one starts a subscription and shows the card payment form. */
export function PricingTab({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const payments = usePayments();
  const config = useQuery(queries.config());
  const publishableKey = config.isPending ? undefined : (config.data?.stripePublishableKey ?? null);
  usePaymentReturn(publishableKey);
  const [processing, setProcessing] = useState<PaidPlan | null>(null);
  const [checkout, setCheckout] = useState<{
    plan: PaidPlan;
    clientSecret: string;
    publishableKey: string;
    Checkout: typeof CheckoutForm;
  } | null>(null);
  const current = account.signedIn ? account.planType : null;
  const holdsPaidPlan = current === 'premium' || current === 'pro';
  const ManageSubscription = useCodeWhenNeeded(loadManageSubscription, holdsPaidPlan);

  async function choose(plan: PlanType) {
    // A visitor's cards are links to sign in (see below); only a member chooses here.
    if (!account.signedIn || plan === 'free') return;
    setProcessing(plan);
    try {
      const [{ clientSecret }, Checkout] = await Promise.all([
        mutations.createSubscription({ planType: plan }),
        loadCheckout(),
      ]);
      // A choice made while the configuration is still loading waits for it rather than failing.
      const key =
        publishableKey === undefined
          ? (await queryClient.fetchQuery(queries.config())).stripePublishableKey
          : publishableKey;
      if (!key) throw new Error('Payments are not configured');
      setCheckout({ plan, clientSecret, publishableKey: key, Checkout });
    } catch (err) {
      announceSubscriptionError(messageOf(err));
    } finally {
      setProcessing(null);
    }
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-ink-soft">
        Every plan is billed monthly in US dollars. Members save {planDiscountRange('premium')} (Premium) or{' '}
        {planDiscountRange('pro')} (Pro) on grow kits and merchandise.
      </p>
      <NeedsConnection>
        Choosing or changing a plan needs a connection: payments are never taken offline.
      </NeedsConnection>
      {checkout ? (
        <checkout.Checkout
          plan={checkout.plan}
          clientSecret={checkout.clientSecret}
          publishableKey={checkout.publishableKey}
          onDone={() => setCheckout(null)}
          onCancel={() => setCheckout(null)}
        />
      ) : null}
      {holdsPaidPlan && ManageSubscription ? <ManageSubscription planType={current} /> : null}
      {PLANS.map((plan) => {
        // A subscriber switches or cancels under Manage Subscription; the plan cards only mark where they are.
        const button =
          holdsPaidPlan && plan.type !== current
            ? null
            : planButton({
                plan: plan.type,
                currentPlan: current,
                processing: processing ?? checkout?.plan ?? null,
              });
        const chosen =
          !account.signedIn && plan.type !== 'free'
            ? { label: `Log In to Choose ${plan.name}`, disabled: false, href: urls.signIn('/premium') }
            : button;
        // A server without payments says so beside each plan it cannot sell, rather than failing on the tap.
        const unsellable = !payments.plans && plan.type !== 'free' && plan.type !== current;
        const label = chosen && (!online || unsellable) ? { ...chosen, disabled: true } : chosen;
        return (
          <PlanCard
            key={plan.type}
            plan={plan}
            current={plan.type === current}
            button={plan.type === 'free' && !account.signedIn ? null : label}
            note={unsellable ? <PaymentsOffNote /> : undefined}
            onChoose={() => void choose(plan.type)}
          />
        );
      })}
    </div>
  );
}
