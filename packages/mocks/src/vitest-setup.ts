// Component tests answer every API call with the MSW handlers; a call nobody handles fails the test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockState, server, setScenario } from './node';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // Node's fetch has no page to resolve a relative address against: resolve it against jsdom's location, as a browser does.
  const mswFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    mswFetch(
      typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.origin) : input,
      init,
    );
});
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  setScenario('signed-out');
});
afterAll(() => server.close());
