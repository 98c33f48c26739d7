import { SaxesParser } from 'saxes';
import { publicCacheControl } from '../lib/cache-rules.js';
import { fixtures } from '../test/fixtures.js';
import { describeAsVisitor, PUBLIC_URL } from '../test/helpers.js';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The <loc> addresses of a sitemap, read by a strict XML parser (which throws on anything not well formed). */
function sitemapLocations(xml: string): { root: { name: string; uri: string }; locations: string[] } {
  const parser = new SaxesParser({ xmlns: true });
  let root = { name: '', uri: '' };
  const locations: string[] = [];
  let inLoc = false;
  parser.on('opentag', (tag) => {
    if (!root.name) root = { name: tag.local, uri: tag.uri };
    inLoc = tag.local === 'loc' && tag.uri === SITEMAP_NS;
  });
  parser.on('text', (text) => {
    if (inLoc) locations.push(text);
  });
  parser.on('closetag', () => (inLoc = false));
  parser.write(xml).close();
  return { root, locations };
}

describeAsVisitor('crawler files', (client) => {
  it('lists every public page in the sitemap, with absolute addresses in the sitemap namespace', async () => {
    const res = await client.get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe(publicCacheControl('sitemap'));
    const { root, locations } = sitemapLocations(res.body);
    expect(root).toEqual({ name: 'urlset', uri: SITEMAP_NS });
    for (const page of [
      '/',
      '/peppers',
      '/recipes',
      '/peppers/3',
      '/recipes/2',
      '/guides/seeds',
      '/tools/heat-calc',
      '/tools/spacing',
      '/collections/superhots',
      '/grow/beginner',
    ])
      expect(locations, page).toContain(`${PUBLIC_URL}${page}`);
    expect(locations.filter((l) => /\/peppers\/\d+$/.test(l))).toHaveLength(fixtures.peppers.length);
    expect(locations.every((l) => l.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    expect(new Set(locations).size).toBe(locations.length);
  });

  it('leaves members’ recipes, personal pages and second addresses out of the sitemap', async () => {
    const { locations } = sitemapLocations((await client.get('/sitemap.xml')).body);
    for (const page of [
      '/recipes/1001',
      '/recipes/1002',
      '/garden',
      '/favorites',
      '/account',
      '/admin/images',
      '/login',
      '/forgot-password',
      '/reset-password',
      '/heat-tolerance-quiz',
      '/pricing',
    ])
      expect(locations, page).not.toContain(`${PUBLIC_URL}${page}`);
  });

  it('allows every crawler everywhere but the API and the admin pages, and names the sitemap', async () => {
    const res = await client.get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe(publicCacheControl('sitemap'));
    expect(res.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin',
      '',
      `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      '',
    ]);
  });
});

describeAsVisitor(
  'crawler files without PUBLIC_URL',
  (client) => {
    it('take their origin from the request, and a Host header that is no host name from nowhere', async () => {
      const own = await client.get('/robots.txt', { host: 'peppers.example:8080' });
      expect(own.body).toContain('Sitemap: http://peppers.example:8080/sitemap.xml');
      const forged = await client.get('/sitemap.xml', { host: 'evil"><x' });
      expect(forged.statusCode).toBe(200);
      expect(sitemapLocations(forged.body).locations[0]).toBe('http://localhost/');
    });
  },
  { config: { publicUrl: null } },
);
