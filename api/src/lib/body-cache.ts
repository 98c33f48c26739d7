/**
 * Cached response bodies, bounded by the bytes they hold: the least recently used go first, so a client
 * that varies its queries pushes out only other rarely requested bodies, never empties the cache at once.
 */
import { LRUCache } from 'lru-cache';
import { cacheBody, type CachedBody, type Serialized } from './http-cache.js';

export const BODY_CACHE_BYTES = 48 * 1024 * 1024;

export class BodyCache {
  private readonly entries: LRUCache<string, CachedBody>;
  constructor(maxBytes = BODY_CACHE_BYTES) {
    this.entries = new LRUCache<string, CachedBody>({
      maxSize: maxBytes,
      sizeCalculation: (body) => body.identity.length + body.br.length + body.gzip.length + 64,
    });
  }

  /** The cached body for `key`, built (and compressed) on first use; `shared: false` for bodies a query produces. */
  get(key: string, build: () => Serialized, options: { shared?: boolean } = {}): CachedBody {
    let body = this.entries.get(key);
    if (!body) {
      body = cacheBody(build(), options);
      this.entries.set(key, body);
    }
    return body;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Drops the bodies whose key `drop` picks, leaving the others kept. */
  deleteWhere(drop: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (drop(key)) this.entries.delete(key);
  }

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.entries.calculatedSize;
  }

  clear() {
    this.entries.clear();
  }
}
