import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_TEXTS } from '@pepper/content/pages';
import { appPaths, type PlanType } from '@pepper/contract';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { fixtures } from '../../test/fixtures.js';
import { describeAsVisitor, describeDialects, PUBLIC_URL } from '../../test/helpers.js';
import { pepperHead, recipeHead, scriptJson } from '@pepper/content/heads';
import { BreadcrumbRichResult, RecipeRichResult } from '@pepper/content/heads/rich-results';
import { isAppPage } from '../../config/app-config.js';
import { builtApp } from '../../test/built-app.js';
import { pageStatus } from './page-status.js';

const SECRET = {
  title: 'Midnight Reaper Ramen',
  description: 'Our chef’s late-night broth with a whole reaper.',
  ingredient: '1 whole smoked Carolina Reaper',
  step: 'Simmer the bones for nine hours with the smoked reaper.',
};

const content = {
  ...fixtures,
  publicRecipes: [
    ...fixtures.publicRecipes,
    {
      ...fixtures.publicRecipes[1],
      id: 4,
      title: 'Fermented Habanero Sauce',
      description:
        'A bright sauce that ferments for two weeks. </script><script>alert(1)</script> Then it keeps.',
      prepTimeMinutes: 20,
      cookTimeMinutes: 10,
      wait: { kind: 'ferment' as const, minutes: 14 * 24 * 60 },
      ingredients: ['10 habaneros', '2% brine'],
      instructions: ['Slice the peppers.', 'Cover with brine and wait.', 'Blend and bottle.'],
    },
  ],
  premiumRecipes: [
    {
      ...fixtures.premiumRecipes[0],
      title: SECRET.title,
      description: SECRET.description,
      ingredients: [SECRET.ingredient],
      instructions: [SECRET.step],
    },
  ],
};

const errorsOf = (schema: TSchema, value: unknown) =>
  [...Value.Errors(schema, value)].map((e) => `${e.instancePath} ${e.message}`);

