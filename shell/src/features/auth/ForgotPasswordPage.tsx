import { mutations } from '@pepper/client';
import { returnToOr } from '@pepper/domain/plans';
import { Button, Field, useDocumentMeta, useValueEnteredEarly } from '@pepper/ui';
import { useOnline } from '@pepper/ui/connection';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from '@pepper/router';
import { RequestProblem } from '../../components/RequestProblem';
import { RecoveryFrame, RecoveryLink } from './RecoveryFrame';
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
    <RecoveryFrame
      title="Forgot your password?"
      intro="Enter the email address of your account. We will email you a code to set a new password."
      offline="Getting a new password needs a connection."
      formLabel="Ask for a reset code"
      onSubmit={() => ask.mutate()}
      links={
        <>
          <RecoveryLink lead="Already have a code?" to={recoveryAddress('/reset-password', returnTo)}>
            Enter it
          </RecoveryLink>
          <RecoveryLink lead="Remembered it?" to={recoveryAddress('/login', returnTo)}>
            Back to sign in
          </RecoveryLink>
        </>
      }
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
    </RecoveryFrame>
  );
}
