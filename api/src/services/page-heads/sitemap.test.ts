import { PAGES, type PageRegistry } from '@pepper/contract';
import { describe, expect, it } from 'vitest';
import { MARKET_PAGES } from '../../test/pages.js';
import { listedPagePaths, sitemapPaths } from './sitemap.js';

describe('the sitemap', () => {
  it("lists the registry's public pages, each collection and grow category, then each variety and recipe", () => {
    const paths = sitemapPaths([3], [2]);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/peppers', '/tools/yield', '/collections/superhots']),
    );
    expect(paths).toEqual(expect.arrayContaining(['/grow/beginner', '/peppers/3', '/recipes/2']));
    for (const path of ['/garden', '/login', '/pricing', '/heat-tolerance-quiz', '/peppers/:id'])
      expect(paths).not.toContain(path);
  });

  it('lists a page added to the registry, and not one of personal data', () => {
    const more: PageRegistry = { ...PAGES, ...MARKET_PAGES };
    expect(listedPagePaths()).not.toContain('/market');
    expect(listedPagePaths(more)).toContain('/market');
    expect(sitemapPaths([], [], more)).toContain('/market');
    expect(sitemapPaths([], [], more)).not.toContain('/basket');
  });
});
