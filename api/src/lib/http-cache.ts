/**
 * Responses held in memory as serialized, pre-compressed bytes: the hot catalog reads are answered
 * without serializing, compressing or touching the database, and unchanged lists answer 304.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedBody {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** What reply.serialize returns. */
export type Serialized = string | Buffer | ArrayBuffer;

/**
 * Above this size brotli's best quality takes too long to wait for (seconds for the 1 MB offline pack): such
 * bodies are compressed twice.
 */
export const BEST_LATER_BYTES = 32 * 1024;

/**
 * `shared` bodies (the same for everyone: the full lists, a pepper, a plan's prices) are built once per catalog
 * version and get the smallest compression; one above BEST_LATER_BYTES gets quick settings here, and
 * `compressBest` gives it the smallest afterwards. Bodies a query produces (searches, filters) could be asked
 * for one after another by a client that varies its query, so they get settings that cost about a millisecond.
 */
export function cacheBody(json: Serialized, { shared = true }: { shared?: boolean } = {}): CachedBody {
  const identity = typeof json === 'string' ? Buffer.from(json) : Buffer.from(json as ArrayBuffer);
  const quality = shared ? 5 : 4;
  return {
    etag: `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`,
    identity,
    br: zlib.brotliCompressSync(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: zlib.gzipSync(identity, { level: shared && identity.length <= BEST_LATER_BYTES ? 9 : 5 }),
  };
}

const brotliBest = promisify(zlib.brotliCompress);
const gzipBest = promisify(zlib.gzip);

/** The same body at the smallest sizes, compressed in zlib's thread pool so no request waits for it. */
export async function compressBest(body: CachedBody): Promise<CachedBody> {
  const { identity } = body;
  const [br, gzip] = await Promise.all([
    brotliBest(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipBest(identity, { level: 9 }),
  ]);
  return { ...body, br, gzip };
}

/** The best encoding the client accepts: br, then gzip, else none (q=0 counts as refused). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends a cached body (route config must set `compress: false`); `cacheControl` defaults to revalidate-always. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  {
    contentType = 'application/json; charset=utf-8',
    cacheControl = 'no-cache',
    vary = 'Accept-Encoding',
  } = {},
) {
  reply.header('etag', body.etag).header('vary', vary).header('cache-control', cacheControl);
  if (etagMatches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.header('content-type', contentType);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? body[encoding] : body.identity);
}
