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
import { QUEUED_HEADER } from '@pepper/contract';
import { PEPPER_PAGE_SIZE } from '@pepper/domain';
import { apiJson, apiRequest, buildUrl, getJson } from './request';
import { filter, urls, type PepperPageParams } from './urls';

export type { PepperPageParams };

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

export const queries = {
  pepperPage: (p: PepperPageParams) =>
    queryOptions({
      queryKey: [
        '/api/peppers',
        'page',
        p.page,
        p.limit ?? PEPPER_PAGE_SIZE,
        p.letter ? undefined : filter(p.search),
        filter(p.heatLevel),
        filter(p.origin),
        filter(p.letter),
      ],
      queryFn: () => must(getJson<PepperPage>(urls.pepperPage(p))),
      staleTime: CACHE.listStaleMs,
      gcTime: CACHE.listGcMs,
      placeholderData: (previous) => previous,
    }),
  /** The plain list used by home, heat index, grow, menu, random and collections. */
  peppers: () =>
    queryOptions({
      queryKey: ['/api/peppers'],
      queryFn: () => must(getJson<PepperList>(urls.peppers)),
      staleTime: CACHE.listStaleMs,
      gcTime: CACHE.listGcMs,
    }),
  /** As-you-type suggestions: up to 6 peppers for the text so far (none under 2 characters). */
  suggestPeppers: (text: string) =>
    queryOptions({
      queryKey: ['/api/peppers/suggest', text.trim().toLowerCase()],
      queryFn: () => must(getJson<PepperCard[]>(buildUrl('/api/peppers/suggest', { q: text.trim() }))),
      enabled: text.trim().length >= 2,
      staleTime: CACHE.listStaleMs,
    }),
  allPeppers: () =>
    queryOptions({
      queryKey: ['/api/peppers/all'],
      queryFn: () => must(getJson<PepperCard[]>('/api/peppers/all')),
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
      queryKey: ['/api/peppers', String(id)],
      queryFn: () => must(getJson<Pepper>(urls.pepper(id))),
    }),
  /** Public recipes; `pepper` keeps those that use that variety (by id). */
  recipes: (params: { category?: string; heatLevel?: string; pepper?: number } = {}) =>
    queryOptions({
      queryKey: ['/api/recipes', filter(params.category), filter(params.heatLevel), params.pepper ?? null],
      queryFn: () => must(getJson<Recipe[]>(urls.recipes(params))),
    }),
  premiumRecipes: () =>
    queryOptions({
      queryKey: ['/api/premium/recipes'],
      queryFn: () => must(getJson<PremiumRecipe[]>('/api/premium/recipes')),
    }),
  /** The current user, or null when signed out (a 401 is an answer here, not a failure). */
  user: () =>
    queryOptions({
      queryKey: ['/api/user'],
      queryFn: () => getJson<User>(urls.user, 'returnNull'),
      staleTime: 5 * MINUTE,
    }),
  subscription: () =>
    queryOptions({
      queryKey: ['/api/subscription'],
      queryFn: () => must(getJson<Subscription>('/api/subscription')),
    }),
  growKits: () =>
    queryOptions({ queryKey: ['/api/grow-kits'], queryFn: () => must(getJson<GrowKit[]>('/api/grow-kits')) }),
  merchandise: () =>
    queryOptions({
      queryKey: ['/api/merchandise'],
      queryFn: () => must(getJson<Merchandise[]>('/api/merchandise')),
    }),
  /** The signed-in member's paid orders, newest first. */
  orders: () =>
    queryOptions({
      queryKey: ['/api/orders'],
      queryFn: () => must(getJson<OrderList>('/api/orders')),
    }),
  clicks: (shopId: string) =>
    queryOptions({
      queryKey: ['/api/clicks', shopId],
      queryFn: () => must(getJson<ClickCount>(`/api/clicks/${encodeURIComponent(shopId)}`)),
    }),
  favorites: () =>
    queryOptions({
      queryKey: [urls.favorites],
      queryFn: () => must(getJson<Favorite[]>(urls.favorites)),
    }),
  config: () =>
    queryOptions({
      queryKey: ['/api/config'],
      queryFn: () => must(getJson<Config>(urls.config)),
      staleTime: Infinity,
    }),
  stats: () =>
    queryOptions({
      queryKey: ['/api/stats'],
      queryFn: () => must(getJson<Stats>(urls.stats)),
      staleTime: CACHE.allStaleMs,
    }),
  /** The forecast for a place; the server rounds the position and keeps each answer 15 minutes. */
  weather: (lat: number, lon: number) =>
    queryOptions({
      queryKey: ['/api/weather', lat, lon],
      queryFn: () => must(getJson<Weather>(buildUrl('/api/weather', { lat, lon }))),
      staleTime: MINUTE,
      retry: false,
    }),
  /** Average frost dates change only with the climate: keep them for the visit. */
  frostDates: (lat: number, lon: number) =>
    queryOptions({
      queryKey: ['/api/frost-dates', lat, lon],
      queryFn: () => must(getJson<FrostDates>(buildUrl('/api/frost-dates', { lat, lon }))),
      staleTime: Infinity,
      retry: false,
    }),
  imageResearchStatus: () =>
    queryOptions({
      queryKey: ['/api/admin/update-pepper-images/status'],
      queryFn: () => must(getJson<ImageResearchStatus>('/api/admin/update-pepper-images/status')),
    }),
};

