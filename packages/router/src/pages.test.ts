import { PAGE_HEADS, PAGES, remoteRoutes, type PageRegistry } from '@pepper/contract';
import { describe, expect, it } from 'vitest';
import { isAppPath, pageAt, pageReadsAt, REMOTE_ROUTES, remoteRouteFor } from './pages';

const routes = remoteRoutes([
  { name: 'grow', pages: { GrowingTools: ['/tools', '/tools/:tool'], Garden: ['/garden'] } },
  { name: 'guides', pages: { HeatCalculator: ['/tools/heat-calc'] } },
  { name: 'catalog', pages: { PepperDetail: ['/peppers/:id'], PepperList: ['/peppers'] } },
]);
const pageFor = (path: string) => {
  const route = remoteRouteFor(routes, path);
  return route && `${route.remote}/${route.module}`;
};

describe('which remote page renders a path', () => {
  it('fills parameters from the path, one segment each', () => {
    expect(pageFor('/peppers/42')).toBe('catalog/PepperDetail');
    expect(pageFor('/peppers/42/more')).toBeUndefined();
  });

  it('lets a fixed segment outrank a parameter, whatever the order', () => {
    expect(pageFor('/tools/heat-calc')).toBe('guides/HeatCalculator');
    expect(pageFor('/tools/spacing')).toBe('grow/GrowingTools');
    expect(pageFor('/tools/')).toBe('grow/GrowingTools');
  });

  it('knows no page for a path no remote renders', () => {
    expect(pageFor('/menu')).toBeUndefined();
    expect(pageFor('/')).toBeUndefined();
  });
});

describe('the page of the registry at an address', () => {
  it.each([
    ['/', 'Home'],
    ['/signin', 'SignIn'],
    ['/peppers/42', 'PepperDetail'],
    ['/tools/heat-calc', 'HeatCalculator'],
    ['/tools/yield', 'GrowingTools'],
    ['/grow/climate', 'ClimateGuide'],
    ['/grow/hot', 'GrowCategory'],
    ['/garden/seeds', 'SeedStash'],
    ['/garden/seeds/4', 'SeedPacket'],
    ['/garden/4', 'GardenPlanting'],
    ['/heat-tolerance-quiz', 'HeatQuiz'],
  ])('%s is %s', (path, name) => expect(pageAt(path)?.name).toBe(name));

  it('gives the values of its parameters, decoded', () => {
    expect(pageAt('/peppers/a%20b')?.params).toEqual({ id: 'a b' });
  });

  it('knows no page for any other address', () => {
    expect(isAppPath('/database-of-things')).toBe(false);
    expect(isAppPath('/peppers/1/2')).toBe(false);
  });

  it('reads a registry it is given', () => {
    const pages: PageRegistry = {
      Market: { owner: 'market', source: './src/Market.tsx', paths: ['/market'] },
    };
    expect(pageAt('/market', pages)?.name).toBe('Market');
    expect(isAppPath('/market')).toBe(false);
  });
});

describe('the registry', () => {
  it('gives each address one page', () => {
    const paths = Object.values(PAGES).flatMap((page) => page.paths);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('writes a head only for an address its own page answers', () => {
    for (const [name, heads] of Object.entries(PAGE_HEADS))
      for (const address of Object.keys(heads ?? {}))
        expect(pageAt(address.replace(/:[a-z]+/g, 'x'))?.name, address).toBe(name);
  });

  it('sends each address that sends on to a page of the app', () => {
    for (const page of Object.values(PAGES))
      if ('sendsTo' in page) expect(isAppPath(page.sendsTo.split('?')[0]!), page.sendsTo).toBe(true);
  });
});

describe('the reads of the page at an address', () => {
  const at = (path: string, search = '') => pageReadsAt(REMOTE_ROUTES, path, search).map((r) => r.route.path);

  it("are Home's at '/', and a remote page's by its route", () => {
    expect(at('/')).toEqual(['/api/peppers', '/api/stats']);
    expect(at('/peppers/12')).toEqual(['/api/peppers/:id', '/api/recipes']);
    expect(at('/garden')).toEqual(['/api/garden', '/api/garden/seeds']);
  });

  it('follow the query of the address', () => {
    const [list] = pageReadsAt(REMOTE_ROUTES, '/peppers', '?search=habanero&heatLevel=hot');
    expect(list?.query).toMatchObject({ search: 'habanero', heatLevel: 'hot', page: 1 });
  });

  it('include the varieties on the garden with its add form open, so the variety it was opened with is named', () => {
    expect(at('/garden', '?add=1000')).toEqual(['/api/garden', '/api/garden/seeds', '/api/peppers/all']);
    expect(at('/garden', '?add')).toContain('/api/peppers/all');
  });

  it('are none for a page without first reads, or off the routes', () => {
    expect(at('/glossary')).toEqual([]);
    expect(at('/login')).toEqual([]);
    expect(at('/nowhere')).toEqual([]);
  });

  it("are the atlas's counts on the Menu, whose heading line tells them", () => {
    expect(at('/menu')).toEqual(['/api/stats']);
  });
});
