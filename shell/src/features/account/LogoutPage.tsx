import { Link } from '@pepper/router';
import { Button, Card, problemText } from '@pepper/ui';
import { useEffect, useRef } from 'react';
import { useSignOut } from '../../components/session';

/** /logout, as a person types it: signs out at once, then goes Home. */
export default function LogoutPage() {
  const signOut = useSignOut({ to: '/' });
  const started = useRef(false);
  const { mutate } = signOut;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  return (
    <Card className="mt-6 grid gap-3">
      <h1 className="text-2xl font-extrabold text-ink">Signing out</h1>
      {signOut.isError ? (
        <>
          <p role="alert" className="text-sm font-semibold text-chili-800">
            You are still signed in: {problemText(signOut.error)}
          </p>
          <Button type="button" onClick={() => signOut.mutate()}>
            Try again
          </Button>
          <Button asChild variant="ghost">
            <Link to="/">Go Home</Link>
          </Button>
        </>
      ) : (
        <p role="status" className="text-sm text-ink-soft">
          Signing you out…
        </p>
      )}
    </Card>
  );
}
