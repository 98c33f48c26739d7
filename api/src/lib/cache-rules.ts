/**
 * What a browser and a shared cache in front of the API (a CDN, Varnish, nginx's proxy_cache) may keep, one rule
 * per kind of answer. Answers that are the same for everyone without a session are `public`, with `s-maxage`
 * (how long a shared cache keeps them) and `stale-while-revalidate` (how long past that it may answer with the
 * kept copy while it fetches a fresh one) chosen by how often each kind changes. Browsers keep documents and
 * catalog reads for no time at all (`max-age=0`): they revalidate with the ETag, so a person who signs in
 * never sees an anonymous copy kept in their own browser.
 *
 * A request that carries a session is personal, whatever its path: its answer is `private`, so no shared
 * cache stores it, and the shared cache is told (docs/deploy.md) to pass such requests to the API. Public
 * answers never set a cookie and never vary on Cookie.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageRegistry } from '@pepper/contract';
import { PAGES } from '@pepper/contract/pages';
import { pageAt } from '@pepper/router/pages';

/** The session cookie's name (plugins/session.ts). */
export const SESSION_COOKIE = 'pepper.sid';

export interface SharedRule {
  /** Seconds a shared cache keeps the answer. */
  sMaxAge: number;
  /** Seconds past that a shared cache may still answer with it while it fetches a fresh one. */
  staleWhileRevalidate: number;
  /** Seconds a browser keeps it (0: it revalidates with its ETag every time). */
  maxAge: number;
}

/** The kinds of answer a shared cache may keep, and for how long. */
export const SHARED_RULES = {
  /** Pepper, recipe, list, guide and tool pages as an anonymous visitor gets them. */
  document: { maxAge: 0, sMaxAge: 300, staleWhileRevalidate: 600 },
  /** The not-found page (an unknown address or id): kept briefly, so a fixed typo or a new id shows soon. */
  missingDocument: { maxAge: 0, sMaxAge: 60, staleWhileRevalidate: 60 },
  /** The catalog's JSON reads: lists, a pepper, the recipes, the letters, the stats, the offline pack. */
  catalog: { maxAge: 0, sMaxAge: 300, staleWhileRevalidate: 600 },
  /**
   * A search, a filter or an as-you-type suggestion: many addresses, each requested rarely. Not kept by the
   * browser either: the app's service worker takes any answer as proof the server is up, so one from the
   * browser's cache would show an offline visitor as online.
   */
  catalogQuery: { maxAge: 0, sMaxAge: 300, staleWhileRevalidate: 600 },
  /** /sitemap.xml and /robots.txt, read by crawlers occasionally. */
  sitemap: { maxAge: 3600, sMaxAge: 3600, staleWhileRevalidate: 86400 },
  /** Link-preview images: drawn from a variety's or a recipe's name and heat, which rarely change. */
  preview: { maxAge: 3600, sMaxAge: 86400, staleWhileRevalidate: 86400 },
} as const satisfies Record<string, SharedRule>;

export type SharedKind = keyof typeof SHARED_RULES;

/** The longest time any public answer may be kept by a shared cache, stale time included (seconds). */
export const LONGEST_SHARED_SECONDS = Math.max(
  ...Object.values(SHARED_RULES).map((r) => r.sMaxAge + r.staleWhileRevalidate),
);

