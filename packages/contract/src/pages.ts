/**
 * Every page of the app, in one place: the addresses it answers, who renders it (the shell, or the remote that
 * exposes it), the reads it opens with, and whether it shows the caller's own data. Its title and description
 * are the registry's other half, in page-heads.ts, under the same name: apart, because every page's code needs
 * the routes at once, and only the page shown needs its words (the document brings those). The shell's routes,
 * each remote's exposed screens, the server's matching of an address, the sitemap and the service worker all
 * read this registry; a page is added here, with its head beside it in page-heads.ts, and nowhere else.
 */
import { endpoints } from './endpoint-paths.js';
import {
  filterOrNone,
  pepperFiltersAt,
  pepperQueryOf,
  recipeFiltersAt,
  sentPepperPage,
} from './list-queries.js';
import type { PageRead } from './page-read.js';

/** The owner of the pages the shell renders itself. */
export const SHELL = 'shell';

/** A page named in a breadcrumb trail. */
export interface PageLink {
  name: string;
  path: string;
}

/** The title and description an address of a page gives search engines and link previews. */
export interface PageHead {
  /** The page's heading, as the app shows it. */
  title: string;
  /** One or two sentences about the page, at most 160 characters. */
  description: string;
  /** The page above this one in a breadcrumb trail (Home is always first). */
  parent?: PageLink;
  /** The address whose content this one shows (a second address of a page, or one that redirects to another). */
  sameAs?: string;
}

/** Where a page is opened: its path's parameters (`:id` of '/peppers/:id') and its query. */
export interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  query: URLSearchParams;
}

interface PageBasics {
  /** The route patterns it answers, as React Router writes them ('/peppers/:id'). */
  paths: readonly string[];
  /** The reads it opens with at an address: exactly the reads the page makes there. */
  reads?: (at: PageAddress) => readonly PageRead[];
  /** It shows the caller's own data: rendered for them alone, kept in no shared cache, listed nowhere. */
  personal?: true;
  /** It is a different page on every visit (a random pepper): rendered afresh each time, kept in no cache. */
  changesEachVisit?: true;
  /** A page of signing in or out: not for search results or the sitemap, though nothing in it is personal. */
  unlisted?: true;
}

/** A page of the shell, rendered by the screen of that name. */
export interface ShellPage extends PageBasics {
  owner: typeof SHELL;
  screen: string;
}

/** An address people type that redirects to another page, keeping its query. */
export interface SendOnPage extends PageBasics {
  owner: typeof SHELL;
  sendsTo: string;
}

/**
 * A remote's page, exposed by the remote as './<name>' (its key in the registry): `source` is the module, in
 * the remote's folder, that default-exports the screen.
 */
export interface RemotePage extends PageBasics {
  owner: string;
  source: string;
}

export type PageEntry = ShellPage | SendOnPage | RemotePage;

/** Pages by name; a remote page's name is the screen its remote exposes. */
export type PageRegistry = Readonly<Record<string, PageEntry>>;

export const isRemotePage = (page: PageEntry): page is RemotePage => 'source' in page;
export const isSendOnPage = (page: PageEntry): page is SendOnPage => 'sendsTo' in page;
export const isShellPage = (page: PageEntry): page is ShellPage => 'screen' in page;

/** The read of one record of the caller's (a planting, a packet), when the address can name one at all. */
function recordRead(route: PageRead['route'], id: string | undefined): PageRead[] {
  return id && /^[1-9][0-9]{0,9}$/.test(id) ? [{ route, params: { id } }] : [];
}

