import { signInAddress } from '@pepper/domain/plans';
import { Link } from '@pepper/router';
import { Button, Card, RequestProblem } from '@pepper/ui';
import { EmailSection } from './EmailSection';
import { OrdersSection } from './OrdersSection';
import { PasswordSection } from './PasswordSection';
import { PlanSection } from './PlanSection';
import { SessionsSection } from './SessionsSection';
import { useCurrentUser, useSignOut } from '../../components/session';
import { YourData } from './YourData';

function SignedOut() {
  return (
    <Card className="grid gap-3">
      <p className="text-base text-ink">
        Sign in to see your account: your plan, your orders, your password and your data.
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button asChild>
          <Link to={signInAddress('/account')}>Sign in</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={signInAddress('/account', 'signup')}>Create account</Link>
        </Button>
      </div>
    </Card>
  );
}

/** /account: who is signed in and everything that is theirs to change, export, or end. */
export default function AccountPage() {
  const { user, loading } = useCurrentUser();
  const signOut = useSignOut();
  return (
    <div className="grid gap-4 pt-4">
      <div>
        <h1 className="text-2xl font-extrabold text-ink">Your account</h1>
        {user ? <p className="text-sm text-ink-soft">Signed in as {user.name ?? user.email}</p> : null}
      </div>
      {loading ? (
        <p role="status" className="text-sm text-ink-soft">
          Loading your account…
        </p>
      ) : !user ? (
        <SignedOut />
      ) : (
        <>
          <EmailSection user={user} />
          <PlanSection user={user} />
          <OrdersSection />
          <PasswordSection user={user} />
          <SessionsSection />
          <YourData />
          <div className="grid gap-2">
            <RequestProblem request={signOut} />
            <Button
              type="button"
              variant="outline"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
            >
              {signOut.isPending ? 'Signing out…' : 'Sign out'}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
