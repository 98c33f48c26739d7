import { mutations } from '@pepper/client';
import { returnToOr } from '@pepper/domain/plans';
import { Button, Card, Field, NeedsConnection, useDocumentMeta, useValueEnteredEarly } from '@pepper/ui';
import { useOnline } from '@pepper/ui/connection';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@pepper/router';
import { RequestProblem } from '../../components/RequestProblem';
import { recoveryAddress } from './recovery-links';

/** What the reset screen is handed: the address typed here and what the server said about the mail. */
export interface ResetStart {
  email: string;
  message: string;
}

/**
 * /forgot-password: the account's address, to which a code for a new password is mailed. The server answers
 * alike whether or not the address has an account, so this screen does too.
 */
export default function ForgotPasswordPage() {
  useDocumentMeta('Forgot your password? | Pepper Atlas');
  const [params] = useSearchParams();
  const returnTo = returnToOr(params.get('returnTo'));
  const [email, setEmail] = useState('');
  const online = useOnline();
  const navigate = useNavigate();
  // An address typed into the server's page before its code ran is kept.
  const emailField = useValueEnteredEarly<HTMLInputElement>(email, setEmail);
  const ask = useMutation({
    mutationFn: () => mutations.forgotPassword({ email: email.trim() }),
    onSuccess: ({ message }) => {
      const state: ResetStart = { email: email.trim().toLowerCase(), message };
      navigate(recoveryAddress('/reset-password', returnTo), { state });
    },
  });
  return (
    <div className="grid gap-4 pt-6">
      <div>
        <h1 className="mb-1 text-2xl font-extrabold">Forgot your password?</h1>
        <p className="text-sm text-ink-soft">
          Enter the email address of your account. We will email you a code to set a new password.
        </p>
      </div>
      <NeedsConnection>Getting a new password needs a connection.</NeedsConnection>
      <Card>
        <form
          className="grid gap-3"
          aria-label="Ask for a reset code"
          onSubmit={(e) => {
            e.preventDefault();
            ask.mutate();
          }}
        >
          <Field
            ref={emailField}
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              ask.reset();
            }}
          />
          <RequestProblem request={ask} />
          <Button type="submit" disabled={ask.isPending || !online || !email.trim()}>
            {ask.isPending ? 'Please wait...' : 'Email me a code'}
          </Button>
        </form>
      </Card>
      <p className="text-sm text-ink">
        Already have a code?{' '}
        <Link
          to={recoveryAddress('/reset-password', returnTo)}
          className="inline-flex min-h-touch items-center font-semibold text-chili-800 underline"
        >
          Enter it
        </Link>
      </p>
      <p className="text-sm text-ink">
        Remembered it?{' '}
        <Link
          to={recoveryAddress('/login', returnTo)}
          className="inline-flex min-h-touch items-center font-semibold text-chili-800 underline"
        >
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
