import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startServiceWorker } from './service-worker-client';

/** Starts offline support once per page; changes sent after a time offline refresh what the screens show. */
export function OfflineSupport() {
  const queryClient = useQueryClient();
  useEffect(() => startServiceWorker({ refresh: () => void queryClient.invalidateQueries() }), [queryClient]);
  return null;
}
