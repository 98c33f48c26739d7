// Measures what a phone downloads: the gzipped JavaScript the browser loads for / (budget 120 KB, React
// included), each remote's entry (budget 10 KB: no second federation runtime), and the catalog's own JS for /peppers.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../packages/e2e/chromium.mjs';
import { kb, root, startServer } from './lib.mjs';

const BUDGET_HOME = 120 * 1024;
const BUDGET_ENTRY = 10 * 1024;
const { remotes: REMOTES } = createRequire(import.meta.url)('../packages/rspack-config/remotes.json');
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

/** Addresses fetched as prefetches (fetched ahead at the lowest priority, not run) in any page measured. */
const prefetched = new Set();
/** Addresses also fetched to be run: a file requested both ways counts as loaded. */
const fetchedToRun = new Set();
/** Addresses first requested once offline support had started, after the page was on screen. */
const afterOfflineSupport = new Set();

/**
 * The JavaScript a page loads until `until` holds, by address: its gzipped size. Files fetched ahead for the next
 * page (`<link rel=prefetch>`, sent with `Sec-Purpose: prefetch`) are left out unless `withPrefetches`.
 */
async function jsLoadedFor(browser, url, until, { withPrefetches = false } = {}) {
  const page = await browser.newPage();
  const seen = new Map();
  let offlineSupportAsked = false;
  page.on('request', (req) => {
    const url = req.url();
    if (new URL(url).pathname.startsWith('/offline-support.')) offlineSupportAsked = true;
    else if (offlineSupportAsked && !seen.has(url)) afterOfflineSupport.add(url);
  });
  page.on('response', async (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    try {
      const purpose = (await res.request().allHeaders())['sec-purpose'] ?? '';
      if (purpose.includes('prefetch') && !withPrefetches) return;
      seen.set(res.url(), gz(await res.body()));
      (purpose.includes('prefetch') ? prefetched : fetchedToRun).add(res.url());
    } catch {
      // the page navigated away
    }
  });
  await page.goto(url);
  await until(page);
  await page.waitForTimeout(300);
  await page.close();
  return seen;
}

export async function runBundleBench() {
  const server = await startServer({ port: 4390 });
  const browser = await launchChromium();
  const failures = [];
  try {
    // Home until its content is on screen, and then until the work that waits for it has started (offline
    // support, and the idle-time preload of the next likely page): reported apart, it does not delay Home.
    const all = await jsLoadedFor(
      browser,
      `${server.url}/`,
      async (p) => {
        const offlineSupport = p
          .waitForResponse((r) => new URL(r.url()).pathname.startsWith('/offline-support.'), {
            timeout: 10_000,
          })
          .catch(() => undefined);
        await p.getByRole('heading', { name: 'Pepper of the Day' }).waitFor();
        await offlineSupport;
        await p.waitForTimeout(1_500);
      },
      { withPrefetches: true },
    );
    // Files fetched ahead while idle (the likely next page, the search box's combobox) are not run for Home.
    const isAhead = (u) => prefetched.has(u) && !fetchedToRun.has(u);
    // Offline support starts after the page has settled, and what it brings in (the "ready to work offline"
    // notification's code) comes later still, as does the idle-time work (every page's texts, the remote pages'
    // loader): none of it delays the first screen.
    const isAfterLoad = (u) =>
      new URL(u).pathname.startsWith('/offline-support.') || (afterOfflineSupport.has(u) && !isAhead(u));
    const home = [...all.entries()].filter(([u]) => !isAhead(u) && !isAfterLoad(u));
    const preload = [...all.entries()].filter(([u]) => isAhead(u));
    const afterLoad = [...all.entries()].filter(([u]) => isAfterLoad(u));
    const homeBytes = home.reduce((a, [, b]) => a + b, 0);
    console.log(
      `\nJavaScript loaded for / (gzip): ${kb(homeBytes)} in ${home.length} files (budget ${kb(BUDGET_HOME)})`,
    );
    for (const [u, b] of home.sort((a, b) => b[1] - a[1]))
      console.log(`  ${kb(b).padStart(9)}  ${new URL(u).pathname}`);
    const preloadBytes = preload.reduce((a, [, b]) => a + b, 0);
    console.log(
      `  plus ${kb(preloadBytes)} in ${preload.length} files fetched ahead while idle, not run (the likely next page, the search box's combobox)`,
    );
    console.log(
      `  plus ${kb(afterLoad.reduce((a, [, b]) => a + b, 0))} run once the page has settled (offline support, every page's texts, the remote pages' loader)`,
    );
    if (homeBytes > BUDGET_HOME) failures.push(`/ loads ${kb(homeBytes)} of JavaScript`);

    console.log('\nRemote entries (gzip):');
    for (const { name, dir } of REMOTES) {
      const file = path.join(root, `${dir}/dist/remoteEntry.js`);
      if (!fs.existsSync(file)) {
        console.log(`  ${name.padEnd(9)} not built`);
        failures.push(`${name} remote is not built (npm run build)`);
        continue;
      }
      const bytes = gz(fs.readFileSync(file));
      console.log(`  ${name.padEnd(9)} ${kb(bytes).padStart(9)}  (budget ${kb(BUDGET_ENTRY)})`);
      if (bytes > BUDGET_ENTRY) failures.push(`${name} remote entry is ${kb(bytes)}`);
    }

    const peppers = await jsLoadedFor(browser, `${server.url}/peppers`, (p) =>
      p.locator('main h1').first().waitFor(),
    );
    const catalogOwn = [...peppers.entries()].filter(([u]) =>
      new URL(u).pathname.startsWith('/remotes/catalog/'),
    );
    const catalogBytes = catalogOwn.reduce((a, [, b]) => a + b, 0);
    console.log(
      `\nCatalog's own JavaScript for /peppers (remote entry + page chunks, gzip): ${kb(catalogBytes)} in ${catalogOwn.length} files`,
    );
    for (const [u, b] of catalogOwn.sort((a, b) => b[1] - a[1]))
      console.log(`  ${kb(b).padStart(9)}  ${new URL(u).pathname}`);
    // Home's own code is named only in Home's document: another page opens with the shell's entry and app code.
    const document = await (await fetch(`${server.url}/peppers`)).text();
    const shellScripts = [...document.matchAll(/(?:src|href)="(\/[^"/]+\.js)"/g)].map(([, file]) => file);
    const shellBytes = shellScripts
      .map((file) => gz(fs.readFileSync(path.join(root, 'shell/dist', file))))
      .reduce((a, b) => a + b, 0);
    console.log(
      `The shell's JavaScript named in the document for /peppers (gzip): ${kb(shellBytes)} in ${shellScripts.length} files`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
  return failures;
}
