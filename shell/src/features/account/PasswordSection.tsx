import type { User } from '@pepper/contract';
import { mutations, queries } from '@pepper/client';
import { PASSWORD_MIN_LENGTH } from '@pepper/contract/limits';
import { Button, CodeForm, Field, RequestProblem } from '@pepper/ui';
import { toast } from '@pepper/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AccountSection } from './AccountSection';

/** What a password change did: the new password, and the other devices it signed out. */
export const changedText = (otherSessionsEnded: number) =>
  otherSessionsEnded === 0
    ? 'Your password was changed. No other device was signed in.'
    : `Your password was changed. Every other device signed in to your account was signed out (${otherSessionsEnded}).`;

/** A new password, given with the current one; an account from the sign-in provider is told it has none. */
export function PasswordSection({ user }: { user: User }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: () => mutations.changePassword({ currentPassword: current, newPassword: next }),
    onSuccess: ({ otherSessionsEnded }) => {
      setCurrent('');
      setNext('');
      toast({ title: 'Password changed', description: changedText(otherSessionsEnded) });
      return queryClient.invalidateQueries({ queryKey: queries.accountSessions().queryKey });
    },
  });
  if (!user.hasPassword) {
    return (
      <AccountSection title="Password">
        <p className="text-sm text-ink">
          You sign in through your sign-in provider, so this account has no password here. Change your
          password with that provider.
        </p>
      </AccountSection>
    );
  }
  return (
    <AccountSection title="Password">
      <CodeForm
        className="grid gap-3"
        aria-label="Change password"
        onSubmit={(e) => {
          e.preventDefault();
          change.mutate();
        }}
      >
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => {
            setCurrent(e.target.value);
            change.reset();
          }}
        />
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={next}
          onChange={(e) => {
            setNext(e.target.value);
            change.reset();
          }}
        />
        <RequestProblem request={change} />
        <p role="status" className="text-sm font-semibold text-green-800 empty:hidden">
          {change.isSuccess ? changedText(change.data.otherSessionsEnded) : ''}
        </p>
        <Button
          type="submit"
          variant="outline"
          disabled={change.isPending || !current || next.length < PASSWORD_MIN_LENGTH}
        >
          Change password
        </Button>
      </CodeForm>
    </AccountSection>
  );
}
