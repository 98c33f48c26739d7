import { afterEach, describe, expect, it, vi } from 'vitest';
import { putDocumentData } from '../test/document-data';

const loadRemote = vi.fn(() => new Promise(() => undefined)); // a remote that never answers
vi.mock('./runtime', () => ({ federationFor: vi.fn(() => ({ loadRemote })) }));

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

  it('loads it through the remote map written into the document, without asking for /remotes.json', async () => {
    putDocumentData('remote-map', JSON.stringify({ grow: 'https://grow.example/mf-manifest.json' }));
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const runtime = await import('./runtime');
    const { loadPage } = await import('./remotes');
    await expect(loadPage('grow', 'ClimateGuide', 50)).rejects.toThrow('did not load');
    expect(fetch).not.toHaveBeenCalled();
    expect(runtime.federationFor).toHaveBeenLastCalledWith({ grow: 'https://grow.example/mf-manifest.json' });
    expect(loadRemote).toHaveBeenLastCalledWith('grow/ClimateGuide');
  });

  it('asks for /remotes.json when the document carries no map', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ catalog: '/remotes/catalog/mf-manifest.json' })),
    );
    vi.stubGlobal('fetch', fetch);
    const runtime = await import('./runtime');
    const { loadPage } = await import('./remotes');
    await expect(loadPage('catalog', 'PepperList', 50)).rejects.toThrow('did not load');
    expect(fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(runtime.federationFor).toHaveBeenLastCalledWith({ catalog: '/remotes/catalog/mf-manifest.json' });
  });
});

describe('fetching the likely next page ahead', () => {
  const manifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        name: 'PepperDetail',
        path: './PepperDetail',
        assets: { js: { sync: ['expose_PepperDetail.js'] }, css: { sync: ['267.css'] } },
      },
    ],
  };

  afterEach(() => document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove()));

  it('asks for its remote’s entry and its files as prefetches, and runs none of them', async () => {
    putDocumentData('remote-map', JSON.stringify({ catalog: '/remotes/catalog/mf-manifest.json' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(manifest))),
    );
    loadRemote.mockClear();
    const { prefetchPage } = await import('./remotes');
    await prefetchPage('catalog', 'PepperDetail');
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    const at = (file: string) => new URL(`/remotes/catalog/${file}`, document.baseURI).href;
    expect(links.map((link) => [link.href, link.as])).toEqual([
      [at('remoteEntry.js'), 'script'],
      [at('267.css'), 'style'],
      [at('expose_PepperDetail.js'), 'script'],
    ]);
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('leaves out files the page already asked for', async () => {
    putDocumentData('remote-map', JSON.stringify({ catalog: '/remotes/catalog/mf-manifest.json' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(manifest))),
    );
    const entry = document.createElement('link');
    entry.rel = 'preload';
    entry.href = '/remotes/catalog/remoteEntry.js';
    document.head.append(entry);
    const { prefetchPage } = await import('./remotes');
    await prefetchPage('catalog', 'PepperDetail');
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(links.map((link) => link.href)).not.toContain(entry.href);
    expect(links).toHaveLength(2);
    entry.remove();
  });

  it('takes the manifest the document carries for the open page’s remote, without asking for it', async () => {
    putDocumentData('remote-map', JSON.stringify({ catalog: '/remotes/catalog/mf-manifest.json' }));
    putDocumentData('remote-manifests', JSON.stringify({ '/remotes/catalog/mf-manifest.json': manifest }));
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { prefetchPage } = await import('./remotes');
    await prefetchPage('catalog', 'PepperDetail');
    expect(fetch).not.toHaveBeenCalled();
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(3);
    document.getElementById('remote-manifests')?.remove();
  });
});
