import type { User } from '@pepper/contract';
import { mutations, queries } from '@pepper/client';
import { Badge, Button, RequestProblem } from '@pepper/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountSection } from './AccountSection';
import { EmailCodeForm } from '../../components/EmailCodeForm';

/** The address the account signs in with, whether its owner has confirmed it, and the way to confirm it. */
export function EmailSection({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const send = useMutation({ mutationFn: () => mutations.sendEmailCode() });
  const confirm = useMutation({
    mutationFn: (code: string) => mutations.confirmEmailCode({ code }),
    onSuccess: (updated) => queryClient.setQueryData(queries.user().queryKey, updated),
  });
  return (
    <AccountSection title="Email">
      <p className="flex flex-wrap items-center gap-2 text-base text-ink">
        <span className="break-all font-semibold">{user.email}</span>
        {user.emailVerified ? (
          <Badge className="bg-green-100 text-green-900">Confirmed</Badge>
        ) : (
          <Badge className="bg-amber-100 text-amber-900">Not confirmed</Badge>
        )}
      </p>
      {user.emailVerified ? null : send.isSuccess ? (
        <EmailCodeForm
          className="grid gap-2"
          message={`We sent a six-digit code to ${user.email}. It works for 15 minutes.`}
          confirm={confirm}
        >
          {(code) => (
            <Button type="submit" disabled={code.length !== 6 || confirm.isPending}>
              Confirm email
            </Button>
          )}
        </EmailCodeForm>
      ) : (
        <>
          <p className="text-sm text-ink-soft">
            Confirm that this address is yours: we send a code to it, and you enter it here.
          </p>
          <RequestProblem request={send} />
          <Button type="button" variant="outline" onClick={() => send.mutate()} disabled={send.isPending}>
            Send me a code
          </Button>
        </>
      )}
    </AccountSection>
  );
}
