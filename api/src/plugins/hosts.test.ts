import type { FastifyInstance } from 'fastify';
import { publicCacheControl } from '../lib/cache-rules.js';
import { normalizeHost, requestOrigin } from '../lib/hosts.js';
import { TOO_MANY_RENDERS } from '../services/limits/render-budget.js';
import { builtApp } from '../test/built-app.js';
import { describeDialects, limitsWith } from '../test/helpers.js';
import { checkConfig, loadConfig } from '../config/app-config.js';
import { ConfigError } from '../config/config-error.js';
import { UNKNOWN_HOST } from './hosts.js';

const build = builtApp();
afterAll(() => build.remove());

const get = (
  app: () => FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
  ip = '203.0.113.7',
) => app().inject({ method: 'GET', url, headers, remoteAddress: ip });

describe('the hosts the app answers for', () => {
  it('must be named in production: PUBLIC_URL, or ALLOWED_HOSTS', () => {
    expect(() => checkConfig(loadConfig({ NODE_ENV: 'production' }))).toThrow(ConfigError);
    expect(() => checkConfig(loadConfig({ NODE_ENV: 'production' }))).toThrow(/PUBLIC_URL.*ALLOWED_HOSTS/);
    const named = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://atlas.example:8080' });
    expect(named.allowedHosts).toEqual(['atlas.example:8080']);
    const listed = loadConfig({
      NODE_ENV: 'production',
      ALLOWED_HOSTS: 'Atlas.example, www.atlas.example:80',
    });
    expect(() => checkConfig(listed)).not.toThrow();
    expect(listed.allowedHosts).toEqual(['atlas.example', 'www.atlas.example']);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'atlas.example/<script>' })).toThrow(ConfigError);
  });

  it('are any host outside production with neither set (npm run dev, a phone on the same network)', () => {
    expect(loadConfig({}).allowedHosts).toBeNull();
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).allowedHosts).toBeNull();
  });

  it('give the origin a document is opened at from a known set, never a name a client made up', () => {
    const allowed = ['atlas.example', '127.0.0.1:3000'];
    const at = (host: string, protocol = 'http') => ({ host, protocol });
    expect(requestOrigin('https://atlas.example', allowed, at('127.0.0.1:3000'))).toBe(
      'http://127.0.0.1:3000',
    );
    expect(requestOrigin('https://atlas.example', allowed, at('evil.example'))).toBe('https://atlas.example');
    // With PUBLIC_URL and no list, every document is opened at PUBLIC_URL as far as the cache is concerned.
    expect(requestOrigin('http://localhost:3000', null, at('evil.example'))).toBe('http://localhost:3000');
    expect(requestOrigin(null, null, at('x"><script>'))).toBe('http://localhost');
    expect(normalizeHost('Atlas.Example:443', 'https')).toBe('atlas.example');
  });
});

describeDialects(
  'a request for another host',
  (app) => {
    it('is answered 400, before anything reads its Host', async () => {
      const hostile: Record<string, string>[] = [
        { host: 'evil.example' },
        { host: 'atlas.example', 'x-forwarded-host': 'evil.example' },
        { host: 'atlas.example.evil.example' },
      ];
      for (const headers of hostile) {
        for (const url of ['/peppers/3', '/sitemap.xml', '/robots.txt', '/api/peppers']) {
          const res = await get(app, url, headers);
          expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(400);
          expect(res.json().message).toBe(UNKNOWN_HOST);
          expect(res.headers['cache-control']).toBe('no-store');
        }
      }
      expect(app().pageRenderer?.cachedDocuments).toBe(0);
    });

    it('is still answered for a load balancer’s health checks and the process’s own remote files', async () => {
      for (const url of ['/api/health', '/api/ready', '/remotes/catalog/mf-manifest.json'])
        expect((await get(app, url, { host: '10.0.0.11:3000' })).statusCode, url).toBe(200);
    });

    it('is served for each listed host, with the sitemap and robots.txt naming PUBLIC_URL', async () => {
      for (const host of ['atlas.example', 'www.atlas.example', 'ATLAS.example:80']) {
        expect((await get(app, '/menu', { host })).statusCode, host).toBe(200);
        const sitemap = await get(app, '/sitemap.xml', { host });
        expect(sitemap.body).toContain('<loc>http://atlas.example/peppers</loc>');
        expect(sitemap.headers['cache-control']).toBe(publicCacheControl('sitemap'));
        expect((await get(app, '/robots.txt', { host })).body).toContain(
          'Sitemap: http://atlas.example/sitemap.xml',
        );
      }
    });
  },
  {
    config: {
      serveApp: true,
      appRoot: build.root,
      publicUrl: 'http://atlas.example',
      allowedHosts: ['atlas.example', 'www.atlas.example'],
      trustProxy: 1,
    },
  },
);

describeDialects(
  'the sitemap and robots.txt without PUBLIC_URL',
  (app) => {
    it('name the listed host they were asked on, and may be kept by a shared cache', async () => {
      const res = await get(app, '/sitemap.xml', { host: 'www.atlas.example' });
      expect(res.body).toContain('<loc>http://www.atlas.example/peppers</loc>');
      expect(res.headers['cache-control']).toBe(publicCacheControl('sitemap'));
      expect((await get(app, '/robots.txt', { host: 'evil.example' })).statusCode).toBe(400);
    });
  },
  { config: { publicUrl: null, allowedHosts: ['atlas.example', 'www.atlas.example'] } },
);

describeDialects(
  'the sitemap and robots.txt with no host named (development)',
  (app) => {
    it('are never offered to a shared cache, since the Host they name was not checked', async () => {
      for (const url of ['/sitemap.xml', '/robots.txt']) {
        const res = await get(app, url, { host: 'evil.example' });
        expect(res.body, url).toContain('http://evil.example/');
        expect(res.headers['cache-control'], url).toBe('private, no-cache');
      }
    });
  },
  { config: { publicUrl: null, allowedHosts: null } },
);

describeDialects(
  'pages rendered afresh',
  (app) => {
    it('are kept per PUBLIC_URL, not per Host: a new Host header renders nothing again', async () => {
      for (let i = 0; i < 5; i++) {
        const res = await get(app, '/menu', { host: `h${i}.example`, 'x-forwarded-host': `f${i}.example` });
        expect(res.statusCode).toBe(200);
      }
      expect(app().pageRenderer?.cachedDocuments).toBe(1);
    });

    it('are counted against the address, not-found pages included; past the budget it is refused with Retry-After', async () => {
      const flooder = '198.51.100.5';
      await get(app, '/', {}, flooder);
      const codes: number[] = [];
      for (let i = 0; i < 8; i++) codes.push((await get(app, `/peppers/zz${i}`, {}, flooder)).statusCode);
      // '/' and the first three unknown ids were rendered (404); the rest were refused.
      expect(codes).toEqual([404, 404, 404, 429, 429, 429, 429, 429]);
      const refused = await get(app, '/peppers/zz99', {}, flooder);
      expect(refused.json().message).toBe(TOO_MANY_RENDERS);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // A page already rendered costs nothing, for the same address too; another address has its own budget.
      expect((await get(app, '/', {}, flooder)).statusCode).toBe(200);
      expect((await get(app, '/menu', {}, flooder)).statusCode).toBe(200);
      expect((await get(app, '/peppers/3', {}, '198.51.100.6')).statusCode).toBe(200);
    });
  },
  {
    config: {
      serveApp: true,
      appRoot: build.root,
      publicUrl: 'http://atlas.example',
      trustProxy: 1,
      // Four renders in each 10 seconds.
      rateLimits: limitsWith({ renders: 24 }),
    },
  },
);
