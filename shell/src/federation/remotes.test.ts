import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: vi.fn(),
  // A remote that never answers.
  loadRemote: vi.fn(() => new Promise(() => undefined)),
}));

afterEach(() => vi.unstubAllGlobals());

describe('loading a remote page', () => {
  it('gives up on a remote that answers nothing, so the error screen shows instead of an endless spinner', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ catalog: '/remotes/catalog/mf-manifest.json' }))),
    );
    const { loadPage } = await import('./remotes');
    await expect(loadPage('catalog', 'PepperList', 50)).rejects.toThrow(
      'Remote page catalog/PepperList did not load within 0.05 s',
    );
  });
});
