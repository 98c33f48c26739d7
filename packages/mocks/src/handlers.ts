import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { candidateWarnings, identifiedHeatText, eliminatedNotSuggested } from '@pepper/domain/identification';
import { premiumRecipesFor } from '@pepper/domain/plans';
import { recipeSummary } from '@pepper/domain/recipes';
import {
  pathPattern,
  pepperQueryFrom,
  recipeQueryFrom,
  routes,
  type Favorite,
  type Identification,
  type Pepper,
} from '@pepper/contract';
import { PepperCatalog, RecipeCatalog } from '@pepper/search';
import { accountHandlers, endOtherMockSessions, resetAccountMock } from './account-handlers';
import { gardenHandlers, resetGardenMock } from './garden-handlers';
import { resetSeedMock, seedHandlers } from './seed-handlers';
import {
  growKitsFor,
  merchandiseFor,
  peppers,
  premiumRecipes,
  recipes,
  SHOP_ID,
  statsFor,
  userFor,
} from './fixtures';
import { apiError } from './api-error';
import { getScenario, planFor, setScenario } from './scenarios';
import { resetShopMock, shopHandlers } from './shop-handlers';
import { ratingHandlers, resetRatingMock } from './rating-handlers';
import { weatherHandlers } from './weather';
import { imageHandlers } from './image-handlers';
import { identifyHandlers, mockCandidates, resetIdentifyMocks } from './identify-handlers';

const error = (statusCode: number, message: string) =>
  apiError(
    statusCode,
    message,
    statusCode === 404 ? 'Not Found' : statusCode === 401 ? 'Unauthorized' : 'Error',
  );

/** Applies the scenario's global behaviour: slow answers or server errors on every call. */
async function scenarioGate(): Promise<Response | undefined> {
  const scenario = getScenario();
  if (scenario === 'slow') await delay(1500);
  if (scenario === 'server-error') return error(500, 'Internal Server Error');
  return undefined;
}

const catalogs = new WeakMap<readonly Pepper[], PepperCatalog>();
/** The API's own list rules over the fixtures. */
function catalogOf(list: readonly Pepper[]): PepperCatalog {
  let catalog = catalogs.get(list);
  if (!catalog) catalogs.set(list, (catalog = new PepperCatalog(list)));
  return catalog;
}

const recipeCatalog = new RecipeCatalog(recipes);

function listPeppers(): Pepper[] {
  return getScenario() === 'empty' ? [] : peppers;
}

let clickCount = 41;
let favorites: Favorite[] = [];
let nextFavoriteId = 1;

/** Test helper: reset state kept between calls. */
export function resetMockState() {
  clickCount = 41;
  favorites = [];
  nextFavoriteId = 1;
  resetGardenMock();
  resetSeedMock();
  resetIdentifyMocks();
  resetShopMock();
  resetAccountMock();
  resetRatingMock();
}

const json = (body: JsonBodyType, init?: ResponseInit) => HttpResponse.json(body, init);

/** In the mocks the code mailed for signing up or confirming an address is always 123456. */
const carriesTheMailedCode = async (request: Request) =>
  ((await request.json()) as { code: string }).code === '123456';
const wrongCode = () =>
  error(400, 'That code is not right. Check the newest email and type its code again (4 tries left).');

