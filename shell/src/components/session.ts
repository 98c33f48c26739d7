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

/** Has the service worker delete the responses it cached for the person who signed out. */
function forgetUserDataOnDevice() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const message: PageMessage = { type: 'FORGET_USER_DATA' };
  navigator.serviceWorker.controller?.postMessage(message);
}

/**
 * Removes the signed-out person's data from the page: the session becomes nobody, and every other query (their
 * favorites, garden, orders, plan prices) is dropped and fetched again as a visitor's.
 */
export function forgetSignedInAnswers(queryClient: QueryClient) {
  const userKey = queries.user().queryKey;
  queryClient.setQueryData(userKey, null);
  void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== userKey[0] });
}

/**
 * Signing out: the server ends the session, the page and the service worker drop the person's data, and the
 * page stays where it is when it is public, else goes Home (`to` names another place).
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
