import { PAGES, type PageRegistry } from '@pepper/contract';
import { describe, expect, it } from 'vitest';
import { pageList } from './page-list';

describe("the service worker's list of pages", () => {
  const pages = pageList();

  it('takes every page of the app for one, and nothing else', () => {
    for (const path of ['/', '/peppers', '/peppers/12', '/tools/yield', '/garden/seeds/3', '/signin'])
      expect(pages.isPage(path), path).toBe(true);
    for (const path of ['/api/peppers', '/remotes/catalog/remoteEntry.js', '/docs', '/sw.js', '/nowhere'])
      expect(pages.isPage(path), path).toBe(false);
  });

  it("knows the pages of the caller's own data", () => {
    for (const path of ['/garden', '/garden/4', '/garden/seeds', '/garden/seeds/4', '/favorites', '/account'])
      expect(pages.isPersonal(path), path).toBe(true);
    for (const path of ['/', '/peppers', '/login', '/random', '/nowhere'])
      expect(pages.isPersonal(path), path).toBe(false);
  });

  it('takes a page added to the registry for one, personal or not as the registry says', () => {
    const more: PageRegistry = {
      ...PAGES,
      Market: { owner: 'market', source: './src/MarketScreen.tsx', paths: ['/market'] },
      Orders: {
        owner: 'market',
        source: './src/OrdersScreen.tsx',
        paths: ['/market/orders'],
        personal: true,
      },
    };
    expect(pages.isPage('/market')).toBe(false);
    expect(pageList(more).isPage('/market')).toBe(true);
    expect(pageList(more).isPersonal('/market')).toBe(false);
    expect(pageList(more).isPersonal('/market/orders')).toBe(true);
  });
});
