import type { PageRegistry } from '@pepper/contract';

/**
 * Pages a test adds to the registry, one of each kind: a page everyone sees alike, one that changes on each
 * visit, and one of the caller's own data.
 */
export const MARKET_PAGES: PageRegistry = {
  Market: { owner: 'market', source: './src/Market.tsx', paths: ['/market'] },
  Lucky: { owner: 'market', source: './src/Lucky.tsx', paths: ['/lucky'], changesEachVisit: true },
  Basket: { owner: 'market', source: './src/Basket.tsx', paths: ['/basket'], personal: true },
};
