/** External services behind interfaces: real implementations from configuration, fakes from tests. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createIdentifier, type PhotoIdentifier } from '../services/identify/ai.js';
import { ImageResearchJob, type ImageResearcher } from '../services/image-research/research-job.js';
import { WikimediaImageResearcher } from '../services/image-research/wikimedia.js';
import { createMailer, type Mailer } from '../services/accounts/mailer.js';
import { createPayments, type Payments } from '../services/payments/payments.js';
import { PlanChanges } from '../services/payments/plan-changes.js';
import { OpenMeteo } from '../services/weather/open-meteo.js';
import { WeatherService } from '../services/weather/weather-service.js';

export interface Services {
  /** null: payments are not configured (503). */
  payments: Payments | null;
  /** null: AI identification is not configured (503 unless useAI is false). */
  identifier: PhotoIdentifier | null;
  /** null: image research is not configured (503). Wikimedia Commons by default (IMAGE_SEARCH_URL). */
  imageResearcher: ImageResearcher | null;
  imageResearch: ImageResearchJob;
  /** Outgoing mail: SMTP_URL, or the server log when it is not set. */
  mailer: Mailer;
  /**
   * Forecasts, frost dates and place search from Open-Meteo (OPEN_METEO_URL, OPEN_METEO_ARCHIVE_URL,
   * OPEN_METEO_GEOCODING_URL); forecasts and frost dates are cached in the database.
   */
  weather: WeatherService;
  /** Starting, changing, cancelling and resuming a member's plan, with `payments` (503 without it). */
  planChanges: PlanChanges;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export default fp(
  async function servicesPlugin(app: FastifyInstance, opts: { services?: Partial<Services> }) {
    const identifier = createIdentifier(app.config);
    const external = {
      payments: createPayments(app.config),
      identifier,
      // Wikimedia Commons needs no key; the vision model confirms photos when it is configured.
      imageResearcher: new WikimediaImageResearcher({
        searchUrl: app.config.imageSearchUrl,
        confirm: identifier ? (url, pepper) => identifier.confirmImage(url, pepper.name) : undefined,
      }),
      imageResearch: new ImageResearchJob(),
      mailer: createMailer(app.config, app.log),
      weather: new WeatherService(
        app.db,
        new OpenMeteo({
          forecastUrl: app.config.openMeteoUrl,
          archiveUrl: app.config.openMeteoArchiveUrl,
          geocodingUrl: app.config.openMeteoGeocodingUrl,
          timeoutMs: app.config.weatherTimeoutMs,
        }),
      ),
      ...opts.services,
    };
    // Built from the payments in use, a test's fake included.
    const services: Services = {
      planChanges: new PlanChanges(app.db, external.payments ?? null),
      ...external,
    };
    app.decorate('services', services);
    app.addHook('onClose', async () => {
      services.imageResearch.stop();
      await services.imageResearch.idle();
    });
  },
  { name: 'services', dependencies: ['config', 'database'] },
);
