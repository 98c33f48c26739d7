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
