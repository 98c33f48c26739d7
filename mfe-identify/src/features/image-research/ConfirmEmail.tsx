import { HttpError, mutations, queries } from '@pepper/client';
import { Button, CodeForm, EmailCodeField } from '@pepper/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

const message = (error: unknown) =>
  error instanceof HttpError ? error.serverMessage : 'Something went wrong. Please try again.';

/**
 * An address on the administrators' list gives admin rights only once its owner proves they read it: a code
 * is mailed to the account's address and typed in here.
 */
export function ConfirmEmail({ email }: { email: string }) {
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const send = useMutation({ mutationFn: mutations.sendEmailCode });
  const confirm = useMutation({
    mutationFn: () => mutations.confirmEmailCode({ code }),
    onSuccess: (user) => client.setQueryData(queries.user().queryKey, user),
  });
  return (
    <div
      className="grid gap-2 rounded-xl border border-stone-200 bg-white p-3 text-sm"
      data-testid="confirm-email"
    >
      <p className="text-ink">
        If <strong>{email}</strong> is on the administrators' list, confirm that it is yours: we email it a
        six-digit code.
      </p>
      <Button
        variant="outline"
        onClick={() => send.mutate()}
        disabled={send.isPending}
        aria-busy={send.isPending}
      >
        {send.isSuccess ? 'Email Me Another Code' : 'Email Me a Code'}
      </Button>
      {send.isSuccess ? <p role="status">A code is on its way to {email}. It works for 15 minutes.</p> : null}
      {send.isError ? <p role="alert">{message(send.error)}</p> : null}
      <CodeForm
        className="grid gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          confirm.mutate();
        }}
      >
        <EmailCodeField value={code} onChange={setCode} />
        <Button type="submit" disabled={code.length !== 6 || confirm.isPending} aria-busy={confirm.isPending}>
          Confirm
        </Button>
      </CodeForm>
      {confirm.isError ? <p role="alert">{message(confirm.error)}</p> : null}
      {confirm.isSuccess && !confirm.data.isAdmin ? (
        <p role="status">Your address is confirmed, but it is not on the administrators' list.</p>
      ) : null}
    </div>
  );
}
