// What the hydrate bench runs inside the page, and how it sums up the runs.
/* global window, document, performance, requestAnimationFrame -- watchHeading runs in the page */

/**
 * Lighthouse's mobile network, as Chrome's DevTools protocol takes it: 150 ms round trip, 1.6 Mbps down and
 * 750 Kbps up (throughputs in bytes per second).
 */
export const MOBILE_NETWORK = Object.freeze({
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
});

/** Lighthouse's mobile processor: four times slower than this machine's. */
export const CPU_SLOWDOWN = 4;

/** The longest a page may take to hydrate and still count as ready on a phone. */
export const TAKEOVER_GOAL_MS = 1200;

/** The middle of the runs; a run that measured nothing counts as the slowest. */
export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = values.map((v) => (Number.isFinite(v) ? v : Infinity)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Seconds with two decimals, or a dash for a run that never got there. */
export const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—');

/**
 * Whether React controls `element`: it has React's props (set as React hydrates or creates it) and is in the
 * committed tree. React attaches the props while rendering, possibly well before that render is committed, and a
 * render waiting for code still loading is set aside (a suspended boundary keeps its server HTML): until the
 * render holding the element commits, React does not handle a tap on it. The committed tree is the root's
 * `current`; the element is in it when each ancestor, from the root down, is a child of the one above in that
 * tree (a fiber may be either of its two copies). Runs in the page, so it must be self-contained.
 */
export function isTakenOverByReact(element) {
  if (!element) return false;
  const keys = Object.keys(element);
  if (!keys.some((key) => key.startsWith('__reactProps$'))) return false;
  const fiberKey = keys.find((key) => key.startsWith('__reactFiber$'));
  const fiber = fiberKey ? element[fiberKey] : undefined;
  if (!fiber) return false;
  const path = [];
  for (let f = fiber; f; f = f.return) path.unshift(f);
  const root = path[0].stateNode;
  if (!root || !root.current) return false;
  let onScreen = root.current;
  for (const step of path.slice(1)) {
    let child = onScreen.child;
    while (child && child !== step && child.alternate !== step) child = child.sibling;
    if (!child) return false;
    onScreen = child;
  }
  return true;
}

/**
 * Runs in the page before any of its scripts: on every frame, looks for the page's heading, and records (in
 * `window[key]`) the time React first controlled it (see isTakenOverByReact). Stops looking once it has.
 */
export function watchHeading(isTakenOver, selector, key) {
  const record = (window[key] = { takenOverAt: null });
  const look = () => {
    if (isTakenOver(document.querySelector(selector))) record.takenOverAt = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** Where the page keeps what watchHeading records. */
export const RECORD_KEY = '__hydrateBench';

/** The script that watches the page's heading, as one self-contained source to run before the page's own. */
export const headingWatcherScript = (selector = 'h1') =>
  `(${watchHeading.toString()})(${isTakenOverByReact.toString()}, ${JSON.stringify(selector)}, ${JSON.stringify(RECORD_KEY)});`;
