import type { User } from '@pepper/contract';
import { queries } from '@pepper/client';
import { planName } from '@pepper/domain/plans';
import { Link } from '@pepper/router';
import { Button } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { AccountSection } from './AccountSection';

const dayText = (iso: string) => iso.slice(0, 10);

/** The plan, when a paid one renews or ends, and the way to the subscriber's controls on the plans page. */
export function PlanSection({ user }: { user: User }) {
  const paid = user.planType !== 'free';
  const subscription = useQuery({ ...queries.subscription(), enabled: paid });
  const s = subscription.data;
  return (
    <AccountSection title="Plan">
      <p className="text-base text-ink">
        <span className="font-semibold">{planName(user.planType)}</span>
        {paid && s?.currentPeriodEnd
          ? s.cancelAtPeriodEnd
            ? ` · ends on ${dayText(s.currentPeriodEnd)}`
            : ` · renews on ${dayText(s.currentPeriodEnd)}`
          : null}
      </p>
      <p className="text-sm text-ink-soft">
        {paid
          ? 'Switch plans, cancel, or keep a plan you cancelled on the plans page.'
          : 'Premium and Pro unlock the premium recipes and take money off grow kits and merchandise.'}
      </p>
      <Button asChild variant="outline">
        <Link to="/premium?tab=pricing">{paid ? 'Manage subscription' : 'See the plans'}</Link>
      </Button>
    </AccountSection>
  );
}
