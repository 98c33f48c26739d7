/**
 * Every endpoint's route: its method and path (from endpoint-paths.ts), who may call it and its schemas. The
 * API registers each route with `schema: routes.x.schema`; the mocks match the paths and take the types. The
 * app builds its addresses from the endpoint table instead, so it never loads the schemas.
 * `auth`: 'none' (anyone), 'user' (signed in, else 401), 'admin' (signed-in admin, else 401/403).
 */
import { Type } from 'typebox';
import { endpoints, isIdempotentWrite, STRIPE_WEBHOOK_PATH, type Endpoint } from './endpoint-paths.js';
import { accountRoutes, PasswordChanged } from './account.js';
import { gardenRoutes } from './garden.js';
import { IdempotencyHeaders } from './idempotency.js';
import { orderRoutes } from './orders.js';
import { ratingRoutes } from './ratings.js';
import { answers, errors, section, type RouteDef, type RouteSchema } from './route-parts.js';
import { seedRoutes } from './seeds.js';
import * as S from './schemas.js';
import * as W from './weather.js';
import * as I from './identify.js';

export type { RouteDef, RouteSchema };

type IdempotentSchema<Sc extends RouteSchema> = Sc & {
  headers: typeof IdempotencyHeaders;
  response: Sc['response'] & { 409: typeof S.ApiError; 422: typeof S.ApiError };
};
type WithIdempotency<R extends Record<string, RouteDef>> = {
  [K in keyof R]: R[K] extends { method: 'POST' | 'DELETE'; path: infer P }
    ? P extends typeof STRIPE_WEBHOOK_PATH
      ? R[K]
      : Omit<R[K], 'schema'> & { schema: IdempotentSchema<R[K]['schema']> }
    : R[K];
};

/**
 * Every write documents the Idempotency-Key header and its two answers (409: the first request with that key
 * is still running; 422: the key was used with another body), here, once, rather than in each definition.
 */
function withIdempotency<R extends Record<string, RouteDef>>(defs: R): WithIdempotency<R> {
  const out: Record<string, RouteDef> = {};
  for (const [name, def] of Object.entries(defs)) {
    out[name] = isIdempotentWrite(def)
      ? {
          ...def,
          schema: {
            ...def.schema,
            headers: IdempotencyHeaders,
            response: { 409: S.ApiError, 422: S.ApiError, ...def.schema.response },
          } as RouteSchema,
        }
      : def;
  }
  return out as WithIdempotency<R>;
}

/** SVG illustrations are not JSON; documented as a string. */
const Svg = Type.String({ description: 'image/svg+xml' });
const Redirect = Type.Null({ description: '302 redirect' });
const SeeOther = Type.Null({ description: '303 See Other, back to the page' });

const ops = section('ops');
const catalog = section('catalog');
const images = section('images');
const recipes = section('recipes');
const shop = section('shop');
const feedback = section('feedback');
const favorites = section('favorites');
const auth = section('auth');
const premium = section('premium');
const identify = section('identify');
const admin = section('admin');
const grow = section('grow');

/** The generated SVG illustration of one record, by its id. */
const illustration = <E extends Endpoint>(endpoint: E, what: string) =>
  images.route(endpoint, 'none', {
    summary: `Generated illustration of ${what}`,
    params: S.IdParams,
    response: { 200: Svg, ...errors(400, 404) },
  });

/** A change to the caller's subscription that takes no input and answers the subscription as it now is. */
const subscriptionChange = <E extends Endpoint>(endpoint: E, doc: { summary: string }) =>
  premium.withoutInput(endpoint, 'user', answers(S.Subscription, 401, 403, 409, 502, 503), doc);

