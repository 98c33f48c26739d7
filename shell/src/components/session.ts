import { mutations, queries } from '@pepper/client';
import { pageAfterSignOut } from '@pepper/domain/plans';
import { useLocation, useNavigate } from '@pepper/router';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PageMessage } from '../service-worker/messages';

/** The signed-in person, null when nobody is, undefined while it is not yet known. */
export function useCurrentUser() {
  const user = useQuery(queries.user());
  return { user: user.data, loading: user.isPending };
}

/** Asks the service worker to drop what it kept of the signed-out person's own answers. */
function forgetUserDataOnDevice() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const message: PageMessage = { type: 'FORGET_USER_DATA' };
  navigator.serviceWorker.controller?.postMessage(message);
}

/**
 * Nothing of the person who signed out stays in the page: nobody is signed in, and every other answer (their
 * favorites, garden, orders, plan prices) is dropped and read again as a visitor's.
 */
export function forgetSignedInAnswers(queryClient: QueryClient) {
  const userKey = queries.user().queryKey;
  queryClient.setQueryData(userKey, null);
  void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== userKey[0] });
}

/**
 * Signing out: the server ends the session, the page and the service worker forget the person's answers,
 * and the page stays where it is when anyone may see it, else goes Home (`to` names another place).
 */
export function useSignOut({ to }: { to?: string } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useMutation({
    mutationFn: () => mutations.logout(),
    onSuccess: () => {
      forgetUserDataOnDevice();
      forgetSignedInAnswers(queryClient);
      const next = to ?? pageAfterSignOut(`${pathname}${search}`);
      if (next !== `${pathname}${search}`) navigate(next, { replace: true });
    },
  });
}
