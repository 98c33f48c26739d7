/**
 * Every endpoint's method and path, and nothing more: the one place an API address is spelled. The route
 * definitions (routes.ts) add who may call each endpoint and its schemas, taking method and path from here.
 * The app writes and matches addresses from this table alone, so its pages and its service worker never
 * load the schemas, which only the API and the mocks validate with.
 */

export type Method = 'GET' | 'POST' | 'DELETE';

/** An endpoint as an address is built or matched from it. */
export interface Endpoint {
  method: Method;
  path: string;
}

/** Keeps its own idempotency (Stripe's event ids) and is called by Stripe, not by the app. */
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/** A call that changes state, and so honours the Idempotency-Key header. */
export const isIdempotentWrite = (endpoint: Endpoint): boolean =>
  (endpoint.method === 'POST' || endpoint.method === 'DELETE') && endpoint.path !== STRIPE_WEBHOOK_PATH;

export const endpoints = {
  /* operations */
  health: { method: 'GET', path: '/api/health' },
  ready: { method: 'GET', path: '/api/ready' },
  config: { method: 'GET', path: '/api/config' },
  stats: { method: 'GET', path: '/api/stats' },
  remotes: { method: 'GET', path: '/remotes.json' },

  /* catalog */
  listPeppers: { method: 'GET', path: '/api/peppers' },
  suggestPeppers: { method: 'GET', path: '/api/peppers/suggest' },
  allPeppers: { method: 'GET', path: '/api/peppers/all' },
  pepperLetters: { method: 'GET', path: '/api/peppers/letters' },
  offlinePack: { method: 'GET', path: '/api/offline-pack' },
  getPepper: { method: 'GET', path: '/api/peppers/:id' },
  pepperImage: { method: 'GET', path: '/api/images/peppers/:id.svg' },
  recipeImage: { method: 'GET', path: '/api/images/recipes/:id.svg' },
  growKitImage: { method: 'GET', path: '/api/images/grow-kits/:id.svg' },
  merchandiseImage: { method: 'GET', path: '/api/images/merchandise/:id.svg' },
  listRecipes: { method: 'GET', path: '/api/recipes' },
  listRecipeSummaries: { method: 'GET', path: '/api/recipes/summaries' },
  premiumRecipes: { method: 'GET', path: '/api/premium/recipes' },
  recipeRating: { method: 'GET', path: '/api/recipes/:id/rating' },
  rateRecipe: { method: 'POST', path: '/api/recipes/:id/rating' },

  /* shop */
  growKits: { method: 'GET', path: '/api/grow-kits' },
  merchandise: { method: 'GET', path: '/api/merchandise' },
  getClicks: { method: 'GET', path: '/api/clicks/:shopId' },
  addClick: { method: 'POST', path: '/api/clicks/:shopId' },
  checkout: { method: 'POST', path: '/api/checkout' },
  orders: { method: 'GET', path: '/api/orders' },

  /* feedback */
  createSuggestion: { method: 'POST', path: '/api/suggestions' },
  /** Home's suggestion form as a plain HTML form, posted by a page whose code has not loaded or does not run. */
  suggestionForm: { method: 'POST', path: '/api/suggestions/form' },

  /* favorites */
  listFavorites: { method: 'GET', path: '/api/user/favorites' },
  addFavorite: { method: 'POST', path: '/api/user/favorites' },
  /** The favorite heart as a plain HTML form, posted by a page whose code has not loaded or does not run. */
  favoriteForm: { method: 'POST', path: '/api/user/favorites/form' },
  removeFavorite: { method: 'DELETE', path: '/api/user/favorites/:id' },

  /* account */
  login: { method: 'GET', path: '/api/login' },
  oidcCallback: { method: 'GET', path: '/api/auth/callback' },
  authLogin: { method: 'POST', path: '/api/auth/login' },
  authRegister: { method: 'POST', path: '/api/auth/register' },
  confirmSignUp: { method: 'POST', path: '/api/auth/register/confirm' },
  sendEmailCode: { method: 'POST', path: '/api/auth/email-verification' },
  confirmEmailCode: { method: 'POST', path: '/api/auth/email-verification/confirm' },
  changePassword: { method: 'POST', path: '/api/auth/password' },
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password' },
  accountSessions: { method: 'GET', path: '/api/me/sessions' },
  endAccountSession: { method: 'DELETE', path: '/api/me/sessions/:id' },
  endOtherSessions: { method: 'POST', path: '/api/me/sessions/end-others' },
  logout: { method: 'POST', path: '/api/logout' },
  user: { method: 'GET', path: '/api/user' },
  subscription: { method: 'GET', path: '/api/subscription' },
  createSubscription: { method: 'POST', path: '/api/create-subscription' },
  changeSubscription: { method: 'POST', path: '/api/subscription/change' },
  cancelSubscription: { method: 'POST', path: '/api/subscription/cancel' },
  resumeSubscription: { method: 'POST', path: '/api/subscription/resume' },
  stripeWebhook: { method: 'POST', path: STRIPE_WEBHOOK_PATH },

  /* identification and image research */
  identify: { method: 'POST', path: '/api/identify' },
  confirmIdentification: { method: 'POST', path: '/api/identify/confirmations' },
  listConfirmations: { method: 'GET', path: '/api/identify/confirmations' },
  confirmationPhoto: { method: 'GET', path: '/api/identify/confirmations/:id/photo.jpg' },
  startImageResearch: { method: 'POST', path: '/api/admin/update-pepper-images' },
  imageResearchStatus: { method: 'GET', path: '/api/admin/update-pepper-images/status' },

  /* weather and frost dates for the grower's place */
  weather: { method: 'GET', path: '/api/weather' },
  frostDates: { method: 'GET', path: '/api/frost-dates' },

  /* my garden */
  garden: { method: 'GET', path: '/api/garden' },
  gardenSettings: { method: 'POST', path: '/api/garden/settings' },
  places: { method: 'GET', path: '/api/places' },
  createPlanting: { method: 'POST', path: '/api/garden/plantings' },
  planting: { method: 'GET', path: '/api/garden/plantings/:id' },
  deletePlanting: { method: 'DELETE', path: '/api/garden/plantings/:id' },
  markPlantingSown: { method: 'POST', path: '/api/garden/plantings/:id/sown' },
  createJournalEntry: { method: 'POST', path: '/api/garden/plantings/:id/entries' },
  deleteJournalEntry: { method: 'DELETE', path: '/api/garden/entries/:id' },
  gardenPhoto: { method: 'GET', path: '/api/garden/photos/:id' },
  calendarFeed: { method: 'GET', path: '/api/garden/calendar' },
  regenerateCalendarFeed: { method: 'POST', path: '/api/garden/calendar' },
  calendarIcs: { method: 'GET', path: '/api/garden/calendar.ics' },

  /* the seed stash */
  seedStash: { method: 'GET', path: '/api/garden/seeds' },
  createSeedPacket: { method: 'POST', path: '/api/garden/seeds' },
  seedPacket: { method: 'GET', path: '/api/garden/seeds/:id' },
  updateSeedPacket: { method: 'POST', path: '/api/garden/seeds/:id' },
  deleteSeedPacket: { method: 'DELETE', path: '/api/garden/seeds/:id' },
  seedPacketPhoto: { method: 'GET', path: '/api/garden/seeds/:id/photo' },
  createGerminationTest: { method: 'POST', path: '/api/garden/seeds/:id/tests' },
  deleteGerminationTest: { method: 'DELETE', path: '/api/garden/germination-tests/:id' },
  sowFromPacket: { method: 'POST', path: '/api/garden/seeds/:id/sow' },

  /* your data */
  exportData: { method: 'GET', path: '/api/me/export' },
  exportHarvests: { method: 'GET', path: '/api/me/export/harvests.csv' },
  importData: { method: 'POST', path: '/api/me/import' },
  deleteAccount: { method: 'POST', path: '/api/me/delete' },

  /* benchmark baseline, only with the app option benchRoutes */
  benchHello: { method: 'GET', path: '/api/bench/hello' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
