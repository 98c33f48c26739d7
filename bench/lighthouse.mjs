// Lighthouse in its default mobile mode (simulated slow 4G, 4x CPU slowdown) over the nine main routes of the
// production build on the embedded database: the median of three runs per route. Goal: performance >= 97,
// LCP <= 1.6 s, TBT <= 150 ms and CLS <= 0.05 on each. Then four of them again without paint-first, for
// comparison (code-with-document.mjs).
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../packages/e2e/chromium.mjs';
import lighthouse from 'lighthouse';
import { startCodeWithDocumentProxy } from './code-with-document.mjs';
import { runRoutesBenchIfMain, startServer } from './lib.mjs';

export const LIGHTHOUSE_ROUTES = [
  '/',
  '/peppers',
  '/peppers/1000',
  '/scoville',
  '/recipes',
  '/grow',
  '/glossary',
  '/premium',
  '/identify',
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const GOAL = { performance: 97, lcp: 1600, tbt: 150, cls: 0.05 };

/** The middle run; a run that measured nothing counts as the worst. */
const median = (values) =>
  [...values].map((v) => (Number.isFinite(v) ? v : Infinity)).sort((a, b) => a - b)[
    Math.floor(values.length / 2)
  ];

/**
 * One Lighthouse run. A run whose trace came out unreadable (Chrome sometimes loses the navigation start) is run
 * again, up to twice, rather than scored as the worst: it says nothing about the page.
 */
async function measured(url, port) {
  let result;
  for (let attempt = 0; attempt < 3; attempt++) {
    result = await lighthouse(url, {
      port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    if (!result.lhr.runtimeError) break;
  }
  return result;
}

const HEADER = 'route            perf   FCP      LCP      TBT      CLS';

/** The routes also measured without paint-first: Home, and the three whose code is largest. */
const WITHOUT_PAINT_FIRST_ROUTES = ['/', '/peppers', '/scoville', '/glossary'];

/** The median of RUNS runs of one page, and the line that prints it. */
async function medianOfRuns(url, route, port) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await measured(url, port);
    const { audits, categories } = result.lhr;
    runs.push({
      performance: Math.round((categories.performance.score ?? 0) * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
    });
    if (result.lhr.runtimeError) console.log(`  ${route}: ${result.lhr.runtimeError.message}`);
  }
  const m = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`.padEnd(9);
  const line = `${route.padEnd(16)} ${String(m.performance).padEnd(6)} ${s(m.fcp)}${s(m.lcp)}${`${Math.round(m.tbt)} ms`.padEnd(9)}${m.cls.toFixed(3)}   (runs: ${runs.map((r) => r.performance).join(', ')})`;
  return { ...m, line };
}

export async function runLighthouseBench({ routes = LIGHTHOUSE_ROUTES } = {}) {
  console.log(`\n=== Lighthouse (mobile, simulated slow 4G, median of ${RUNS})`);
  // Lighthouse times the page's tasks on this machine and multiplies them by four: whatever else the machine is
  // doing shows in the blocking time. The load says how quiet it was.
  const load = () => os.loadavg()[0].toFixed(1);
  console.log(`load average at start ${load()} on ${os.availableParallelism()} cores`);
  const server = await startServer({ port: 3960 });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const failures = [];
  try {
    // One visit first, so the server's caches are warm as they are in use.
    await fetch(`${server.url}/`);
    console.log(HEADER);
    for (const route of routes) {
      const m = await medianOfRuns(`${server.url}${route}`, route, chrome.port);
      console.log(m.line);
      if (m.performance < GOAL.performance)
        failures.push(`Lighthouse ${route}: performance ${m.performance} < ${GOAL.performance}`);
      if (!(m.cls <= GOAL.cls)) failures.push(`Lighthouse ${route}: CLS ${m.cls.toFixed(3)} > ${GOAL.cls}`);
      if (!(m.lcp <= GOAL.lcp))
        failures.push(`Lighthouse ${route}: LCP ${Math.round(m.lcp)} ms > ${GOAL.lcp} ms`);
      if (!(m.tbt <= GOAL.tbt))
        failures.push(`Lighthouse ${route}: TBT ${Math.round(m.tbt)} ms > ${GOAL.tbt} ms`);
    }
    // Why the pages fetch their code only once painted: the same pages with it fetched with the document. A
    // figure beside the goals, not one of them.
    const early = routes.filter((route) => WITHOUT_PAINT_FIRST_ROUTES.includes(route));
    if (early.length) {
      const proxy = await startCodeWithDocumentProxy(server.url, early);
      try {
        console.log("\nWithout paint-first (each page's code fetched with its document):");
        console.log(HEADER);
        for (const route of early)
          console.log((await medianOfRuns(`${proxy.url}${route}`, route, chrome.port)).line);
      } finally {
        proxy.stop();
      }
    }
    console.log(`load average at end ${load()}`);
  } finally {
    await chrome.kill();
    await server.stop();
  }
  return failures;
}

await runRoutesBenchIfMain(import.meta.url, runLighthouseBench, LIGHTHOUSE_ROUTES);
