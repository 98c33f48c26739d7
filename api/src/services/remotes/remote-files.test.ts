import http from 'node:http';
import { remoteRoutes } from '@pepper/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { FirstScreen } from '../render/first-screen.js';
import { RemoteManifests } from './remote-files.js';
import { RemoteReleases } from './remote-releases.js';

const routes = remoteRoutes([{ name: 'catalog', pages: { PepperList: ['/peppers'] } }]);
const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'PepperList', path: './PepperList', assets: { js: { sync: ['list.js'] }, css: { sync: [] } } },
  ],
};

let server: http.Server | undefined;
afterEach(() => server?.close());

/** A remote host that counts the manifest requests it answers. */
async function remoteHost(answer: () => { status: number; body: string }) {
  const asked = { count: 0 };
  server = http.createServer((_req, res) => {
    asked.count++;
    const { status, body } = answer();
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/catalog/mf-manifest.json`, asked };
}

describe('the manifests of remotes on other hosts', () => {
  it('are fetched once per interval for both the release line and the first-screen preloads', async () => {
    const { url, asked } = await remoteHost(() => ({ status: 200, body: JSON.stringify(MANIFEST) }));
    const manifests = new RemoteManifests(60_000);
    const releases = new RemoteReleases({ catalog: url }, {}, manifests);
    const screen = new FirstScreen({ catalog: url }, {}, routes, manifests);

    const release = await releases.current();
    expect(release.remotes[0]!.version).not.toBe('unreachable');
    expect(screen.preloads('/peppers').map((p) => p.href)).toContain(
      url.replace('mf-manifest.json', 'remoteEntry.js'),
    );
    await releases.current();
    expect(asked.count).toBe(1);
  });

  it('are read again once the interval has passed, a deployment changing the release', async () => {
    let build = 'one';
    const { url, asked } = await remoteHost(() => ({
      status: 200,
      body: JSON.stringify({ ...MANIFEST, build }),
    }));
    const releases = new RemoteReleases({ catalog: url }, {}, new RemoteManifests(0));
    const first = await releases.current();
    build = 'two';
    const second = await releases.current();
    expect(asked.count).toBe(2);
    expect(second.version).not.toBe(first.version);
  });

  it('a host that answers with an error is unreachable for the release line and names no files', async () => {
    const { url } = await remoteHost(() => ({ status: 503, body: '{}' }));
    const manifests = new RemoteManifests(60_000);
    expect((await new RemoteReleases({ catalog: url }, {}, manifests).current()).remotes[0]!.version).toBe(
      'unreachable',
    );
    expect(
      new FirstScreen({ catalog: url }, {}, routes, manifests).preloads('/peppers').filter((p) => !p.data),
    ).toEqual([]);
  });
});
