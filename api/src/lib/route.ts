import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { HttpError } from './http-error.js';

/**
 * Rate limit: `max` requests per minute per client address, per route, or shared by every route given the
 * same `group`.
 */
export const perMinute = (max: number, group?: string) => ({
  config: { rateLimit: { max, timeWindow: 60_000, ...(group ? { groupId: group } : {}) } },
});

/**
 * The serializer of a GET route's 200 answer, as its replies use it, for bodies built outside a request. Compiled
 * on first use, which must come once the app is ready (its serializer compiler is set up with the routes).
 */
export function answerSerializer(
  app: FastifyInstance,
  route: { path: string; schema: FastifySchema },
): (data: unknown) => string {
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    if (!serialize) {
      const compiler = app.serializerCompiler;
      const schema = (route.schema.response as Record<string, unknown> | undefined)?.[200];
      if (!compiler || !schema) throw new Error(`no serializer for ${route.path} before the app is ready`);
      serialize = compiler({ schema, method: 'GET', url: route.path, httpStatus: '200' });
    }
    return serialize(data);
  };
}

/** Whether the caller is signed in to an account (a visitor has a session, but no user in it). */
export const signedIn = (request: FastifyRequest) => Boolean(request.session.userId);

/** An answer about one caller only: no browser or cache on the way may keep it. */
export const privately = {
  onSend: async (_request: FastifyRequest, reply: { header(k: string, v: string): unknown }) =>
    void reply.header('cache-control', 'private, no-store'),
};

/**
 * Writes per minute per client: a visitor's are limited tightly (each may start a session), an account's
 * ten times as generously.
 */
export const visitorOrAccountWrites = (app: FastifyInstance) => ({
  config: {
    rateLimit: {
      max: async (request: FastifyRequest) =>
        signedIn(request) ? app.config.rateLimits.visitorWrites * 10 : app.config.rateLimits.visitorWrites,
      timeWindow: 60_000,
    },
  },
});

/** The answer to a delete: ok, or 404 with `notFound` when the caller had no such thing to delete. */
export async function deletedOr404(removal: Promise<boolean>, notFound: string): Promise<{ ok: true }> {
  if (!(await removal)) throw new HttpError(404, notFound);
  return { ok: true };
}

/** A delete of one of the caller's own rows by its id: ok, or 404 with `notFound` when the caller has no such row. */
export const deleteOwn =
  (remove: (owner: string | null, id: number) => Promise<boolean>, notFound: string) =>
  async (request: Pick<FastifyRequest, 'dataOwner'> & { params: { id: number } }) =>
    deletedOr404(remove(request.dataOwner(false), request.params.id), notFound);

/** Answers the caller's own stored photo (a browser may cache it but must revalidate); 404 without one. */
export function sendOwnPhoto(reply: FastifyReply, photo: { mime: string; data: Buffer } | undefined) {
  if (!photo) throw new HttpError(404, 'Photo not found');
  return reply
    .type(photo.mime)
    .header('cache-control', 'private, no-cache')
    .send(Buffer.from(photo.data) as unknown as string);
}

/** An option Fastify takes as one item or a list (a route's method, its hooks), as a list. */
export const asList = <T>(option: T | T[] | undefined): T[] =>
  option === undefined ? [] : Array.isArray(option) ? option : [option];
