import { mutations } from '@pepper/client';
import { PASSWORD_MIN_LENGTH, RESET_CODE_LENGTH } from '@pepper/contract/limits';
import { Button, Field, EmailCodeField, RequestProblem } from '@pepper/ui';
import { toast } from '@pepper/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from '@pepper/router';
import type { ResetStart } from './ForgotPasswordPage';
import { RecoveryFrame, RecoveryLink } from './RecoveryFrame';
import { AccountEmailField } from './AccountEmailField';
import { useRecoveryForm } from './recovery-form';
import { recoveryAddress } from './recovery-links';

/**
 * /reset-password: the code mailed by /forgot-password and a new password. Setting it signs in here and signs
 * the account out on every other device.
 */
export default function ResetPasswordPage() {
  const started = (useLocation().state as ResetStart | null) ?? null;
  const { returnTo, email, setEmail, online, navigate } = useRecoveryForm(started?.email);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: () => mutations.resetPassword({ email: email.trim(), code, newPassword: password }),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      toast({
        title: 'Password changed',
        description: 'You are signed in. Every other device signed in to your account was signed out.',
      });
      navigate(returnTo, { replace: true });
    },
  });
  const changed = () => reset.reset();
  return (
    <RecoveryFrame
      title="Set a new password"
      intro="Enter the code from our email and choose a new password. Every other device signed in to your account will be signed out."
      offline="Setting a new password needs a connection."
      formLabel="Set a new password"
      onSubmit={() => reset.mutate()}
      links={
        <RecoveryLink lead="No code, or it expired?" to={recoveryAddress('/forgot-password', returnTo)}>
          Send a new code
        </RecoveryLink>
      }
    >
      {started ? (
        <p role="status" className="text-sm text-ink">
          {started.message}
        </p>
      ) : null}
      <AccountEmailField email={email} setEmail={setEmail} onEdit={changed} />
      <EmailCodeField
        digits={RESET_CODE_LENGTH}
        value={code}
        onChange={(next) => {
          setCode(next);
          changed();
        }}
      />
      <Field
        label="New password"
        type="password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          changed();
        }}
      />
      <RequestProblem request={reset} />
      <Button
        type="submit"
        disabled={
          reset.isPending ||
          !online ||
          !email.trim() ||
          code.length !== RESET_CODE_LENGTH ||
          password.length < PASSWORD_MIN_LENGTH
        }
      >
        {reset.isPending ? 'Please wait...' : 'Set new password'}
      </Button>
    </RecoveryFrame>
  );
}
