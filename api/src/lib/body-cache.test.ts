import zlib from 'node:zlib';
import { BodyCache } from './body-cache.js';

const body = (n: number) => JSON.stringify({ text: 'x'.repeat(n) });

describe('the body cache', () => {
  it('holds bodies up to a number of bytes, dropping the least recently used first, never all at once', () => {
    const cache = new BodyCache(3000);
    cache.get('a', () => body(500));
    cache.get('b', () => body(500));
    cache.get('a', () => body(500)); // a is now the most recently used
    for (let i = 0; i < 3; i++) cache.get(`query ${i}`, () => body(500));
    expect(cache.bytes).toBeLessThanOrEqual(3000);
    let rebuilt = 0;
    cache.get('a', () => (rebuilt++, body(500)));
    expect(rebuilt).toBe(0);
    cache.get('b', () => (rebuilt++, body(500)));
    expect(rebuilt).toBe(1);
  });

  it('builds a body once while it is held', () => {
    const cache = new BodyCache();
    let built = 0;
    for (let i = 0; i < 5; i++) cache.get('k', () => (built++, body(10)));
    expect(built).toBe(1);
  });
});

describe('bodies the same for everyone', () => {
  const words = [
    'smoky',
    'fruity',
    'bright',
    'earthy',
    'sweet',
    'sharp',
    'citrus',
    'floral',
    'nutty',
    'grassy',
  ];
  // Varied text, like descriptions: where brotli's best quality finds more to save than its quick one.
  const large = () =>
    JSON.stringify(
      Array.from({ length: 3000 }, (_, i) => ({
        id: i,
        description: Array.from({ length: 8 }, (_, j) => words[(i * 7 + j * j * 3 + (i >> j)) % 10]).join(
          ' ',
        ),
      })),
    );

  it('answers a large body at once and keeps its smallest compression once that is ready, under the same ETag', async () => {
    const cache = new BodyCache();
    const quick = cache.get('list', large);
    await cache.settled();
    const best = cache.get('list', () => {
      throw new Error('built again');
    });
    expect(best.etag).toBe(quick.etag);
    expect(best.br.length).toBeLessThan(quick.br.length);
    expect(zlib.brotliDecompressSync(best.br).equals(quick.identity)).toBe(true);
    expect(zlib.gunzipSync(best.gzip).equals(quick.identity)).toBe(true);
  });

  it('keeps the newer body when the catalog changed while the older one was being compressed', async () => {
    const cache = new BodyCache();
    cache.get('list', large);
    cache.clear();
    const newer = cache.get('list', () => large().replace('pepper 1"', 'pepper one"'));
    await cache.settled();
    expect(cache.get('list', large).etag).toBe(newer.etag);
  });

  it('builds a prepared body before anyone asks, and again as soon as it is dropped', async () => {
    const cache = new BodyCache();
    let built = 0;
    cache.prepare('letters', () => (built++, body(10)));
    await vi.waitFor(() => expect(cache.has('letters')).toBe(true));
    cache.deleteWhere((key) => key === 'letters');
    expect(cache.has('letters')).toBe(false);
    await vi.waitFor(() => expect(cache.has('letters')).toBe(true));
    cache.clear();
    await vi.waitFor(() => expect(cache.has('letters')).toBe(true));
    expect(built).toBe(3);
  });

  it('leaves a prepared body that fails to build to its first reader, and prepares the others', async () => {
    const cache = new BodyCache();
    cache.prepare('broken', () => {
      throw new Error('no serializer');
    });
    cache.prepare('stats', () => body(10));
    await vi.waitFor(() => expect(cache.has('stats')).toBe(true));
    expect(cache.has('broken')).toBe(false);
    expect(() => cache.get('broken', () => JSON.parse('{'))).toThrow();
  });
});
