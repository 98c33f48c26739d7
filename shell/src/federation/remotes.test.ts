import { afterEach, describe, expect, it, vi } from 'vitest';
import { putDocumentData } from '../test/document-data';

vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: vi.fn(),
  // A remote that never answers.
  loadRemote: vi.fn(() => new Promise(() => undefined)),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  document.getElementById('remote-map')?.remove();
});

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

  it('registers the remote map written into the document, without asking for /remotes.json', async () => {
    putDocumentData('remote-map', JSON.stringify({ grow: 'https://grow.example/mf-manifest.json' }));
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const runtime = await import('@module-federation/enhanced/runtime');
    const { remotesReady } = await import('./remotes');
    await remotesReady();
    expect(fetch).not.toHaveBeenCalled();
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([
      { name: 'grow', entry: 'https://grow.example/mf-manifest.json' },
    ]);
  });

  it('asks for /remotes.json when the document carries no map', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ catalog: '/remotes/catalog/mf-manifest.json' })),
    );
    vi.stubGlobal('fetch', fetch);
    const runtime = await import('@module-federation/enhanced/runtime');
    const { remotesReady } = await import('./remotes');
    await remotesReady();
    expect(fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([
      { name: 'catalog', entry: '/remotes/catalog/mf-manifest.json' },
    ]);
  });
});
