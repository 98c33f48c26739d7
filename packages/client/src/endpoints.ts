import { queryOptions } from '@tanstack/react-query';
import type {
  AccountSessions,
  CheckoutRequest,
  CheckoutSession,
  ClickCount,
  ChangePasswordBody,
  ChangeSubscriptionBody,
  Config,
  CreateSubscriptionBody,
  CreateSubscriptionResponse,
  ConfirmSignUpBody,
  EmailCodeBody,
  Favorite,
  FavoriteBody,
  ForgotPasswordBody,
  ForgotPasswordStarted,
  FrostDates,
  GrowKit,
  IdentifyBody,
  IdentifyResponse,
  ImageResearchStatus,
  LoginBody,
  Merchandise,
  OtherSessionsEnded,
  PasswordChanged,
  OrderList,
  Pepper,
  PepperCard,
  PepperLetters,
  PepperList,
  PepperPage,
  PremiumRecipe,
  Recipe,
  RecipeRating,
  RecipeSummary,
  RegisterBody,
  ResetPasswordBody,
  SignUpStarted,
  Stats,
  Subscription,
  SuggestionBody,
  User,
  Weather,
} from '@pepper/contract';
import type { PepperQuery } from '@pepper/contract';
import { endpoints } from '@pepper/contract/endpoint-paths';
import { filterOrNone } from '@pepper/contract/list-queries';
import { pathTo } from '@pepper/contract/paths';
import { QUEUED_HEADER } from '@pepper/contract/offline';
import { apiJson, apiRequest, getItem, getJson, NULL_WHEN_MISSING, NULL_WHEN_SIGNED_OUT } from './request';
import { sentPepperPage, urls, type RecipeFilters } from './urls';

const MINUTE = 60_000;

/** The pepper list is fresh for 5 minutes and kept 10; the all-peppers list is fresh 10. */
export const CACHE = {
  listStaleMs: 5 * MINUTE,
  listGcMs: 10 * MINUTE,
  allStaleMs: 10 * MINUTE,
} as const;

async function must<T>(promise: Promise<T | null>): Promise<T> {
  const value = await promise;
  return value as T;
}

/** The whole of what one route without parameters answers, kept under its path. */
function everythingAt<T>(route: { path: string }) {
  return queryOptions({
    queryKey: [route.path],
    queryFn: () => must(getJson<T>(route.path)),
  });
}

/** What the address of one record answers, kept under its route's path and the record's key. */
function oneRecordAt<T>(routePath: string, key: string | number, url: string) {
  return queryOptions({
    queryKey: [routePath, key],
    queryFn: () => must(getJson<T>(url)),
  });
}

/** What a route answers for a position, kept per position; a failed answer is shown, not retried. */
function atPlace<T>(route: typeof endpoints.weather | typeof endpoints.frostDates, staleTime: number) {
  return (lat: number, lon: number) =>
    queryOptions({
      queryKey: [route.path, lat, lon],
      queryFn: () => must(getJson<T>(pathTo(route, {}, { lat, lon }))),
      staleTime,
      retry: false,
    });
}

