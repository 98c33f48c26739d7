import { mutations } from '@pepper/client';
import { PASSWORD_MIN_LENGTH, RESET_CODE_LENGTH } from '@pepper/contract';
import { returnToOr } from '@pepper/domain/plans';
import {
  Button,
  Card,
  EmailCodeField,
  Field,
  NeedsConnection,
  useDocumentMeta,
  useValueEnteredEarly,
} from '@pepper/ui';
import { useOnline } from '@pepper/ui/connection';
import { toast } from '@pepper/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@pepper/router';
import { RequestProblem } from '../../components/RequestProblem';
import type { ResetStart } from './ForgotPasswordPage';
import { recoveryAddress } from './recovery-links';

/**
 * /reset-password: the code mailed by /forgot-password and a new password. Setting it signs in here and signs
 * the account out on every other device.
 */
export default function ResetPasswordPage() {
  useDocumentMeta('Set a new password | Pepper Atlas');
  const [params] = useSearchParams();
  const returnTo = returnToOr(params.get('returnTo'));
  const started = (useLocation().state as ResetStart | null) ?? null;
  const [email, setEmail] = useState(started?.email ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const online = useOnline();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // What was typed into the server's page before its code ran is kept.
  const emailField = useValueEnteredEarly<HTMLInputElement>(email, setEmail);
  const codeField = useValueEnteredEarly<HTMLInputElement>(code, (typed) =>
    setCode(typed.replace(/\D/g, '')),
  );
  const passwordField = useValueEnteredEarly<HTMLInputElement>(password, setPassword);
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
    <div className="grid gap-4 pt-6">
      <div>
        <h1 className="mb-1 text-2xl font-extrabold">Set a new password</h1>
        <p className="text-sm text-ink-soft">
          Enter the code from our email and choose a new password. Every other device signed in to your
          account will be signed out.
        </p>
      </div>
      <NeedsConnection>Setting a new password needs a connection.</NeedsConnection>
      <Card>
        <form
          className="grid gap-3"
          aria-label="Set a new password"
          onSubmit={(e) => {
            e.preventDefault();
            reset.mutate();
          }}
        >
          {started ? (
            <p role="status" className="text-sm text-ink">
              {started.message}
            </p>
          ) : null}
          <Field
            ref={emailField}
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              changed();
            }}
          />
          <EmailCodeField
            ref={codeField}
            digits={RESET_CODE_LENGTH}
            value={code}
            onChange={(next) => {
              setCode(next);
              changed();
            }}
          />
          <Field
            ref={passwordField}
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
        </form>
      </Card>
      <p className="text-sm text-ink">
        No code, or it expired?{' '}
        <Link
          to={recoveryAddress('/forgot-password', returnTo)}
          className="inline-flex min-h-touch items-center font-semibold text-chili-800 underline"
        >
          Send a new code
        </Link>
      </p>
    </div>
  );
}
