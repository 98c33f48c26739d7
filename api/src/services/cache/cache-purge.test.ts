import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { surrogateKeys } from '../../lib/cache-rules.js';
import { describeDialects } from '../../test/helpers.js';
import { bumpCatalogVersion } from '../../db/seed.js';
import { purgeRequest, type PurgeRequest } from './cache-purge.js';

/** A purge hook that records what it is told. */
const told: { body: PurgeRequest; authorization: string | undefined }[] = [];
const hook = http.createServer((req, res) => {
  let text = '';
  req.on('data', (chunk) => (text += chunk));
  req.on('end', () => {
    told.push({ body: JSON.parse(text), authorization: req.headers.authorization });
    res.end('{}');
  });
});
await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/purge`;
afterAll(() => new Promise((resolve) => hook.close(resolve)));

describe('what a content change purges', () => {
  it('names every public answer by the catalog key, and one item’s page, read and preview by its own', () => {
    expect(surrogateKeys('/peppers/3')).toEqual(['catalog', 'pepper-3']);
    expect(surrogateKeys('/api/peppers/3')).toEqual(['catalog', 'pepper-3']);
    expect(surrogateKeys('/previews/peppers/3.png')).toEqual(['catalog', 'pepper-3']);
    expect(surrogateKeys('/recipes/2')).toEqual(['catalog', 'recipe-2']);
    expect(surrogateKeys('/api/peppers?page=1&limit=20')).toEqual(['catalog']);
  });

  it('lists the changed items’ addresses with the lists, under PUBLIC_URL', () => {
    const purge = purgeRequest({ peppers: [3], recipes: [] }, 'https://atlas.example');
    expect(purge.keys).toEqual(['catalog', 'pepper-3']);
    expect(purge.paths).toEqual(
      expect.arrayContaining(['/peppers/3', '/api/peppers/3', '/', '/sitemap.xml']),
    );
    expect(purge.urls).toContain('https://atlas.example/peppers/3');
  });
});

describeDialects(
  'a catalog change',
  (app) => {
    it('is reported to the purge hook with the items it changed, once the process serves it', async () => {
      told.length = 0;
      await app().db('peppers').where({ id: 3 }).update({ name: 'Renamed Pepper' });
      await bumpCatalogVersion(app().db);
      await app().catalog.load();
      await vi.waitFor(() => expect(told).toHaveLength(1));
      expect(told[0].authorization).toBe('Bearer purge-secret');
      // The variety, and whatever shows its name (a recipe made with it), and nothing else.
      expect(told[0].body.keys).toEqual(expect.arrayContaining(['catalog', 'pepper-3']));
      expect(told[0].body.keys.filter((k) => k.startsWith('pepper-'))).toEqual(['pepper-3']);
      expect(told[0].body.urls).toContain('http://localhost:3000/api/peppers/3');
      // A reload that finds the same version reports nothing.
      await app().catalog.load();
      expect(told).toHaveLength(1);
    });

    it('made by another process is found without any request coming in (a cache in front may answer them all)', async () => {
      told.length = 0;
      await app().db('peppers').where({ id: 5 }).update({ name: 'Renamed Elsewhere' });
      await bumpCatalogVersion(app().db);
      await vi.waitFor(() => expect(told).toHaveLength(1), { timeout: 15_000, interval: 250 });
      expect(told[0].body.keys).toContain('pepper-5');
      expect(app().catalog.pepper(5)?.name).toBe('Renamed Elsewhere');
    });
  },
  { config: { cachePurge: { url: hookUrl, token: 'purge-secret' } } },
);
