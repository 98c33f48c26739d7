import { describe, expect, it } from 'vitest';
import { remoteAssetUrls } from './remote-assets';

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [{ assets: { js: { sync: ['react.1111111111.js'] } } }],
  exposes: [
    {
      assets: {
        js: {
          sync: ['82.aaaaaaaaaa.js', '__federation_expose_PepperList.bbbbbbbbbb.js'],
          async: ['9.cccccccccc.js'],
        },
        css: { sync: ['82.dddddddddd.css'], async: [] },
      },
    },
    { assets: { js: { sync: ['82.aaaaaaaaaa.js'], async: [] }, css: { sync: [], async: [] } } },
  ],
};

describe('the files a remote keeps for offline use', () => {
  it('are its manifest, its entry and every exposed page’s scripts and styles, beside the manifest', () => {
    expect(remoteAssetUrls(manifest, 'http://app.test/remotes/catalog/mf-manifest.json')).toEqual([
      'http://app.test/remotes/catalog/mf-manifest.json',
      'http://app.test/remotes/catalog/remoteEntry.js',
      'http://app.test/remotes/catalog/82.aaaaaaaaaa.js',
      'http://app.test/remotes/catalog/__federation_expose_PepperList.bbbbbbbbbb.js',
      'http://app.test/remotes/catalog/9.cccccccccc.js',
      'http://app.test/remotes/catalog/82.dddddddddd.css',
    ]);
  });

  it('leave out the shared libraries the shell provides', () => {
    expect(
      remoteAssetUrls(manifest, 'http://app.test/m/mf-manifest.json').some((u) => u.includes('react')),
    ).toBe(false);
  });

  it('follow a remote deployed on a host of its own, or a fixed public path', () => {
    expect(remoteAssetUrls({ exposes: [] }, 'http://cdn.test/guides/mf-manifest.json')).toEqual([
      'http://cdn.test/guides/mf-manifest.json',
      'http://cdn.test/guides/remoteEntry.js',
    ]);
    const fixed = {
      metaData: { publicPath: 'http://static.test/g/', remoteEntry: { name: 'remoteEntry.js', path: 'js' } },
    };
    expect(remoteAssetUrls(fixed, 'http://cdn.test/mf-manifest.json')[1]).toBe(
      'http://static.test/g/js/remoteEntry.js',
    );
  });
});
