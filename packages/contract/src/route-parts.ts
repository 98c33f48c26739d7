/** How a part of the contract declares its routes: an endpoint with its guard and schemas, and its error answers. */
import type { TSchema } from 'typebox';
import type { Endpoint } from './endpoint-paths.js';
import { IdParams } from './schema-parts.js';
import { ApiError, Ok } from './schemas.js';

export interface RouteSchema {
  summary: string;
  tags: string[];
  querystring?: TSchema;
  params?: TSchema;
  headers?: TSchema;
  body?: TSchema;
  response: Record<number, TSchema>;
}

export interface RouteDef extends Endpoint {
  auth: 'none' | 'user' | 'admin';
  schema: RouteSchema;
}

/** The route of an endpoint: its method and path as the endpoint table spells them, its guard and schemas. */
export function route<E extends Endpoint, Sc extends RouteSchema>(
  endpoint: E,
  auth: RouteDef['auth'],
  schema: Sc,
): { method: E['method']; path: E['path']; auth: RouteDef['auth']; schema: Sc } {
  return { method: endpoint.method, path: endpoint.path, auth, schema };
}

/** ApiError answers for the given status codes. */
export const errors = <const C extends readonly number[]>(...codes: C) =>
  Object.fromEntries(codes.map((code) => [code, ApiError])) as { [K in C[number]]: typeof ApiError };

/** A route's answers: `answer` with 200, and ApiError for each of the `refusals` codes. */
export const answers = <A extends TSchema, const C extends readonly number[]>(answer: A, ...refusals: C) => ({
  200: answer,
  ...errors(...refusals),
});

/** The schemas of a route but its heading, which the section it is listed in gives. */
export type SectionRouteSchema = Omit<RouteSchema, 'tags'>;

/**
 * The routes listed under one heading (tag) of the API documentation. `route` takes any route's guard and
 * schemas; the others build the kinds many sections have: `withoutInput`, a route that takes no params, query
 * or body; `byId`, one that takes only the numeric id of a record; `removeOwn`, the caller's own record deleted
 * by its id (in the account or the visitor's session).
 */
export function section(tag: string) {
  /** Routes taking `inputs` (their params or querystring) and nothing else. */
  const taking =
    <I extends Pick<RouteSchema, 'params' | 'querystring'>>(inputs: I) =>
    <E extends Endpoint, R extends RouteSchema['response']>(
      endpoint: E,
      auth: RouteDef['auth'],
      response: R,
      { summary }: { summary: string },
    ) =>
      route(endpoint, auth, { summary, tags: [tag], ...inputs, response });
  const byId = taking({ params: IdParams });
  return {
    route: <E extends Endpoint, Sc extends SectionRouteSchema>(
      endpoint: E,
      auth: RouteDef['auth'],
      { summary, ...schema }: Sc,
    ) => route(endpoint, auth, { summary, tags: [tag], ...schema }),
    withoutInput: taking({}),
    byId,
    removeOwn: <E extends Endpoint>(endpoint: E, doc: { summary: string }) =>
      byId(endpoint, 'none', answers(Ok, 400, 403, 404), doc),
  };
}
