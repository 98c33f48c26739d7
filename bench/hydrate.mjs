// How long a phone shows a page before it works: the nine main routes, the yield tool and the garden of the
// production build, each opened in Chromium on Lighthouse's mobile network (150 ms round trip, 1.6 Mbps down)
// with the processor four times slower, a fresh browser profile per run, median of three. Per route: the first
// contentful paint, and the time the page is hydrated (React holds its heading and has committed it); until then
// the app does not handle a tap or typing. Goal: hydrated within 1.2 s on every route. Then the same for the
// libraries alone (hydrate-floor.mjs), the least any page built on them could take.
/* global window, performance -- what page.waitForFunction and page.evaluate run is run in the page */
import os from 'node:os';
import { launchChromium } from '../packages/e2e/chromium.mjs';
import {
  CPU_SLOWDOWN,
  MOBILE_NETWORK,
  RECORD_KEY,
  TAKEOVER_GOAL_MS,
  headingWatcherScript,
  median,
  seconds,
} from './hydrate-timing.mjs';
import { printLibraryFloor } from './hydrate-floor.mjs';
import { LIGHTHOUSE_ROUTES } from './lighthouse.mjs';
import { runRoutesBenchIfMain, startServer } from './lib.mjs';

export const HYDRATE_ROUTES = [...LIGHTHOUSE_ROUTES, '/tools/yield', '/garden'];
const RUNS = Number(process.env.HYDRATE_RUNS ?? 3);
const PAGE_TIMEOUT_MS = 60_000;
/** Lighthouse's mobile screen. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** One visit in a fresh profile (nothing cached, no service worker): when it painted, when it was hydrated. */
async function visit(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(headingWatcherScript());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    await page
      .waitForFunction(
        (key) =>
          window[key]?.takenOverAt != null &&
          performance.getEntriesByName('first-contentful-paint').length > 0,
        RECORD_KEY,
        { polling: 250, timeout: PAGE_TIMEOUT_MS },
      )
      .catch(() => undefined);
    return await page.evaluate((key) => {
      const [fcp] = performance.getEntriesByName('first-contentful-paint');
      return { fcp: fcp ? fcp.startTime : NaN, takeover: window[key]?.takenOverAt ?? NaN };
    }, RECORD_KEY);
  } finally {
    await context.close();
  }
}

export async function runHydrateBench({ routes = HYDRATE_ROUTES } = {}) {
  console.log(
    `\n=== Hydrate (mobile network 150 ms / 1.6 Mbps, ${CPU_SLOWDOWN}x CPU slowdown, median of ${RUNS})`,
  );
  // The slowdown is on top of whatever else this machine is doing: the figures are a phone's only on a quiet one.
  const load = () => os.loadavg()[0].toFixed(1);
  console.log(`load average at start ${load()} on ${os.availableParallelism()} cores`);
  const server = await startServer({ port: 3970 });
  const browser = await launchChromium();
  const failures = [];
  try {
    // One visit of each route first, so the server's caches are warm as they are in use.
    for (const route of routes) await (await fetch(`${server.url}${route}`)).text();
    const goal = `goal ≤ ${seconds(TAKEOVER_GOAL_MS)}`;
    console.log('route            FCP       code taken over');
    for (const route of routes) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, `${server.url}${route}`));
      const fcp = median(runs.map((r) => r.fcp));
      const takeover = median(runs.map((r) => r.takeover));
      const met = takeover <= TAKEOVER_GOAL_MS;
      console.log(
        `${route.padEnd(16)} ${seconds(fcp).padEnd(9)} ${seconds(takeover).padEnd(8)} (${goal}${met ? '' : ', missed'})   ` +
          `(runs: ${runs.map((r) => `${seconds(r.fcp)} / ${seconds(r.takeover)}`).join(', ')})`,
      );
      if (!met) failures.push(`hydrate ${route}: code takes over at ${seconds(takeover)} (${goal})`);
    }
    // What the goal is measured against: the same network and processor with only the libraries' code.
    await printLibraryFloor({ appUrl: server.url, visit: (url) => visit(browser, url), runs: RUNS });
    console.log(`load average at end ${load()}`);
  } finally {
    await browser.close();
    await server.stop();
  }
  return failures;
}

await runRoutesBenchIfMain(import.meta.url, runHydrateBench, HYDRATE_ROUTES);
