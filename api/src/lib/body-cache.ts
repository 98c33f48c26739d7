/**
 * Cached response bodies, bounded by the bytes they hold: the least recently used go first, so a client
 * that varies its queries pushes out only other rarely requested bodies, never empties the cache at once.
 */
import { LRUCache } from 'lru-cache';
import { BEST_LATER_BYTES, cacheBody, compressBest, type CachedBody, type Serialized } from './http-cache.js';

export const BODY_CACHE_BYTES = 48 * 1024 * 1024;

export class BodyCache {
  private readonly entries: LRUCache<string, CachedBody>;
  /** Bodies built again as soon as they are dropped, so no reader waits for them after a change. */
  private readonly prepared = new Map<string, () => Serialized>();
  private readonly toPrepare = new Set<string>();
  private preparing: NodeJS.Immediate | null = null;
  /** Best compressions under way, to wait for in tests. */
  private readonly compressing = new Set<Promise<void>>();

  constructor(maxBytes = BODY_CACHE_BYTES) {
    this.entries = new LRUCache<string, CachedBody>({
      maxSize: maxBytes,
      sizeCalculation: (body) => body.identity.length + body.br.length + body.gzip.length + 64,
    });
  }

  /**
   * The cached body for `key`, built (and compressed) on first use; `shared: false` for bodies a query produces.
   * A large shared body is answered with quick compression at once and replaced by its smallest form when
   * that is ready.
   */
  get(key: string, build: () => Serialized, options: { shared?: boolean } = {}): CachedBody {
    let body = this.entries.get(key);
    if (!body) {
      body = cacheBody(build(), options);
      this.entries.set(key, body);
      if (options.shared !== false && body.identity.length > BEST_LATER_BYTES) this.compressLater(key, body);
    }
    return body;
  }

  private compressLater(key: string, quick: CachedBody): void {
    const done = compressBest(quick)
      .then((best) => {
        // Dropped or built again meanwhile: the newer body stays.
        if (this.entries.peek(key) === quick) this.entries.set(key, best);
      })
      .catch(() => undefined) // the quick compression stays in use
      .finally(() => this.compressing.delete(done));
    this.compressing.add(done);
  }

  /** Resolves once every best compression started so far has finished. */
  async settled(): Promise<void> {
    while (this.compressing.size) await Promise.all(this.compressing);
  }

  /**
   * Keeps the body for `key` built: now (on the next turn of the event loop), and again each time it is dropped
   * (a new catalog version, a new rating), rather than when the first reader asks for it.
   */
  prepare(key: string, build: () => Serialized): void {
    this.prepared.set(key, build);
    this.prepareMissing();
  }

  /** Builds the prepared bodies not held, one per turn of the event loop so requests are answered between. */
  private prepareMissing(): void {
    for (const key of this.prepared.keys()) if (!this.entries.has(key)) this.toPrepare.add(key);
    this.prepareNext();
  }

  private prepareNext(): void {
    if (this.preparing || !this.toPrepare.size) return;
    this.preparing = setImmediate(() => {
      this.preparing = null;
      const [key] = this.toPrepare;
      this.toPrepare.delete(key);
      const build = this.prepared.get(key);
      try {
        if (build) this.get(key, build);
      } catch {
        // Left to the first reader, whose request reports the error.
      }
      this.prepareNext();
    });
    this.preparing.unref();
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Drops the bodies whose key `drop` picks, leaving the others kept. */
  deleteWhere(drop: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (drop(key)) this.entries.delete(key);
    this.prepareMissing();
  }

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.entries.calculatedSize;
  }

  clear() {
    this.entries.clear();
    this.prepareMissing();
  }
}
