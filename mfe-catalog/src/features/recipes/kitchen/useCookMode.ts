import { useCallback, useEffect, useRef, useState } from 'react';

/** off; on with the screen kept awake; on where the browser cannot keep it awake; or refused by the browser. */
export type CookModeState = 'off' | 'awake' | 'unsupported' | 'refused';

interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

const wakeLockOf = (): WakeLockLike | undefined =>
  typeof navigator !== 'undefined' ? (navigator as { wakeLock?: WakeLockLike }).wakeLock : undefined;

/**
 * Cook mode keeps the screen awake with the Screen Wake Lock API while the recipe is open. The browser
 * releases the lock when the tab is hidden, so it is requested again when the page is shown; it is released
 * when cook mode ends or the reader leaves the recipe.
 */
export function useCookMode() {
  const [state, setState] = useState<CookModeState>('off');
  const lock = useRef<WakeLockSentinelLike | null>(null);
  const wanted = state !== 'off';

  const acquire = useCallback(async () => {
    const wakeLock = wakeLockOf();
    if (!wakeLock) return setState('unsupported');
    try {
      const sentinel = await wakeLock.request('screen');
      lock.current = sentinel;
      setState('awake');
    } catch {
      // Refused (battery saver, a hidden tab, a policy): cook mode stays on and says so.
      setState('refused');
    }
  }, []);

  const release = useCallback(() => {
    const held = lock.current;
    lock.current = null;
    if (held && !held.released) void held.release().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!wanted) return;
    const again = () => {
      if (document.visibilityState === 'visible' && (!lock.current || lock.current.released)) void acquire();
    };
    document.addEventListener('visibilitychange', again);
    return () => {
      document.removeEventListener('visibilitychange', again);
      release();
    };
  }, [wanted, acquire, release]);

  const toggle = useCallback(() => {
    if (wanted) {
      release();
      setState('off');
    } else void acquire();
  }, [wanted, acquire, release]);

  return { state, on: wanted, toggle };
}
