import { appPaths, isShellPage, PAGES, type PageRegistry } from '@pepper/contract';
import { createRoutesFromChildren, matchRoutes, type RouteObject } from '@pepper/router';
import { isAppPath, remoteRouteFor } from '@pepper/router/pages';
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../federation/remotes';
import { MENU_LINKS } from '../features/menu/menu-links';
import { YOUR_LINKS } from '../features/menu/MenuPage';
import { NAV_TABS } from '../layout/nav-tabs';
import { AppRoutes, pageRoutes, RemoteScreen, SHELL_SCREENS } from './App';
import { nextPageHint, REMOTE_ROUTES } from './route-table';

/** The page the server names in the document head for a path. */
const pageFor = (pathname: string) => remoteRouteFor(REMOTE_ROUTES, pathname);

/** A page as the tables name it, 'catalog/PepperDetail': its remote and the module the remote exposes. */
const remotePage = (page: string) => {
  const [remote, module] = page.split('/');
  return { remote, module };
};

describe('the route table', () => {
  it.each([
    ['/peppers/42', 'catalog/PepperDetail'],
    ['/collections', 'catalog/Collection'],
    ['/collections/nuclear', 'catalog/Collection'],
    ['/tools', 'grow/GrowingTools'],
    ['/tools/spacing', 'grow/GrowingTools'],
    ['/tools/anything-else', 'grow/GrowingTools'],
    ['/tools/heat-calc', 'guides/HeatCalculator'],
    ['/tools/heat-quiz', 'guides/HeatQuiz'],
    ['/heat-tolerance-quiz', 'guides/HeatQuiz'],
    ['/grow/climate', 'grow/ClimateGuide'],
    ['/grow/expert', 'grow/GrowCategory'],
    ['/guides/preservation', 'guides/PreservationGuide'],
    ['/guides/pests', 'grow/PestGuide'],
    ['/admin/images', 'identify/ImageResearch'],
    ['/identify/history', 'identify/IdentifyHistory'],
    ['/premium', 'premium/PremiumPage'],
  ])('sends %s to %s', (path, page) => {
    expect(pageFor(path)).toMatchObject(remotePage(page));
  });

  it('has a page for every menu link and every bottom navigation tab', () => {
    for (const { to } of [...MENU_LINKS, ...YOUR_LINKS, ...NAV_TABS])
      expect(isAppPath(to.split('?')[0]!), to).toBe(true);
  });

  it('gives the addresses people type a page: signing in and out, the account, the plans and the guides', () => {
    for (const path of ['/signin', '/signup', '/login', '/logout', '/account', '/pricing'])
      expect(isAppPath(path), path).toBe(true);
    expect(pageFor('/guides')).toMatchObject({ remote: 'guides', module: 'GuidesIndex' });
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
    expect(isAppPath('/database-of-things')).toBe(false);
    expect(pageFor('/database-of-things')).toBeUndefined();
  });

  it('sends every page to a remote the shell registers', () => {
    for (const route of REMOTE_ROUTES) expect(REMOTE_NAMES).toContain(route.remote);
  });
});

describe('the page fetched while the browser is idle', () => {
  it.each([
    ['/', 'catalog/PepperList'],
    ['/menu', 'guides/HeatCalculator'],
    ['/peppers', 'catalog/PepperDetail'],
    ['/peppers/42', 'catalog/PepperDetail'],
    ['/grow', 'grow/GrowCategory'],
    ['/grow/climate', 'grow/GrowCategory'],
    ['/growing-tips', 'catalog/PepperList'],
    ['/recipes', 'catalog/PepperList'],
  ])('from %s is %s', (path, page) => {
    expect(nextPageHint(path)).toEqual(remotePage(page));
  });

  it('is always a page the route table serves', () => {
    for (const path of ['/', '/menu', '/peppers', '/grow']) {
      const { remote, module } = nextPageHint(path);
      expect(REMOTE_ROUTES.some((r) => r.remote === remote && r.module === module)).toBe(true);
    }
  });
});

/** Every route under the app's frame, as React Router reads the elements. */
function routesUnderFrame(routes: ReactElement<{ children: ReactElement }>): RouteObject[] {
  return createRoutesFromChildren(routes.props.children)[0]!.children ?? [];
}

const routePaths = (routes: RouteObject[]) => routes.map((route) => (route.index ? '/' : route.path));

describe("the shell's routes", () => {
  it('are the addresses of the page registry, and a not-found page for the rest', () => {
    const routes = routesUnderFrame(AppRoutes() as ReactElement<{ children: ReactElement }>);
    expect(routePaths(routes).sort()).toEqual([...appPaths().map((r) => r.path), '*'].sort());
  });

  it('open a page added to the registry, from the remote that exposes it', () => {
    const pages: PageRegistry = {
      ...PAGES,
      Market: { owner: 'market', source: './src/MarketScreen.tsx', paths: ['/market', '/market/:stall'] },
    };
    const routes = createRoutesFromChildren(pageRoutes(pages));
    const element = matchRoutes(routes, '/market/chilies')?.at(-1)?.route.element;
    expect(isValidElement(element) && element.type).toBe(RemoteScreen);
    expect(isValidElement(element) && element.props).toEqual({ remote: 'market', module: 'Market' });
  });

  it("have a screen for each of the shell's own pages, and no screen without a page", () => {
    const named = Object.values(PAGES).flatMap((page) => (isShellPage(page) ? [page.screen] : []));
    expect([...new Set(named)].sort()).toEqual(Object.keys(SHELL_SCREENS).sort());
  });
});
