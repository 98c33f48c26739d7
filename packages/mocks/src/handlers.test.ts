import { routes } from '@pepper/contract';
import { describe, expect, it } from 'vitest';
import { handlers } from './handlers';

/** Endpoints for operations and benchmarks, not for the app. */
const OPERATIONS = ['health', 'ready', 'remotes', 'benchHello'];
/** Addresses the browser goes to itself: sign-in, plain HTML forms, and photos shown by an <img>. */
const NAVIGATED = ['login', 'oidcCallback', 'favoriteForm', 'suggestionForm', 'confirmationPhoto'];
/** Called by the payment provider's servers. */
const SERVER_TO_SERVER = ['stripeWebhook'];

/** Endpoints the app never calls in mock mode. */
const NOT_FETCHED = new Set([...OPERATIONS, ...NAVIGATED, ...SERVER_TO_SERVER]);

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