const pages = {
  Home: {
    owner: SHELL,
    screen: 'Home',
    paths: ['/'],
    reads: () => [{ route: endpoints.listPeppers }, { route: endpoints.stats }],
  },
  Menu: {
    owner: SHELL,
    screen: 'Menu',
    paths: ['/menu'],
    // Its heading's line (and the Stats tab) tell the atlas's counts: rendered with them, the page does not grow
    // under the reader when its code comes.
    reads: () => [{ route: endpoints.stats }],
  },
  Login: {
    owner: SHELL,
    screen: 'Login',
    paths: ['/login'],
    unlisted: true,
  },
  SignIn: {
    owner: SHELL,
    sendsTo: '/login',
    paths: ['/signin'],
    unlisted: true,
  },
  SignUp: {
    owner: SHELL,
    screen: 'Login',
    paths: ['/signup'],
    unlisted: true,
  },
  ForgotPassword: {
    owner: SHELL,
    screen: 'ForgotPassword',
    paths: ['/forgot-password'],
    unlisted: true,
  },
  ResetPassword: {
    owner: SHELL,
    screen: 'ResetPassword',
    paths: ['/reset-password'],
    unlisted: true,
  },
  Logout: {
    owner: SHELL,
    screen: 'Logout',
    paths: ['/logout'],
    unlisted: true,
  },
  Account: {
    owner: SHELL,
    screen: 'Account',
    paths: ['/account'],
    personal: true,
  },
  Pricing: {
    owner: SHELL,
    sendsTo: '/premium?tab=pricing',
    paths: ['/pricing'],
  },
  // The quiz's 'Explore Recommended Peppers' lands here, with its filter.
  Database: {
    owner: SHELL,
    sendsTo: '/peppers',
    paths: ['/database'],
  },
  PepperList: {
    owner: 'catalog',
    source: './src/features/peppers/PepperListScreen.tsx',
    paths: ['/peppers'],
    reads: ({ query }) => [
      { route: endpoints.listPeppers, query: sentPepperPage(pepperQueryOf(pepperFiltersAt(query))) },
      { route: endpoints.pepperLetters },
    ],
  },
  PepperDetail: {
    owner: 'catalog',
    source: './src/features/pepper-detail/PepperDetailScreen.tsx',
    paths: ['/peppers/:id'],
    // The variety, and the vault's recipes that use it (asked by the variety's id, which is the address's).
    reads: ({ params }) => [
      { route: endpoints.getPepper, params: { id: params.id ?? '' } },
      ...(params.id && /^[1-9][0-9]{0,9}$/.test(params.id)
        ? [{ route: endpoints.listRecipes, query: { pepper: params.id } }]
        : []),
    ],
  },
  HeatIndex: {
    owner: 'catalog',
    source: './src/features/heat-index/HeatIndexScreen.tsx',
    paths: ['/scoville'],
    reads: () => [{ route: endpoints.listPeppers }],
  },
  RandomPepper: {
    owner: 'catalog',
    source: './src/features/random/RandomPepperScreen.tsx',
    paths: ['/random'],
    // A pepper picked from the whole list.
    reads: () => [{ route: endpoints.listPeppers }],
    changesEachVisit: true,
  },
  RecipeList: {
    owner: 'catalog',
    source: './src/features/recipes/RecipeListScreen.tsx',
    paths: ['/recipes'],
    reads: ({ query }) => {
      const { category, heatLevel } = recipeFiltersAt(query);
      return [
        {
          route: endpoints.listRecipeSummaries,
          query: { category: filterOrNone(category), heatLevel: filterOrNone(heatLevel) },
        },
      ];
    },
  },
  RecipeDetail: {
    owner: 'catalog',
    source: './src/features/recipes/RecipeDetailScreen.tsx',
    paths: ['/recipes/:id'],
    // A recipe's page finds it among the public recipes, then, for a member whose plan may see them, among the
    // members' recipes: a member's document holds the recipe they open.
    reads: () => [{ route: endpoints.listRecipes }, { route: endpoints.premiumRecipes, withSession: true }],
  },
  Collection: {
    owner: 'catalog',
    source: './src/features/collections/CollectionScreen.tsx',
    paths: ['/collections', '/collections/:collection'],
    reads: () => [{ route: endpoints.listPeppers }],
  },
  Favorites: {
    owner: 'catalog',
    source: './src/features/favorites/FavoritesScreen.tsx',
    paths: ['/favorites'],
    // The saved hearts, shown with the peppers and recipes they name; who is looking decides where they are kept.
    reads: () => [
      { route: endpoints.listFavorites },
      { route: endpoints.listPeppers },
      { route: endpoints.listRecipes },
      { route: endpoints.user },
    ],
    personal: true,
  },
  GrowCenter: {
    owner: 'grow',
    source: './src/features/grow-center/GrowCenterScreen.tsx',
    paths: ['/grow'],
    reads: () => [{ route: endpoints.listPeppers }],
  },
  GrowCategory: {
    owner: 'grow',
    source: './src/features/grow-category/GrowCategoryScreen.tsx',
    paths: ['/grow/:category'],
    // A category's varieties are picked from the whole list.
    reads: () => [{ route: endpoints.listPeppers }],
  },
  ClimateGuide: {
    owner: 'grow',
    source: './src/features/climate/ClimateScreen.tsx',
    paths: ['/grow/climate'],
  },
  GrowingTools: {
    owner: 'grow',
    source: './src/features/tools/GrowingToolsScreen.tsx',
    paths: ['/tools', '/tools/:tool'],
    // The calendar's variety (`?variety=` an id) and its search for one (`?find=`) read the varieties.
    reads: ({ query }) => {
      const variety = query.get('variety') ?? undefined;
      const chosen = recordRead(endpoints.getPepper, variety);
      return chosen.length || query.get('find') ? [...chosen, { route: endpoints.allPeppers }] : [];
    },
  },
  SeedGuide: {
    owner: 'grow',
    source: './src/features/seeds/SeedGuideScreen.tsx',
    paths: ['/guides/seeds'],
  },
  PestGuide: {
    owner: 'grow',
    source: './src/features/pests/PestGuideScreen.tsx',
    paths: ['/guides/pests'],
  },
  HarvestGuide: {
    owner: 'grow',
    source: './src/features/harvest/HarvestGuideScreen.tsx',
    paths: ['/guides/harvest'],
  },
  Garden: {
    owner: 'grow',
    source: './src/features/garden/GardenScreen.tsx',
    paths: ['/garden'],
    // The plantings, and the seed stash they can be started from; with the add form open (`?add`, or `?add=<id>`
    // for a variety chosen elsewhere), the varieties it picks from, so the chosen one is named at once.
    reads: ({ query }) => [
      { route: endpoints.garden },
      { route: endpoints.seedStash },
      ...(query.has('add') ? [{ route: endpoints.allPeppers }] : []),
    ],
    personal: true,
  },
  GardenPlanting: {
    owner: 'grow',
    source: './src/features/garden/PlantingScreen.tsx',
    paths: ['/garden/:id'],
    reads: ({ params }) => recordRead(endpoints.planting, params.id),
    personal: true,
  },
  SeedStash: {
    owner: 'grow',
    source: './src/features/garden/seeds/SeedStashScreen.tsx',
    paths: ['/garden/seeds'],
    // The packets, and the garden they are sown into.
    reads: () => [{ route: endpoints.seedStash }, { route: endpoints.garden }],
    personal: true,
  },
  SeedPacket: {
    owner: 'grow',
    source: './src/features/garden/seeds/SeedPacketScreen.tsx',
    paths: ['/garden/seeds/:id'],
    reads: ({ params }) => recordRead(endpoints.seedPacket, params.id),
    personal: true,
  },
  GuidesIndex: {
    owner: 'guides',
    source: './src/features/guides-index/GuidesIndexScreen.tsx',
    paths: ['/guides'],
  },
  HeatCalculator: {
    owner: 'guides',
    source: './src/features/heat-calc/HeatCalculatorScreen.tsx',
    paths: ['/tools/heat-calc'],
  },
  HeatQuiz: {
    owner: 'guides',
    source: './src/features/quiz/HeatQuizScreen.tsx',
    paths: ['/tools/heat-quiz', '/heat-tolerance-quiz'],
  },
  Glossary: {
    owner: 'guides',
    source: './src/features/glossary/GlossaryScreen.tsx',
    paths: ['/glossary'],
  },
  CookingGuide: {
    owner: 'guides',
    source: './src/features/cooking/CookingScreen.tsx',
    paths: ['/cooking'],
  },
  PreservationGuide: {
    owner: 'guides',
    source: './src/features/preservation/PreservationScreen.tsx',
    paths: ['/guides/preservation'],
  },
  PairingGuide: {
    owner: 'guides',
    source: './src/features/pairing/PairingScreen.tsx',
    paths: ['/pairing'],
  },
  SafetyGuide: {
    owner: 'guides',
    source: './src/features/safety/SafetyScreen.tsx',
    paths: ['/safety'],
  },
  MealPlanning: {
    owner: 'guides',
    source: './src/features/meal-planning/MealPlanningScreen.tsx',
    paths: ['/meal-planning'],
  },
  ScienceGuide: {
    owner: 'guides',
    source: './src/features/science/ScienceScreen.tsx',
    paths: ['/science'],
  },
  HeatGuide: {
    owner: 'guides',
    source: './src/features/heat-guide/HeatGuideScreen.tsx',
    paths: ['/heat-guide'],
  },
  NutritionGuide: {
    owner: 'guides',
    source: './src/features/nutrition/NutritionScreen.tsx',
    paths: ['/nutrition'],
  },
  HistoryGuide: {
    owner: 'guides',
    source: './src/features/history/HistoryScreen.tsx',
    paths: ['/history'],
  },
  BreedingGuide: {
    owner: 'guides',
    source: './src/features/breeding/BreedingScreen.tsx',
    paths: ['/breeding'],
  },
  PremiumPage: {
    owner: 'premium',
    source: './src/pages/PremiumPage.tsx',
    paths: ['/premium'],
    // Who is looking decides the plan buttons; the card form needs the payment settings. An open shelf of the
    // shop reads its products.
    reads: ({ query }) => [
      { route: endpoints.user },
      { route: endpoints.config },
      // A member's recipes tab holds their members' recipes; the read is made for a caller with a session only.
      ...(query.get('tab') === 'recipes'
        ? [{ route: endpoints.premiumRecipes, withSession: true as const }]
        : []),
      ...(query.get('tab') === 'kits' ? [{ route: endpoints.growKits }] : []),
      ...(query.get('tab') === 'merch' ? [{ route: endpoints.merchandise }] : []),
    ],
  },
  IdentifyPage: {
    owner: 'identify',
    source: './src/features/identify/IdentifyScreen.tsx',
    paths: ['/identify'],
  },
  ImageResearch: {
    owner: 'identify',
    source: './src/features/image-research/ImageResearchScreen.tsx',
    paths: ['/admin/images'],
    personal: true,
  },
  IdentifyHistory: {
    owner: 'identify',
    source: './src/features/identify/IdentifyHistoryScreen.tsx',
    paths: ['/identify/history'],
    personal: true,
  },
} satisfies PageRegistry;

/** The name of a page of the app. */
export type PageName = keyof typeof pages;

/** Every page of the app, by name. */
export const PAGES: PageRegistry = pages;
