import { routes } from '@pepper/contract';
import { describe, expect, it } from 'vitest';
import { handlers } from './handlers';

/** Endpoints the app never calls in mock mode (navigation, ops, server-to-server). */
const NOT_FETCHED = new Set([
  'health',
  'ready',
  'remotes',
  'login',
  'oidcCallback',
  'stripeWebhook',
  'benchHello',
  'confirmationPhoto',
  'favoriteForm',
]);

describe('the mock API', () => {
  it('answers every endpoint of the contract that the app calls', () => {
    const mocked = new Set(handlers.map((h) => `${h.info.method} ${h.info.path}`));
    const missing = Object.entries(routes)
      .filter(([name]) => !NOT_FETCHED.has(name))
      .map(([, r]) => `${r.method} ${r.path}`)
      .filter((key) => !mocked.has(key));
    expect(missing).toEqual([]);
  });
});
