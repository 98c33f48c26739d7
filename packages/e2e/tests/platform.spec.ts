import type { Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DEAD_REMOTE_URL,
  expect,
  expectAccessible,
  RELEASE_HOST_PORT,
  SHIPPING_URL,
  test,
} from '../fixtures';
import { hostGuidesRelease, shipGuidesRelease } from '../guides-release';

/** Every route of the app, with a concrete address for each parameter. */
const ROUTES = [
  '/',
  '/peppers',
  '/peppers/1000',
  '/scoville',
  '/recipes',
  '/recipes/1',
  '/menu',
  '/random',
  '/favorites',
  '/tools/heat-calc',
  '/glossary',
  '/collections',
  '/collections/superhots',
  '/collections/heirlooms',
  '/collections/wild',
  '/collections/ornamental',
  '/collections/regional',
  '/tools/heat-quiz',
  '/heat-tolerance-quiz',
  '/cooking',
  '/guides/preservation',
  '/pairing',
  '/safety',
  '/meal-planning',
  '/science',
  '/heat-guide',
  '/nutrition',
  '/history',
  '/breeding',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/account',
  '/guides',
  '/identify',
  '/admin/images',
  '/premium',
  '/grow',
  '/grow/beginner',
  '/grow/intermediate',
  '/grow/expert',
  '/grow/species',
  '/grow/climate',
  '/tools',
  '/tools/calendar',
  '/tools/spacing',
  '/tools/yield',
  '/tools/weather',
  '/tools/fertilizer',
  '/guides/seeds',
  '/guides/pests',
  '/guides/harvest',
];

/** How often the page asks for each path, counted from now on. */
function countRequests(page: Page): Map<string, number> {
  const asked = new Map<string, number>();
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
  });
  return asked;
}

