/**
 * Every endpoint of the API, one export each: the table `endpoints` of endpoint-paths.ts. Each is its own export
 * so that a bundle keeps only the endpoints its code names.
 */
import { STRIPE_WEBHOOK_PATH, type Endpoint } from './endpoint.js';

/* operations */
export const health = { method: 'GET', path: '/api/health' } as const satisfies Endpoint;
export const ready = { method: 'GET', path: '/api/ready' } as const satisfies Endpoint;
export const config = { method: 'GET', path: '/api/config' } as const satisfies Endpoint;
export const stats = { method: 'GET', path: '/api/stats' } as const satisfies Endpoint;
export const remotes = { method: 'GET', path: '/remotes.json' } as const satisfies Endpoint;

/* catalog */
export const listPeppers = { method: 'GET', path: '/api/peppers' } as const satisfies Endpoint;
export const suggestPeppers = { method: 'GET', path: '/api/peppers/suggest' } as const satisfies Endpoint;
export const allPeppers = { method: 'GET', path: '/api/peppers/all' } as const satisfies Endpoint;
export const pepperLetters = { method: 'GET', path: '/api/peppers/letters' } as const satisfies Endpoint;
export const offlinePack = { method: 'GET', path: '/api/offline-pack' } as const satisfies Endpoint;
export const getPepper = { method: 'GET', path: '/api/peppers/:id' } as const satisfies Endpoint;
export const pepperImage = { method: 'GET', path: '/api/images/peppers/:id.svg' } as const satisfies Endpoint;
export const recipeImage = { method: 'GET', path: '/api/images/recipes/:id.svg' } as const satisfies Endpoint;
export const growKitImage = {
  method: 'GET',
  path: '/api/images/grow-kits/:id.svg',
} as const satisfies Endpoint;
export const merchandiseImage = {
  method: 'GET',
  path: '/api/images/merchandise/:id.svg',
} as const satisfies Endpoint;
export const listRecipes = { method: 'GET', path: '/api/recipes' } as const satisfies Endpoint;
export const listRecipeSummaries = {
  method: 'GET',
  path: '/api/recipes/summaries',
} as const satisfies Endpoint;
export const premiumRecipes = { method: 'GET', path: '/api/premium/recipes' } as const satisfies Endpoint;
export const recipeRating = { method: 'GET', path: '/api/recipes/:id/rating' } as const satisfies Endpoint;
export const rateRecipe = { method: 'POST', path: '/api/recipes/:id/rating' } as const satisfies Endpoint;

/* shop */
export const growKits = { method: 'GET', path: '/api/grow-kits' } as const satisfies Endpoint;
export const merchandise = { method: 'GET', path: '/api/merchandise' } as const satisfies Endpoint;
export const getClicks = { method: 'GET', path: '/api/clicks/:shopId' } as const satisfies Endpoint;
export const addClick = { method: 'POST', path: '/api/clicks/:shopId' } as const satisfies Endpoint;
export const checkout = { method: 'POST', path: '/api/checkout' } as const satisfies Endpoint;
export const orders = { method: 'GET', path: '/api/orders' } as const satisfies Endpoint;

/* feedback */
export const createSuggestion = { method: 'POST', path: '/api/suggestions' } as const satisfies Endpoint;
/** Home's suggestion form as a plain HTML form, posted by a page whose code has not loaded or does not run. */
export const suggestionForm = { method: 'POST', path: '/api/suggestions/form' } as const satisfies Endpoint;

/* favorites */
export const listFavorites = { method: 'GET', path: '/api/user/favorites' } as const satisfies Endpoint;
export const addFavorite = { method: 'POST', path: '/api/user/favorites' } as const satisfies Endpoint;
/** The favorite heart as a plain HTML form, posted by a page whose code has not loaded or does not run. */
export const favoriteForm = { method: 'POST', path: '/api/user/favorites/form' } as const satisfies Endpoint;
export const removeFavorite = {
  method: 'DELETE',
  path: '/api/user/favorites/:id',
} as const satisfies Endpoint;

/* account */
export const login = { method: 'GET', path: '/api/login' } as const satisfies Endpoint;
export const oidcCallback = { method: 'GET', path: '/api/auth/callback' } as const satisfies Endpoint;
export const authLogin = { method: 'POST', path: '/api/auth/login' } as const satisfies Endpoint;
export const authRegister = { method: 'POST', path: '/api/auth/register' } as const satisfies Endpoint;
export const confirmSignUp = {
  method: 'POST',
  path: '/api/auth/register/confirm',
} as const satisfies Endpoint;
export const sendEmailCode = {
  method: 'POST',
  path: '/api/auth/email-verification',
} as const satisfies Endpoint;
export const confirmEmailCode = {
  method: 'POST',
  path: '/api/auth/email-verification/confirm',
} as const satisfies Endpoint;
export const changePassword = { method: 'POST', path: '/api/auth/password' } as const satisfies Endpoint;
export const forgotPassword = {
  method: 'POST',
  path: '/api/auth/forgot-password',
} as const satisfies Endpoint;
export const resetPassword = { method: 'POST', path: '/api/auth/reset-password' } as const satisfies Endpoint;
export const accountSessions = { method: 'GET', path: '/api/me/sessions' } as const satisfies Endpoint;
export const endAccountSession = {
  method: 'DELETE',
  path: '/api/me/sessions/:id',
} as const satisfies Endpoint;
export const endOtherSessions = {
  method: 'POST',
  path: '/api/me/sessions/end-others',
} as const satisfies Endpoint;
export const logout = { method: 'POST', path: '/api/logout' } as const satisfies Endpoint;
export const user = { method: 'GET', path: '/api/user' } as const satisfies Endpoint;
export const subscription = { method: 'GET', path: '/api/subscription' } as const satisfies Endpoint;
export const createSubscription = {
  method: 'POST',
  path: '/api/create-subscription',
} as const satisfies Endpoint;
export const changeSubscription = {
  method: 'POST',
  path: '/api/subscription/change',
} as const satisfies Endpoint;
export const cancelSubscription = {
  method: 'POST',
  path: '/api/subscription/cancel',
} as const satisfies Endpoint;
export const resumeSubscription = {
  method: 'POST',
  path: '/api/subscription/resume',
} as const satisfies Endpoint;
export const stripeWebhook = { method: 'POST', path: STRIPE_WEBHOOK_PATH } as const satisfies Endpoint;

