import { APP_PORT, expect, pageAlive, test } from '../fixtures';

const ORIGIN = `http://127.0.0.1:${APP_PORT}`;

/** The structured data of a document, as delivered (before any script runs). */
const jsonLdIn = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json) as Record<string, unknown>,
  );

/** A meta tag's content as React writes the tag. */
const metaIn = (html: string, attribute: 'name' | 'property', key: string) =>
  html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"/>`))?.[1];

/** The document's head, as delivered. */
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const trailOf = (data: Record<string, unknown>) =>
  (data.itemListElement as { position: number; name: string; item: string }[]).map((i) => [
    i.position,
    i.name,
    i.item,
  ]);

test.describe('page heads as delivered', () => {
  test('a pepper page names the variety and its heat, points at its one address and its own preview', async ({
    request,
  }) => {
    const pepper = (await (await request.get('/api/peppers/1000')).json()) as { name: string };
    const res = await request.get('/peppers/1000?utm_source=newsletter');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(headOf(html)).toMatch(
      new RegExp(`<title>${escapeRegExp(pepper.name)} — [^<]*SHU \\| Pepper Atlas</title>`),
    );
    expect(headOf(html)).toContain(`<link rel="canonical" href="${ORIGIN}/peppers/1000"/>`);
    expect(metaIn(html, 'name', 'description')?.length).toBeLessThanOrEqual(160);
    expect(metaIn(html, 'property', 'og:type')).toBe('article');
    expect(metaIn(html, 'property', 'og:url')).toBe(`${ORIGIN}/peppers/1000`);
    expect(metaIn(html, 'property', 'og:site_name')).toBe('Pepper Atlas');
    expect(metaIn(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const image = metaIn(html, 'property', 'og:image');
    expect(image).toBe(`${ORIGIN}/previews/peppers/1000.png`);
    expect(metaIn(html, 'name', 'twitter:image')).toBe(image);
    const preview = await request.get(image!);
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toBe('image/png');
    const [trail] = jsonLdIn(html);
    expect(trail['@type']).toBe('BreadcrumbList');
    expect(trailOf(trail)).toEqual([
      [1, 'Home', `${ORIGIN}/`],
      [2, 'Pepper Database', `${ORIGIN}/peppers`],
      [3, pepper.name, `${ORIGIN}/peppers/1000`],
    ]);
  });

  test('a public recipe page carries its Recipe with steps, times and its preview, and its breadcrumb', async ({
    request,
  }) => {
    const recipe = (await (await request.get('/api/recipes')).json()).find(
      (r: { id: number }) => r.id === 1,
    ) as { title: string; ingredients: string[]; instructions: string[] };
    const html = await (await request.get('/recipes/1')).text();
    expect(headOf(html)).toContain(`<title>${recipe.title} — Recipe | Pepper Atlas</title>`);
    const [data, trail] = jsonLdIn(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: recipe.title,
      image: [`${ORIGIN}/previews/recipes/1.png`],
      recipeIngredient: recipe.ingredients,
      recipeInstructions: recipe.instructions.map((text) => ({ '@type': 'HowToStep', text })),
      author: { '@type': 'Organization', name: 'Pepper Atlas' },
    });
    for (const time of ['prepTime', 'cookTime', 'totalTime'])
      expect(data[time], time).toMatch(/^P(\d+D)?(T(\d+H)?(\d+M)?)?$/);
    expect(trailOf(trail).map(([, name]) => name)).toEqual(['Home', 'Recipe Vault', recipe.title]);
  });

  for (const [url, heading] of [
    ['/peppers/99999999', 'Pepper not found'],
    ['/recipes/99999999', 'Recipe Not Found'],
    ['/no-such-page', '404 Page Not Found'],
  ]) {
    test(`${url} answers 404 with a "Page not found" head, and the app shows its not-found page`, async ({
      page,
      request,
    }) => {
      const raw = await request.get(url);
      expect(raw.status()).toBe(404);
      const html = await raw.text();
      expect(headOf(html)).toContain('<title>Page not found | Pepper Atlas</title>');
      expect(metaIn(html, 'name', 'robots')).toBe('noindex');
      expect(html).not.toContain('rel="canonical"');
      const res = await page.goto(url);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('the browser keeps the delivered head when it hydrates, one tag of each, and takes the next page’s when it navigates', async ({
    page,
  }) => {
    await page.goto('/peppers/1000');
    await pageAlive(page);
    const inHead = (selector: string) => page.locator(`head > ${selector}`);
    const expectOneOfEach = async (canonical: string, structuredData: number) => {
      await expect(inHead('title')).toHaveCount(1);
      await expect(inHead('meta[name="description"]')).toHaveCount(1);
      await expect(inHead('link[rel="canonical"]')).toHaveCount(1);
      await expect(inHead('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(structuredData);
    };
    await expect(page).toHaveTitle(/^Ace — .*SHU \| Pepper Atlas$/);
    // The variety's breadcrumb trail.
    await expectOneOfEach(`${ORIGIN}/peppers/1000`, 1);
    await page.getByRole('link', { name: 'Back to Database' }).first().click();
    await expect(page).toHaveURL(/\/peppers$/);
    await expect(page).toHaveTitle('Pepper Database | Pepper Atlas');
    await expectOneOfEach(`${ORIGIN}/peppers`, 0);
    await expect(inHead('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Search hundreds of chili varieties/,
    );
  });

  test('a page headed by its text keeps it as the code takes over, and the next page’s text comes with the move', async ({
    page,
  }) => {
    await page.goto('/glossary');
    // The texts the server's render looked up travel in the document's query state, not every page's.
    const state = JSON.parse((await page.locator('#query-state').textContent()) ?? '{}') as {
      queries: {
        queryKey: unknown[];
        state: { data: { complete: boolean; texts: Record<string, unknown> } };
      }[];
    };
    const texts = state.queries.find(({ queryKey }) => queryKey[0] === 'page-texts')?.state.data;
    expect(texts?.complete).toBe(false);
    expect(Object.keys(texts?.texts ?? {})).toContain('/glossary');
    expect(Object.keys(texts?.texts ?? {})).not.toContain('/menu');
    await expect(page).toHaveTitle('Glossary | Pepper Atlas');
    await expect(page.locator('head > title')).toHaveCount(1);
    await expect(page.locator('head > meta[name="description"]')).toHaveCount(1);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page).toHaveTitle('Complete Menu | Pepper Atlas');
    await expect(page.locator('head > title')).toHaveCount(1);
    await expect(page.locator('head > meta[name="description"]')).toHaveAttribute(
      'content',
      /^Every corner of Pepper Atlas on one page/,
    );
  });
});
