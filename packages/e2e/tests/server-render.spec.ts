import type { Page } from '@playwright/test';
import { DEAD_REMOTE_URL, expect, signUp, test } from '../fixtures';

/** The nine routes a visitor most often opens first, each with what its server-rendered HTML must show. */
const MAIN_ROUTES: [path: string, text: string][] = [
  ['/', 'From Dainty to Devilish'],
  ['/peppers', 'Pepper Database'],
  ['/peppers/1000', 'Ace'],
  ['/scoville', 'Heat Index'],
  ['/recipes', 'Recipe'],
  ['/grow', 'Grow Center'],
  ['/glossary', 'Glossary'],
  ['/premium', 'Premium'],
  ['/identify', 'Identify'],
];

/** Messages the blocked service worker causes in every test context: not about rendering. */
const WORKER_BLOCKED = /Service Worker registration blocked|Offline support unavailable/;

function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (!WORKER_BLOCKED.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

test.describe('pages arrive rendered', () => {
  for (const [path, text] of MAIN_ROUTES) {
    test(`${path} arrives as HTML with its content and hydrates without a warning`, async ({ page }) => {
      const res = await page.request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(rootOf(html)).toContain(text);
      expect(html).not.toContain('<div id="root"></div>');

      const problems = consoleProblems(page);
      const reads: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/images/'))
          reads.push(`${url.pathname}${url.search}`);
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The page is alive: a link handled by the router moves without a new document.
      await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
      expect(problems).toEqual([]);
      // The data the document carries is not asked for again.
      if (path === '/peppers/1000') expect(reads).not.toContain('/api/peppers/1000');
      if (path === '/scoville') expect(reads).not.toContain('/api/peppers');
      if (path === '/recipes') expect(reads).not.toContain('/api/recipes/summaries');
    });
  }

  test('an address with filters is rendered at that address, and hydrates without a warning', async ({
    page,
  }) => {
    const html = await (await page.request.get('/peppers?letter=C')).text();
    expect(rootOf(html)).toContain('aria-label="Main"');
    expect(rootOf(html)).toContain('Pepper Database');
    expect(html).toContain('id="server-page">"catalog/PepperList"');
    const problems = consoleProblems(page);
    await page.goto('/peppers?letter=C');
    await expect(page.getByRole('heading', { level: 1, name: 'Pepper Database' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('a rendered page paints its content before its code runs or its scripts are fetched', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    await page.goto('/peppers/1000');
    await expect(page.getByRole('button', { name: 'Add Ace to favorites' })).toBeVisible();
    const { firstPaint, asked, waiting } = await page.evaluate(() => {
      const files = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const askedAt = (pattern: RegExp) => files.find((e) => pattern.test(e.name))?.startTime ?? -1;
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        asked: {
          app: askedAt(/\/bootstrap\.[^/]*\.js$/),
          remote: askedAt(/\/remotes\/catalog\/remoteEntry\.js$/),
          page: askedAt(/__federation_expose_PepperDetail\.[^/]*\.js$/),
        },
        waiting: document.querySelectorAll('template[data-after-paint] link').length,
      };
    });
    for (const [file, at] of Object.entries(asked)) expect(at, file).toBeGreaterThan(firstPaint);
    // Nothing named in the document is left unasked.
    expect(waiting).toBe(0);
    // The code does start, and the page answers: the favorite control is React's.
    const favorite = page.locator('main header button[aria-pressed]');
    await favorite.click();
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    expect(problems).toEqual([]);
  });

  test('what a reader types or chooses before the page’s code runs is kept, and acted on once it runs', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    let startCode = () => {};
    const codeMayStart = new Promise<void>((resolve) => (startCode = resolve));
    await page.route(/\/main\.[^/]*\.js$/, async (route) => {
      await codeMayStart;
      await route.continue();
    });
    await page.goto('/recipes', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Search recipes' });
    await search.fill('habanero');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('salsa');
    startCode();
    await expect(page).toHaveURL(/\/recipes\?(?=.*search=habanero)(?=.*category=salsa)/);
    await expect(search).toHaveValue('habanero');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('salsa');
    const titles = page.locator('main article h3');
    await expect(titles.first()).toContainText(/habanero/i);
    // Held back on purpose, the code starts long after the files named with it have come: the browser says so.
    expect(problems.filter((p) => !p.includes('was preloaded using link preload but not used'))).toEqual([]);
  });

  test('a hydrated page answers taps: a pepper card opens its page without reloading the document', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    await page.goto('/peppers');
    await page.waitForLoadState('networkidle');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const card = page.locator('main a[href^="/peppers/"]').first();
    const href = (await card.getAttribute('href'))!;
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { name: 'Scoville Rating' })).toBeVisible();
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('/tools/yield?plants=10 arrives with the answer for 10 plants', async ({ page }) => {
    const res = await page.request.get('/tools/yield?plants=10');
    expect(res.status()).toBe(200);
    const html = rootOf(await res.text());
    // React separates neighbouring texts with empty comments: the answer reads as one string without them.
    expect(html.replace(/<!-- -->/g, '')).toContain('250-350');
    expect(html).toMatch(/name="plants"[^>]*value="10"|value="10"[^>]*name="plants"/);
  });
});

test.describe('what a document may contain', () => {
  test("one caller's page never reaches another, and cached pages carry nobody's data", async ({
    page,
    browser,
  }) => {
    const { email } = await signUp(page);
    const mine = await (await page.request.get('/menu')).text();
    expect(rootOf(mine)).toContain(email);

    const visitor = await browser.newContext();
    const anonymous = await (await visitor.request.get('/menu')).text();
    expect(anonymous).not.toContain(email);
    await visitor.close();

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signUp(otherPage);
    expect(await (await otherPage.request.get('/menu')).text()).not.toContain(email);
    await other.close();
  });

  test("a premium recipe's page holds neither its title nor its text for a visitor or a free member", async ({
    page,
    browser,
  }) => {
    const title = 'Six-Week Fermented Carolina Reaper Mash';
    const text = 'fermented under an airlock for six weeks';
    const visitor = await browser.newContext();
    for (let i = 0; i < 2; i++) {
      const html = await (await visitor.request.get('/recipes/1001')).text();
      expect(html).not.toContain(title);
      expect(html).not.toContain(text);
    }
    await visitor.close();
    await signUp(page, { plan: 'free' });
    const html = await (await page.request.get('/recipes/1001')).text();
    expect(html).not.toContain(title);
    expect(html).not.toContain(text);
  });
});

test.describe("a members' recipe", () => {
  test('arrives rendered for a member whose plan may see it, in a document nothing keeps; an unknown id is not found', async ({
    page,
  }) => {
    await signUp(page, { plan: 'pro' });
    const res = await page.request.get('/recipes/1001');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('private, no-store');
    const html = rootOf(await res.text());
    expect(html).toContain('Six-Week Fermented Carolina Reaper Mash');
    expect(html).toContain('Ingredients');
    expect(html).not.toContain('Loading recipe…');

    // Premium's recipes tab lists them in the document too, not "Loading premium recipes…".
    const tab = await page.request.get('/premium?tab=recipes');
    expect(tab.headers()['cache-control']).toBe('private, no-store');
    const list = rootOf(await tab.text());
    expect(list).toContain('Six-Week Fermented Carolina Reaper Mash');
    expect(list).not.toContain('Loading premium recipes…');

    const unknown = await page.request.get('/recipes/99999');
    expect(unknown.status()).toBe(404);
    const missing = rootOf(await unknown.text());
    expect(missing).toContain('Recipe Not Found');
    expect(missing).not.toContain('Loading recipe…');
  });
});

test.describe('a remote whose server build cannot be loaded', () => {
  test('its pages come rendered by the browser with status 200, and other pages are still rendered', async ({
    request,
  }) => {
    const pepper = await request.get(`${DEAD_REMOTE_URL}/peppers/1000`);
    expect(pepper.status()).toBe(200);
    const html = await pepper.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="server-page"');

    const glossary = await request.get(`${DEAD_REMOTE_URL}/glossary`);
    expect(glossary.status()).toBe(200);
    expect(await glossary.text()).toContain('id="server-page">"guides/Glossary"');
  });
});
