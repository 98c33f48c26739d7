import { MARKET_PAGES } from '../test/pages.js';
import { isSharedPage } from './cache-rules.js';

describe('which pages a shared cache may keep', () => {
  it('keeps a page everyone sees alike, and neither a personal page nor a random pepper', () => {
    for (const page of ['/peppers', '/peppers/3']) expect(isSharedPage(page), page).toBe(true);
    for (const page of ['/garden', '/favorites', '/random', '/random/'])
      expect(isSharedPage(page), page).toBe(false);
  });

  it('reads whether a page changes on each visit from the page registry alone', () => {
    expect(isSharedPage('/market', MARKET_PAGES)).toBe(true);
    expect(isSharedPage('/lucky', MARKET_PAGES)).toBe(false);
    expect(isSharedPage('/basket', MARKET_PAGES)).toBe(false);
    // An address the registry has no page for is the not-found page, the same for everyone.
    expect(isSharedPage('/random', MARKET_PAGES)).toBe(true);
  });
});
