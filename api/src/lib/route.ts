import type { RouteDef } from '@pepper/contract';
import type { FastifyInstance } from 'fastify';

/** The pre-handler a contract route's `auth` asks for: the role is always checked on the server. */
export function guard(app: FastifyInstance, def: Pick<RouteDef, 'auth'>) {
  if (def.auth === 'admin') return { preHandler: app.requireAdmin };
  if (def.auth === 'user') return { preHandler: app.requireUser };
  return {};
}

/** Per-route rate limit: `max` requests per minute per client address. */
export const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });
