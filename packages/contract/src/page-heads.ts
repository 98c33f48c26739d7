/**
 * The page registry's words: each page's title and description in the document head, by the page's name in
 * pages.ts, for each fixed address it has a text for; an address under a pattern ('/tools/yield' under
 * '/tools/:tool') may have its own. Kept apart from the routes so that the code every page opens with does not
 * carry every page's words: the server writes the shown page's into its document, and the browser loads the
 * rest when they are first needed.
 */
import type { PageHead, PageLink, PageName } from './pages.js';

const GUIDES: PageLink = { name: 'Guides', path: '/guides' };
const GROW: PageLink = { name: 'Grow Center', path: '/grow' };
const TOOLS: PageLink = { name: 'Growing Tools', path: '/tools' };

const SIGN_IN: PageHead = {
  title: 'Sign in',
  description:
    'Sign in to Pepper Atlas to keep your favorites, your garden and your seed stash on every device.',
};

/** The heads of a registry's pages, by page name: each page's by address. */
export type PageHeads = { readonly [name: string]: Readonly<Record<string, PageHead>> | undefined };

/** The heads of every page, by page name (a page without one has the site's own words). */
export const PAGE_HEADS: { readonly [name in PageName]?: Readonly<Record<string, PageHead>> } = {
  Home: {
    '/': {
      title: 'Pepper Atlas: From Dainty to Devilish',
      description:
        'A chili encyclopedia for your phone: Scoville heat for hundreds of varieties, spicy recipes, grow guides and photo identification.',
    },
  },
  Menu: {
    '/menu': {
      title: 'Complete Menu',
      description:
        'Every corner of Pepper Atlas on one page: the pepper database, recipes, growing guides, tools, collections and identification.',
    },
  },
  Login: { '/login': SIGN_IN },
  SignIn: { '/signin': { ...SIGN_IN, sameAs: '/login' } },
  SignUp: {
    '/signup': {
      title: 'Create an account',
      description:
        'Create a free Pepper Atlas account with your email address and keep what you save in one place.',
    },
  },
  ForgotPassword: {
    '/forgot-password': {
      title: 'Forgot your password?',
      description:
        'Ask for a code by email to set a new Pepper Atlas password and get back to your favorites, garden and seed stash.',
    },
  },
  ResetPassword: {
    '/reset-password': {
      title: 'Set a new password',
      description: 'Enter the code we emailed you and choose a new Pepper Atlas password.',
    },
  },
  Logout: {
    '/logout': { title: 'Signing out', description: 'Signing out of Pepper Atlas on this device.' },
  },
  Account: {
    '/account': {
      title: 'Your account',
      description: 'Your Pepper Atlas account: your plan, your password and a copy of your data.',
    },
  },
  Pricing: {
    '/pricing': {
      title: 'Plans and Pricing',
      description:
        'Compare the Pepper Atlas plans: members’ recipes, grow kit savings and more for chili lovers who want it all.',
      sameAs: '/premium',
    },
  },
  Database: {
    '/database': {
      title: 'Pepper Database',
      description: 'Browse every chili variety in Pepper Atlas by name, heat level and origin.',
      sameAs: '/peppers',
    },
  },
  PepperList: {
    '/peppers': {
      title: 'Pepper Database',
      description:
        'Search hundreds of chili varieties by name, heat level, origin or first letter, each with its Scoville range, pod and plant.',
    },
  },
  HeatIndex: {
    '/scoville': {
      title: 'Heat Index',
      description:
        'The Scoville scale from sweet bells to the record holders: see which chili varieties fall in each heat range, and how far apart they are.',
    },
  },
  RandomPepper: {
    '/random': {
      title: 'Random Pepper',
      description:
        'Meet a chili variety picked at random: its heat, origin, flavour and how to grow it. Then roll again.',
    },
  },
  RecipeList: {
    '/recipes': {
      title: 'Recipe Vault',
      description:
        'Spicy recipes to cook tonight: hot sauces, rubs, salsas, marinades, pickles and mains, filtered by category and heat.',
    },
  },
  Collection: {
    '/collections': {
      title: 'Collections',
      description:
        'Chili varieties gathered by theme: superhots, heirlooms, wild peppers, ornamentals, regional classics and mild ones.',
    },
  },
  Favorites: {
    '/favorites': {
      title: 'Favorites',
      description:
        'The peppers and recipes you saved with the heart, kept on this device or in your account.',
    },
  },
  GrowCenter: {
    '/grow': {
      title: 'Grow Center',
      description:
        'Grow chili peppers from seed to harvest: varieties picked by experience, climate zones, guides and planning tools.',
    },
  },
  ClimateGuide: {
    '/grow/climate': {
      title: 'Climate Zones Guide',
      description:
        'Find your pepper-growing zone and season from your location, and when to sow, plant out and pick where you live.',
      parent: GROW,
    },
  },
  GrowingTools: {
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
  SeedGuide: {
    '/guides/seeds': {
      title: 'Seed Starting Guide',
      description:
        'Start chili seeds indoors in four weeks: soil temperatures, germination times, light, and what to do when seedlings struggle.',
      parent: GUIDES,
    },
  },
  PestGuide: {
    '/guides/pests': {
      title: 'Pest & Disease Guide',
      description:
        'Aphids, spider mites, blossom end rot and more: how to recognise what is troubling your peppers, prevent it and treat it.',
      parent: GUIDES,
    },
  },
  HarvestGuide: {
    '/guides/harvest': {
      title: 'Harvest Guide',
      description:
        'Know when chili pods are ripe, how to pick them without hurting the plant, and how long the crop keeps.',
      parent: GUIDES,
    },
  },
  Garden: {
    '/garden': {
      title: 'My Garden',
      description: 'Your pepper plantings, their journal and photos, and reminders of what to do next.',
    },
  },
  GardenPlanting: {
    '/garden/:id': {
      title: 'Planting',
      description: 'One planting of My Garden: its plan and its journal.',
    },
  },
  SeedStash: {
    '/garden/seeds': {
      title: 'Seed stash',
      description: 'Your seed packets, how well they will still germinate and when to sow them.',
    },
  },
  SeedPacket: {
    '/garden/seeds/:id': {
      title: 'Seed packet',
      description: 'One packet of your seed stash: its germination tests and when to sow it.',
    },
  },
  GuidesIndex: {
    '/guides': {
      title: 'Guides',
      description:
        'Every Pepper Atlas guide in one place: growing, cooking, preserving, safety, pairing, science and the history of chili.',
    },
  },
  HeatCalculator: {
    '/tools/heat-calc': {
      title: 'Heat Calculator',
      description:
        'Mix chili varieties by weight and see how hot the blend comes out in Scoville units, for a sauce, salsa or spice mix.',
      parent: GUIDES,
    },
  },
  HeatQuiz: {
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
  Glossary: {
    '/glossary': {
      title: 'Glossary',
      description:
        'Capsaicin, placenta, landrace, Scoville: the words chili growers and cooks use, each explained in a line.',
      parent: GUIDES,
    },
  },
  CookingGuide: {
    '/cooking': {
      title: 'Cooking Guide',
      description:
        'Cook with chilies: roasting, drying and infusing techniques, safe handling in the kitchen, and methods for every heat level.',
      parent: GUIDES,
    },
  },
  PreservationGuide: {
    '/guides/preservation': {
      title: 'Preservation Guide',
      description:
        'Dry, dehydrate, freeze and pickle your chili harvest safely, with checklists for each method and how long each keeps.',
      parent: GUIDES,
    },
  },
  PairingGuide: {
    '/pairing': {
      title: 'Pairing Guide',
      description:
        'Beers, wines and dishes that go with hot peppers, and why some of them calm the burn while others fan it.',
      parent: GUIDES,
    },
  },
  SafetyGuide: {
    '/safety': {
      title: 'Safety Guide',
      description:
        'Handle hot peppers without getting hurt: gloves, eyes and skin, the risk at each heat range, and what soothes a burn.',
      parent: GUIDES,
    },
  },
  MealPlanning: {
    '/meal-planning': {
      title: 'Meal Planning',
      description:
        'Three days of spicy meals planned for you, with prep tips and a shopping list sorted by aisle.',
      parent: GUIDES,
    },
  },
  ScienceGuide: {
    '/science': {
      title: 'Scientific Names',
      description:
        'The botany behind the burn: Capsicum taxonomy, the five domesticated species, the genetics of heat and current research.',
      parent: GUIDES,
    },
  },
  HeatGuide: {
    '/heat-guide': {
      title: 'Heat Scale Guide',
      description:
        'The six levels of the Scoville scale, from No Heat to Superhot, with the varieties that belong to each and how they feel.',
      parent: GUIDES,
    },
  },
  NutritionGuide: {
    '/nutrition': {
      title: 'Nutrition Facts',
      description:
        'What a hot pepper holds: vitamin C, vitamin A, capsaicin and more, per serving, and what they do for you.',
      parent: GUIDES,
    },
  },
  HistoryGuide: {
    '/history': {
      title: 'Pepper History',
      description:
        'Nine thousand years of chili: from wild plants in the Americas along the trade routes to every kitchen on earth.',
      parent: GUIDES,
    },
  },
  BreedingGuide: {
    '/breeding': {
      title: 'Breeding Guide',
      description:
        'Create your own pepper variety: crossing step by step, the genetics of heat and colour, stabilising a line, and ethics.',
      parent: GUIDES,
    },
  },
  PremiumPage: {
    '/premium': {
      title: 'Premium',
      description:
        'Pepper Atlas Premium and Pro: members’ recipes from our kitchen, grow kits at member prices and the plans compared.',
    },
  },
  IdentifyPage: {
    '/identify': {
      title: 'Pepper Identification',
      description:
        'Photograph a chili pod and Pepper Atlas suggests the varieties it may be, with how sure it is of each.',
    },
  },
  ImageResearch: {
    '/admin/images': {
      title: 'AI Image Research Center',
      description: 'Keep the encyclopedia’s photos right.',
    },
  },
  IdentifyHistory: {
    '/identify/history': {
      title: 'Identification History',
      description: 'The peppers you identified from photos and confirmed.',
    },
  },
};
