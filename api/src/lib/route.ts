import type { RouteDef } from '@pepper/contract';
import type { FastifyInstance } from 'fastify';

/** The pre-handler a contract route's `auth` asks for: the role is always checked on the server. */
export function guard(app: FastifyInstance, def: Pick<RouteDef, 'auth'>) {
  if (def.auth === 'admin') return { preHandler: app.requireAdmin };
  if (def.auth === 'user') return { preHandler: app.requireUser };
  return {};
}

/**
 * Rate limit: `max` requests per minute per client address, per route, or shared by every route given the
 * same `group`.
 */
export const perMinute = (max: number, group?: string) => ({
  config: { rateLimit: { max, timeWindow: 60_000, ...(group ? { groupId: group } : {}) } },
});
