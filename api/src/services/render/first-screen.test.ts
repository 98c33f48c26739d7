import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteRoutes } from '@pepper/contract';
import { describe, expect, it } from 'vitest';
import type { DehydratedState } from '@tanstack/query-core';
import { knownWithoutSession } from './first-data.js';
import { FirstScreen } from './first-screen.js';
import { RemoteManifests } from '../remotes/remote-files.js';

const routes = remoteRoutes([
  {
    name: 'catalog',
    pages: { PepperList: ['/peppers'], PepperDetail: ['/peppers/:id'], RecipeDetail: ['/recipes/:id'] },
  },
  { name: 'grow', pages: { GrowCenter: ['/grow'] } },
]);

function manifest(build: string) {
  return {
    metaData: {
      name: 'catalog',
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    shared: [],
    exposes: [
      {
        name: 'PepperList',
        path: './PepperList',
        assets: {
          js: {
            sync: [`283.${build}.js`, `__federation_expose_PepperList.${build}.js`],
            async: ['9.async.js'],
          },
          css: { sync: [`267.${build}.css`], async: [] },
        },
      },
      {
        name: 'PepperDetail',
        path: './PepperDetail',
        assets: { js: { sync: ['detail.js'], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
}

function catalogDist(build = 'aaaa1111') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-screen-'));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest(build)));
  return dir;
}

const remotes = { catalog: '/remotes/catalog/mf-manifest.json', grow: '/remotes/grow/mf-manifest.json' };
const INDEX = '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>';

describe('the first screen of a path, named in the document head', () => {
  it('preloads the page’s first read, remote entry, styles and scripts, and nothing loaded later', () => {
    const screen = new FirstScreen(remotes, { catalog: catalogDist() }, routes, new RemoteManifests(60_000));
    expect(screen.preloads('/peppers')).toEqual([
      { href: '/api/peppers?page=1&limit=20', as: 'fetch', data: true },
      { href: '/api/peppers/letters', as: 'fetch', data: true },
      { href: '/remotes/catalog/remoteEntry.js', as: 'script' },
      { href: '/remotes/catalog/267.aaaa1111.css', as: 'style' },
      { href: '/remotes/catalog/283.aaaa1111.js', as: 'script' },
      { href: '/remotes/catalog/__federation_expose_PepperList.aaaa1111.js', as: 'script' },
    ]);
    expect(screen.preloads('/peppers/12').map((p) => p.href)).toEqual([
      '/api/peppers/12',
      '/api/recipes?pepper=12',
      '/remotes/catalog/remoteEntry.js',
      '/remotes/catalog/detail.js',
    ]);
  });

  it("never preloads a read made only for a caller with a session: a recipe's members' recipes", () => {
    const screen = new FirstScreen(remotes, { catalog: catalogDist() }, routes, new RemoteManifests(60_000));
    const reads = screen.preloads('/recipes/1001').filter((p) => p.data);
    expect(reads.map((p) => p.href)).toEqual(['/api/recipes']);
  });

  it('preloads the reads the page asks for at its address, filters and all', () => {
    const screen = new FirstScreen(remotes, { catalog: catalogDist() }, routes, new RemoteManifests(60_000));
    const preloads = screen.preloads('/peppers', 'heatLevel=hot&page=2');
    expect(preloads.filter((p) => p.data).map((p) => p.href)).toEqual([
      '/api/peppers?page=2&limit=20&heatLevel=hot',
      '/api/peppers/letters',
    ]);
    expect(preloads.map((p) => p.href)).toContain('/remotes/catalog/remoteEntry.js');
  });

  it('writes the remote map and the route’s manifest inline and the preloads as links, the reads asked with cookies, the scripts in a template fetched once the page has painted', () => {
    const screen = new FirstScreen(remotes, { catalog: catalogDist() }, routes, new RemoteManifests(60_000));
    const html = screen.document(INDEX, '/peppers');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      `<script type="application/json" id="remote-map">${JSON.stringify(remotes)}</script>`,
    );
    expect(head).toContain(
      `<script type="application/json" id="remote-manifests">${JSON.stringify({ '/remotes/catalog/mf-manifest.json': manifest('aaaa1111') })}</script>`,
    );
    expect(head).not.toContain('mf-manifest.json" ');
    expect(head).toContain('<link rel="preload" as="style" href="/remotes/catalog/267.aaaa1111.css">');
    expect(head).toContain(
      '<link rel="preload" as="fetch" href="/api/peppers?page=1&amp;limit=20" crossorigin="use-credentials">',
    );
    // Scripts wait in a template, which fetches nothing, until the shell's entry moves them into the head once
    // the first screen is painted; styles and reads are fetched at once.
    const script =
      '<link rel="preload" as="script" href="/remotes/catalog/remoteEntry.js" fetchpriority="high">';
    const template = head.slice(head.indexOf('<template data-after-paint>'), head.indexOf('</template>'));
    expect(template).toContain(script);
    expect(template).not.toContain('as="style"');
    expect(template).not.toContain('as="fetch"');
    expect(head.replace(template, '')).not.toContain('as="script"');
    expect(html).toContain('<div id="root"></div>');
  });

  it('names nothing but the map for a path no remote renders, and only the reads of a remote not built', () => {
    const screen = new FirstScreen(remotes, { catalog: catalogDist() }, routes, new RemoteManifests(60_000));
    for (const pathname of ['/login', '/no-such-page']) {
      expect(screen.preloads(pathname), pathname).toEqual([]);
      expect(screen.document(INDEX, pathname)).toContain('id="remote-map"');
      expect(screen.document(INDEX, pathname)).not.toContain('id="remote-manifests"');
    }
    expect(screen.document(INDEX, '/grow')).not.toContain('id="remote-manifests"');
    expect(screen.preloads('/grow')).toEqual([{ href: '/api/peppers', as: 'fetch', data: true }]);
  });

  it('preloads what Home reads first: the pepper list and the stats', () => {
    const screen = new FirstScreen(remotes, {}, routes, new RemoteManifests(60_000));
    expect(screen.preloads('/').map((p) => p.href)).toEqual(['/api/peppers', '/api/stats']);
  });

  it("names the shell's own files for the page it opens on, for that page's path only", () => {
    const shellPages = { '/': ['/home.cccc3333.js', '/home.cccc3333.css'] };
    const screen = new FirstScreen(remotes, {}, routes, new RemoteManifests(60_000), shellPages);
    expect(screen.preloads('/')).toEqual([
      { href: '/api/peppers', as: 'fetch', data: true },
      { href: '/api/stats', as: 'fetch', data: true },
      { href: '/home.cccc3333.js', as: 'script' },
      { href: '/home.cccc3333.css', as: 'style' },
    ]);
    expect(screen.document(INDEX, '/')).toContain(
      '<link rel="preload" as="script" href="/home.cccc3333.js" fetchpriority="high">',
    );
    for (const pathname of ['/menu', '/peppers']) {
      expect(
        screen.preloads(pathname).map((p) => p.href),
        pathname,
      ).not.toContain('/home.cccc3333.js');
      // Elsewhere Home's files are fetched ahead, not run, once the page has settled.
      expect(screen.document(INDEX, pathname)).toContain(
        '<template data-when-settled><link rel="prefetch" href="/home.cccc3333.js"><link rel="prefetch" href="/home.cccc3333.css"></template>',
      );
    }
    expect(screen.document(INDEX, '/')).not.toContain('rel="prefetch"');
  });

  it("names the federation runtime's files in every remote page's head before the remote's own, and in no shell page's", () => {
    const runtime = ['/987.dddd4444.js', '/784.eeee5555.js'];
    const screen = new FirstScreen(
      remotes,
      { catalog: catalogDist() },
      routes,
      new RemoteManifests(60_000),
      {},
      runtime,
    );
    const files = screen.preloads('/peppers').map((p) => p.href);
    expect(files).toEqual(expect.arrayContaining(runtime));
    expect(files.indexOf('/784.eeee5555.js')).toBeLessThan(files.indexOf('/remotes/catalog/remoteEntry.js'));
    expect(screen.document(INDEX, '/grow')).toContain(
      '<link rel="preload" as="script" href="/987.dddd4444.js" fetchpriority="high">',
    );
    for (const pathname of ['/', '/menu']) {
      expect(
        screen.preloads(pathname).map((p) => p.href),
        pathname,
      ).not.toContain('/987.dddd4444.js');
    }
  });

  it("names the app's own files first in every page's template, fetched once the first screen is painted", () => {
    const app = ['/378.ffff6666.js', '/bootstrap.ffff7777.js'];
    const screen = new FirstScreen(
      remotes,
      { catalog: catalogDist() },
      routes,
      new RemoteManifests(60_000),
      { '/': ['/home.cccc3333.js'] },
      [],
      app,
    );
    for (const pathname of ['/', '/menu', '/peppers', '/no-such-page']) {
      const head = screen.document(INDEX, pathname);
      const template = head.slice(head.indexOf('<template data-after-paint>'));
      expect(template, pathname).toMatch(
        /^<template data-after-paint><link rel="preload" as="script" href="\/378\.ffff6666\.js" fetchpriority="high"><link rel="preload" as="script" href="\/bootstrap\.ffff7777\.js" fetchpriority="high">/,
      );
      // Nowhere outside the template: until the paint, the page's HTML and images have the link to themselves.
      expect(head.indexOf('/378.ffff6666.js'), pathname).toBe(head.lastIndexOf('/378.ffff6666.js'));
    }
  });

  it('follows a remote deployed again, with no restart', () => {
    const dir = catalogDist('aaaa1111');
    const screen = new FirstScreen(remotes, { catalog: dir }, routes, new RemoteManifests(60_000));
    expect(screen.preloads('/peppers').map((p) => p.href)).toContain('/remotes/catalog/283.aaaa1111.js');
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest('bbbbbbbb22')));
    expect(screen.preloads('/peppers').map((p) => p.href)).toContain('/remotes/catalog/283.bbbbbbbb22.js');
    expect(screen.document(INDEX, '/peppers')).toContain('283.bbbbbbbb22.js');
    expect(screen.document(INDEX, '/peppers')).not.toContain('aaaa1111');
  });

  it('writes the query state it is given for the caller, and none when it has none', async () => {
    const screen = new FirstScreen(remotes, {}, routes, new RemoteManifests(60_000));
    const html = screen.document(INDEX, '/peppers/3', '', await knownWithoutSession());
    const state = JSON.parse(/id="query-state">(.*?)<\/script>/.exec(html)![1]!) as DehydratedState;
    expect(state.queries.map(({ queryKey, state }) => [queryKey, state.data])).toEqual([
      [['/api/user'], null],
      [['/api/user/favorites'], []],
    ]);
    expect(screen.document(INDEX, '/peppers/3')).not.toContain('query-state');
  });

  it('writes the page’s head where the shell’s document takes it, and the site’s title there without one', () => {
    const screen = new FirstScreen(remotes, {}, routes, new RemoteManifests(60_000));
    const shell = '<html><head><meta charset="utf-8"><!--app-head--></head><body></body></html>';
    const head = '<title>Habanero | Pepper Atlas</title><meta name="description" content="Hot, $& fruity."/>';
    const html = screen.document(shell, '/peppers/3', '', null, head);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<head><meta charset="utf-8">${head}`);
    expect(html).not.toContain('<!--app-head-->');
    const plain = screen.document(shell, '/peppers/3');
    expect(plain).toContain(
      '<head><meta charset="utf-8"><title>Pepper Atlas: From Dainty to Devilish</title>',
    );
    expect(plain.match(/<title>/g)).toHaveLength(1);
  });

  it('does not preload a read whose answer it writes', async () => {
    const premium = remoteRoutes([{ name: 'premium', pages: { PremiumPage: ['/premium'] } }]);
    const screen = new FirstScreen(remotes, {}, premium, new RemoteManifests(60_000));
    expect(screen.document(INDEX, '/premium')).toContain('href="/api/user"');
    const html = screen.document(INDEX, '/premium', '', await knownWithoutSession());
    expect(html).not.toContain('href="/api/user"');
    expect(html).toContain('href="/api/config"');
  });

  it('keeps a map that cannot close its script element early', () => {
    const screen = new FirstScreen(
      { catalog: '/x/</script><script>alert(1)</script>' },
      {},
      routes,
      new RemoteManifests(60_000),
    );
    const html = screen.document(INDEX, '/');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
  });

  it('reads a manifest on another host in the background and preloads from it on the next visit', async () => {
    const http = await import('node:http');
    const server = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ...manifest('cccc3333'), metaData: { ...manifest('cccc3333').metaData } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const url = `http://127.0.0.1:${port}/catalog/mf-manifest.json`;
    try {
      const screen = new FirstScreen({ catalog: url }, {}, routes, new RemoteManifests(60_000));
      expect(screen.preloads('/peppers').filter((p) => !p.data)).toEqual([]);
      await expect.poll(() => screen.preloads('/peppers').filter((p) => !p.data).length).toBeGreaterThan(0);
      expect(screen.preloads('/peppers')).toContainEqual({
        href: `http://127.0.0.1:${port}/catalog/remoteEntry.js`,
        as: 'script',
      });
      expect(screen.inlineManifests('/peppers')).toEqual({ [url]: manifest('cccc3333') });
    } finally {
      server.close();
    }
  });
});