export const queries = {
  pepperPage: (p: PepperQuery) => {
    const q = sentPepperPage(p);
    return queryOptions({
      queryKey: [
        endpoints.listPeppers.path,
        'page',
        q.page,
        q.limit,
        q.search,
        q.heatLevel,
        q.origin,
        q.letter,
      ],
      queryFn: () => must(getJson<PepperPage>(urls.pepperPage(q))),
      staleTime: CACHE.listStaleMs,
      gcTime: CACHE.listGcMs,
      placeholderData: (previous) => previous,
    });
  },
  /** The plain list used by home, heat index, grow, menu, random and collections. */
  peppers: () =>
    queryOptions({
      queryKey: [endpoints.listPeppers.path],
      queryFn: () => must(getJson<PepperList>(urls.peppers)),
      staleTime: CACHE.listStaleMs,
      gcTime: CACHE.listGcMs,
    }),
  /** As-you-type suggestions: up to 6 peppers for the text so far (none under 2 characters). */
  suggestPeppers: (text: string) =>
    queryOptions({
      queryKey: [endpoints.suggestPeppers.path, text.trim().toLowerCase()],
      queryFn: () => must(getJson<PepperCard[]>(pathTo(endpoints.suggestPeppers, {}, { q: text.trim() }))),
      enabled: text.trim().length >= 2,
      staleTime: CACHE.listStaleMs,
    }),
  allPeppers: () =>
    queryOptions({
      queryKey: [endpoints.allPeppers.path],
      queryFn: () => must(getJson<PepperCard[]>(pathTo(endpoints.allPeppers))),
      staleTime: CACHE.allStaleMs,
    }),
  pepperLetters: () =>
    queryOptions({
      queryKey: [urls.pepperLetters],
      queryFn: () => must(getJson<PepperLetters>(urls.pepperLetters)),
      staleTime: CACHE.allStaleMs,
    }),
  /** A variety by id; null when the database has none with that id. */
  pepper: (id: number | string) =>
    queryOptions({
      queryKey: [endpoints.listPeppers.path, String(id)],
      queryFn: () => getItem<Pepper>(urls.pepper(id)),
      meta: NULL_WHEN_MISSING,
    }),
  /** Public recipes; `pepper` keeps those that use that variety (by id). */
  recipes: (params: RecipeFilters = {}) =>
    queryOptions({
      queryKey: [
        endpoints.listRecipes.path,
        filterOrNone(params.category),
        filterOrNone(params.heatLevel),
        params.pepper ?? null,
      ],
      queryFn: () => must(getJson<Recipe[]>(urls.recipes(params))),
    }),
  /** The public recipes as lists show them: the same filters, without each recipe's method. */
  recipeSummaries: (params: RecipeFilters = {}) =>
    queryOptions({
      queryKey: [
        endpoints.listRecipeSummaries.path,
        filterOrNone(params.category),
        filterOrNone(params.heatLevel),
        params.pepper ?? null,
      ],
      queryFn: () => must(getJson<RecipeSummary[]>(urls.recipeSummaries(params))),
    }),
  premiumRecipes: () => everythingAt<PremiumRecipe[]>(endpoints.premiumRecipes),
  /** A recipe's average, count and the signed-in person's own stars. */
  recipeRating: (id: number) =>
    oneRecordAt<RecipeRating>(endpoints.recipeRating.path, id, pathTo(endpoints.recipeRating, { id })),
  /** The current user, or null when signed out (a 401 is an answer here, not a failure). */
  user: () =>
    queryOptions({
      queryKey: [urls.user],
      queryFn: () => getJson<User>(urls.user, 'returnNull'),
      meta: NULL_WHEN_SIGNED_OUT,
      staleTime: 5 * MINUTE,
    }),
  subscription: () => everythingAt<Subscription>(endpoints.subscription),
  growKits: () => everythingAt<GrowKit[]>(endpoints.growKits),
  merchandise: () => everythingAt<Merchandise[]>(endpoints.merchandise),
  /** The account's signed-in sessions, this device's first. */
  accountSessions: () => everythingAt<AccountSessions>(endpoints.accountSessions),
  /** The signed-in member's paid orders, newest first. */
  orders: () => everythingAt<OrderList>(endpoints.orders),
  clicks: (shopId: string) =>
    oneRecordAt<ClickCount>(endpoints.getClicks.path, shopId, pathTo(endpoints.getClicks, { shopId })),
  favorites: () =>
    queryOptions({
      queryKey: [urls.favorites],
      queryFn: () => must(getJson<Favorite[]>(urls.favorites)),
    }),
  config: () =>
    queryOptions({
      queryKey: [urls.config],
      queryFn: () => must(getJson<Config>(urls.config)),
      staleTime: Infinity,
    }),
  stats: () =>
    queryOptions({
      queryKey: [urls.stats],
      queryFn: () => must(getJson<Stats>(urls.stats)),
      staleTime: CACHE.allStaleMs,
    }),
  /** The forecast for a place; the server rounds the position and keeps each answer 15 minutes. */
  weather: atPlace<Weather>(endpoints.weather, MINUTE),
  /** Average frost dates change only with the climate: keep them for the visit. */
  frostDates: atPlace<FrostDates>(endpoints.frostDates, Infinity),
  imageResearchStatus: () => everythingAt<ImageResearchStatus>(endpoints.imageResearchStatus),
};