/** The paths of the scripts the document's head names as preloads. */
const scriptsNamedInHead = (page: Page) =>
  page
    .locator('head link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));

test.describe('the shell', () => {
  for (const route of ROUTES) {
    test(`${route} renders its page, reachable by axe without serious violations`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    });
  }

  test('an unknown path shows the 404 screen, with no developer hint in the production build', async ({
    page,
  }) => {
    const res = await page.goto('/no/such/place');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('route-table.ts')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the bottom navigation highlights the tab of each area', async ({ page }) => {
    const current = () => page.locator('nav[aria-label="Main"] [aria-current="page"]');
    await page.goto('/');
    await expect(current()).toHaveText('Home');
    await page.goto('/peppers');
    await expect(current()).toHaveText('Search');
    await page.goto('/grow/climate');
    await expect(current()).toHaveText('Grow');
    await page.goto('/recipes');
    await expect(current()).toHaveText('Menu');
    await page.goto('/tools/heat-calc');
    await expect(current()).toHaveText('Menu');
    await page.goto('/glossary');
    await expect(current()).toHaveCount(0);
  });

  test('while Home sits idle, the database page is fetched ahead, so the Search tab opens without fetching its code', async ({
    page,
  }) => {
    const catalogCode: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/remotes/catalog/') && pathname.endsWith('.js')) catalogCode.push(pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Pepper of the Day' })).toBeVisible();
    await expect.poll(() => catalogCode.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const fetchedAhead = catalogCode.length;
    const tappedAt = await page.evaluate(() => performance.now());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/peppers$/);
    await expect(page.locator('main article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The database page's own code came ahead; once there, the idle time may fetch the next likely page.
    expect(catalogCode.slice(0, fetchedAhead).some((p) => p.includes('PepperList'))).toBe(true);
    // What the page runs on the visit comes from the browser's cache: nothing of it crosses the network again.
    const overTheNetwork = await page.evaluate(
      (since) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime >= since)
          .map((e) => ({
            path: new URL(e.name).pathname,
            bytes: (e as PerformanceResourceTiming).transferSize,
            // Files the visited page fetches ahead in turn (<link rel=prefetch>) are not run on the visit.
            ahead: (e as PerformanceResourceTiming).initiatorType === 'link',
          }))
          .filter(
            ({ path, bytes, ahead }) =>
              /^\/remotes\/catalog\/.*\.js$/.test(path) &&
              !path.includes('PepperDetail') &&
              !ahead &&
              bytes > 0,
          )
          .map(({ path }) => path),
      tappedAt,
    );
    expect(overTheNetwork).toEqual([]);
  });

  test('a page’s first files are named in the document head and each is fetched once; its first reads, the remote map, its manifest and the tab icon are in the document', async ({
    page,
  }) => {
    const asked = new Map<string, number>();
    page.on('request', (r) => {
      const { pathname, search } = new URL(r.url());
      asked.set(pathname + search, (asked.get(pathname + search) ?? 0) + 1);
    });
    // Every script and stylesheet the page puts into its document, kept even when a loader takes the element out
    // again once it has run.
    await page.addInitScript(() => {
      const used: string[] = [];
      Object.assign(window, { usedFiles: used });
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (node instanceof HTMLScriptElement && node.src) used.push(node.src);
          if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') used.push(node.href);
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/peppers');
    await expect(page.locator('main article').first()).toBeVisible();
    const preloads = await page.locator('head link[rel="preload"]').evaluateAll((links) =>
      links.map((l) => {
        const { pathname, search } = new URL((l as HTMLLinkElement).href);
        return { path: pathname + search, as: (l as HTMLLinkElement).as };
      }),
    );
    const preloaded = preloads.map(({ path }) => path);
    // The page's remote files, which the federation runtime would otherwise ask for round trips later (the shell's
    // own code needs no naming: its entry asks for all of it at once).
    expect(preloaded).toContain('/remotes/catalog/remoteEntry.js');
    expect(preloaded.some((p) => /__federation_expose_PepperList\.\w+\.js$/.test(p))).toBe(true);
    // The page's first reads come in the document it was rendered with, and are never asked for.
    const state = JSON.parse((await page.locator('#query-state').textContent()) ?? '{}') as {
      queries: { queryKey: unknown[] }[];
    };
    const answered = state.queries.map(({ queryKey }) => queryKey[0]);
    expect(answered).toContain('/api/peppers');
    expect(answered).toContain('/api/peppers/letters');
    for (const read of ['/api/peppers?page=1&limit=20', '/api/peppers/letters'])
      expect(asked.has(read), read).toBe(false);
    await page.waitForLoadState('networkidle');
    // Every named file is used by the page, and the browser asks for none of them twice.
    for (const file of preloaded) expect(asked.get(file), file).toBe(1);
    expect(asked.has('/remotes.json')).toBe(false);
    expect(asked.has('/remotes/catalog/mf-manifest.json')).toBe(false);
    expect(await page.locator('head link[rel="icon"]').getAttribute('href')).toMatch(
      /^data:image\/svg\+xml,/,
    );
    expect([...asked.keys()].some((p) => p.startsWith('/icons/icon.svg'))).toBe(false);

    // Each named script and stylesheet is run or applied by the page (else Chrome warns, seconds after the load,
    // that a preload went unused).
    const pathOf = (url: string) => {
      const { pathname, search } = new URL(url);
      return pathname + search;
    };
    const inUse = () =>
      page.evaluate(() => [
        ...(window as unknown as { usedFiles: string[] }).usedFiles,
        ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
        ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
      ]);
    await expect
      .poll(async () => (await inUse()).map(pathOf))
      .toEqual(
        expect.arrayContaining(
          preloads.filter((p) => p.as === 'script' || p.as === 'style').map((p) => p.path),
        ),
      );
  });

  test("Home's own code is named in the head of '/' only, and fetched there once; other pages fetch it ahead", async ({
    page,
  }) => {
    const asked = countRequests(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Pepper of the Day' })).toBeVisible();
    const scripts = await scriptsNamedInHead(page);
    const home = scripts.filter((p) => /^\/home\.\w+\.js$/.test(p));
    expect(home).toHaveLength(1);
    for (const file of scripts) expect(asked.get(file), file).toBe(1);
    // Another page opens without it, and names it only to be fetched ahead (a prefetch, which runs nothing) once
    // that page has settled, so it never shares the link with the page's own code.
    const other = await (await page.request.get('/peppers')).text();
    expect(other.match(new RegExp(`<link[^>]*${home[0]}[^>]*>`, 'g'))).toEqual([
      `<link rel="prefetch" href="${home[0]}">`,
    ]);
    expect(other).toMatch(new RegExp(`<template data-when-settled><link rel="prefetch" href="${home[0]}">`));
  });

  test("each of the shell's screens is named in the head of its own page, and its code fetched there once", async ({
    page,
  }) => {
    const asked = countRequests(page);
    await page.goto('/menu');
    await expect(page.getByRole('heading', { name: 'Complete Menu' })).toBeVisible();
    const scripts = await scriptsNamedInHead(page);
    // Moved into the head once the first screen was painted: the app's own files, and the Menu's, which Home's
    // page does not name.
    for (const file of scripts) expect(asked.get(file), file).toBe(1);
    const home = await (await page.request.get('/')).text();
    const menusOwn = scripts.filter((file) => !home.includes(`href="${file}"`));
    expect(menusOwn.length).toBeGreaterThan(0);
  });

  test('home search sends the trimmed text to the database', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search peppers' }).fill('  ghost pepper ');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/peppers\?search=ghost%20pepper$/);
  });

  test('a suggestion is stored and thanked for; a blank one is refused', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Submit Suggestion' }).click();
    await expect(
      page.getByText('Please enter a suggestion before submitting.', { exact: true }),
    ).toBeVisible();
    await page.getByLabel('Your suggestion').fill('Please add the Aji Charapita');
    await page.getByRole('button', { name: 'Submit Suggestion' }).click();
    await expect(page.getByText('Thank you!', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Your suggestion')).toHaveValue('');
  });

  test('the shop card counts a visit', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByText(/Seeds, sauces and powders/)).toBeVisible();
    const counted = /(\d[\d,]*) readers? ha(?:s|ve) visited/;
    const shown = await page.getByText(/Seeds, sauces and powders/).textContent();
    const before = Number(counted.exec(shown!)?.[1]?.replace(/,/g, '') ?? 0);
    const popup = context.waitForEvent('page');
    await page.getByRole('link', { name: /Visit shop/ }).click();
    await (await popup).close();
    const after = before + 1;
    await expect(
      page.getByText(
        `${after.toLocaleString('en-US')} ${after === 1 ? 'reader has' : 'readers have'} visited`,
      ),
    ).toBeVisible();
  });
});

