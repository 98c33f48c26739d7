import type { FastifyReply, FastifyRequest } from 'fastify';
import { Limiter, type Counter } from './rate-limit-store.js';
import { BodyCache } from '../../lib/body-cache.js';
import { QueryBudget } from './query-budget.js';

/** One process's shared counter, in memory. */
function memoryCounter(): Counter {
  const hits = new Map<string, number>();
  return {
    hit: async (key, windowMs, cost = 1) => {
      hits.set(key, (hits.get(key) ?? 0) + cost);
      return { count: hits.get(key)!, resetAt: Date.now() + windowMs };
    },
    peek: async (key) => ({ count: hits.get(key) ?? 0, resetAt: Date.now() }),
  };
}

const slowBody = (ms: number) => () => {
  const until = performance.now() + ms;
  while (performance.now() < until);
  return '[]';
};

describe('new queries', () => {
  it('are counted by what they cost: the dearest run out long before the number allowed', async () => {
    // 50 new queries a minute, and 50 ms of CPU: four of 20 ms each spend it.
    const budget = new QueryBudget(new Limiter(memoryCounter()), 50);
    const bodies = new BodyCache();
    const headers: Record<string, string> = {};
    const request = { ip: '203.0.113.9' } as FastifyRequest;
    const reply = { header: (k: string, v: string) => (headers[k] = v) } as unknown as FastifyReply;
    const results: (number | string)[] = [];
    for (let i = 0; i < 6; i++)
      results.push(
        await budget.body(request, reply, bodies, `q${i}`, slowBody(20)).then(
          () => 200,
          (err: { statusCode: number }) => err.statusCode,
        ),
      );
    expect(results.slice(0, 3)).toEqual([200, 200, 200]);
    expect(results.at(-1)).toBe(429);
    expect(results.filter((r) => r === 200).length).toBeLessThanOrEqual(5);
    expect(Number(headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back, and an answer already built stays free.
    const other = { ip: '203.0.113.10' } as FastifyRequest;
    await expect(budget.body(other, reply, bodies, 'fresh', slowBody(1))).resolves.toBeDefined();
    await expect(budget.body(request, reply, bodies, 'q0', slowBody(20))).resolves.toBeDefined();
  });
});
