import { describe, expect, it } from 'vitest';
import { pageFiles, type RemoteManifest } from './remote-manifest.js';

const manifest: RemoteManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'PepperList',
      path: './PepperList',
      assets: { js: { sync: ['267.js', 'expose_PepperList.js'] }, css: { sync: ['267.css'] } },
    },
    { name: 'PepperDetail', path: './PepperDetail', assets: { js: { sync: ['expose_PepperDetail.js'] } } },
  ],
};

describe('the files a remote page loads at once', () => {
  it('are its remote’s entry, then the page’s styles and scripts, beside the manifest', () => {
    expect(pageFiles(manifest, 'https://cdn.example/catalog/mf-manifest.json', 'PepperList')).toEqual([
      { href: 'https://cdn.example/catalog/remoteEntry.js', as: 'script' },
      { href: 'https://cdn.example/catalog/267.css', as: 'style' },
      { href: 'https://cdn.example/catalog/267.js', as: 'script' },
      { href: 'https://cdn.example/catalog/expose_PepperList.js', as: 'script' },
    ]);
  });

  it('come from the public path the manifest names, when it names one', () => {
    const moved = {
      ...manifest,
      metaData: { ...manifest.metaData, publicPath: 'https://files.example/v2/' },
    };
    expect(pageFiles(moved, 'https://cdn.example/catalog/mf-manifest.json', 'PepperDetail')).toEqual([
      { href: 'https://files.example/v2/remoteEntry.js', as: 'script' },
      { href: 'https://files.example/v2/expose_PepperDetail.js', as: 'script' },
    ]);
  });

  it('are none for a page the remote does not expose', () => {
    expect(pageFiles(manifest, 'https://cdn.example/catalog/mf-manifest.json', 'Nope')).toEqual([]);
  });
});
