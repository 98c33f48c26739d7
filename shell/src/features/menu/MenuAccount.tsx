import { isSafeReturnTo, planName, signInAddress } from '@pepper/domain/plans';
import { Link, useLocation } from '@pepper/router';
import { Badge, Button, Card, RequestProblem } from '@pepper/ui';
import { UserRound } from 'lucide-react';
import { useCurrentUser, useSignOut } from '../../components/session';

/**
 * Who is signed in, with their plan, the account and signing out; for a visitor, signing in or creating an
 * account, which come back to the page the Menu was opened from.
 */
export function MenuAccount() {
  const { user, loading } = useCurrentUser();
  const { state } = useLocation();
  const signOut = useSignOut();
  const from = (state as { from?: unknown } | null)?.from;
  const returnTo = typeof from === 'string' && isSafeReturnTo(from) ? from : '/menu';
  if (loading) return null;
  if (!user) {
    return (
      <Card aria-label="Your account" role="region" className="mb-4 grid grid-cols-1 gap-3">
        <p className="text-sm text-ink">
          Sign in to keep favorites and your garden across devices, and to see your plan and orders.
        </p>
        <div className="grid grid-cols-2 gap-2">
          <Button asChild>
            <Link to={signInAddress(returnTo)}>Sign in</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={signInAddress(returnTo, 'signup')}>Create account</Link>
          </Button>
        </div>
      </Card>
    );
  }
  return (
    <Card aria-label="Your account" role="region" className="mb-4 grid grid-cols-1 gap-3">
      <div className="flex min-w-0 items-start gap-3">
        <UserRound aria-hidden className="mt-1 h-8 w-8 shrink-0 text-chili-700" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase text-ink-soft">Signed in as</p>
          <p className="truncate text-base font-bold text-ink">{user.name ?? user.email}</p>
          {user.name ? <p className="truncate text-sm text-ink-soft">{user.email}</p> : null}
          <Badge className="mt-1 bg-chili-50 text-chili-900">{planName(user.planType)} plan</Badge>
        </div>
      </div>
      <RequestProblem request={signOut} />
      <div className="grid grid-cols-2 gap-2">
        <Button asChild variant="outline">
          <Link to="/account">Your account</Link>
        </Button>
        <Button type="button" variant="ghost" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          Sign out
        </Button>
      </div>
    </Card>
  );
}
