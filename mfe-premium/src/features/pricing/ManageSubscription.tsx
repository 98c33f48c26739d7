import { HttpError, mutations, queries } from '@pepper/client';
import { planName, type PlanType } from '@pepper/domain/plans';
import { Button, CardSection, Dialog } from '@pepper/ui';
import { toast } from '@pepper/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { announceSubscriptionError } from './payment-outcome';
import { useRefreshMembership } from './useRefreshMembership';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const messageOf = (err: unknown) =>
  err instanceof HttpError ? err.serverMessage : err instanceof Error ? err.message : String(err);

/** Manage Subscription: the paid plan's renewal, a switch to the other paid plan, cancelling and keeping. */
export function ManageSubscription({ planType }: { planType: Exclude<PlanType, 'free'> }) {
  const subscription = useQuery(queries.subscription());
  const refresh = useRefreshMembership();
  const [busy, setBusy] = useState<'switch' | 'cancel' | 'resume' | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const other = planType === 'premium' ? 'pro' : 'premium';
  const ending = subscription.data?.cancelAtPeriodEnd === true;
  const periodEnd = subscription.data?.currentPeriodEnd;

  async function run(action: 'switch' | 'cancel' | 'resume') {
    setBusy(action);
    try {
      if (action === 'switch') {
        await mutations.changeSubscription({ planType: other });
        toast({ title: 'Plan Changed', description: `Welcome to the ${planName(other)} plan` });
        await refresh(other);
      } else if (action === 'cancel') {
        const sub = await mutations.cancelSubscription();
        toast({
          title: 'Subscription Cancelled',
          description: sub.currentPeriodEnd
            ? `Your ${planName(planType)} plan stays active until ${longDate(sub.currentPeriodEnd)}.`
            : 'Your plan ends at the close of this billing period.',
        });
        await refresh();
      } else {
        await mutations.resumeSubscription();
        toast({
          title: 'Subscription Kept',
          description: `Your ${planName(planType)} plan will renew as usual.`,
        });
        await refresh();
      }
    } catch (err) {
      announceSubscriptionError(messageOf(err));
    } finally {
      setBusy(null);
      setConfirmCancel(false);
    }
  }

  return (
    <CardSection title="Manage Subscription" className="grid gap-3">
      <p className="text-sm text-ink">
        You are on the <strong>{planName(planType)}</strong> plan.{' '}
        {periodEnd
          ? ending
            ? `It ends on ${longDate(periodEnd)}.`
            : `It renews on ${longDate(periodEnd)}.`
          : null}
      </p>
      {ending ? (
        <Button onClick={() => run('resume')} disabled={busy !== null}>
          {busy === 'resume' ? 'Processing...' : 'Keep My Plan'}
        </Button>
      ) : (
        <>
          <Button onClick={() => run('switch')} disabled={busy !== null}>
            {busy === 'switch' ? 'Processing...' : `Switch to ${planName(other)}`}
          </Button>
          <p className="text-xs text-ink-soft">
            {other === 'pro'
              ? 'The price difference for the rest of this month is charged to your card today.'
              : 'The unused part of this month is credited against your next bill.'}
          </p>
          <Button variant="outline" onClick={() => setConfirmCancel(true)} disabled={busy !== null}>
            Cancel Subscription
          </Button>
        </>
      )}
      <Dialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel your subscription?"
        description={`You keep ${planName(planType)} until the end of the period you have paid for; nothing more is charged.`}
      >
        <div className="grid gap-2">
          <Button variant="destructive" onClick={() => run('cancel')} disabled={busy !== null}>
            {busy === 'cancel' ? 'Processing...' : 'Yes, Cancel Subscription'}
          </Button>
          <Button variant="ghost" onClick={() => setConfirmCancel(false)} disabled={busy !== null}>
            Keep Subscription
          </Button>
        </div>
      </Dialog>
    </CardSection>
  );
}