/** Files whose name carries a hash of their content: they never change, so anyone may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry documents (remotes.json, a remote's manifest, the shell's index.html, the service worker). */
export const REVALIDATE = 'no-cache';
/** An answer about one person that their browser may keep but must check again before use. */
export const PRIVATE_REVALIDATE = 'private, no-cache';
/** An answer about one person that nothing may keep. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** The Cache-Control of a public answer of `kind`. */
export function publicCacheControl(kind: SharedKind): string {
  const { maxAge, sMaxAge, staleWhileRevalidate } = SHARED_RULES[kind];
  return `public, max-age=${maxAge}, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
}

/** Whether the request carries a session cookie (valid or not: either way it is a person's own request). */
export function carriesSession(request: Pick<FastifyRequest, 'headers'>): boolean {
  const cookie = request.headers.cookie;
  if (!cookie) return false;
  return cookie.split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * The Cache-Control of an answer of `kind` for this request: public without a session; with one, `personal`
 * (a signed-in person's page holds their own answers, so nothing keeps it; a catalog read is the same for
 * everyone, so their browser may keep it and check it with its ETag).
 */
export function cacheControlFor(
  request: Pick<FastifyRequest, 'headers'>,
  kind: SharedKind,
  personal: string = PRIVATE_REVALIDATE,
): string {
  return carriesSession(request) ? personal : publicCacheControl(kind);
}

/**
 * Whether the document at `pathname` may be kept for anyone else: not when the page registry marks it personal
 * (the caller's favorites, garden, seed stash, account…), nor when it marks it as a different page on every visit
 * (a random pepper). Such a document is `private, no-store`, even for a caller without a session.
 */
export function isSharedPage(pathname: string, pages: PageRegistry = PAGES): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = pageAt(path, pages)?.page;
  return !page?.personal && !page?.changesEachVisit;
}

/** The key every public answer built from the catalog carries. */
export const CATALOG_KEY = 'catalog';

/**
 * The surrogate keys of a public answer at `path`: `catalog`, and the one item its address names, so a cache
 * can purge one variety's page, read and preview together.
 */
export function surrogateKeys(path: string): string[] {
  const keys = [CATALOG_KEY];
  const pepper =
    /^\/(?:api\/)?peppers\/([1-9]\d{0,9})(?:$|[/?])|^\/previews\/peppers\/([1-9]\d{0,9})\.png/.exec(path);
  if (pepper) keys.push(`pepper-${pepper[1] ?? pepper[2]}`);
  const recipe = /^\/recipes\/([1-9]\d{0,9})(?:$|[/?])|^\/previews\/recipes\/([1-9]\d{0,9})\.png/.exec(path);
  if (recipe) keys.push(`recipe-${recipe[1] ?? recipe[2]}`);
  return keys;
}

/** Whether a Cache-Control value lets a shared cache keep the answer. */
export const isPublic = (cacheControl: string | undefined) =>
  Boolean(cacheControl && /(^|,)\s*(public|s-maxage=)/i.test(cacheControl));

/** The Cache-Control header of a reply, whether set on the reply or (by @fastify/static) on the raw response. */
function replyCacheControl(reply: FastifyReply): string | undefined {
  const value = reply.getHeader('cache-control') ?? reply.raw.getHeader('cache-control');
  return value === undefined ? undefined : String(value);
}

/**
 * Rules applied to every answer as it is sent:
 * - no answer leaves without a Cache-Control: one that names none is `private, no-store` (a CDN would
 *   otherwise keep it for its own default time);
 * - an answer to a request that carries a session is never public (content-hashed files excepted: they are
 *   the same bytes for everyone);
 * - a public answer never sets a cookie;
 * - a public answer names what it was built from, for a cache to purge it by (services/cache/cache-purge.ts).
 */
export function enforceCacheRules(request: FastifyRequest, reply: FastifyReply): void {
  const cacheControl = replyCacheControl(reply);
  if (cacheControl === undefined) {
    reply.header('cache-control', PRIVATE_NO_STORE);
    return;
  }
  if (!isPublic(cacheControl) || /\bimmutable\b/i.test(cacheControl)) return;
  if (carriesSession(request) || reply.hasHeader('set-cookie') || reply.raw.hasHeader('set-cookie')) {
    reply.header('cache-control', PRIVATE_REVALIDATE);
    reply.raw.removeHeader('cache-control');
    return;
  }
  const keys = surrogateKeys(request.url);
  reply.header('surrogate-key', keys.join(' ')).header('cache-tag', keys.join(','));
}
