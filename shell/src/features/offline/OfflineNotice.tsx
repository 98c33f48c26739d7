import { useOnline } from '@pepper/ui/connection';
import { WifiOff } from 'lucide-react';

/** A polite line at the top of every screen while the server cannot be reached; gone when it can. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      className="mx-auto flex w-full max-w-phone items-start gap-2 bg-heat-medium-bg px-4 py-2 text-sm text-ink"
    >
      <WifiOff aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        You are offline. Saved pages, search and tools still work, and changes you make are sent when the
        connection returns.
      </span>
    </p>
  );
}
