/** How a part of the contract declares its routes: method, path, guard and schemas, and its error answers. */
import type { TSchema } from 'typebox';
import { ApiError } from './schemas.js';

type Method = 'GET' | 'POST' | 'DELETE';

export interface RouteSchema {
  summary: string;
  tags: string[];
  querystring?: TSchema;
  params?: TSchema;
  headers?: TSchema;
  body?: TSchema;
  response: Record<number, TSchema>;
}

export interface RouteDef {
  method: Method;
  path: string;
  auth: 'none' | 'user' | 'admin';
  schema: RouteSchema;
}

export function route<const M extends Method, const P extends string, Sc extends RouteSchema>(
  method: M,
  path: P,
  auth: RouteDef['auth'],
  schema: Sc,
) {
  return { method, path, auth, schema };
}

/** ApiError answers for the given status codes. */
export const errors = <const C extends readonly number[]>(...codes: C) =>
  Object.fromEntries(codes.map((code) => [code, ApiError])) as { [K in C[number]]: typeof ApiError };
