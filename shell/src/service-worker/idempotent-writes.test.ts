import { IDEMPOTENCY_HEADER } from '@pepper/contract';
import { StorableRequest } from 'workbox-background-sync/lib/StorableRequest.js';
import { describe, expect, it } from 'vitest';
import { withIdempotencyKey } from './idempotent-writes';

const planting = (headers: Record<string, string> = {}) =>
  new Request('https://atlas.example/api/garden/plantings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ pepperId: 1, label: 'Balcony' }),
  });

describe('a write kept to send later', () => {
  it('keeps the key the app sent with it', () => {
    expect(
      withIdempotencyKey(planting({ [IDEMPOTENCY_HEADER]: 'action-1' })).headers.get(IDEMPOTENCY_HEADER),
    ).toBe('action-1');
  });

  it('gets a key of its own when it came without one, and keeps its body', async () => {
    const keyed = withIdempotencyKey(planting());
    expect(keyed.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyed.headers.get('content-type')).toBe('application/json');
    expect(await keyed.json()).toEqual({ pepperId: 1, label: 'Balcony' });
  });

  it('is replayed from the queue with the key of its first attempt', async () => {
    const first = withIdempotencyKey(planting());
    const key = first.headers.get(IDEMPOTENCY_HEADER);
    // What the offline queue stores, and the request it sends again from it.
    const stored = await StorableRequest.fromRequest(first.clone());
    const replayed = new StorableRequest(structuredClone(stored.toObject())).toRequest();
    expect(replayed.headers.get(IDEMPOTENCY_HEADER)).toBe(key);
    expect(replayed.method).toBe('POST');
    expect(await replayed.json()).toEqual({ pepperId: 1, label: 'Balcony' });
  });
});
