import type { AccountSession } from '@pepper/contract';
import { mutations, queries } from '@pepper/client';
import { lastSeenText } from '@pepper/domain/plans';
import { Button, RequestProblem } from '@pepper/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AccountList, AccountListItem, AccountRead } from './AccountList';
import { AccountSection } from './AccountSection';

const devices = (n: number) => `${n} other ${n === 1 ? 'device' : 'devices'}`;

function SessionItem({
  session,
  now,
  onSignOut,
  busy,
}: {
  session: AccountSession;
  now: Date;
  onSignOut: () => void;
  busy: boolean;
}) {
  const seen = session.current ? 'This device' : lastSeenText(session.lastSeenAt, now);
  return (
    <AccountListItem className="flex items-center justify-between gap-3">
      <div className="min-w-0">
        <p className="font-semibold text-ink">{session.device}</p>
        <p className={session.current ? 'text-sm font-semibold text-green-800' : 'text-sm text-ink-soft'}>
          {seen}
        </p>
      </div>
      {session.current ? null : (
        <Button
          type="button"
          variant="outline"
          className="shrink-0"
          aria-label={`Sign out ${session.device} (${seen.toLowerCase()})`}
          disabled={busy}
          onClick={onSignOut}
        >
          Sign out
        </Button>
      )}
    </AccountListItem>
  );
}

/** Where the account is signed in, and signing out any other device, or all of them at once. */
export function SessionsSection() {
  const sessions = useQuery(queries.accountSessions());
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: queries.accountSessions().queryKey });
  const endOne = useMutation({
    mutationFn: (session: AccountSession) => mutations.endAccountSession(session.id),
    onSuccess: (_answer, session) => {
      setStatus(`${session.device} was signed out.`);
      return refresh();
    },
  });
  const endOthers = useMutation({
    mutationFn: () => mutations.endOtherSessions(),
    onSuccess: ({ ended }) => {
      setStatus(ended === 0 ? 'No other device was signed in.' : `Signed out on ${devices(ended)}.`);
      return refresh();
    },
  });
  const busy = endOne.isPending || endOthers.isPending;
  const now = new Date();
  const others = sessions.data?.sessions.filter((s) => !s.current).length ?? 0;
  return (
    <AccountSection
      title="Signed-in devices"
      intro="Where your account is signed in now. Sign out a device you no longer use or do not recognise."
    >
      <AccountRead query={sessions} what="devices">
        {(data) => (
          <div className="grid gap-3">
            <AccountList label="Signed-in devices">
              {data.sessions.map((session) => (
                <SessionItem
                  key={session.id}
                  session={session}
                  now={now}
                  busy={busy}
                  onSignOut={() => {
                    setStatus('');
                    endOne.mutate(session);
                  }}
                />
              ))}
            </AccountList>
            <RequestProblem request={endOne} />
            <RequestProblem request={endOthers} />
            {others > 0 ? (
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                onClick={() => {
                  setStatus('');
                  endOthers.mutate();
                }}
              >
                Sign out all other devices
              </Button>
            ) : null}
          </div>
        )}
      </AccountRead>
      <p role="status" className="mt-2 text-sm font-semibold text-green-800 empty:hidden">
        {status}
      </p>
    </AccountSection>
  );
}
