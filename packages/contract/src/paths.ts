/**
 * Addresses built from the contract's endpoint table: the one way the client, the mocks and the service
 * worker write an endpoint's address, so a path is spelled once, where the endpoint is declared.
 */

/** A parameter's name: the text after its `:` up to the next `/` or `.` (`:id.svg` is the parameter `id`). */
type ParamName<S extends string> = S extends `${infer Name}/${string}`
  ? ParamName<Name>
  : S extends `${infer Name}.${string}`
    ? Name
    : S;

/** The `:name` parameters of a path template, as an object type. */
export type PathParams<P extends string> = P extends `${string}:${infer Rest}`
  ? { [K in ParamName<Rest> | keyof PathParams<Rest>]: string | number }
  : Record<never, never>;

/** A query string value; empty ones (undefined, null, '') are left out. */
export type QueryValue = string | number | boolean | null | undefined;

/** `?a=1&b=2` for the values that are set, '' when none is. */
export function queryString(query?: Record<string, QueryValue>): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

type Args<P extends string> = keyof PathParams<P> extends never
  ? [params?: Record<never, never>, query?: Record<string, QueryValue>]
  : [params: PathParams<P>, query?: Record<string, QueryValue>];

/**
 * The address of a route: its path with each `:name` filled in (encoded) and the query's set values appended.
 * `pathTo(endpoints.getPepper, { id: 7 })` is `/api/peppers/7`.
 */
export function pathTo<const P extends string>(route: { path: P }, ...[params, query]: Args<P>): string {
  const filled = route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = (params as Record<string, string | number> | undefined)?.[name];
    if (value === undefined) throw new Error(`${route.path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
  return `${filled}${queryString(query)}`;
}

/**
 * The route's path as MSW and other matchers write it (`/api/peppers/:id`), from any origin when `origin` is
 * '*': the same template the API registers.
 */
export function pathPattern(route: { path: string }, origin = ''): string {
  return `${origin}${route.path}`;
}

/** What every API address starts with: pages, files and documents never do. */
export const API_PREFIX = '/api/';

/** Whether an address is the API's. */
export const isApiPath = (pathname: string): boolean => pathname.startsWith(API_PREFIX);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The parameters of `pathname` when it is an address of the route (each parameter one path segment, or what
 * `param` allows), else null: `matchPath(endpoints.removeFavorite, '/api/user/favorites/4')` is `{ id: '4' }`.
 */
export function matchPath(
  route: { path: string },
  pathname: string,
  param = '[^/]+',
): Record<string, string> | null {
  const names: string[] = [];
  const pattern = route.path
    .split(/:([A-Za-z0-9_]+)/)
    .map((part, i) => {
      if (i % 2 === 0) return escapeRegExp(part);
      names.push(part);
      return `(${param})`;
    })
    .join('');
  const found = new RegExp(`^${pattern}$`).exec(pathname);
  if (!found) return null;
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1])]));
  } catch {
    return null; // a malformed escape is no address of the route
  }
}
