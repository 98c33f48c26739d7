import { apiError, http, HttpResponse, server } from '@pepper/mocks/node';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gardenMutations } from './garden';
import { apiJson, HttpError, WRITE_RETRY } from './request';

const planting = {
  pepperId: 1,
  count: 1,
  place: 'container',
  label: 'Balcony',
  sownOn: '2026-03-01',
} as const;
const created = { id: 7, label: 'Balcony' };

const unknownOutcome = () =>
  HttpResponse.json(
    {
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'May or may not be saved',
      code: 'outcome_unknown',
    },
    { status: 503, headers: { 'retry-after': '1' } },
  );

/** Records the Idempotency-Key of every attempt at creating a planting, answering with `answers` in turn. */
function plantingsAnswering(...answers: (() => Response)[]) {
  const keys: (string | null)[] = [];
  server.use(
    http.post('/api/garden/plantings', ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return (answers[keys.length - 1] ?? answers.at(-1)!)();
    }),
  );
  return keys;
}

describe('idempotency keys on writes', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true, advanceTimeDelta: 50 }));
  afterEach(() => vi.useRealTimers());

  it('sends a fresh key with every user action', async () => {
    const keys = plantingsAnswering(() => HttpResponse.json(created, { status: 201 }));
    await gardenMutations.createPlanting(planting);
    await gardenMutations.createPlanting(planting);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('sends the same key again when the server cannot tell whether the write was stored', async () => {
    const keys = plantingsAnswering(unknownOutcome, () => HttpResponse.json(created, { status: 201 }));
    await expect(gardenMutations.createPlanting(planting)).resolves.toEqual(created);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends the same key again after the first attempt got no answer at all', async () => {
    const keys = plantingsAnswering(
      () => HttpResponse.error(),
      () => HttpResponse.json(created, { status: 201 }),
    );
    await expect(gardenMutations.createPlanting(planting)).resolves.toEqual(created);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('waits while the first attempt with the key is still running, then gets its answer', async () => {
    const keys = plantingsAnswering(
      () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: 'Still running', code: 'idempotency_key_in_use' },
          { status: 409, headers: { 'retry-after': '1' } },
        ),
      () => HttpResponse.json(created, { status: 201 }),
    );
    await expect(gardenMutations.createPlanting(planting)).resolves.toEqual(created);
    expect(new Set(keys).size).toBe(1);
  });

  it(`gives up after ${WRITE_RETRY.attempts} attempts, every one with the same key`, async () => {
    const keys = plantingsAnswering(unknownOutcome);
    const error = await gardenMutations.createPlanting(planting).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect(keys).toHaveLength(WRITE_RETRY.attempts);
    expect(new Set(keys).size).toBe(1);
  });

  it('answers a 503 that stored nothing, and a refusal, at once, as before', async () => {
    const keys = plantingsAnswering(
      () =>
        HttpResponse.json(
          {
            statusCode: 503,
            error: 'Service Unavailable',
            message: 'Nothing saved',
            code: 'database_unavailable',
          },
          { status: 503 },
        ),
      () => apiError(404, 'Pepper not found', 'Not Found'),
    );
    await expect(gardenMutations.createPlanting(planting)).rejects.toThrow(/^503: /);
    await expect(gardenMutations.createPlanting(planting)).rejects.toThrow(/^404: /);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("uses the caller's key for an action that names one, and sends none with a read", async () => {
    let writeKey: string | null = null;
    let readKey: string | null = 'unset';
    server.use(
      http.post('/api/garden/settings', ({ request }) => {
        writeKey = request.headers.get('idempotency-key');
        return HttpResponse.json({});
      }),
      http.get('/api/garden', ({ request }) => {
        readKey = request.headers.get('idempotency-key');
        return HttpResponse.json({});
      }),
    );
    await apiJson('POST', '/api/garden/settings', { lastFrost: null }, { idempotencyKey: 'frost-action-1' });
    await apiJson('GET', '/api/garden');
    expect(writeKey).toBe('frost-action-1');
    expect(readKey).toBeNull();
  });
});
