type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Runs `work` once the browser has nothing better to do, or after `fallbackMs` where it cannot say when that is
 * (no idle callbacks). Returns what cancels it.
 */
export function whenIdle(work: () => void, fallbackMs: number): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback) {
    const id = w.requestIdleCallback(work);
    return () => w.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(work, fallbackMs);
  return () => window.clearTimeout(id);
}
