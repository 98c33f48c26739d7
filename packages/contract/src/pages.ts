/**
 * Every page of the app, in one place: the addresses it answers, who renders it (the shell, or the remote that
 * exposes it), the reads it opens with, its title and description in the document head, and whether it shows
 * the caller's own data. The shell's routes, each remote's exposed screens, the server's matching of an
 * address, the sitemap and the service worker all read this registry; a page is added here and nowhere else.
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
  /**
   * The head of each fixed address it has a text for, by address; an address under a pattern ('/tools/yield'
   * under '/tools/:tool') may have its own.
   */
  heads?: Readonly<Record<string, PageHead>>;
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

const GUIDES: PageLink = { name: 'Guides', path: '/guides' };
const GROW: PageLink = { name: 'Grow Center', path: '/grow' };
const TOOLS: PageLink = { name: 'Growing Tools', path: '/tools' };

const SIGN_IN: PageHead = {
  title: 'Sign in',
  description:
    'Sign in to Pepper Atlas to keep your favorites, your garden and your seed stash on every device.',
};

const pages = {
  Home: {
    owner: SHELL,
    screen: 'Home',
    paths: ['/'],
    reads: () => [{ route: endpoints.listPeppers }, { route: endpoints.stats }],
    heads: {
      '/': {
        title: 'Pepper Atlas: From Dainty to Devilish',
        description:
          'A chili encyclopedia for your phone: Scoville heat for hundreds of varieties, spicy recipes, grow guides and photo identification.',
      },
    },
  },
  Menu: {
    owner: SHELL,
    screen: 'Menu',
    paths: ['/menu'],
    heads: {
      '/menu': {
        title: 'Complete Menu',
        description:
          'Every corner of Pepper Atlas on one page: the pepper database, recipes, growing guides, tools, collections and identification.',
      },
    },
  },
  Login: {
    owner: SHELL,
    screen: 'Login',
    paths: ['/login'],
    heads: { '/login': SIGN_IN },
    unlisted: true,
  },
  SignIn: {
    owner: SHELL,
    sendsTo: '/login',
    paths: ['/signin'],
    heads: { '/signin': { ...SIGN_IN, sameAs: '/login' } },
    unlisted: true,
  },
  SignUp: {
    owner: SHELL,
    screen: 'Login',
    paths: ['/signup'],
    heads: {
      '/signup': {
        title: 'Create an account',
        description:
          'Create a free Pepper Atlas account with your email address and keep what you save in one place.',
      },
    },
    unlisted: true,
  },
  ForgotPassword: {
    owner: SHELL,
    screen: 'ForgotPassword',
    paths: ['/forgot-password'],
    heads: {
      '/forgot-password': {
        title: 'Forgot your password?',
        description:
          'Ask for a code by email to set a new Pepper Atlas password and get back to your favorites, garden and seed stash.',
      },
    },
    unlisted: true,
  },
  ResetPassword: {
    owner: SHELL,
    screen: 'ResetPassword',
    paths: ['/reset-password'],
    heads: {
      '/reset-password': {
        title: 'Set a new password',
        description: 'Enter the code we emailed you and choose a new Pepper Atlas password.',
      },
    },
    unlisted: true,
  },
  Logout: {
    owner: SHELL,
    screen: 'Logout',
    paths: ['/logout'],
    heads: {
      '/logout': { title: 'Signing out', description: 'Signing out of Pepper Atlas on this device.' },
    },
    unlisted: true,
  },
  Account: {
    owner: SHELL,
    screen: 'Account',
    paths: ['/account'],
    heads: {
      '/account': {
        title: 'Your account',
        description: 'Your Pepper Atlas account: your plan, your password and a copy of your data.',
      },
    },
    personal: true,
  },
  Pricing: {
    owner: SHELL,
    sendsTo: '/premium?tab=pricing',
    paths: ['/pricing'],
    heads: {
      '/pricing': {
        title: 'Plans and Pricing',
        description:
          'Compare the Pepper Atlas plans: members’ recipes, grow kit savings and more for chili lovers who want it all.',
        sameAs: '/premium',
      },
    },
  },
  // The quiz's 'Explore Recommended Peppers' lands here, with its filter.
  Database: {
    owner: SHELL,
    sendsTo: '/peppers',
    paths: ['/database'],
    heads: {
      '/database': {
        title: 'Pepper Database',
        description: 'Browse every chili variety in Pepper Atlas by name, heat level and origin.',
        sameAs: '/peppers',
      },
    },
  },
  PepperList: {
    owner: 'catalog',
    source: './src/features/peppers/PepperListScreen.tsx',
    paths: ['/peppers'],
    reads: ({ query }) => [
      { route: endpoints.listPeppers, query: sentPepperPage(pepperQueryOf(pepperFiltersAt(query))) },
      { route: endpoints.pepperLetters },
    ],
    heads: {
      '/peppers': {
        title: 'Pepper Database',
        description:
          'Search hundreds of chili varieties by name, heat level, origin or first letter, each with its Scoville range, pod and plant.',
      },
    },
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
    heads: {
      '/scoville': {
        title: 'Heat Index',
        description:
          'The Scoville scale from sweet bells to the record holders: see which chili varieties fall in each heat range, and how far apart they are.',
      },
    },
  },
  RandomPepper: {
    owner: 'catalog',
    source: './src/features/random/RandomPepperScreen.tsx',
    paths: ['/random'],
    // A pepper picked from the whole list.
    reads: () => [{ route: endpoints.listPeppers }],
    changesEachVisit: true,
    heads: {
      '/random': {
        title: 'Random Pepper',
        description:
          'Meet a chili variety picked at random: its heat, origin, flavour and how to grow it. Then roll again.',
      },
    },
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
    heads: {
      '/recipes': {
        title: 'Recipe Vault',
        description:
          'Spicy recipes to cook tonight: hot sauces, rubs, salsas, marinades, pickles and mains, filtered by category and heat.',
      },
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
    heads: {
      '/collections': {
        title: 'Collections',
        description:
          'Chili varieties gathered by theme: superhots, heirlooms, wild peppers, ornamentals, regional classics and mild ones.',
      },
    },
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
    heads: {
      '/favorites': {
        title: 'Favorites',
        description:
          'The peppers and recipes you saved with the heart, kept on this device or in your account.',
      },
    },
    personal: true,
  },
  GrowCenter: {
    owner: 'grow',
    source: './src/features/grow-center/GrowCenterScreen.tsx',
    paths: ['/grow'],
    reads: () => [{ route: endpoints.listPeppers }],
    heads: {
      '/grow': {
        title: 'Grow Center',
        description:
          'Grow chili peppers from seed to harvest: varieties picked by experience, climate zones, guides and planning tools.',
      },
    },
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
    heads: {
      '/grow/climate': {
        title: 'Climate Zones Guide',
        description:
          'Find your pepper-growing zone and season from your location, and when to sow, plant out and pick where you live.',
        parent: GROW,
      },
    },
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
    heads: {
      '/tools': {
        title: 'Growing Tools',
        description:
          'Planning tools for pepper growers: a planting calendar, bed spacing, a yield estimate, the weather and feeding.',
      },
      '/tools/calendar': {
        title: 'Planting Calendar',
        description:
          'Enter the day your peppers go outside and get the rest of the season: when to sow indoors, first flowers and first harvest.',
        parent: TOOLS,
      },
      '/tools/spacing': {
        title: 'Spacing Calculator',
        description:
          'Work out how many pepper plants fit a bed: its length and width in feet and the spacing in inches give rows and plants.',
        parent: TOOLS,
      },
      '/tools/yield': {
        title: 'Yield Estimator',
        description: 'Pick a variety and a number of plants to see how many peppers to expect in a season.',
        parent: TOOLS,
      },
      '/tools/weather': {
        title: 'Garden Weather',
        description:
          'Temperature, humidity, wind and UV index at a glance, with what each means for pepper plants.',
        parent: TOOLS,
      },
      '/tools/fertilizer': {
        title: 'Fertilizer Guide',
        description:
          'What to feed pepper plants at each growth stage, from seedling to fruiting, and how often.',
        parent: TOOLS,
      },
      '/tools/:tool': {
        title: 'Growing Tools',
        description:
          'Planning tools for pepper growers: a planting calendar, bed spacing, a yield estimate, the weather and feeding.',
        sameAs: '/tools',
      },
    },
  },
  SeedGuide: {
    owner: 'grow',
    source: './src/features/seeds/SeedGuideScreen.tsx',
    paths: ['/guides/seeds'],
    heads: {
      '/guides/seeds': {
        title: 'Seed Starting Guide',
        description:
          'Start chili seeds indoors in four weeks: soil temperatures, germination times, light, and what to do when seedlings struggle.',
        parent: GUIDES,
      },
    },
  },
  PestGuide: {
    owner: 'grow',
    source: './src/features/pests/PestGuideScreen.tsx',
    paths: ['/guides/pests'],
    heads: {
      '/guides/pests': {
        title: 'Pest & Disease Guide',
        description:
          'Aphids, spider mites, blossom end rot and more: how to recognise what is troubling your peppers, prevent it and treat it.',
        parent: GUIDES,
      },
    },
  },
  HarvestGuide: {
    owner: 'grow',
    source: './src/features/harvest/HarvestGuideScreen.tsx',
    paths: ['/guides/harvest'],
    heads: {
      '/guides/harvest': {
        title: 'Harvest Guide',
        description:
          'Know when chili pods are ripe, how to pick them without hurting the plant, and how long the crop keeps.',
        parent: GUIDES,
      },
    },
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
    heads: {
      '/garden': {
        title: 'My Garden',
        description: 'Your pepper plantings, their journal and photos, and reminders of what to do next.',
      },
    },
    personal: true,
  },
  GardenPlanting: {
    owner: 'grow',
    source: './src/features/garden/PlantingScreen.tsx',
    paths: ['/garden/:id'],
    reads: ({ params }) => recordRead(endpoints.planting, params.id),
    heads: {
      '/garden/:id': {
        title: 'Planting',
        description: 'One planting of My Garden: its plan and its journal.',
      },
    },
    personal: true,
  },
  SeedStash: {
    owner: 'grow',
    source: './src/features/garden/seeds/SeedStashScreen.tsx',
    paths: ['/garden/seeds'],
    // The packets, and the garden they are sown into.
    reads: () => [{ route: endpoints.seedStash }, { route: endpoints.garden }],
    heads: {
      '/garden/seeds': {
        title: 'Seed stash',
        description: 'Your seed packets, how well they will still germinate and when to sow them.',
      },
    },
    personal: true,
  },
  SeedPacket: {
    owner: 'grow',
    source: './src/features/garden/seeds/SeedPacketScreen.tsx',
    paths: ['/garden/seeds/:id'],
    reads: ({ params }) => recordRead(endpoints.seedPacket, params.id),
    heads: {
      '/garden/seeds/:id': {
        title: 'Seed packet',
        description: 'One packet of your seed stash: its germination tests and when to sow it.',
      },
    },
    personal: true,
  },
  GuidesIndex: {
    owner: 'guides',
    source: './src/features/guides-index/GuidesIndexScreen.tsx',
    paths: ['/guides'],
    heads: {
      '/guides': {
        title: 'Guides',
        description:
          'Every Pepper Atlas guide in one place: growing, cooking, preserving, safety, pairing, science and the history of chili.',
      },
    },
  },
  HeatCalculator: {
    owner: 'guides',
    source: './src/features/heat-calc/HeatCalculatorScreen.tsx',
    paths: ['/tools/heat-calc'],
    heads: {
      '/tools/heat-calc': {
        title: 'Heat Calculator',
        description:
          'Mix chili varieties by weight and see how hot the blend comes out in Scoville units, for a sauce, salsa or spice mix.',
        parent: GUIDES,
      },
    },
  },
  HeatQuiz: {
    owner: 'guides',
    source: './src/features/quiz/HeatQuizScreen.tsx',
    paths: ['/tools/heat-quiz', '/heat-tolerance-quiz'],
    heads: {
      '/tools/heat-quiz': {
        title: 'Heat Tolerance Quiz',
        description:
          'Seven quick questions to find how much heat you enjoy, with the peppers to try next and those to avoid.',
        parent: GUIDES,
      },
      '/heat-tolerance-quiz': {
        title: 'Heat Tolerance Quiz',
        description:
          'Seven quick questions to find how much heat you enjoy, with the peppers to try next and those to avoid.',
        parent: GUIDES,
        sameAs: '/tools/heat-quiz',
      },
    },
  },
  Glossary: {
    owner: 'guides',
    source: './src/features/glossary/GlossaryScreen.tsx',
    paths: ['/glossary'],
    heads: {
      '/glossary': {
        title: 'Glossary',
        description:
          'Capsaicin, placenta, landrace, Scoville: the words chili growers and cooks use, each explained in a line.',
        parent: GUIDES,
      },
    },
  },
  CookingGuide: {
    owner: 'guides',
    source: './src/features/cooking/CookingScreen.tsx',
    paths: ['/cooking'],
    heads: {
      '/cooking': {
        title: 'Cooking Guide',
        description:
          'Cook with chilies: roasting, drying and infusing techniques, safe handling in the kitchen, and methods for every heat level.',
        parent: GUIDES,
      },
    },
  },
  PreservationGuide: {
    owner: 'guides',
    source: './src/features/preservation/PreservationScreen.tsx',
    paths: ['/guides/preservation'],
    heads: {
      '/guides/preservation': {
        title: 'Preservation Guide',
        description:
          'Dry, dehydrate, freeze and pickle your chili harvest safely, with checklists for each method and how long each keeps.',
        parent: GUIDES,
      },
    },
  },
  PairingGuide: {
    owner: 'guides',
    source: './src/features/pairing/PairingScreen.tsx',
    paths: ['/pairing'],
    heads: {
      '/pairing': {
        title: 'Pairing Guide',
        description:
          'Beers, wines and dishes that go with hot peppers, and why some of them calm the burn while others fan it.',
        parent: GUIDES,
      },
    },
  },
  SafetyGuide: {
    owner: 'guides',
    source: './src/features/safety/SafetyScreen.tsx',
    paths: ['/safety'],
    heads: {
      '/safety': {
        title: 'Safety Guide',
        description:
          'Handle hot peppers without getting hurt: gloves, eyes and skin, the risk at each heat range, and what soothes a burn.',
        parent: GUIDES,
      },
    },
  },
  MealPlanning: {
    owner: 'guides',
    source: './src/features/meal-planning/MealPlanningScreen.tsx',
    paths: ['/meal-planning'],
    heads: {
      '/meal-planning': {
        title: 'Meal Planning',
        description:
          'Three days of spicy meals planned for you, with prep tips and a shopping list sorted by aisle.',
        parent: GUIDES,
      },
    },
  },
  ScienceGuide: {
    owner: 'guides',
    source: './src/features/science/ScienceScreen.tsx',
    paths: ['/science'],
    heads: {
      '/science': {
        title: 'Scientific Names',
        description:
          'The botany behind the burn: Capsicum taxonomy, the five domesticated species, the genetics of heat and current research.',
        parent: GUIDES,
      },
    },
  },
  HeatGuide: {
    owner: 'guides',
    source: './src/features/heat-guide/HeatGuideScreen.tsx',
    paths: ['/heat-guide'],
    heads: {
      '/heat-guide': {
        title: 'Heat Scale Guide',
        description:
          'The six levels of the Scoville scale, from No Heat to Superhot, with the varieties that belong to each and how they feel.',
        parent: GUIDES,
      },
    },
  },
  NutritionGuide: {
    owner: 'guides',
    source: './src/features/nutrition/NutritionScreen.tsx',
    paths: ['/nutrition'],
    heads: {
      '/nutrition': {
        title: 'Nutrition Facts',
        description:
          'What a hot pepper holds: vitamin C, vitamin A, capsaicin and more, per serving, and what they do for you.',
        parent: GUIDES,
      },
    },
  },
  HistoryGuide: {
    owner: 'guides',
    source: './src/features/history/HistoryScreen.tsx',
    paths: ['/history'],
    heads: {
      '/history': {
        title: 'Pepper History',
        description:
          'Nine thousand years of chili: from wild plants in the Americas along the trade routes to every kitchen on earth.',
        parent: GUIDES,
      },
    },
  },
  BreedingGuide: {
    owner: 'guides',
    source: './src/features/breeding/BreedingScreen.tsx',
    paths: ['/breeding'],
    heads: {
      '/breeding': {
        title: 'Breeding Guide',
        description:
          'Create your own pepper variety: crossing step by step, the genetics of heat and colour, stabilising a line, and ethics.',
        parent: GUIDES,
      },
    },
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
    heads: {
      '/premium': {
        title: 'Premium',
        description:
          'Pepper Atlas Premium and Pro: members’ recipes from our kitchen, grow kits at member prices and the plans compared.',
      },
    },
  },
  IdentifyPage: {
    owner: 'identify',
    source: './src/features/identify/IdentifyScreen.tsx',
    paths: ['/identify'],
    heads: {
      '/identify': {
        title: 'Pepper Identification',
        description:
          'Photograph a chili pod and Pepper Atlas suggests the varieties it may be, with how sure it is of each.',
      },
    },
  },
  ImageResearch: {
    owner: 'identify',
    source: './src/features/image-research/ImageResearchScreen.tsx',
    paths: ['/admin/images'],
    heads: {
      '/admin/images': {
        title: 'AI Image Research Center',
        description: 'Keep the encyclopedia’s photos right.',
      },
    },
    personal: true,
  },
  IdentifyHistory: {
    owner: 'identify',
    source: './src/features/identify/IdentifyHistoryScreen.tsx',
    paths: ['/identify/history'],
    heads: {
      '/identify/history': {
        title: 'Identification History',
        description: 'The peppers you identified from photos and confirmed.',
      },
    },
    personal: true,
  },
} satisfies PageRegistry;

/** The name of a page of the app. */
export type PageName = keyof typeof pages;

/** Every page of the app, by name. */
export const PAGES: PageRegistry = pages;
