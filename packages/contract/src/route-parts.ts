/** How a part of the contract declares its routes: an endpoint with its guard and schemas, and its error answers. */
import type { TSchema } from 'typebox';
import type { Endpoint } from './endpoint-paths.js';
import { ApiError } from './schemas.js';

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
