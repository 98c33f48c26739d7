import { mutations } from '@pepper/client';
import { Button, RequestProblem } from '@pepper/ui';
import { useMutation } from '@tanstack/react-query';
import { RecoveryFrame, RecoveryLink } from './RecoveryFrame';
import { AccountEmailField } from './AccountEmailField';
import { useRecoveryForm } from './recovery-form';
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
  const { returnTo, email, setEmail, online, navigate } = useRecoveryForm();
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
      <AccountEmailField email={email} setEmail={setEmail} onEdit={() => ask.reset()} />
      <RequestProblem request={ask} />
      <Button type="submit" disabled={ask.isPending || !online || !email.trim()}>
        {ask.isPending ? 'Please wait...' : 'Email me a code'}
      </Button>
    </RecoveryFrame>
  );
}
