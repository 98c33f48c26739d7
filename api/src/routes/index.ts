/** Every route of the API, registered in this one place (paths and schemas come from @pepper/contract). */
import type { FastifyInstance } from 'fastify';
import accountSessionRoutes from './account-sessions.js';
import adminImageRoutes from './admin-images.js';
import authRoutes from './auth.js';
import clickRoutes from './clicks.js';
import crawlerRoutes from './crawlers.js';
import favoriteRoutes from './favorites.js';
import gardenRoutes from './garden.js';
import gardenSeedRoutes from './garden-seeds.js';
import identifyRoutes from './identify.js';
import imageRoutes from './images.js';
import metaRoutes from './meta.js';
import myDataRoutes from './my-data.js';
import orderRoutes from './orders.js';
import pepperRoutes from './peppers.js';
import previewRoutes from './previews.js';
import ratingRoutes from './ratings.js';
import recipeRoutes from './recipes.js';
import shopRoutes from './shop.js';
import stripeWebhookRoutes from './stripe-webhook.js';
import subscriptionRoutes from './subscription.js';
import suggestionRoutes from './suggestions.js';
import weatherRoutes from './weather.js';

export default async function routesPlugin(app: FastifyInstance, opts: { benchRoutes: boolean }) {
  await app.register(metaRoutes, opts);
  await app.register(pepperRoutes);
  await app.register(imageRoutes);
  await app.register(recipeRoutes);
  await app.register(ratingRoutes);
  await app.register(shopRoutes);
  await app.register(clickRoutes);
  await app.register(suggestionRoutes);
  await app.register(favoriteRoutes);
  await app.register(authRoutes);
  await app.register(subscriptionRoutes);
  await app.register(orderRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(identifyRoutes);
  await app.register(adminImageRoutes);
  await app.register(weatherRoutes);
  await app.register(gardenRoutes);
  await app.register(gardenSeedRoutes);
  await app.register(myDataRoutes);
  await app.register(accountSessionRoutes);
  await app.register(previewRoutes);
  await app.register(crawlerRoutes);
}
