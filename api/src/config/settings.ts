/**
 * Every environment variable the API reads, with what each accepts, in one schema. `.env.example` and the
 * README's configuration table are checked against it by a test, so a setting cannot be added to one and
 * forgotten in another. A value the schema refuses stops the start with a message naming the variable and
 * what it accepts, instead of being silently replaced by a default (`PORT=abc` must not mean 3000).
 */
import envSchema from 'env-schema';
import { Type, type Static, type TOptional, type TString } from 'typebox';
import platform from '@pepper/rspack-config/remotes.json';
import { ConfigError } from './config-error.js';

// A setting with a default always has a value; one without may be unset.
function text(description: string): TOptional<TString>;
function text(description: string, options: { default: string }): TString;
function text(description: string, options?: { default: string }) {
  const schema = Type.String({ description, ...options });
  return options ? schema : Type.Optional(schema);
}
function address(description: string): TOptional<TString>;
function address(description: string, options: { default: string }): TString;
function address(description: string, options?: { default: string }) {
  const schema = Type.String({ description, pattern: '^https?://[^\\s]+$', ...options });
  return options ? schema : Type.Optional(schema);
}
const pattern = (description: string, regex: string) =>
  Type.Optional(Type.String({ description, pattern: regex }));
const count = (description: string, minimum: number, defaultValue: number) =>
  Type.Integer({ description, minimum, default: defaultValue });
const flag = (description: string) =>
  Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')], { description }));
const flagOn = (description: string) =>
  Type.Union([Type.Literal('0'), Type.Literal('1')], { description, default: '1' });

/** REMOTE_<NAME>_URL for every remote the shell loads, named from the same list as the route table. */
const remoteUrls = Object.fromEntries(
  platform.remotes.map(({ name }: { name: string }) => [
    `REMOTE_${name.toUpperCase()}_URL`,
    text(`the address of the ${name} remote's mf-manifest.json`),
  ]),
) as Record<string, TOptional<TString>>;