/* identification and image research */
export const identify = { method: 'POST', path: '/api/identify' } as const satisfies Endpoint;
export const confirmIdentification = {
  method: 'POST',
  path: '/api/identify/confirmations',
} as const satisfies Endpoint;
export const listConfirmations = {
  method: 'GET',
  path: '/api/identify/confirmations',
} as const satisfies Endpoint;
export const confirmationPhoto = {
  method: 'GET',
  path: '/api/identify/confirmations/:id/photo.jpg',
} as const satisfies Endpoint;
export const startImageResearch = {
  method: 'POST',
  path: '/api/admin/update-pepper-images',
} as const satisfies Endpoint;
export const imageResearchStatus = {
  method: 'GET',
  path: '/api/admin/update-pepper-images/status',
} as const satisfies Endpoint;

/* weather and frost dates for the grower's place */
export const weather = { method: 'GET', path: '/api/weather' } as const satisfies Endpoint;
export const frostDates = { method: 'GET', path: '/api/frost-dates' } as const satisfies Endpoint;

/* my garden */
export const garden = { method: 'GET', path: '/api/garden' } as const satisfies Endpoint;
export const gardenSettings = { method: 'POST', path: '/api/garden/settings' } as const satisfies Endpoint;
export const places = { method: 'GET', path: '/api/places' } as const satisfies Endpoint;
export const createPlanting = { method: 'POST', path: '/api/garden/plantings' } as const satisfies Endpoint;
export const planting = { method: 'GET', path: '/api/garden/plantings/:id' } as const satisfies Endpoint;
export const deletePlanting = {
  method: 'DELETE',
  path: '/api/garden/plantings/:id',
} as const satisfies Endpoint;
export const markPlantingSown = {
  method: 'POST',
  path: '/api/garden/plantings/:id/sown',
} as const satisfies Endpoint;
export const createJournalEntry = {
  method: 'POST',
  path: '/api/garden/plantings/:id/entries',
} as const satisfies Endpoint;
export const deleteJournalEntry = {
  method: 'DELETE',
  path: '/api/garden/entries/:id',
} as const satisfies Endpoint;
export const gardenPhoto = { method: 'GET', path: '/api/garden/photos/:id' } as const satisfies Endpoint;
export const calendarFeed = { method: 'GET', path: '/api/garden/calendar' } as const satisfies Endpoint;
export const regenerateCalendarFeed = {
  method: 'POST',
  path: '/api/garden/calendar',
} as const satisfies Endpoint;
export const calendarIcs = { method: 'GET', path: '/api/garden/calendar.ics' } as const satisfies Endpoint;

/* the seed stash */
export const seedStash = { method: 'GET', path: '/api/garden/seeds' } as const satisfies Endpoint;
export const createSeedPacket = { method: 'POST', path: '/api/garden/seeds' } as const satisfies Endpoint;
export const seedPacket = { method: 'GET', path: '/api/garden/seeds/:id' } as const satisfies Endpoint;
export const updateSeedPacket = { method: 'POST', path: '/api/garden/seeds/:id' } as const satisfies Endpoint;
export const deleteSeedPacket = {
  method: 'DELETE',
  path: '/api/garden/seeds/:id',
} as const satisfies Endpoint;
export const seedPacketPhoto = {
  method: 'GET',
  path: '/api/garden/seeds/:id/photo',
} as const satisfies Endpoint;
export const createGerminationTest = {
  method: 'POST',
  path: '/api/garden/seeds/:id/tests',
} as const satisfies Endpoint;
export const deleteGerminationTest = {
  method: 'DELETE',
  path: '/api/garden/germination-tests/:id',
} as const satisfies Endpoint;
export const sowFromPacket = {
  method: 'POST',
  path: '/api/garden/seeds/:id/sow',
} as const satisfies Endpoint;

/* your data */
export const exportData = { method: 'GET', path: '/api/me/export' } as const satisfies Endpoint;
export const exportHarvests = {
  method: 'GET',
  path: '/api/me/export/harvests.csv',
} as const satisfies Endpoint;
export const importData = { method: 'POST', path: '/api/me/import' } as const satisfies Endpoint;
export const deleteAccount = { method: 'POST', path: '/api/me/delete' } as const satisfies Endpoint;

/* benchmark baseline, only with the app option benchRoutes */
export const benchHello = { method: 'GET', path: '/api/bench/hello' } as const satisfies Endpoint;
