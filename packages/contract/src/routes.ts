/**
 * Every endpoint's route: its method and path (from endpoint-paths.ts), who may call it and its schemas. The
 * API registers each route with `schema: routes.x.schema`; the mocks match the paths and take the types. The
 * app builds its addresses from the endpoint table instead, so it never loads the schemas.
 * `auth`: 'none' (anyone), 'user' (signed in, else 401), 'admin' (signed-in admin, else 401/403).
 */
import { Type } from 'typebox';
import { endpoints, isIdempotentWrite, STRIPE_WEBHOOK_PATH } from './endpoint-paths.js';
import { accountRoutes, PasswordChanged } from './account.js';
import { gardenRoutes } from './garden.js';
import { IdempotencyHeaders } from './idempotency.js';
import { orderRoutes } from './orders.js';
import { ratingRoutes } from './ratings.js';
import { errors, route, type RouteDef, type RouteSchema } from './route-parts.js';
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

export const routes = withIdempotency({
  /* operations */
  health: route(endpoints.health, 'none', {
    summary: 'Process is alive',
    tags: ['ops'],
    response: { 200: S.Health },
  }),
  ready: route(endpoints.ready, 'none', {
    summary: 'Database is reachable (and whether Redis is)',
    tags: ['ops'],
    response: { 200: S.Ready, ...errors(503) },
  }),
  config: route(endpoints.config, 'none', {
    summary: 'Public client configuration',
    tags: ['ops'],
    response: { 200: S.Config },
  }),
  stats: route(endpoints.stats, 'none', {
    summary: 'Counts claimed by home and menu',
    tags: ['catalog'],
    response: { 200: S.Stats },
  }),
  remotes: route(endpoints.remotes, 'none', {
    summary: 'Module Federation remotes: name → manifest URL',
    tags: ['ops'],
    response: { 200: S.RemotesConfig },
  }),

  /* catalog */
  listPeppers: route(endpoints.listPeppers, 'none', {
    summary: 'Peppers (paged with limit; every match without it)',
    tags: ['catalog'],
    querystring: S.PepperQuery,
    response: { 200: S.PepperPage, ...errors(400) },
  }),
  suggestPeppers: route(endpoints.suggestPeppers, 'none', {
    summary: 'Up to 6 peppers for what has been typed (from 2 characters), best first, typos forgiven',
    tags: ['catalog'],
    querystring: S.SuggestQuery,
    response: { 200: S.PepperArray, ...errors(400, 429) },
  }),
  allPeppers: route(endpoints.allPeppers, 'none', {
    summary: 'Every pepper as an array',
    tags: ['catalog'],
    response: { 200: S.PepperArray },
  }),
  pepperLetters: route(endpoints.pepperLetters, 'none', {
    summary: 'The letters and digits some pepper name starts with, as the letter bar orders them',
    tags: ['catalog'],
    response: { 200: S.PepperLetters },
  }),
  offlinePack: route(endpoints.offlinePack, 'none', {
    summary: 'Every pepper in full, kept by the app for offline use beside the public recipe list',
    tags: ['catalog'],
    response: { 200: S.OfflinePack },
  }),
  getPepper: route(endpoints.getPepper, 'none', {
    summary: 'One pepper, full record',
    tags: ['catalog'],
    params: S.PepperIdParams,
    response: { 200: S.Pepper, ...errors(404) },
  }),
  pepperImage: route(endpoints.pepperImage, 'none', {
    summary: 'Generated illustration of a pepper',
    tags: ['images'],
    params: S.IdParams,
    response: { 200: Svg, ...errors(400, 404) },
  }),
  recipeImage: route(endpoints.recipeImage, 'none', {
    summary: 'Generated illustration of a recipe',
    tags: ['images'],
    params: S.IdParams,
    response: { 200: Svg, ...errors(400, 404) },
  }),
  growKitImage: route(endpoints.growKitImage, 'none', {
    summary: 'Generated illustration of a grow kit',
    tags: ['images'],
    params: S.IdParams,
    response: { 200: Svg, ...errors(400, 404) },
  }),
  merchandiseImage: route(endpoints.merchandiseImage, 'none', {
    summary: 'Generated illustration of a merchandise item',
    tags: ['images'],
    params: S.IdParams,
    response: { 200: Svg, ...errors(400, 404) },
  }),
  listRecipes: route(endpoints.listRecipes, 'none', {
    summary: 'Public recipes',
    tags: ['recipes'],
    querystring: S.RecipeQuery,
    response: { 200: S.RecipeArray, ...errors(400) },
  }),
  listRecipeSummaries: route(endpoints.listRecipeSummaries, 'none', {
    summary: 'Public recipes without their method, for lists',
    tags: ['recipes'],
    querystring: S.RecipeQuery,
    response: { 200: S.RecipeSummaryArray, ...errors(400) },
  }),
  premiumRecipes: route(endpoints.premiumRecipes, 'user', {
    summary: 'Premium recipes (premium and pro plans)',
    tags: ['recipes'],
    response: { 200: S.PremiumRecipeArray, ...errors(401, 403) },
  }),

  /* shop */
  growKits: route(endpoints.growKits, 'none', {
    summary: 'Grow kits, discounted by the caller plan',
    tags: ['shop'],
    response: { 200: S.GrowKitArray },
  }),
  merchandise: route(endpoints.merchandise, 'none', {
    summary: 'Merchandise, discounted by the caller plan',
    tags: ['shop'],
    response: { 200: S.MerchandiseArray },
  }),
  getClicks: route(endpoints.getClicks, 'none', {
    summary: 'Click count of a configured shop',
    tags: ['shop'],
    params: S.ShopParams,
    response: { 200: S.ClickCount, ...errors(400, 404) },
  }),
  addClick: route(endpoints.addClick, 'none', {
    summary: 'Count one click on a configured shop (no body)',
    tags: ['shop'],
    params: S.ShopParams,
    response: { 200: S.ClickCount, ...errors(400, 403, 404, 429) },
  }),

  /* feedback */
  createSuggestion: route(endpoints.createSuggestion, 'none', {
    summary: 'Send a suggestion',
    tags: ['feedback'],
    body: S.SuggestionBody,
    response: { 201: S.SuggestionCreated, ...errors(400, 403, 413, 415, 429) },
  }),

  suggestionForm: route(endpoints.suggestionForm, 'none', {
    summary:
      "Home's suggestion form as an HTML form (application/x-www-form-urlencoded): stored as a suggestion, " +
      'then 303 back to returnTo, a path on this site, with ?suggestion=sent',
    tags: ['feedback'],
    body: S.SuggestionFormBody,
    response: { 303: SeeOther, ...errors(400, 403, 413, 415, 429) },
  }),

  /* favorites: visitors keep them in their session; they move into the account at sign-in */
  listFavorites: route(endpoints.listFavorites, 'none', {
    summary: 'Favorites of the caller (account or visitor session)',
    tags: ['favorites'],
    response: { 200: S.FavoriteArray },
  }),
  addFavorite: route(endpoints.addFavorite, 'none', {
    summary: 'Add a favorite (idempotent: 200 with the existing one, 201 when new)',
    tags: ['favorites'],
    body: S.FavoriteBody,
    response: { 200: S.Favorite, 201: S.Favorite, ...errors(400, 403, 404, 415) },
  }),
  favoriteForm: route(endpoints.favoriteForm, 'none', {
    summary:
      'The favorite heart as an HTML form (application/x-www-form-urlencoded): adds or removes with the rules ' +
      'of the JSON API, then 303 back to returnTo, a path on this site',
    tags: ['favorites'],
    body: S.FavoriteFormBody,
    response: { 303: SeeOther, ...errors(400, 403, 404, 415) },
  }),
  removeFavorite: route(endpoints.removeFavorite, 'none', {
    summary: 'Remove one favorite of the caller',
    tags: ['favorites'],
    params: S.IdParams,
    response: { 200: S.Ok, ...errors(400, 403, 404) },
  }),

  /* account */
  login: route(endpoints.login, 'none', {
    summary: 'Browser sign-in: the OIDC provider when configured, else the /login screen',
    tags: ['auth'],
    querystring: S.LoginQuery,
    response: { 302: Redirect, ...errors(400, 503) },
  }),
  oidcCallback: route(endpoints.oidcCallback, 'none', {
    summary: 'OIDC redirect target',
    tags: ['auth'],
    response: { 302: Redirect, ...errors(400, 401, 404) },
  }),
  authLogin: route(endpoints.authLogin, 'none', {
    summary: 'Email and password sign-in',
    tags: ['auth'],
    body: S.LoginBody,
    response: { 200: S.User, ...errors(400, 401, 403, 429) },
  }),
  authRegister: route(endpoints.authRegister, 'none', {
    summary: 'Start a sign-up: a code goes to the address (or, when it has an account, a note to its owner)',
    tags: ['auth'],
    body: S.RegisterBody,
    response: { 202: S.SignUpStarted, ...errors(400, 403, 429) },
  }),
  confirmSignUp: route(endpoints.confirmSignUp, 'none', {
    summary: 'Finish a sign-up with the mailed code: creates the account and signs in',
    tags: ['auth'],
    body: S.ConfirmSignUpBody,
    response: { 201: S.User, ...errors(400, 403, 429) },
  }),
  sendEmailCode: route(endpoints.sendEmailCode, 'user', {
    summary: "Send a six-digit code to the account's address, to prove it is the owner's",
    tags: ['auth'],
    response: { 202: S.Ok, ...errors(401, 403, 409, 429) },
  }),
  confirmEmailCode: route(endpoints.confirmEmailCode, 'user', {
    summary: 'Confirm the address with the code sent to it',
    tags: ['auth'],
    body: S.EmailCodeBody,
    response: { 200: S.User, ...errors(400, 401, 403, 429) },
  }),
  changePassword: route(endpoints.changePassword, 'user', {
    summary: "Change the account's password (the current one is asked for); signs out every other session",
    tags: ['auth'],
    body: S.ChangePasswordBody,
    response: { 200: PasswordChanged, ...errors(400, 401, 403, 409, 429) },
  }),
  logout: route(endpoints.logout, 'none', {
    summary: 'Sign out',
    tags: ['auth'],
    response: { 200: S.Ok, ...errors(403) },
  }),
  user: route(endpoints.user, 'user', {
    summary: 'Current user',
    tags: ['auth'],
    response: { 200: S.User, ...errors(401) },
  }),
  subscription: route(endpoints.subscription, 'user', {
    summary: 'Plan of the current user (free when none)',
    tags: ['premium'],
    response: { 200: S.Subscription, ...errors(401) },
  }),
  createSubscription: route(endpoints.createSubscription, 'user', {
    summary: 'Start a subscription; answers the Payment Element client secret',
    tags: ['premium'],
    body: S.CreateSubscriptionBody,
    response: { 200: S.CreateSubscriptionResponse, ...errors(400, 401, 403, 409, 502, 503) },
  }),
  changeSubscription: route(endpoints.changeSubscription, 'user', {
    summary:
      'Switch the active subscription to the other paid plan; the plan changes once the proration is paid',
    tags: ['premium'],
    body: S.ChangeSubscriptionBody,
    response: { 200: S.Subscription, ...errors(400, 401, 402, 403, 409, 502, 503) },
  }),
  cancelSubscription: route(endpoints.cancelSubscription, 'user', {
    summary: 'End the subscription at the close of the paid period',
    tags: ['premium'],
    response: { 200: S.Subscription, ...errors(401, 403, 409, 502, 503) },
  }),
  resumeSubscription: route(endpoints.resumeSubscription, 'user', {
    summary: 'Keep a subscription that was set to end',
    tags: ['premium'],
    response: { 200: S.Subscription, ...errors(401, 403, 409, 502, 503) },
  }),
  stripeWebhook: route(endpoints.stripeWebhook, 'none', {
    summary: 'Stripe events (signed; raw body)',
    tags: ['premium'],
    response: { 200: Type.Object({ received: Type.Boolean() }), ...errors(400, 502, 503) },
  }),

  /* identification and image research */
  identify: route(endpoints.identify, 'none', {
    summary: 'Identify a pepper from a photo (useAI false: database pattern matching)',
    tags: ['identify'],
    body: S.IdentifyBody,
    response: { 200: S.IdentifyResponse, ...errors(400, 403, 413, 429, 502, 503) },
  }),
  confirmIdentification: route(endpoints.confirmIdentification, 'user', {
    summary: 'Confirm one candidate of an identification, or say none fits (kept with the resized photo)',
    tags: ['identify'],
    body: I.ConfirmationBody,
    response: { 201: I.Confirmation, ...errors(400, 401, 403, 404, 413, 429) },
  }),
  listConfirmations: route(endpoints.listConfirmations, 'user', {
    summary: 'Identifications the caller confirmed, newest first',
    tags: ['identify'],
    response: { 200: I.ConfirmationArray, ...errors(401) },
  }),
  confirmationPhoto: route(endpoints.confirmationPhoto, 'user', {
    summary: 'The stored photo of a confirmation (JPEG)',
    tags: ['identify'],
    params: S.IdParams,
    response: { 200: Type.String({ description: 'image/jpeg' }), ...errors(401, 404) },
  }),
  startImageResearch: route(endpoints.startImageResearch, 'admin', {
    summary: 'Start researching pepper photos (admin)',
    tags: ['admin'],
    response: { 202: S.ImageResearchStatus, ...errors(401, 403) },
  }),
  imageResearchStatus: route(endpoints.imageResearchStatus, 'admin', {
    summary: 'Progress of the image research job (admin)',
    tags: ['admin'],
    response: { 200: S.ImageResearchStatus, ...errors(401, 403) },
  }),

  /* weather and frost dates for the grower's place */
  weather: route(endpoints.weather, 'none', {
    summary: 'Current conditions, the week ahead and frost and heat warnings for a place (rounded to 0.1°)',
    tags: ['grow'],
    querystring: W.PlaceQuery,
    response: { 200: W.Weather, ...errors(400, 429, 503) },
  }),
  frostDates: route(endpoints.frostDates, 'none', {
    summary: 'Average last spring and first fall frost and the frost-free season for a place (0.25° cell)',
    tags: ['grow'],
    querystring: W.PlaceQuery,
    response: { 200: W.FrostDates, ...errors(400, 429, 503) },
  }),
  ...gardenRoutes,
  ...seedRoutes,
  ...orderRoutes,
  ...accountRoutes,
  ...ratingRoutes,

  /* benchmark baseline, only with the app option benchRoutes */
  benchHello: route(endpoints.benchHello, 'none', {
    summary: 'Trivial JSON route',
    tags: ['ops'],
    response: { 200: S.Hello },
  }),
} satisfies Record<string, RouteDef>);

export type RouteName = keyof typeof routes;
