import type { PageRegistry } from '@pepper/contract';
import { isSharedPage } from './cache-rules.js';

describe('which pages a shared cache may keep', () => {
  it('keeps a page everyone sees alike, and neither a personal page nor a random pepper', () => {
    expect(isSharedPage('/peppers')).toBe(true);
    expect(isSharedPage('/peppers/3')).toBe(true);
    expect(isSharedPage('/garden')).toBe(false);
    expect(isSharedPage('/favorites')).toBe(false);
    expect(isSharedPage('/random')).toBe(false);
    expect(isSharedPage('/random/')).toBe(false);
  });

  it('reads whether a page changes on each visit from the page registry alone', () => {
    const pages: PageRegistry = {
      Market: { owner: 'market', source: './src/Market.tsx', paths: ['/market'] },
      Lucky: { owner: 'market', source: './src/Lucky.tsx', paths: ['/lucky'], changesEachVisit: true },
      Basket: { owner: 'market', source: './src/Basket.tsx', paths: ['/basket'], personal: true },
    };
    expect(isSharedPage('/market', pages)).toBe(true);
    expect(isSharedPage('/lucky', pages)).toBe(false);
    expect(isSharedPage('/basket', pages)).toBe(false);
    // An address the registry has no page for is the not-found page, the same for everyone.
    expect(isSharedPage('/random', pages)).toBe(true);
  });
});
