import { remoteRouteFor } from '@pepper/contract';
import { matchRoutes } from '@pepper/router';
import platform from '@pepper/rspack-config/remotes.json';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../federation/remotes';
import { MENU_LINKS } from '../features/menu/menu-links';
import { YOUR_LINKS } from '../features/menu/MenuPage';
import { NAV_TABS } from '../layout/nav-tabs';
import { SHELL_PATHS } from './App';
import { nextPageHint, REMOTE_ROUTES } from './route-table';

/** The page the server names in the document head for a path. */
const pageFor = (pathname: string) => remoteRouteFor(REMOTE_ROUTES, pathname);

describe('the route table', () => {
  it.each([
    ['/peppers/42', 'catalog', 'PepperDetail'],
    ['/collections', 'catalog', 'Collection'],
    ['/collections/nuclear', 'catalog', 'Collection'],
    ['/tools', 'grow', 'GrowingTools'],
    ['/tools/spacing', 'grow', 'GrowingTools'],
    ['/tools/anything-else', 'grow', 'GrowingTools'],
    ['/tools/heat-calc', 'guides', 'HeatCalculator'],
    ['/tools/heat-quiz', 'guides', 'HeatQuiz'],
    ['/heat-tolerance-quiz', 'guides', 'HeatQuiz'],
    ['/grow/climate', 'grow', 'ClimateGuide'],
    ['/grow/expert', 'grow', 'GrowCategory'],
    ['/guides/preservation', 'guides', 'PreservationGuide'],
    ['/guides/pests', 'grow', 'PestGuide'],
    ['/admin/images', 'identify', 'ImageResearch'],
    ['/identify/history', 'identify', 'IdentifyHistory'],
    ['/premium', 'premium', 'PremiumPage'],
  ])('sends %s to %s/%s', (path, remote, module) => {
    expect(pageFor(path)).toMatchObject({ remote, module });
  });

  it('has a page for every menu link and every bottom navigation tab', () => {
    // Home, Menu, signing in and the account are the shell's own pages.
    const shellPages = platform.shell.paths;
    for (const { to } of [...MENU_LINKS, ...YOUR_LINKS, ...NAV_TABS]) {
      const path = to.split('?')[0];
      expect(shellPages.includes(path) || pageFor(path), to).toBeTruthy();
    }
  });

  it("renders each of the shell's own paths the server answers as pages, and only those", () => {
    expect([...SHELL_PATHS].sort()).toEqual([...platform.shell.paths].sort());
  });

  it('gives the addresses people type a page: signing in and out, the account, the plans and the guides', () => {
    for (const path of ['/signin', '/signup', '/login', '/logout', '/account', '/pricing'])
      expect(platform.shell.paths, path).toContain(path);
    expect(pageFor('/guides')).toMatchObject({ remote: 'guides', module: 'GuidesIndex' });
  });

  it('loads only pages their remote exposes', () => {
    for (const { remote, module, path } of REMOTE_ROUTES) {
      const pages = platform.remotes.find((r) => r.name === remote)?.pages ?? {};
      expect(Object.keys(pages), path).toContain(module);
    }
  });

  it('picks the page the router picks, so the head names the files the page loads', () => {
    const routes = REMOTE_ROUTES.map((r) => ({ path: r.path, id: `${r.remote}/${r.module}` }));
    for (const path of [
      '/tools/heat-calc',
      '/tools/heat-quiz',
      '/tools/spacing',
      '/grow/climate',
      '/grow/hot',
      '/peppers/7',
    ]) {
      const chosen = matchRoutes(routes, path)?.at(-1)?.route.id;
      const named = pageFor(path);
      expect(chosen, path).toBe(named && `${named.remote}/${named.module}`);
    }
  });

  it('has no page for an unknown path', () => {
    expect(pageFor('/database-of-things')).toBeUndefined();
  });

  it('sends every page to a remote the shell registers', () => {
    for (const route of REMOTE_ROUTES) expect(REMOTE_NAMES).toContain(route.remote);
  });
});

describe('the page fetched while the browser is idle', () => {
  it.each([
    ['/', 'catalog', 'PepperList'],
    ['/menu', 'guides', 'HeatCalculator'],
    ['/peppers', 'catalog', 'PepperDetail'],
    ['/peppers/42', 'catalog', 'PepperDetail'],
    ['/grow', 'grow', 'GrowCategory'],
    ['/grow/climate', 'grow', 'GrowCategory'],
    ['/growing-tips', 'catalog', 'PepperList'],
    ['/recipes', 'catalog', 'PepperList'],
  ])('from %s is %s/%s', (path, remote, module) => {
    expect(nextPageHint(path)).toEqual({ remote, module });
  });

  it('is always a page the route table serves', () => {
    for (const path of ['/', '/menu', '/peppers', '/grow']) {
      const { remote, module } = nextPageHint(path);
      expect(REMOTE_ROUTES.some((r) => r.remote === remote && r.module === module)).toBe(true);
    }
  });
});
