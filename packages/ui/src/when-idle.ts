type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Runs `work` once the browser is idle, or after `fallbackMs` where the browser has no idle callbacks. Returns a
 * cancel function.
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