export const mutations = {
  /** `queued`: the device is offline and keeps the suggestion to send when the connection returns. */
  submitSuggestion: async (body: SuggestionBody) => {
    const res = await apiRequest('POST', pathTo(endpoints.createSuggestion), body);
    return { queued: res.headers.get(QUEUED_HEADER) === '1' };
  },
  registerClick: (shopId: string) => apiJson<ClickCount>('POST', pathTo(endpoints.addClick, { shopId })),
  addFavorite: (body: FavoriteBody) => apiJson<Favorite>('POST', pathTo(endpoints.addFavorite), body),
  removeFavorite: (id: number) => apiJson<void>('DELETE', pathTo(endpoints.removeFavorite, { id })),
  rateRecipe: (id: number, stars: number) =>
    apiJson<RecipeRating>('POST', pathTo(endpoints.rateRecipe, { id }), { stars }),
  createSubscription: (body: CreateSubscriptionBody) =>
    apiJson<CreateSubscriptionResponse>('POST', pathTo(endpoints.createSubscription), body),
  changeSubscription: (body: ChangeSubscriptionBody) =>
    apiJson<Subscription>('POST', pathTo(endpoints.changeSubscription), body),
  cancelSubscription: () => apiJson<Subscription>('POST', pathTo(endpoints.cancelSubscription)),
  resumeSubscription: () => apiJson<Subscription>('POST', pathTo(endpoints.resumeSubscription)),
  /** Opens the hosted payment page for one shop item; the browser goes to the returned URL next. */
  checkout: (body: CheckoutRequest) => apiJson<CheckoutSession>('POST', pathTo(endpoints.checkout), body),
  identify: (body: IdentifyBody) => apiJson<IdentifyResponse>('POST', pathTo(endpoints.identify), body),
  startImageResearch: () => apiJson<ImageResearchStatus>('POST', pathTo(endpoints.startImageResearch)),
  login: (body: LoginBody) => apiJson<User>('POST', pathTo(endpoints.authLogin), body),
  register: (body: RegisterBody) => apiJson<SignUpStarted>('POST', pathTo(endpoints.authRegister), body),
  confirmSignUp: (body: ConfirmSignUpBody) => apiJson<User>('POST', pathTo(endpoints.confirmSignUp), body),
  logout: () => apiJson<void>('POST', pathTo(endpoints.logout)),
  /** Returns how many other sessions of the account were signed out. */
  changePassword: (body: ChangePasswordBody) =>
    apiJson<PasswordChanged>('POST', pathTo(endpoints.changePassword), body),
  /** The same answer whether or not the address has an account. */
  forgotPassword: (body: ForgotPasswordBody) =>
    apiJson<ForgotPasswordStarted>('POST', pathTo(endpoints.forgotPassword), body),
  /** Sets the new password with the mailed code and signs in; every other session of the account ends. */
  resetPassword: (body: ResetPasswordBody) => apiJson<User>('POST', pathTo(endpoints.resetPassword), body),
  endAccountSession: (id: string) =>
    apiJson<{ ok: boolean }>('DELETE', pathTo(endpoints.endAccountSession, { id })),
  endOtherSessions: () => apiJson<OtherSessionsEnded>('POST', pathTo(endpoints.endOtherSessions)),
  sendEmailCode: () => apiJson<unknown>('POST', pathTo(endpoints.sendEmailCode)),
  confirmEmailCode: (body: EmailCodeBody) => apiJson<User>('POST', pathTo(endpoints.confirmEmailCode), body),
};
