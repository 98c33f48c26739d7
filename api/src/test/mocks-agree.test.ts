/**
 * The mock API (packages/mocks, used by component tests, mock mode and QA) answers as this API does. The API is
 * seeded here with the mocks' own fixtures, the same requests go to both, and both answers must fit the
 * contract's response schema and carry the same figures where a rule decides them: member prices, the garden's
 * dates and stages, counts and paging.
 */
import { routes, type Pepper, type PepperPage, type PremiumRecipe, type Recipe } from '@pepper/contract';
import type { PepperSeed, PremiumRecipeSeed, RecipeSeed } from '@pepper/content';
import { growKits, merchandise, peppers, premiumRecipes, recipes } from '@pepper/mocks/fixtures';
import { handlers, resetMockState } from '@pepper/mocks/handlers';
import { setScenario, type Scenario } from '@pepper/mocks/scenarios';
import { getResponse } from 'msw';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { SeedContent } from '../db/seed.js';
import { Client, setPlan, appForSuite } from './helpers.js';

/** The contract's answer to a pepper: the seed is what is left once the API's own additions are taken off. */
function pepperSeed({
  imageUrl: _image,
  heatLevel: _heat,
  shu: _shu,
  baseName,
  ...facts
}: Pepper): PepperSeed {
  return {
    ...facts,
    ...(baseName ? { baseName } : {}),
    // Stored, never answered: the API names a pepper's heat from its SHU.
    heatLevel: 'medium',
  } as PepperSeed;
}

const recipeSeed = ({ imageUrl: _image, pepperLinks: _links, ...facts }: Recipe): RecipeSeed => facts;
const premiumRecipeSeed = ({ imageUrl: _image, pepperLinks: _links, ...facts }: PremiumRecipe) =>
  facts as PremiumRecipeSeed;

const mockContent: SeedContent = {
  peppers: peppers.map(pepperSeed),
  publicRecipes: recipes.map(recipeSeed),
  premiumRecipes: premiumRecipes.map(premiumRecipeSeed),
  growKits: growKits.map(({ imageUrl: _image, ...kit }) => kit),
  merchandise: merchandise.map(({ imageUrl: _image, ...item }) => item),
};

const ORIGIN = 'http://localhost:3000';

interface Answer {
  status: number;
  body: unknown;
}

