import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import {
  APP_PORT,
  dataDirFor,
  DEAD_REMOTE_PORT,
  FAKE_MAILBOX_PORT,
  RELEASE_HOST_PORT,
  SHIPPING_PORT,
} from './paths';

export { expect };
export const DEAD_REMOTE_URL = `http://127.0.0.1:${DEAD_REMOTE_PORT}`;
export { APP_PORT, RELEASE_HOST_PORT };
export const SHIPPING_URL = `http://127.0.0.1:${SHIPPING_PORT}`;
const root = path.resolve(__dirname, '../..');

let counter = 0;

/**
 * Taps a link or button that ends a long list of cards. Cards below the screen stand in at a typical height until
 * they are drawn, so the scroll that brings the end into view draws the cards beside it and moves it by a few
 * pixels a frame later; a tap aimed in between lands beside it. A person scrolls, sees, then taps, and so does
 * this: the click's own wait for a steady position covers the drawing.
 */
export async function tapAtListEnd(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await target.click();
}

/** A new account signed in in this page's browser context, optionally on a paid plan. */
export async function signUp(
  page: Page,
  options: { plan?: 'free' | 'premium' | 'pro'; email?: string; admin?: boolean } = {},
) {
  counter += 1;
  const email =
    options.email ??
    (options.admin ? 'admin@pepperatlas.test' : `grower${Date.now()}${counter}@pepperatlas.test`);
  const password = 'correct horse battery staple';
  // State-changing calls must come from the app's own origin, as a browser's would.
  const headers = { origin: `http://127.0.0.1:${APP_PORT}` };
  const login = await page.request.post('/api/auth/login', { data: { email, password }, headers });
  if (!login.ok()) {
    const started = await page.request.post('/api/auth/register', {
      data: { email, password, name: 'Test Grower' },
      headers,
    });
    expect(started.status(), await started.text()).toBe(202);
    const confirmed = await page.request.post('/api/auth/register/confirm', {
      data: { email, code: await mailedCode(email) },
      headers,
    });
    expect(confirmed.status(), await confirmed.text()).toBe(201);
  }
  if (options.plan && options.plan !== 'free') setPlan(email, options.plan);
  // A listed address alone gives no rights until its owner proves it: the operator grants them instead.
  if (options.admin) adminCommand(['grant', email]);
  return { email, password };
}

/**
 * The code in the newest mail to an address, read from the local mailbox: the six-digit sign-up code, or what
 * another pattern's first group finds.
 */
export async function mailedCode(email: string, pattern = /code is (\d{6})/): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(
          `http://127.0.0.1:${FAKE_MAILBOX_PORT}/latest?to=${encodeURIComponent(email)}`,
        );
        code = res.ok ? (await res.text()).match(pattern)?.[1] : undefined;
        return code;
      },
      { message: `a code mailed to ${email}`, timeout: 5_000 },
    )
    .toBeDefined();
  return code!;
}

function adminCommand(args: string[], port = APP_PORT) {
  execFileSync('npx', ['tsx', 'api/src/cli/admin.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDirFor(port) },
    stdio: 'pipe',
  });
}

/** Grants a plan the way support does, with the admin command against the server's database. */
export function setPlan(email: string, plan: 'free' | 'premium' | 'pro', port = APP_PORT) {
  adminCommand(['plan', email, plan], port);
}

/**
 * Opens a page while holding the shell's code back, as a slow phone on a weak connection would, until the
 * answered function is called: what a reader does on the page before its code comes can be tested.
 */
export async function openBeforeCode(page: Page, url: string) {
  let letCodeCome = () => {};
  const codeMayCome = new Promise<void>((resolve) => (letCodeCome = resolve));
  await page.route(/\/main\.[^/]*\.js$/, async (route) => {
    await codeMayCome;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  return letCodeCome;
}

/** axe finds no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    severe.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * Resolves once the page's controls work: a server-rendered page shows them before its code has come, and a tap
 * or a choice made then does nothing. React marks each element it has hydrated with its own property, so the
 * last control of the main area having one means the open page is alive. Pages without a main area (files, API
 * answers) are ready as they come; a page whose code never comes leaves its test to fail on what it expects.
 */
export async function pageAlive(page: Page, timeout = 15_000) {
  await page
    .waitForFunction(
      () => {
        const main = document.querySelector('main');
        if (!main) return true;
        const controls = main.querySelectorAll('a, button, input, select, textarea');
        const last = controls[controls.length - 1] ?? main;
        return Object.keys(last).some((key) => key.startsWith('__reactFiber'));
      },
      undefined,
      { timeout },
    )
    .catch(() => undefined);
}

export const test = base.extend<{ noPageErrors: void }>({
  // Every visit waits until the page it opens answers taps, but one asked to return once the document arrives
  // (`waitUntil: 'commit'`: a test of what a reader can do before the code runs), and one in a browser that runs
  // no scripts, where the page as it arrives is all there is.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled && options?.waitUntil !== 'commit') await pageAlive(page);
      return response;
    };
    await use(page);
  },
  // No test passes while a page it visited threw an error nobody caught.
  noPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await use();
      expect(errors, 'errors thrown on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** The list of plantings in My Garden. */
export const yourPlantings = (page: Page) => page.getByRole('list', { name: 'Your plantings' });

/** A planting's link in My Garden, by its name. */
export const plantingLink = (page: Page, name: string | RegExp) =>
  yourPlantings(page).getByRole('link', { name });

/** Lets the page read the given position, the way a person allowing location would. */
export async function allowLocation(context: BrowserContext, latitude: number, longitude: number) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude, longitude, accuracy: 20 });
}

/**
 * A device that refuses location, the way a person tapping Block would. Headless Chromium without a grant
 * may deny or may never answer, so the refusal is mocked to keep the test deterministic.
 */
export async function denyLocation(page: Page) {
  await page.addInitScript(() => {
    const denied = {
      code: 1,
      message: 'User denied Geolocation',
      PERMISSION_DENIED: 1,
      POSITION_UNAVAILABLE: 2,
      TIMEOUT: 3,
    };
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_ok: unknown, fail?: (e: typeof denied) => void) =>
          setTimeout(() => fail?.(denied), 50),
        watchPosition: () => 0,
        clearWatch: () => undefined,
      },
    });
  });
}

/**
 * Serves a build folder the way a remote deployed on its own host is served: any origin may load it, and
 * nothing is cached. Used with http.createServer.
 */
export function folderHost(folder: string) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const file = path.join(folder, new URL(req.url!, 'http://x').pathname);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', 'no-cache');
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) return void res.writeHead(404).end();
    const type = file.endsWith('.css')
      ? 'text/css'
      : file.endsWith('.json')
        ? 'application/json'
        : 'text/javascript';
    res.setHeader('Content-Type', type);
    fs.createReadStream(file).pipe(res);
  };
}

/** Waits until the API at `origin` says it is ready (a server started by a test). */
export async function serverReady(origin: string, timeout = 120_000) {
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/ready`).then(
          (r) => r.ok,
          () => false,
        ),
      { message: `the API at ${origin} is ready`, timeout },
    )
    .toBe(true);
}
