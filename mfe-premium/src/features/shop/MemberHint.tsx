import { planDiscountRange } from '@pepper/domain/plans';
import type { Account } from '../../components/useAccount';

/** Visitors and free members learn what a plan would save them; members see their prices already applied. */
export function MemberHint({ account, onSeePlans }: { account: Account; onSeePlans: () => void }) {
  if (account.planType === 'premium' || account.planType === 'pro') {
    return (
      <p className="text-sm text-ink-soft">
        Your {account.planType === 'pro' ? 'Pro' : 'Premium'} member prices are applied.
      </p>
    );
  }
  return (
    <p className="text-sm text-ink-soft">
      Premium members save {planDiscountRange('premium')} and Pro members {planDiscountRange('pro')}.{' '}
      <button
        type="button"
        onClick={onSeePlans}
        className="inline-flex min-h-touch items-center font-semibold text-chili-800 underline"
      >
        See the plans
      </button>
    </p>
  );
}