export const SETTINGS = Type.Object({
  PORT: Type.Integer({
    description: 'a port number from 1 to 65535',
    minimum: 1,
    maximum: 65535,
    default: 3000,
  }),
  HOST: text('an interface address or host name', { default: '0.0.0.0' }),
  NODE_ENV: text('production, development or test'),
  SERVE_APP: flag('1 to serve the built apps in any mode, 0 or empty otherwise'),
  DATA_DIR: text('a folder for the embedded SQLite database'),
  TRUST_PROXY: pattern(
    'the number of proxies in front of the app (e.g. 1) or their addresses, comma-separated',
    '^(\\d+|false|true|[0-9a-fA-F:.,/\\s]+)$',
  ),
  ALLOWED_ORIGINS: text('origins such as https://app.example, comma-separated'),
  REDIS_URL: pattern('a redis:// or rediss:// address', '^rediss?://[^\\s]+$'),
  RATE_LIMIT_MAX: Type.Optional(
    Type.Integer({ description: 'a whole number of requests per minute, at least 1', minimum: 1 }),
  ),
  LOG_LEVEL: Type.Union(
    [
      Type.Literal('fatal'),
      Type.Literal('error'),
      Type.Literal('warn'),
      Type.Literal('info'),
      Type.Literal('debug'),
      Type.Literal('trace'),
      Type.Literal('silent'),
    ],
    { description: 'fatal, error, warn, info, debug, trace or silent', default: 'info' },
  ),
  SHOP_ID: text('the partner shop’s id', { default: 'pepper-atlas-shop' }),
  SHOP_URL: address('an http(s) address', { default: 'https://www.pepperatlas-shop.example' }),
  HOSTED_BY_NAME: text('the hosting platform’s name'),
  HOSTED_BY_URL: address('an http(s) address'),
  BENCH_ROUTES: flag('1 to add the benchmark’s baseline route, 0 or empty otherwise'),
  DATABASE_URL: pattern('a mysql:// address (empty for the embedded SQLite database)', '^mysql2?://[^\\s]+$'),
  SESSION_SECRET: text('one or more secrets of at least 32 characters, comma-separated'),
  PUBLIC_URL: address('the app’s public http(s) address, such as https://pepperatlas.example'),
  ALLOWED_HOSTS: text('host names the app answers for (host or host:port), comma-separated'),
  CACHE_PURGE_URL: address('an http(s) address that takes the list of changed addresses and keys'),
  CACHE_PURGE_TOKEN: text('the token sent with each purge request'),
  ADMIN_EMAILS: text('email addresses, comma-separated'),
  SMTP_URL: pattern('an smtp:// or smtps:// address', '^smtps?://[^\\s]+$'),
  MAIL_FROM: text('a sender such as Pepper Atlas <no-reply@example.com>', {
    default: 'Pepper Atlas <no-reply@pepperatlas.invalid>',
  }),
  OPENAI_API_KEY: text('an OpenAI API key'),
  OPENAI_MODEL: text('an OpenAI vision model name', { default: 'gpt-4o' }),
  OPENAI_BASE_URL: address('an http(s) address of an OpenAI-compatible API'),
  IMAGE_SEARCH_URL: address('an http(s) address of a MediaWiki API', {
    default: 'https://commons.wikimedia.org/w/api.php',
  }),
  OPEN_METEO_URL: address('an http(s) address of Open-Meteo’s forecast API', {
    default: 'https://api.open-meteo.com',
  }),
  OPEN_METEO_ARCHIVE_URL: address('an http(s) address of Open-Meteo’s archive API', {
    default: 'https://archive-api.open-meteo.com',
  }),
  OPEN_METEO_GEOCODING_URL: address('an http(s) address of Open-Meteo’s geocoding API', {
    default: 'https://geocoding-api.open-meteo.com',
  }),
  STRIPE_SECRET_KEY: text('a Stripe secret key'),
  STRIPE_PUBLISHABLE_KEY: text('a Stripe publishable key'),
  STRIPE_WEBHOOK_SECRET: text('a Stripe webhook signing secret'),
  STRIPE_PRICE_PREMIUM: text('a Stripe price id'),
  STRIPE_PRICE_PRO: text('a Stripe price id'),
  STRIPE_API_URL: address('an http(s) address of a Stripe-compatible API'),
  OIDC_ISSUER_URL: address('an http(s) address of an OpenID Connect issuer'),
  OIDC_CLIENT_ID: text('the client id registered with the provider', { default: 'pepper-atlas' }),
  OIDC_CLIENT_SECRET: text('the client secret registered with the provider'),
  ...remoteUrls,
  REMOTE_RECHECK_SECONDS: count('a whole number of seconds, at least 1', 1, 60),
  SERVER_RENDER: flagOn('0 to leave every page to the browser, 1 to render pages on the server'),
  SERVER_RENDER_REMOTE_MS: count('a whole number of milliseconds, at least 1', 1, 1500),
  SERVER_RENDER_MS: count('a whole number of milliseconds, at least 1', 1, 1000),
  SERVER_RENDER_CACHE: flagOn('0 to render every anonymous page afresh, 1 to keep them'),
});

export type Settings = Static<typeof SETTINGS>;

/** The variables the schema defines, in its order (a test checks .env.example and the README against them). */
export const SETTING_NAMES: readonly string[] = Object.keys(SETTINGS.properties);

/**
 * Reads the settings from an environment. An empty variable counts as unset, as `.env.example`'s empty lines
 * mean; anything the schema does not name is left alone (the environment holds far more than our settings).
 */
export function readSettings(env: NodeJS.ProcessEnv): Settings {
  const given = Object.fromEntries(
    SETTING_NAMES.flatMap((name) => {
      const value = env[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  try {
    return envSchema<Settings>({ schema: structuredClone(SETTINGS), data: given, env: false });
  } catch (error) {
    throw new ConfigError(refusal(error, given));
  }
}

interface SchemaError {
  instancePath: string;
}

/** One line per refused variable: its name, the value given and what it accepts. */
function refusal(error: unknown, given: Record<string, string>): string {
  const errors = ((error as { errors?: SchemaError[] }).errors ?? []).filter((e) => e.instancePath);
  const names = [...new Set(errors.map((e) => e.instancePath.split('/')[1]!))];
  if (names.length === 0) return (error as Error).message;
  return names
    .map((name) => {
      const schema = (SETTINGS.properties as Record<string, { description?: string }>)[name];
      return `${name}=${JSON.stringify(given[name])} is not accepted: it takes ${schema?.description ?? 'another value'}.`;
    })
    .join(' ');
}
