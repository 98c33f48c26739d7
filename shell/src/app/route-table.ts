import type { RemoteName } from '../federation/remotes';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The module the remote exposes, e.g. './PepperList' is loaded as 'catalog/PepperList'. */
  module: string;
}

/**
 * Every remote-backed path of. The two explicit guides tools stand before /tools/:tool,
 * which the router's ranking would also ensure.
 */
export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/peppers', remote: 'catalog', module: 'PepperList' },
  { path: '/peppers/:id', remote: 'catalog', module: 'PepperDetail' },
  { path: '/scoville', remote: 'catalog', module: 'HeatIndex' },
  { path: '/random', remote: 'catalog', module: 'RandomPepper' },
  { path: '/recipes', remote: 'catalog', module: 'RecipeList' },
  { path: '/recipes/:id', remote: 'catalog', module: 'RecipeDetail' },
  { path: '/collections', remote: 'catalog', module: 'Collection' },
  { path: '/collections/:collection', remote: 'catalog', module: 'Collection' },
  { path: '/favorites', remote: 'catalog', module: 'Favorites' },

  { path: '/tools/heat-calc', remote: 'guides', module: 'HeatCalculator' },
  { path: '/tools/heat-quiz', remote: 'guides', module: 'HeatQuiz' },
  { path: '/heat-tolerance-quiz', remote: 'guides', module: 'HeatQuiz' },
  { path: '/glossary', remote: 'guides', module: 'Glossary' },
  { path: '/cooking', remote: 'guides', module: 'CookingGuide' },
  { path: '/guides/preservation', remote: 'guides', module: 'PreservationGuide' },
  { path: '/pairing', remote: 'guides', module: 'PairingGuide' },
  { path: '/safety', remote: 'guides', module: 'SafetyGuide' },
  { path: '/meal-planning', remote: 'guides', module: 'MealPlanning' },
  { path: '/science', remote: 'guides', module: 'ScienceGuide' },
  { path: '/heat-guide', remote: 'guides', module: 'HeatGuide' },
  { path: '/nutrition', remote: 'guides', module: 'NutritionGuide' },
  { path: '/history', remote: 'guides', module: 'HistoryGuide' },
  { path: '/breeding', remote: 'guides', module: 'BreedingGuide' },

  { path: '/grow', remote: 'grow', module: 'GrowCenter' },
  { path: '/grow/climate', remote: 'grow', module: 'ClimateGuide' },
  { path: '/grow/:category', remote: 'grow', module: 'GrowCategory' },
  { path: '/tools', remote: 'grow', module: 'GrowingTools' },
  { path: '/tools/:tool', remote: 'grow', module: 'GrowingTools' },
  { path: '/guides/seeds', remote: 'grow', module: 'SeedGuide' },
  { path: '/guides/pests', remote: 'grow', module: 'PestGuide' },
  { path: '/guides/harvest', remote: 'grow', module: 'HarvestGuide' },
  { path: '/garden', remote: 'grow', module: 'Garden' },
  { path: '/garden/:id', remote: 'grow', module: 'GardenPlanting' },

  { path: '/premium', remote: 'premium', module: 'PremiumPage' },

  { path: '/identify', remote: 'identify', module: 'IdentifyPage' },
  { path: '/identify/history', remote: 'identify', module: 'IdentifyHistory' },
  { path: '/admin/images', remote: 'identify', module: 'ImageResearch' },
];

type RemotePageRef = { remote: RemoteName; module: string };

/** The remote page a visitor most likely opens next from a given path, fetched while the browser is idle. */
const NEXT_ROUTE_HINTS: ({ prefix: string } & RemotePageRef)[] = [
  { prefix: '/menu', remote: 'guides', module: 'HeatCalculator' },
  { prefix: '/peppers', remote: 'catalog', module: 'PepperDetail' },
  { prefix: '/grow', remote: 'grow', module: 'GrowCategory' },
];
/** Everywhere else the Search tab, the database, is the likeliest next step. */
const DEFAULT_NEXT: RemotePageRef = { remote: 'catalog', module: 'PepperList' };

export function nextPageHint(pathname: string): RemotePageRef {
  const hint = NEXT_ROUTE_HINTS.find((h) => pathname === h.prefix || pathname.startsWith(`${h.prefix}/`));
  return hint ? { remote: hint.remote, module: hint.module } : DEFAULT_NEXT;
}