export const handlers = [
  ...identifyHandlers,
  http.get(
    pathPattern(routes.allPeppers),
    async () => (await scenarioGate()) ?? json(catalogOf(listPeppers()).cards()),
  ),
  http.get(
    pathPattern(routes.pepperLetters),
    async () => (await scenarioGate()) ?? json(catalogOf(listPeppers()).letters()),
  ),
  http.get(pathPattern(routes.suggestPeppers), async ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    return json(catalogOf(listPeppers()).suggest(q));
  }),
  http.get(pathPattern(routes.offlinePack), async () => json({ version: 'mock', peppers: listPeppers() })),
  http.get(pathPattern(routes.getPepper), async ({ params }) => {
    const gate = await scenarioGate();
    if (gate) return gate;
    const found = listPeppers().find((p) => String(p.id) === params.id);
    return found ? json(found) : error(404, 'Pepper not found');
  }),
  http.get(pathPattern(routes.listPeppers), async ({ request }) => {
    const gate = await scenarioGate();
    if (gate) return gate;
    return json(catalogOf(listPeppers()).find(pepperQueryFrom(new URL(request.url).searchParams)));
  }),
  http.get(pathPattern(routes.listRecipes), async ({ request }) => {
    const gate = await scenarioGate();
    if (gate) return gate;
    if (getScenario() === 'empty') return json([]);
    return json(recipeCatalog.find(recipeQueryFrom(new URL(request.url).searchParams)));
  }),
  http.get(pathPattern(routes.listRecipeSummaries), async ({ request }) => {
    const gate = await scenarioGate();
    if (gate) return gate;
    if (getScenario() === 'empty') return json([]);
    const found = recipeCatalog.find(recipeQueryFrom(new URL(request.url).searchParams));
    return json(found.map(recipeSummary));
  }),
  http.get(pathPattern(routes.premiumRecipes), async () => {
    const gate = await scenarioGate();
    if (gate) return gate;
    const plan = planFor(getScenario());
    if (!plan) return error(401, 'Sign in to see premium recipes');
    if (plan === 'free') return error(403, 'Premium recipes need the Premium or Pro plan');
    return json(premiumRecipesFor(plan, premiumRecipes));
  }),
  http.get(pathPattern(routes.user), async () => {
    const gate = await scenarioGate();
    if (gate) return gate;
    const scenario = getScenario();
    const plan = planFor(scenario);
    return plan ? json(userFor(plan, scenario === 'admin')) : error(401, 'Not signed in');
  }),
  http.get(pathPattern(routes.subscription), async () => {
    const gate = await scenarioGate();
    if (gate) return gate;
    const plan = planFor(getScenario());
    return plan
      ? json(plan === 'free' ? { planType: plan } : { planType: plan, status: 'active' })
      : error(401, 'Not signed in');
  }),
  http.get(pathPattern(routes.growKits), async () => {
    const gate = await scenarioGate();
    if (gate) return gate;
    return json(growKitsFor(planFor(getScenario())));
  }),
  http.get(pathPattern(routes.merchandise), async () => {
    const gate = await scenarioGate();
    if (gate) return gate;
    return json(merchandiseFor(planFor(getScenario())));
  }),
  http.get(
    pathPattern(routes.getClicks),
    async ({ params }) =>
      (await scenarioGate()) ??
      (params.shopId === SHOP_ID ? json({ clickCount }) : error(404, 'Unknown shop')),
  ),
  http.post(pathPattern(routes.addClick), async ({ params }) => {
    const gate = await scenarioGate();
    if (gate) return gate;
    if (params.shopId !== SHOP_ID) return error(404, 'Unknown shop');
    clickCount += 1;
    return json({ clickCount });
  }),
  http.post(pathPattern(routes.createSuggestion), async ({ request }) => {
    const gate = await scenarioGate();
    if (gate) return gate;
    const body = (await request.json()) as { content?: string };
    if (!body?.content?.trim()) return error(400, 'content must not be blank');
    return json({ id: 1, createdAt: new Date().toISOString() }, { status: 201 });
  }),
  http.get(pathPattern(routes.listFavorites), async () => (await scenarioGate()) ?? json(favorites)),
  http.post(pathPattern(routes.addFavorite), async ({ request }) => {
    const gate = await scenarioGate();
    if (gate) return gate;
    const body = (await request.json()) as { pepperId?: number; recipeId?: number };
    const existing = favorites.find(
      (f) =>
        (body.pepperId && f.pepperId === body.pepperId) || (body.recipeId && f.recipeId === body.recipeId),
    );
    if (existing) return json(existing);
    const fav = {
      id: nextFavoriteId++,
      pepperId: body.pepperId ?? null,
      recipeId: body.recipeId ?? null,
      createdAt: new Date().toISOString(),
    } as Favorite;
    favorites = [...favorites, fav];
    return json(fav, { status: 201 });
  }),
  http.delete(pathPattern(routes.removeFavorite), async ({ params }) => {
    const gate = await scenarioGate();
    if (gate) return gate;
    favorites = favorites.filter((f) => String(f.id) !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(pathPattern(routes.createSubscription), async () => {
    const gate = await scenarioGate();
    if (gate) return gate;
    if (!planFor(getScenario())) return error(401, 'Not signed in');
    // As the API without Stripe keys (the mocked config has no publishable key).
    return error(503, 'Payments are not configured');
  }),
  http.post(pathPattern(routes.changeSubscription), async ({ request }) => {
    const gate = await scenarioGate();
    if (gate) return gate;
    const plan = planFor(getScenario());
    if (!plan) return error(401, 'Not signed in');
    const body = (await request.json()) as { planType?: string };
    if (body?.planType !== 'premium' && body?.planType !== 'pro')
      return error(400, 'body/planType must be premium or pro');
    if (plan === 'free')
      return error(409, 'You have no active subscription to change. Choose a plan to subscribe.');
    return json({ planType: body.planType, status: 'active' });
  }),
  ...[routes.cancelSubscription, routes.resumeSubscription].map((route) =>
    http.post(pathPattern(route), async () => {
      const gate = await scenarioGate();
      if (gate) return gate;
      const plan = planFor(getScenario());
      if (!plan) return error(401, 'Not signed in');
      if (plan === 'free') return error(409, 'You have no active subscription.');
      const periodEnd = new Date(Date.now() + 20 * 86_400_000).toISOString();
      return json({
        planType: plan,
        status: 'active',
        currentPeriodEnd: periodEnd,
        ...(route === routes.cancelSubscription ? { cancelAtPeriodEnd: true } : {}),
      });
    }),
  ),
  http.post(pathPattern(routes.identify), async ({ request }) => {
    const gate = await scenarioGate();
    if (gate) return gate;
    const body = (await request.json()) as { useAI?: boolean };
    const base = peppers.find((p) => p.name === 'Habanero')!;
    const candidates = mockCandidates(body.useAI === false);
    const identification: Identification = {
      pepperName: base.name,
      definitive: body.useAI !== false,
      botanicalClassification: base.scientificName,
      shuRange: identifiedHeatText(base),
      physicalCharacteristics: {
        color: 'Orange',
        shape: 'Lantern',
        size: '1-2.5 in',
        surface: 'Glossy, lobed',
        thickness: 'Thin walls',
        stemAttachment: 'Pendant',
      },
      identificationCriteria:
        body.useAI === false
          ? [
              'Database pattern matching',
              'Orange colour',
              'Lantern shape',
              `Colour and shape similarity, the closest of ${peppers.length} varieties: 96% (colour 98%, shape 93%)`,
            ]
          : ['Lantern shape', 'Orange glossy skin'],
      // As the API answers: a look-alike it suggests is never listed as ruled out too.
      eliminatedVarieties: eliminatedNotSuggested({
        pepperName: base.name,
        eliminatedVarieties: ['Scotch Bonnet (squat, lobed)', 'Fatalii (pointed, yellow)'],
        candidates,
      }),
      culturalContext: 'A staple of Yucatán cooking.',
      origin: base.origin,
      alternativeNames: ['Habanero chile'],
      distinguishingFeatures: ['Lantern shape with a pointed tip'],
      warnings: candidateWarnings(['Very hot: wear gloves'], candidates),
      matchedPepperId: base.id,
      candidates,
    } as Identification;
    return json({ identification });
  }),
  http.post(pathPattern(routes.startImageResearch), async () => {
    const gate = await scenarioGate();
    if (gate) return gate;
    if (getScenario() !== 'admin') return error(403, 'Administrators only');
    return json({ status: 'running', progress: 0 }, { status: 202 });
  }),
  http.get(pathPattern(routes.imageResearchStatus), async () => {
    const gate = await scenarioGate();
    if (gate) return gate;
    if (getScenario() !== 'admin') return error(403, 'Administrators only');
    return json({
      status: 'complete',
      progress: 100,
      result: {
        totalPeppers: peppers.length,
        processedPeppers: peppers.length,
        updatedImages: 9,
        verifiedImages: 9,
        failedResearch: ['Pepper X'],
      },
    });
  }),
  http.get(pathPattern(routes.config), () =>
    json({
      stripePublishableKey: null,
      checkout: true,
      oidc: false,
      shopId: SHOP_ID,
      shopUrl: 'https://example.com/shop',
      hostedBy: null,
    }),
  ),
  http.get(pathPattern(routes.stats), async () => (await scenarioGate()) ?? json(statsFor(listPeppers()))),
  // Signing in or out in the mocks moves between the signed-out and free scenarios, until the page reloads.
  http.post(pathPattern(routes.authLogin), () => {
    if (!planFor(getScenario())) setScenario('free');
    return json(userFor('free'));
  }),
  http.post(pathPattern(routes.authRegister), async ({ request }) => {
    const { email } = (await request.json()) as { email: string };
    const address = email.trim().toLowerCase();
    return json(
      {
        message: `We sent a message to ${address}. Enter the six-digit code from it to finish creating your account; it works for 15 minutes.`,
      },
      { status: 202 },
    );
  }),
  http.post(pathPattern(routes.confirmSignUp), async ({ request }) => {
    if (!(await carriesTheMailedCode(request))) return wrongCode();
    if (!planFor(getScenario())) setScenario('free');
    return json(userFor('free'), { status: 201 });
  }),
  http.post(pathPattern(routes.logout), () => {
    setScenario('signed-out');
    return json({ ok: true });
  }),
  // In the mocks the current password is always 'correct horse'.
  http.post(pathPattern(routes.changePassword), async ({ request }) => {
    if (!planFor(getScenario())) return error(401, 'Sign in required');
    const body = (await request.json()) as { currentPassword?: string; newPassword?: string };
    if (typeof body.newPassword !== 'string' || body.newPassword.length < 8)
      return error(400, 'body/newPassword must NOT have fewer than 8 characters');
    if (body.currentPassword !== 'correct horse') return error(403, 'Your current password is not right.');
    return json({ ok: true, otherSessionsEnded: endOtherMockSessions() });
  }),
  http.post(pathPattern(routes.sendEmailCode), () => json({ ok: true }, { status: 202 })),
  http.post(pathPattern(routes.confirmEmailCode), async ({ request }) => {
    if (!(await carriesTheMailedCode(request))) return wrongCode();
    return json({ ...userFor(planFor(getScenario()) ?? 'free', true), emailVerified: true });
  }),
  ...accountHandlers,
  ...weatherHandlers,
  ...seedHandlers,
  ...gardenHandlers,
  ...shopHandlers,
  ...ratingHandlers,
  ...imageHandlers,
];
export { MOCK_RESET_CODE } from './account-handlers';
