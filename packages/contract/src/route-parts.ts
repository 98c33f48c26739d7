/** How a part of the contract declares its routes: method, path, guard and schemas, and its error answers. */
import type { RouteDef } from './routes.js';
import { ApiError } from './schemas.js';

export function route<
  const M extends RouteDef['method'],
  const P extends string,
  Sc extends RouteDef['schema'],
>(method: M, path: P, auth: RouteDef['auth'], schema: Sc) {
  return { method, path, auth, schema };
}

/** ApiError answers for the given status codes. */
export const errors = <const C extends readonly number[]>(...codes: C) =>
  Object.fromEntries(codes.map((code) => [code, ApiError])) as { [K in C[number]]: typeof ApiError };