export const routes = withIdempotency({
  /* operations */
  health: ops.withoutInput(endpoints.health, 'none', answers(S.Health), { summary: 'Process is alive' }),
  ready: ops.withoutInput(endpoints.ready, 'none', answers(S.Ready, 503), {
    summary: 'Database is reachable (and whether Redis is)',
  }),
  config: ops.withoutInput(endpoints.config, 'none', answers(S.Config), {
    summary: 'Public client configuration',
  }),
  stats: catalog.withoutInput(endpoints.stats, 'none', answers(S.Stats), {
    summary: 'Counts claimed by home and menu',
  }),
  remotes: ops.withoutInput(endpoints.remotes, 'none', answers(S.RemotesConfig), {
    summary: 'Module Federation remotes: name → manifest URL',
  }),

  /* catalog */
  listPeppers: catalog.route(endpoints.listPeppers, 'none', {
    summary: 'Peppers (paged with limit; every match without it)',
    querystring: S.PepperQuery,
    response: { 200: S.PepperPage, ...errors(400) },
  }),
  suggestPeppers: catalog.route(endpoints.suggestPeppers, 'none', {
    summary: 'Up to 6 peppers for what has been typed (from 2 characters), best first, typos forgiven',
    querystring: S.SuggestQuery,
    response: { 200: S.PepperArray, ...errors(400, 429) },
  }),
  allPeppers: catalog.withoutInput(endpoints.allPeppers, 'none', answers(S.PepperArray), {
    summary: 'Every pepper as an array',
  }),
  pepperLetters: catalog.withoutInput(endpoints.pepperLetters, 'none', answers(S.PepperLetters), {
    summary: 'The letters and digits some pepper name starts with, as the letter bar orders them',
  }),
  offlinePack: catalog.withoutInput(endpoints.offlinePack, 'none', answers(S.OfflinePack), {
    summary: 'Every pepper in full, kept by the app for offline use beside the public recipe list',
  }),
  getPepper: catalog.route(endpoints.getPepper, 'none', {
    summary: 'One pepper, full record',
    params: S.PepperIdParams,
    response: { 200: S.Pepper, ...errors(404) },
  }),
  pepperImage: illustration(endpoints.pepperImage, 'a pepper'),
  recipeImage: illustration(endpoints.recipeImage, 'a recipe'),
  growKitImage: illustration(endpoints.growKitImage, 'a grow kit'),
  merchandiseImage: illustration(endpoints.merchandiseImage, 'a merchandise item'),
  listRecipes: recipes.route(endpoints.listRecipes, 'none', {
    summary: 'Public recipes',
    querystring: S.RecipeQuery,
    response: { 200: S.RecipeArray, ...errors(400) },
  }),
  listRecipeSummaries: recipes.route(endpoints.listRecipeSummaries, 'none', {
    summary: 'Public recipes without their method, for lists',
    querystring: S.RecipeQuery,
    response: { 200: S.RecipeSummaryArray, ...errors(400) },
  }),
  premiumRecipes: recipes.withoutInput(
    endpoints.premiumRecipes,
    'user',
    answers(S.PremiumRecipeArray, 401, 403),
    { summary: 'Premium recipes (premium and pro plans)' },
  ),

  /* shop */
  growKits: shop.withoutInput(endpoints.growKits, 'none', answers(S.GrowKitArray), {
    summary: 'Grow kits, discounted by the caller plan',
  }),
  merchandise: shop.withoutInput(endpoints.merchandise, 'none', answers(S.MerchandiseArray), {
    summary: 'Merchandise, discounted by the caller plan',
  }),
  getClicks: shop.route(endpoints.getClicks, 'none', {
    summary: 'Click count of a configured shop',
    params: S.ShopParams,
    response: { 200: S.ClickCount, ...errors(400, 404) },
  }),
  addClick: shop.route(endpoints.addClick, 'none', {
    summary: 'Count one click on a configured shop (no body)',
    params: S.ShopParams,
    response: { 200: S.ClickCount, ...errors(400, 403, 404, 429) },
  }),

  /* feedback */
  createSuggestion: feedback.route(endpoints.createSuggestion, 'none', {
    summary: 'Send a suggestion',
    body: S.SuggestionBody,
    response: { 201: S.SuggestionCreated, ...errors(400, 403, 413, 415, 429) },
  }),

  suggestionForm: feedback.route(endpoints.suggestionForm, 'none', {
    summary:
      "Home's suggestion form as an HTML form (application/x-www-form-urlencoded): stored as a suggestion, " +
      'then 303 back to returnTo, a path on this site, with ?suggestion=sent',
    body: S.SuggestionFormBody,
    response: { 303: SeeOther, ...errors(400, 403, 413, 415, 429) },
  }),

  /* favorites: visitors keep them in their session; they move into the account at sign-in */
  listFavorites: favorites.withoutInput(endpoints.listFavorites, 'none', answers(S.FavoriteArray), {
    summary: 'Favorites of the caller (account or visitor session)',
  }),
  addFavorite: favorites.route(endpoints.addFavorite, 'none', {
    summary: 'Add a favorite (idempotent: 200 with the existing one, 201 when new)',
    body: S.FavoriteBody,
    response: { 200: S.Favorite, 201: S.Favorite, ...errors(400, 403, 404, 415) },
  }),
  favoriteForm: favorites.route(endpoints.favoriteForm, 'none', {
    summary:
      'The favorite heart as an HTML form (application/x-www-form-urlencoded): adds or removes with the rules ' +
      'of the JSON API, then 303 back to returnTo, a path on this site',
    body: S.FavoriteFormBody,
    response: { 303: SeeOther, ...errors(400, 403, 404, 415) },
  }),
  removeFavorite: favorites.removeOwn(endpoints.removeFavorite, {
    summary: 'Remove one favorite of the caller',
  }),

  /* account */
  login: auth.route(endpoints.login, 'none', {
    summary: 'Browser sign-in: the OIDC provider when configured, else the /login screen',
    querystring: S.LoginQuery,
    response: { 302: Redirect, ...errors(400, 503) },
  }),
  oidcCallback: auth.route(endpoints.oidcCallback, 'none', {
    summary: 'OIDC redirect target',
    response: { 302: Redirect, ...errors(400, 401, 404) },
  }),
  authLogin: auth.route(endpoints.authLogin, 'none', {
    summary: 'Email and password sign-in',
    body: S.LoginBody,
    response: { 200: S.User, ...errors(400, 401, 403, 429) },
  }),
  authRegister: auth.route(endpoints.authRegister, 'none', {
    summary: 'Start a sign-up: a code goes to the address (or, when it has an account, a note to its owner)',
    body: S.RegisterBody,
    response: { 202: S.SignUpStarted, ...errors(400, 403, 429) },
  }),
  confirmSignUp: auth.route(endpoints.confirmSignUp, 'none', {
    summary: 'Finish a sign-up with the mailed code: creates the account and signs in',
    body: S.ConfirmSignUpBody,
    response: { 201: S.User, ...errors(400, 403, 429) },
  }),
  sendEmailCode: auth.route(endpoints.sendEmailCode, 'user', {
    summary: "Send a six-digit code to the account's address, to prove it is the owner's",
    response: { 202: S.Ok, ...errors(401, 403, 409, 429) },
  }),
  confirmEmailCode: auth.route(endpoints.confirmEmailCode, 'user', {
    summary: 'Confirm the address with the code sent to it',
    body: S.EmailCodeBody,
    response: { 200: S.User, ...errors(400, 401, 403, 429) },
  }),
  changePassword: auth.route(endpoints.changePassword, 'user', {
    summary: "Change the account's password (the current one is asked for); signs out every other session",
    body: S.ChangePasswordBody,
    response: { 200: PasswordChanged, ...errors(400, 401, 403, 409, 429) },
  }),
  logout: auth.withoutInput(endpoints.logout, 'none', answers(S.Ok, 403), { summary: 'Sign out' }),
  user: auth.withoutInput(endpoints.user, 'user', answers(S.User, 401), { summary: 'Current user' }),
  subscription: premium.withoutInput(endpoints.subscription, 'user', answers(S.Subscription, 401), {
    summary: 'Plan of the current user (free when none)',
  }),
  createSubscription: premium.route(endpoints.createSubscription, 'user', {
    summary: 'Start a subscription; answers the Payment Element client secret',
    body: S.CreateSubscriptionBody,
    response: { 200: S.CreateSubscriptionResponse, ...errors(400, 401, 403, 409, 502, 503) },
  }),
  changeSubscription: premium.route(endpoints.changeSubscription, 'user', {
    summary:
      'Switch the active subscription to the other paid plan; the plan changes once the proration is paid',
    body: S.ChangeSubscriptionBody,
    response: { 200: S.Subscription, ...errors(400, 401, 402, 403, 409, 502, 503) },
  }),
  cancelSubscription: subscriptionChange(endpoints.cancelSubscription, {
    summary: 'End the subscription at the close of the paid period',
  }),
  resumeSubscription: subscriptionChange(endpoints.resumeSubscription, {
    summary: 'Keep a subscription that was set to end',
  }),
  stripeWebhook: premium.withoutInput(
    endpoints.stripeWebhook,
    'none',
    answers(Type.Object({ received: Type.Boolean() }), 400, 502, 503),
    { summary: 'Stripe events (signed; raw body)' },
  ),

  /* identification and image research */
  identify: identify.route(endpoints.identify, 'none', {
    summary: 'Identify a pepper from a photo (useAI false: database pattern matching)',
    body: S.IdentifyBody,
    response: { 200: S.IdentifyResponse, ...errors(400, 403, 413, 429, 502, 503) },
  }),
  confirmIdentification: identify.route(endpoints.confirmIdentification, 'user', {
    summary: 'Confirm one candidate of an identification, or say none fits (kept with the resized photo)',
    body: I.ConfirmationBody,
    response: { 201: I.Confirmation, ...errors(400, 401, 403, 404, 413, 429) },
  }),
  listConfirmations: identify.withoutInput(
    endpoints.listConfirmations,
    'user',
    answers(I.ConfirmationArray, 401),
    { summary: 'Identifications the caller confirmed, newest first' },
  ),
  confirmationPhoto: identify.byId(
    endpoints.confirmationPhoto,
    'user',
    answers(Type.String({ description: 'image/jpeg' }), 401, 404),
    { summary: 'The stored photo of a confirmation (JPEG)' },
  ),
  startImageResearch: admin.route(endpoints.startImageResearch, 'admin', {
    summary: 'Start researching pepper photos (admin)',
    response: { 202: S.ImageResearchStatus, ...errors(401, 403) },
  }),
  imageResearchStatus: admin.withoutInput(
    endpoints.imageResearchStatus,
    'admin',
    answers(S.ImageResearchStatus, 401, 403),
    { summary: 'Progress of the image research job (admin)' },
  ),

  /* weather and frost dates for the grower's place */
  weather: grow.route(endpoints.weather, 'none', {
    summary: 'Current conditions, the week ahead and frost and heat warnings for a place (rounded to 0.1°)',
    querystring: W.PlaceQuery,
    response: { 200: W.Weather, ...errors(400, 429, 503) },
  }),
  frostDates: grow.route(endpoints.frostDates, 'none', {
    summary: 'Average last spring and first fall frost and the frost-free season for a place (0.25° cell)',
    querystring: W.PlaceQuery,
    response: { 200: W.FrostDates, ...errors(400, 429, 503) },
  }),
  ...gardenRoutes,
  ...seedRoutes,
  ...orderRoutes,
  ...accountRoutes,
  ...ratingRoutes,

  /* benchmark baseline, only with the app option benchRoutes */
  benchHello: ops.withoutInput(endpoints.benchHello, 'none', answers(S.Hello), {
    summary: 'Trivial JSON route',
  }),
} satisfies Record<string, RouteDef>);

export type RouteName = keyof typeof routes;
