import { describe, expect, it } from 'vitest';
import {
  appPaths,
  listedPaths,
  pageOwners,
  remoteExposes,
  remoteRoutes,
  remoteRoutesOf,
} from './app-routes.js';
import type { PageHeads } from './page-heads.js';
import { SHELL, type PageRegistry } from './pages.js';

const head = (title: string, sameAs?: string) => ({
  title,
  description: `About ${title}`,
  ...(sameAs ? { sameAs } : {}),
});

/** A small registry: each kind of page once. */
const pages: PageRegistry = {
  Home: { owner: SHELL, screen: 'Home', paths: ['/'] },
  Login: { owner: SHELL, screen: 'Login', paths: ['/login'], unlisted: true },
  Database: { owner: SHELL, sendsTo: '/peppers', paths: ['/database'] },
  PepperDetail: { owner: 'catalog', source: './src/Detail.tsx', paths: ['/peppers/:id'] },
  GrowingTools: {
    owner: 'grow',
    source: './src/Tools.tsx',
    paths: ['/tools', '/tools/:tool'],
  },
  HeatQuiz: {
    owner: 'guides',
    source: './src/Quiz.tsx',
    paths: ['/tools/heat-quiz', '/heat-tolerance-quiz'],
  },
  Garden: { owner: 'grow', source: './src/Garden.tsx', paths: ['/garden'], personal: true },
};

/** Their heads, by page name. */
const heads: PageHeads = {
  Home: { '/': head('Home') },
  GrowingTools: {
    '/tools': head('Tools'),
    '/tools/yield': head('Yield'),
    '/tools/:tool': head('Tools', '/tools'),
  },
  HeatQuiz: { '/heat-tolerance-quiz': head('Quiz', '/tools/heat-quiz') },
};

describe('the routes of the remote pages', () => {
  it('lists every path of every remote page with its remote, and no page of the shell', () => {
    expect(remoteRoutesOf(pages)).toEqual([
      { path: '/peppers/:id', remote: 'catalog', module: 'PepperDetail' },
      { path: '/tools', remote: 'grow', module: 'GrowingTools' },
      { path: '/tools/:tool', remote: 'grow', module: 'GrowingTools' },
      { path: '/tools/heat-quiz', remote: 'guides', module: 'HeatQuiz' },
      { path: '/heat-tolerance-quiz', remote: 'guides', module: 'HeatQuiz' },
      { path: '/garden', remote: 'grow', module: 'Garden' },
    ]);
  });

  it('reads a route table written out by remote the same way', () => {
    expect(remoteRoutes([{ name: 'grow', pages: { Garden: ['/garden'] } }])).toEqual([
      { path: '/garden', remote: 'grow', module: 'Garden' },
    ]);
  });

  it('gives every path of the app with the page it opens', () => {
    expect(appPaths(pages).map(({ path, page }) => `${path} ${page}`)).toContain('/database Database');
    expect(appPaths(pages)).toHaveLength(9);
  });
});

describe('what a remote exposes', () => {
  it('is each of its pages, by name, as the module that renders it', () => {
    expect(remoteExposes('grow', pages)).toEqual({
      './GrowingTools': './src/Tools.tsx',
      './Garden': './src/Garden.tsx',
    });
    expect(remoteExposes('nobody', pages)).toEqual({});
  });

  it('names every remote that owns a page, and not the shell', () => {
    expect(pageOwners(pages)).toEqual(['catalog', 'grow', 'guides']);
  });
});

describe('the addresses the sitemap lists', () => {
  it('are the fixed addresses of public pages, their texts included, without second addresses', () => {
    expect(listedPaths(pages, heads)).toEqual(['/', '/tools', '/tools/yield', '/tools/heat-quiz']);
  });
});
