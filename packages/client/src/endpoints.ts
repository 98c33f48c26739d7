import { queryOptions } from '@tanstack/react-query';
import type {
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
  FrostDates,
  GrowKit,
  IdentifyBody,
  IdentifyResponse,
  ImageResearchStatus,
  LoginBody,
  Merchandise,
  OrderList,
  Pepper,
  PepperCard,
  PepperLetters,
  PepperList,
  PepperPage,
  PremiumRecipe,
  Recipe,
  RegisterBody,
  SignUpStarted,
  Stats,
  Subscription,
  SuggestionBody,
  User,
  Weather,
} from '@pepper/contract';
import { filterOrNone, pathTo, QUEUED_HEADER, routes, type PepperQuery } from '@pepper/contract';
import { apiJson, apiRequest, getJson } from './request';
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

/** What a route answers for a position, kept per position; a failed answer is shown, not retried. */
function atPlace<T>(route: typeof routes.weather | typeof routes.frostDates, staleTime: number) {
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
      queryKey: [routes.listPeppers.path, 'page', q.page, q.limit, q.search, q.heatLevel, q.origin, q.letter],
      queryFn: () => must(getJson<PepperPage>(urls.pepperPage(q))),
      staleTime: CACHE.listStaleMs,
      gcTime: CACHE.listGcMs,
      placeholderData: (previous) => previous,
    });
  },
  /** The plain list used by home, heat index, grow, menu, random and collections. */
  peppers: () =>
    queryOptions({
      queryKey: [routes.listPeppers.path],
      queryFn: () => must(getJson<PepperList>(urls.peppers)),
      staleTime: CACHE.listStaleMs,
      gcTime: CACHE.listGcMs,
    }),
  /** As-you-type suggestions: up to 6 peppers for the text so far (none under 2 characters). */
  suggestPeppers: (text: string) =>
    queryOptions({
      queryKey: [routes.suggestPeppers.path, text.trim().toLowerCase()],
      queryFn: () => must(getJson<PepperCard[]>(pathTo(routes.suggestPeppers, {}, { q: text.trim() }))),
      enabled: text.trim().length >= 2,
      staleTime: CACHE.listStaleMs,
    }),
  allPeppers: () =>
    queryOptions({
      queryKey: [routes.allPeppers.path],
      queryFn: () => must(getJson<PepperCard[]>(pathTo(routes.allPeppers))),
      staleTime: CACHE.allStaleMs,
    }),
  pepperLetters: () =>
    queryOptions({
      queryKey: [urls.pepperLetters],
      queryFn: () => must(getJson<PepperLetters>(urls.pepperLetters)),
      staleTime: CACHE.allStaleMs,
    }),
  pepper: (id: number | string) =>
    queryOptions({
      queryKey: [routes.listPeppers.path, String(id)],
      queryFn: () => must(getJson<Pepper>(urls.pepper(id))),
    }),
  /** Public recipes; `pepper` keeps those that use that variety (by id). */
  recipes: (params: RecipeFilters = {}) =>
    queryOptions({
      queryKey: [
        routes.listRecipes.path,
        filterOrNone(params.category),
        filterOrNone(params.heatLevel),
        params.pepper ?? null,
      ],
      queryFn: () => must(getJson<Recipe[]>(urls.recipes(params))),
    }),
  premiumRecipes: () => everythingAt<PremiumRecipe[]>(routes.premiumRecipes),
  /** The current user, or null when signed out (a 401 is an answer here, not a failure). */
  user: () =>
    queryOptions({
      queryKey: [urls.user],
      queryFn: () => getJson<User>(urls.user, 'returnNull'),
      staleTime: 5 * MINUTE,
    }),
  subscription: () => everythingAt<Subscription>(routes.subscription),
  growKits: () => everythingAt<GrowKit[]>(routes.growKits),
  merchandise: () => everythingAt<Merchandise[]>(routes.merchandise),
  /** The signed-in member's paid orders, newest first. */
  orders: () => everythingAt<OrderList>(routes.orders),
  clicks: (shopId: string) =>
    queryOptions({
      queryKey: [routes.getClicks.path, shopId],
      queryFn: () => must(getJson<ClickCount>(pathTo(routes.getClicks, { shopId }))),
    }),
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
  weather: atPlace<Weather>(routes.weather, MINUTE),
  /** Average frost dates change only with the climate: keep them for the visit. */
  frostDates: atPlace<FrostDates>(routes.frostDates, Infinity),
  imageResearchStatus: () => everythingAt<ImageResearchStatus>(routes.imageResearchStatus),
};

export const mutations = {
  /** `queued`: the device is offline and keeps the suggestion to send when the connection returns. */
  submitSuggestion: async (body: SuggestionBody) => {
    const res = await apiRequest('POST', pathTo(routes.createSuggestion), body);
    return { queued: res.headers.get(QUEUED_HEADER) === '1' };
  },
  registerClick: (shopId: string) => apiJson<ClickCount>('POST', pathTo(routes.addClick, { shopId })),
  addFavorite: (body: FavoriteBody) => apiJson<Favorite>('POST', pathTo(routes.addFavorite), body),
  removeFavorite: (id: number) => apiJson<void>('DELETE', pathTo(routes.removeFavorite, { id })),
  createSubscription: (body: CreateSubscriptionBody) =>
    apiJson<CreateSubscriptionResponse>('POST', pathTo(routes.createSubscription), body),
  changeSubscription: (body: ChangeSubscriptionBody) =>
    apiJson<Subscription>('POST', pathTo(routes.changeSubscription), body),
  cancelSubscription: () => apiJson<Subscription>('POST', pathTo(routes.cancelSubscription)),
  resumeSubscription: () => apiJson<Subscription>('POST', pathTo(routes.resumeSubscription)),
  /** Opens the hosted payment page for one shop item; the browser goes to the answered URL next. */
  checkout: (body: CheckoutRequest) => apiJson<CheckoutSession>('POST', pathTo(routes.checkout), body),
  identify: (body: IdentifyBody) => apiJson<IdentifyResponse>('POST', pathTo(routes.identify), body),
  startImageResearch: () => apiJson<ImageResearchStatus>('POST', pathTo(routes.startImageResearch)),
  login: (body: LoginBody) => apiJson<User>('POST', pathTo(routes.authLogin), body),
  register: (body: RegisterBody) => apiJson<SignUpStarted>('POST', pathTo(routes.authRegister), body),
  confirmSignUp: (body: ConfirmSignUpBody) => apiJson<User>('POST', pathTo(routes.confirmSignUp), body),
  logout: () => apiJson<void>('POST', pathTo(routes.logout)),
  changePassword: (body: ChangePasswordBody) =>
    apiJson<{ ok: boolean }>('POST', pathTo(routes.changePassword), body),
  sendEmailCode: () => apiJson<unknown>('POST', pathTo(routes.sendEmailCode)),
  confirmEmailCode: (body: EmailCodeBody) => apiJson<User>('POST', pathTo(routes.confirmEmailCode), body),
};
