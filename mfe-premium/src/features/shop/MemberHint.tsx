import { planDiscountRange } from '@pepper/domain/plans';
import { Link, useLocation } from '@pepper/router';
import type { Account } from '../../components/useAccount';

/**
 * Visitors and free members learn what a plan would save them; members see their prices already applied. The
 * plans are the page's first tab, so "See the plans" is a link to the page's address without a tab: it works
 * before and without the page's code.
 */
export function MemberHint({ account }: { account: Account }) {
  const { pathname } = useLocation();
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
      <Link
        to={pathname}
        replace
        className="inline-flex min-h-touch items-center font-semibold text-chili-800 underline"
      >
        See the plans
      </Link>
    </p>
  );
}