describe('page texts', () => {
  it('give every page of the app a title and a description of at most 160 characters', () => {
    // A variety's, a recipe's, a collection's and a grow category's page take their words from what they show.
    const named = ['/peppers/:id', '/recipes/:id', '/collections/:collection', '/grow/:category'];
    const pages = appPaths()
      .map((r) => r.path)
      .filter((p) => !named.includes(p));
    for (const page of [...pages, '/collections/heirlooms', '/grow/beginner']) {
      const text = PAGE_TEXTS[page];
      expect(text, page).toBeDefined();
      expect(text.title.length, page).toBeGreaterThan(2);
      expect(text.description.length, page).toBeGreaterThan(30);
      expect(text.description.length, page).toBeLessThanOrEqual(160);
    }
  });

  it('describe each page in words of its own: no two pages with their own address share a description', () => {
    const own = Object.entries(PAGE_TEXTS).filter(([key, text]) => !text.sameAs && !key.includes('/:'));
    const descriptions = own.map(([, text]) => text.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

describe('the rich-result schemas', () => {
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Salsa',
    image: ['https://atlas.example/previews/recipes/1.png'],
    description: 'Fresh.',
    recipeIngredient: ['1 tomato'],
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Chop.' }],
    prepTime: 'PT10M',
    cookTime: 'PT0M',
    totalTime: 'PT10M',
    recipeYield: '2 servings',
    recipeCategory: 'Salsa',
    keywords: 'salsa',
    author: { '@type': 'Organization', name: 'Pepper Atlas' },
  };

  it('refuse a Recipe without its image, with a relative image, or with a time that is no ISO 8601 duration', () => {
    expect(errorsOf(RecipeRichResult, recipe)).toEqual([]);
    const { image: _image, ...imageless } = recipe;
    expect(errorsOf(RecipeRichResult, imageless)).not.toEqual([]);
    expect(errorsOf(RecipeRichResult, { ...recipe, image: ['/previews/recipes/1.png'] })).not.toEqual([]);
    expect(errorsOf(RecipeRichResult, { ...recipe, totalTime: '10 min' })).not.toEqual([]);
    expect(errorsOf(RecipeRichResult, { ...recipe, recipeInstructions: ['Chop.'] })).not.toEqual([]);
  });

  it('refuse a breadcrumb of one item, or an item without its address', () => {
    const item = (position: number, item?: string) => ({ '@type': 'ListItem', position, name: 'x', item });
    const trail = (items: object[]) => ({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: items,
    });
    expect(
      errorsOf(BreadcrumbRichResult, trail([item(1, 'https://a.example/'), item(2, 'https://a.example/b')])),
    ).toEqual([]);
    expect(errorsOf(BreadcrumbRichResult, trail([item(1, 'https://a.example/')]))).not.toEqual([]);
    expect(errorsOf(BreadcrumbRichResult, trail([item(1, 'https://a.example/'), item(2)]))).not.toEqual([]);
  });
});

describeDialects(
  'page heads from the catalog',
  (app) => {
    const pepper = (id: number) => pepperHead(PUBLIC_URL, app().catalog.pepper(id)!);
    const recipe = (id: number) => recipeHead(PUBLIC_URL, app().catalog.recipesById.get(id)!);
    const status = (pathname: string, plan: PlanType | null = null) =>
      pageStatus(app().catalog, pathname, isAppPage, async () => plan);

    it('title a pepper page with its name and SHU range, describe it by heat level, origin and first sentence, and preview it with its own image', () => {
      const head = pepper(3);
      expect(head).toMatchObject({
        title: 'Habanero — 100,000 - 350,000 SHU | Pepper Atlas',
        description: 'Very Hot chili from Yucatán, Mexico. A test pepper.',
        canonical: `${PUBLIC_URL}/peppers/3`,
        image: `${PUBLIC_URL}/previews/peppers/3.png`,
        type: 'article',
        noindex: false,
      });
      const [trail] = head.jsonLd;
      expect(errorsOf(BreadcrumbRichResult, trail)).toEqual([]);
      expect(
        (trail as { itemListElement: { name: string; item: string }[] }).itemListElement.map((i) => [
          i.name,
          i.item,
        ]),
      ).toEqual([
        ['Home', `${PUBLIC_URL}/`],
        ['Pepper Database', `${PUBLIC_URL}/peppers`],
        ['Habanero', `${PUBLIC_URL}/peppers/3`],
      ]);
    });

    it('give a public recipe a Recipe that meets Google’s recipe requirements, with the wait counted in its total time', () => {
      const head = recipe(4);
      expect(head.title).toBe('Fermented Habanero Sauce — Recipe | Pepper Atlas');
      expect(head.image).toBe(`${PUBLIC_URL}/previews/recipes/4.png`);
      expect(head.description.length).toBeLessThanOrEqual(160);
      const [data, trail] = head.jsonLd as Record<string, unknown>[];
      expect(errorsOf(RecipeRichResult, data)).toEqual([]);
      expect(errorsOf(BreadcrumbRichResult, trail)).toEqual([]);
      expect(data).toMatchObject({
        name: 'Fermented Habanero Sauce',
        image: [`${PUBLIC_URL}/previews/recipes/4.png`],
        recipeIngredient: ['10 habaneros', '2% brine'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Slice the peppers.' },
          { '@type': 'HowToStep', text: 'Cover with brine and wait.' },
          { '@type': 'HowToStep', text: 'Blend and bottle.' },
        ],
        prepTime: 'PT20M',
        cookTime: 'PT10M',
        totalTime: 'P14DT30M',
        recipeYield: '4 servings',
        recipeCategory: 'Sauce',
        author: { '@type': 'Organization', name: 'Pepper Atlas' },
      });
    });

    it('writes structured data that cannot end its script element early', () => {
      const [data] = recipe(4).jsonLd;
      const json = scriptJson(data);
      expect(json).not.toContain('</script>');
      expect(JSON.stringify(JSON.parse(json))).toContain('</script><script>alert(1)</script>');
    });

    it('never puts a members’ recipe’s title or text into its head: a generic head, no Recipe, no picture of its own', () => {
      const head = recipe(1001);
      expect(head).toMatchObject({
        title: 'Premium recipe | Pepper Atlas',
        image: `${PUBLIC_URL}/previews/pepper-atlas.png`,
        noindex: true,
      });
      const written = JSON.stringify(head);
      for (const secret of Object.values(SECRET)) expect(written).not.toContain(secret);
      expect(written).not.toContain('Reaper');
      expect(head.jsonLd.map((d) => (d as Record<string, unknown>)['@type'])).toEqual(['BreadcrumbList']);
    });

    it('answer 404 for an unknown pepper, recipe, collection, grow category or path, and 200 for every page that is there', async () => {
      for (const page of [
        '/peppers/99999999',
        '/peppers/abc',
        '/peppers/%E0%A4%A',
        '/recipes/99999999',
        '/recipes/0',
        '/collections/nothing',
        '/grow/nothing',
        '/no-such-page',
        '/peppers/3/extra',
      ])
        expect(await status(page), page).toBe(404);
      for (const page of [
        '/',
        '/peppers/3',
        '/peppers/3/',
        '/recipes/4',
        '/collections/Superhots',
        '/grow/beginner',
        '/grow/climate',
        '/tools/anything',
        '/guides/',
      ])
        expect(await status(page), page).toBe(200);
    });

    it('answer a members’ recipe with 200 only for a plan that opens it: the page shows everyone else “Recipe Not Found”', async () => {
      // 1001 is a premium-tier recipe: the premium and pro plans open it.
      const plans: (PlanType | null)[] = [null, 'free', 'premium', 'pro'];
      expect(await Promise.all(plans.map((plan) => status('/recipes/1001', plan)))).toEqual([
        404, 404, 200, 200,
      ]);
    });

    it('build a head again from the catalog once it changes', async () => {
      expect(pepper(5).title).toMatch(/^Bell Pepper/);
      await app().db('peppers').where({ id: 5 }).update({ name: 'Sweet Bell' });
      await app().db('meta').where({ key: 'catalog_version' }).update({ value: 'changed-for-heads' });
      await app().catalog.load();
      expect(pepper(5).title).toMatch(/^Sweet Bell/);
    });
  },
  { content },
);

/** A built shell with nothing but its document, and no server build: the browser renders every page. */
function fakeShell(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pepper-heads-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  return root;
}

describeAsVisitor(
  'the document a page the browser renders is served in',
  (client) => {
    it('carries the site’s title where the page’s head goes, once, and leaves the rest of the head to the page', async () => {
      const res = await client.get('/peppers/3?utm_source=feed');
      expect(res.statusCode).toBe(200);
      expect(res.body.match(/<title>/g)).toHaveLength(1);
      expect(res.body).toContain('<title>Pepper Atlas: From Dainty to Devilish</title>');
      expect(res.body).not.toContain('<!--app-head-->');
      expect(res.body).not.toContain('rel="canonical"');
      expect(res.body).toContain('<div id="root"></div>');
    });

    it('answers 404, with the app’s document, for a pepper, recipe or collection that does not exist', async () => {
      for (const url of ['/peppers/99999999', '/recipes/99999999', '/collections/nothing', '/no-such-page']) {
        const res = await client.get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).toContain('<div id="root"></div>');
      }
    });
  },
  { content, config: { serveApp: true, appRoot: fakeShell() } },
);

const built = builtApp();
afterAll(() => built.remove());

describeAsVisitor(
  'the document a page the server renders is served in',
  (client) => {
    it('carries the head the page rendered, in the document’s head, once', async () => {
      const res = await client.get('/menu');
      expect(res.statusCode).toBe(200);
      const [head = '', body = ''] = res.body.split('</head>');
      expect(head).toContain('<title>Page at /menu</title>');
      expect(res.body.match(/<title>/g)).toHaveLength(1);
      expect(body).toContain('Rendered /menu');
    });

    it('answers 404 for an address that names nothing, rendered or not', async () => {
      for (const url of ['/no-such-page', '/peppers/99999999'])
        expect((await client.get(url)).statusCode).toBe(404);
    });
  },
  { content, config: { serveApp: true, appRoot: built.root } },
);
