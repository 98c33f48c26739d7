import { afterEach, describe, expect, it } from 'vitest';
import { putDocumentData } from '../test/document-data';
import inlineManifestsPlugin from './inline-manifests-plugin';

const catalog = { metaData: { name: 'catalog' }, exposes: [] };

const documentWith = (manifests: string) => putDocumentData('remote-manifests', manifests);

afterEach(() => document.getElementById('remote-manifests')?.remove());

describe('a remote manifest written into the document', () => {
  it('is what the runtime reads for that address, once; later reads go to the network', async () => {
    documentWith(JSON.stringify({ '/remotes/catalog/mf-manifest.json': catalog }));
    const fetchManifest = inlineManifestsPlugin().fetch!;
    const response = await fetchManifest('/remotes/catalog/mf-manifest.json', {});
    expect(response).toBeInstanceOf(Response);
    expect(await (response as Response).json()).toEqual(catalog);
    expect(fetchManifest('/remotes/catalog/mf-manifest.json', {})).toBeUndefined();
  });

  it('is found by its full address too', async () => {
    documentWith(JSON.stringify({ '/remotes/catalog/mf-manifest.json': catalog }));
    const response = await inlineManifestsPlugin().fetch!(
      new URL('/remotes/catalog/mf-manifest.json', document.baseURI).href,
      {},
    );
    expect(await (response as Response).json()).toEqual(catalog);
  });

  it('leaves other remotes, and documents without manifests or with unreadable ones, to the network', () => {
    documentWith(JSON.stringify({ '/remotes/catalog/mf-manifest.json': catalog }));
    expect(inlineManifestsPlugin().fetch!('/remotes/grow/mf-manifest.json', {})).toBeUndefined();
    document.getElementById('remote-manifests')!.textContent = '{not json';
    expect(inlineManifestsPlugin().fetch!('/remotes/catalog/mf-manifest.json', {})).toBeUndefined();
    document.getElementById('remote-manifests')!.remove();
    expect(inlineManifestsPlugin().fetch!('/remotes/catalog/mf-manifest.json', {})).toBeUndefined();
  });
});

describe('a remote manifest read ahead of a visit', () => {
  it('is what the runtime reads for that address at the visit, once', async () => {
    const { keepManifest } = await import('./inline-manifests-plugin');
    keepManifest('/remotes/catalog/mf-manifest.json', catalog);
    const fetchManifest = inlineManifestsPlugin().fetch!;
    const response = await fetchManifest(
      new URL('/remotes/catalog/mf-manifest.json', document.baseURI).href,
      {},
    );
    expect(await (response as Response).json()).toEqual(catalog);
    expect(fetchManifest('/remotes/catalog/mf-manifest.json', {})).toBeUndefined();
  });
});