/** What the mock API answers, called as the app calls it. */
async function askMocks(method: string, url: string, json?: unknown): Promise<Answer> {
  const request = new Request(new URL(url, ORIGIN), {
    method,
    headers: json === undefined ? {} : { 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const response = await getResponse(handlers, request, { baseUrl: ORIGIN });
  if (!response) throw new Error(`the mock API does not answer ${method} ${url}`);
  return { status: response.status, body: await response.json() };
}

async function askApi(client: Client, method: 'GET' | 'POST', url: string, json?: unknown): Promise<Answer> {
  const res = method === 'GET' ? await client.get(url) : await client.post(url, json);
  return { status: res.statusCode, body: res.json() };
}

/** The response schema a route answers `status` with. */
const schemaOf = (route: { schema: { response?: Record<number, unknown> } }, status = 200) =>
  route.schema.response![status] as TSchema;

/** Both answers fit the contract; the mocks' answer comes back for the figures to be compared. */
function expectBothFit(route: Parameters<typeof schemaOf>[0], api: Answer, mocks: Answer) {
  expect(api.status).toBe(200);
  expect(mocks.status).toBe(200);
  const schema = schemaOf(route);
  expect([...Value.Errors(schema, api.body)].map((e) => `API ${e.instancePath} ${e.message}`)).toEqual([]);
  expect([...Value.Errors(schema, mocks.body)].map((e) => `mocks ${e.instancePath} ${e.message}`)).toEqual(
    [],
  );
}

/** The API names each drawing in its address (`?v=…`), so a redrawn picture is fetched again. */
const withoutVersion = (url: string) => url.replace(/\?v=[0-9a-f]+$/, '');
const sameImages = <T extends { imageUrl: string }>(list: T[]) =>
  list.map((item) => ({ ...item, imageUrl: withoutVersion(item.imageUrl) }));

const { app } = appForSuite('sqlite', { content: mockContent });
beforeEach(() => {
  resetMockState();
  setScenario('signed-out');
});

describe('the mock API and the API, asked the same', () => {
  const visitor = () => new Client(app);
  const both = async (
    scenario: Scenario,
    client: Client,
    method: 'GET' | 'POST',
    url: string,
    json?: unknown,
  ) => {
    setScenario(scenario);
    return { api: await askApi(client, method, url, json), mocks: await askMocks(method, url, json) };
  };

  it('list the first page of peppers alike, with the same count of matches and pages', async () => {
    const { api, mocks } = await both('signed-out', visitor(), 'GET', '/api/peppers?page=1&limit=6');
    expectBothFit(routes.listPeppers, api, mocks);
    const [a, m] = [api.body, mocks.body] as PepperPage[];
    expect(m).toMatchObject({ total: peppers.length, totalPages: Math.ceil(peppers.length / 6) });
    expect(m.peppers).toHaveLength(6);
    expect({ ...a, peppers: sameImages(a.peppers) }).toEqual({ ...m, peppers: sameImages(m.peppers) });
  });

  it('answer one pepper alike, its heat named from its SHU', async () => {
    const habanero = peppers.find((p) => p.name === 'Habanero')!;
    const { api, mocks } = await both('signed-out', visitor(), 'GET', `/api/peppers/${habanero.id}`);
    expectBothFit(routes.getPepper, api, mocks);
    expect(sameImages([api.body as Pepper])).toEqual(sameImages([mocks.body as Pepper]));
  });

  it('give the same letters: the first letter of every pepper', async () => {
    const { api, mocks } = await both('signed-out', visitor(), 'GET', '/api/peppers/letters');
    expectBothFit(routes.pepperLetters, api, mocks);
    expect(api.body).toEqual(mocks.body);
    const firstLetters = new Set(peppers.map((p) => p.name[0].toUpperCase()));
    expect(new Set(mocks.body as string[])).toEqual(firstLetters);
  });

  it('count the same varieties, recipes, origins and hottest pepper', async () => {
    const { api, mocks } = await both('signed-out', visitor(), 'GET', '/api/stats');
    expectBothFit(routes.stats, api, mocks);
    expect(api.body).toEqual(mocks.body);
  });

  it("list the same recipes, each linked to the same varieties, and a variety's recipes alike", async () => {
    const all = await both('signed-out', visitor(), 'GET', '/api/recipes');
    expectBothFit(routes.listRecipes, all.api, all.mocks);
    expect(sameImages(all.api.body as Recipe[])).toEqual(sameImages(all.mocks.body as Recipe[]));

    const habanero = peppers.find((p) => p.name === 'Habanero')!;
    const one = await both('signed-out', visitor(), 'GET', `/api/recipes?pepper=${habanero.id}`);
    expectBothFit(routes.listRecipes, one.api, one.mocks);
    expect((one.mocks.body as Recipe[]).map((r) => r.title)).toEqual(['Mango Habanero Salsa']);
    expect(sameImages(one.api.body as Recipe[])).toEqual(sameImages(one.mocks.body as Recipe[]));

    const summaries = await both('signed-out', visitor(), 'GET', '/api/recipes/summaries?category=salsa');
    expectBothFit(routes.listRecipeSummaries, summaries.api, summaries.mocks);
    expect(sameImages(summaries.api.body as Recipe[])).toEqual(sameImages(summaries.mocks.body as Recipe[]));
    for (const side of [summaries.api.body, summaries.mocks.body] as Recipe[][])
      expect(side.filter((r) => 'instructions' in r)).toEqual([]);
  });

  it.each(['premium', 'pro'] as const)(
    "price the shop alike for a %s member: each item's own percentage off",
    async (plan) => {
      const member = visitor();
      const user = await member.register();
      await setPlan(app(), user.id, plan);
      for (const [route, url] of [
        [routes.growKits, '/api/grow-kits'],
        [routes.merchandise, '/api/merchandise'],
      ] as const) {
        const { api, mocks } = await both(plan, member, 'GET', url);
        expectBothFit(route, api, mocks);
        const list = mocks.body as {
          discountPercent: number;
          originalPrice: number;
          discountedPrice: number;
        }[];
        expect(list.some((item) => item.discountPercent > 0)).toBe(true);
        expect(new Set(list.map((item) => item.discountPercent)).size).toBeGreaterThan(1);
        expect(sameImages(api.body as { imageUrl: string }[])).toEqual(
          sameImages(mocks.body as { imageUrl: string }[]),
        );
      }
    },
  );

  it("plan a planting alike: its name, stage, next task and every dated task, from the grower's last frost", async () => {
    const grower = visitor();
    await grower.register();
    const habanero = peppers.find((p) => p.name === 'Habanero')!;
    const settings = await both('free', grower, 'POST', '/api/garden/settings', { lastFrost: '2026-04-15' });
    expectBothFit(routes.gardenSettings, settings.api, settings.mocks);
    const body = { pepperId: habanero.id, count: 3, place: 'container', label: '  ', sownOn: '2026-02-01' };
    const created = await both('free', grower, 'POST', '/api/garden/plantings', body);
    expect([created.api.status, created.mocks.status]).toEqual([201, 201]);

    const garden = await both('free', grower, 'GET', '/api/garden');
    expectBothFit(routes.garden, garden.api, garden.mocks);
    const [a, m] = [garden.api.body, garden.mocks.body] as {
      plantings: { label: string; createdAt: string }[];
    }[];
    expect(m.plantings.map((p) => p.label)).toEqual(['Habanero']);
    const withoutTimes = (g: typeof a) => ({
      ...g,
      plantings: g.plantings.map((p) => ({ ...p, createdAt: undefined })),
    });
    expect(withoutTimes(a)).toEqual(withoutTimes(m));

    const id = (created.mocks.body as { id: number }).id;
    expect((created.api.body as { id: number }).id).toBe(id);
    const detail = await both('free', grower, 'GET', `/api/garden/plantings/${id}`);
    expectBothFit(routes.planting, detail.api, detail.mocks);
    const plans = [detail.api.body, detail.mocks.body].map(
      (d) => (d as { plan: { kind: string; due: string }[] }).plan,
    );
    expect(plans[0]).toEqual(plans[1]);
    // Out two weeks after the last frost, as the grow rules say.
    expect(plans[1].find((t) => t.kind === 'transplant')?.due).toBe('2026-04-29');
  });
  it('rate a recipe alike: 201 the first time, 200 on a change, the same average, count and refusals', async () => {
    const cook = visitor();
    await cook.register();
    const url = '/api/recipes/1/rating';
    const check = (status: number, answer: Answer) => {
      expect(answer.status).toBe(status);
      const schema = schemaOf(routes.rateRecipe, status);
      expect([...Value.Errors(schema, answer.body)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
    };
    const first = await both('free', cook, 'POST', url, { stars: 4 });
    check(201, first.api);
    check(201, first.mocks);
    expect(first.api.body).toEqual(first.mocks.body);
    const changed = await both('free', cook, 'POST', url, { stars: 2 });
    check(200, changed.api);
    check(200, changed.mocks);
    expect(changed.api.body).toEqual(changed.mocks.body);
    const read = await both('free', cook, 'GET', url);
    expect(read.api.body).toEqual(read.mocks.body);
    const listed = await both('signed-out', visitor(), 'GET', '/api/recipes');
    expect((listed.api.body as Recipe[])[0]).toMatchObject({ rating: 2, ratingCount: 1 });
    expect(sameImages(listed.api.body as Recipe[])).toEqual(sameImages(listed.mocks.body as Recipe[]));
    for (const body of [{ stars: 6 }, { stars: 2.5 }, {}]) {
      const refused = await both('free', cook, 'POST', url, body);
      expect([refused.api.status, refused.mocks.status]).toEqual([400, 400]);
    }
    const signedOut = await both('signed-out', visitor(), 'POST', url, { stars: 3 });
    expect([signedOut.api.status, signedOut.mocks.status]).toEqual([401, 401]);
    const members = await both('free', cook, 'POST', '/api/recipes/1001/rating', { stars: 3 });
    expect([members.api.status, members.mocks.status]).toEqual([404, 404]);
  });
});