test.describe('a remote that cannot be fetched', () => {
  test('shows the error screen on its own routes while Home, Menu and other areas keep working', async ({
    page,
  }) => {
    await page.goto(`${DEAD_REMOTE_URL}/peppers`);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(
      page.getByText(
        'An error occurred while loading this page. Please try refreshing or go back to the home page.',
      ),
    ).toBeVisible();
    await page.getByText('Error Details').click();
    await expect(page.locator('details pre')).not.toBeEmpty();
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();

    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page.getByRole('heading', { name: 'Pepper of the Day' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Menu' }).click();
    await expect(page.getByRole('heading', { name: 'Complete Menu' })).toBeVisible();
    await page.getByRole('link', { name: 'Heat Calculator' }).click();
    await expect(page.getByRole('heading', { name: 'Heat Calculator' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await page.goto(`${DEAD_REMOTE_URL}/glossary`);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });

  test('leaving the failed page for another tab shows that tab, not the old error', async ({ page }) => {
    await page.goto(`${DEAD_REMOTE_URL}/peppers`);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Grow' }).click();
    await expect(page).toHaveURL(/\/grow$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Grow Center' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });
});

test.describe('independent shipping', () => {
  test('a remote rebuilt with a visible change and redeployed is picked up on reload, with no shell file changed', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const root = path.resolve(__dirname, '../../..');
    const shellDir = path.join(root, 'shell/dist');
    const snapshot = () =>
      fs
        .readdirSync(shellDir)
        .map((f) => `${f}:${fs.statSync(path.join(shellDir, f)).mtimeMs}`)
        .join('|');
    const shellBefore = snapshot();

    // Deploy the guides remote to its own host, as a team shipping alone would.
    const releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guides-release-'));
    const host = hostGuidesRelease(releaseDir, RELEASE_HOST_PORT);
    try {
      // This server's /remotes.json sends the guides remote to that host.
      await page.goto(`${SHIPPING_URL}/glossary`);
      const note = page.getByTestId('release-note');
      await expect(note).toBeAttached();
      const first = await note.textContent();

      shipGuidesRelease(releaseDir, 'e2e-hotfix-2');
      // The server renders the new release into the document (it reads that host's manifest every second).
      await expect
        .poll(
          async () =>
            (await (await page.request.get(`${SHIPPING_URL}/glossary`)).text()).includes('e2e-hotfix-2'),
          {
            timeout: 15_000,
          },
        )
        .toBe(true);
      const hydration: string[] = [];
      page.on('pageerror', (error) => hydration.push(error.message));
      await page.reload();
      await expect(note).toHaveText(/release e2e-hotfix-2/);
      expect(await note.textContent()).not.toEqual(first);
      expect(hydration).toEqual([]);
      expect(snapshot()).toEqual(shellBefore);
    } finally {
      host.close();
    }
  });
});