export const mutations = {
  /** `queued`: the device is offline and keeps the suggestion to send when the connection returns. */
  submitSuggestion: async (body: SuggestionBody) => {
    const res = await apiRequest('POST', '/api/suggestions', body);
    return { queued: res.headers.get(QUEUED_HEADER) === '1' };
  },
  registerClick: (shopId: string) => apiJson<ClickCount>('POST', `/api/clicks/${encodeURIComponent(shopId)}`),
  addFavorite: (body: FavoriteBody) => apiJson<Favorite>('POST', '/api/user/favorites', body),
  removeFavorite: (id: number) => apiJson<void>('DELETE', `/api/user/favorites/${id}`),
  createSubscription: (body: CreateSubscriptionBody) =>
    apiJson<CreateSubscriptionResponse>('POST', '/api/create-subscription', body),
  changeSubscription: (body: ChangeSubscriptionBody) =>
    apiJson<Subscription>('POST', '/api/subscription/change', body),
  cancelSubscription: () => apiJson<Subscription>('POST', '/api/subscription/cancel'),
  resumeSubscription: () => apiJson<Subscription>('POST', '/api/subscription/resume'),
  /** Opens the hosted payment page for one shop item; the browser goes to the answered URL next. */
  checkout: (body: CheckoutRequest) => apiJson<CheckoutSession>('POST', '/api/checkout', body),
  identify: (body: IdentifyBody) => apiJson<IdentifyResponse>('POST', '/api/identify', body),
  startImageResearch: () => apiJson<ImageResearchStatus>('POST', '/api/admin/update-pepper-images'),
  login: (body: LoginBody) => apiJson<User>('POST', '/api/auth/login', body),
  register: (body: RegisterBody) => apiJson<SignUpStarted>('POST', '/api/auth/register', body),
  confirmSignUp: (body: ConfirmSignUpBody) => apiJson<User>('POST', '/api/auth/register/confirm', body),
  logout: () => apiJson<void>('POST', '/api/logout'),
  changePassword: (body: ChangePasswordBody) => apiJson<{ ok: boolean }>('POST', '/api/auth/password', body),
  sendEmailCode: () => apiJson<unknown>('POST', '/api/auth/email-verification'),
  confirmEmailCode: (body: EmailCodeBody) =>
    apiJson<User>('POST', '/api/auth/email-verification/confirm', body),
};
