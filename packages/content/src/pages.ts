/**
 * What each page of the app says about itself to search engines and link previews: its title (the heading the
 * page shows) and a description written for that page. The API writes them into the document's head; the apps
 * may read them too. Keys are app paths; a key with a `:name` segment stands for every path of that shape.
 */
import { COLLECTION_KEYS, COLLECTIONS, GROW_CATEGORIES, GROW_CATEGORY_INFO } from '@pepper/domain/peppers';

export interface PageLink {
  name: string;
  path: string;
}

export interface PageText {
  /** The page's heading, as the app shows it. */
  title: string;
  /** One or two sentences about the page, at most 160 characters. */
  description: string;
  /** The page above this one in a breadcrumb trail (Home is always first). */
  parent?: PageLink;
  /** A page of someone's own data or of signing in: not for search results or the sitemap. */
  personal?: true;
  /** The address whose content this page shows (a second address of a page, or one that sends on to another). */
  sameAs?: string;
}

export const SITE_NAME = 'Pepper Atlas';
export const SITE_TAGLINE = 'From Dainty to Devilish';

const GUIDES: PageLink = { name: 'Guides', path: '/guides' };
const GROW: PageLink = { name: 'Grow Center', path: '/grow' };
const TOOLS: PageLink = { name: 'Growing Tools', path: '/tools' };
const COLLECTIONS_PAGE: PageLink = { name: 'Collections', path: '/collections' };

const collectionPages = Object.fromEntries(
  COLLECTION_KEYS.map((key): [string, PageText] => [
    `/collections/${key}`,
    {
      title: `${COLLECTIONS[key].title} Collection`,
      description: COLLECTIONS[key].description,
      parent: COLLECTIONS_PAGE,
    },
  ]),
);

const growCategoryPages = Object.fromEntries(
  GROW_CATEGORIES.map((category): [string, PageText] => [
    `/grow/${category}`,
    {
      title: `${GROW_CATEGORY_INFO[category].title} Varieties to Grow`,
      description: GROW_CATEGORY_INFO[category].description,
      parent: GROW,
    },
  ]),
);

export const PAGE_TEXTS: Readonly<Record<string, PageText>> = {
  '/': {
    title: 'Pepper Atlas: From Dainty to Devilish',
    description:
      'A chili encyclopedia for your phone: Scoville heat for hundreds of varieties, spicy recipes, grow guides and photo identification.',
  },
  '/menu': {
    title: 'Complete Menu',
    description:
      'Every corner of Pepper Atlas on one page: the pepper database, recipes, growing guides, tools, collections and identification.',
  },
  '/login': {
    title: 'Sign in',
    description:
      'Sign in to Pepper Atlas to keep your favorites, your garden and your seed stash on every device.',
    personal: true,
  },
  '/signin': {
    title: 'Sign in',
    description:
      'Sign in to Pepper Atlas to keep your favorites, your garden and your seed stash on every device.',
    personal: true,
    sameAs: '/login',
  },
  '/signup': {
    title: 'Create an account',
    description:
      'Create a free Pepper Atlas account with your email address and keep what you save in one place.',
    personal: true,
  },
  '/forgot-password': {
    title: 'Forgot your password?',
    description:
      'Ask for a code by email to set a new Pepper Atlas password and get back to your favorites, garden and seed stash.',
    personal: true,
  },
  '/reset-password': {
    title: 'Set a new password',
    description: 'Enter the code we emailed you and choose a new Pepper Atlas password.',
    personal: true,
  },
  '/logout': {
    title: 'Signing out',
    description: 'Signing out of Pepper Atlas on this device.',
    personal: true,
  },
  '/account': {
    title: 'Your account',
    description: 'Your Pepper Atlas account: your plan, your password and a copy of your data.',
    personal: true,
  },
  '/pricing': {
    title: 'Plans and Pricing',
    description:
      'Compare the Pepper Atlas plans: members’ recipes, grow kit savings and more for chili lovers who want it all.',
    sameAs: '/premium',
  },
  '/database': {
    title: 'Pepper Database',
    description: 'Browse every chili variety in Pepper Atlas by name, heat level and origin.',
    sameAs: '/peppers',
  },
  '/peppers': {
    title: 'Pepper Database',
    description:
      'Search hundreds of chili varieties by name, heat level, origin or first letter, each with its Scoville range, pod and plant.',
  },
  '/scoville': {
    title: 'Heat Index',
    description:
      'The Scoville scale from sweet bells to the record holders: see which chili varieties fall in each heat range, and how far apart they are.',
  },
  '/random': {
    title: 'Random Pepper',
    description:
      'Meet a chili variety picked at random: its heat, origin, flavour and how to grow it. Then roll again.',
  },
  '/recipes': {
    title: 'Recipe Vault',
    description:
      'Spicy recipes to cook tonight: hot sauces, rubs, salsas, marinades, pickles and mains, filtered by category and heat.',
  },
  '/collections': {
    title: 'Collections',
    description:
      'Chili varieties gathered by theme: superhots, heirlooms, wild peppers, ornamentals, regional classics and mild ones.',
  },
  ...collectionPages,
  '/favorites': {
    title: 'Favorites',
    description: 'The peppers and recipes you saved with the heart, kept on this device or in your account.',
    personal: true,
  },
  '/grow': {
    title: 'Grow Center',
    description:
      'Grow chili peppers from seed to harvest: varieties picked by experience, climate zones, guides and planning tools.',
  },
  ...growCategoryPages,
  '/grow/climate': {
    title: 'Climate Zones Guide',
    description:
      'Find your pepper-growing zone and season from your location, and when to sow, plant out and pick where you live.',
    parent: GROW,
  },
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
    description: 'What to feed pepper plants at each growth stage, from seedling to fruiting, and how often.',
    parent: TOOLS,
  },
  // Any other tool name opens the calendar, the tools' first tab.
  '/tools/:tool': {
    title: 'Growing Tools',
    description:
      'Planning tools for pepper growers: a planting calendar, bed spacing, a yield estimate, the weather and feeding.',
    sameAs: '/tools',
  },
  '/guides/seeds': {
    title: 'Seed Starting Guide',
    description:
      'Start chili seeds indoors in four weeks: soil temperatures, germination times, light, and what to do when seedlings struggle.',
    parent: GUIDES,
  },
  '/guides/pests': {
    title: 'Pest & Disease Guide',
    description:
      'Aphids, spider mites, blossom end rot and more: how to recognise what is troubling your peppers, prevent it and treat it.',
    parent: GUIDES,
  },
  '/guides/harvest': {
    title: 'Harvest Guide',
    description:
      'Know when chili pods are ripe, how to pick them without hurting the plant, and how long the crop keeps.',
    parent: GUIDES,
  },
  '/garden': {
    title: 'My Garden',
    description: 'Your pepper plantings, their journal and photos, and reminders of what to do next.',
    personal: true,
  },
  '/garden/:id': {
    title: 'Planting',
    description: 'One planting of My Garden: its plan and its journal.',
    personal: true,
  },
  '/garden/seeds': {
    title: 'Seed stash',
    description: 'Your seed packets, how well they will still germinate and when to sow them.',
    personal: true,
  },
  '/garden/seeds/:id': {
    title: 'Seed packet',
    description: 'One packet of your seed stash: its germination tests and when to sow it.',
    personal: true,
  },
  '/guides': {
    title: 'Guides',
    description:
      'Every Pepper Atlas guide in one place: growing, cooking, preserving, safety, pairing, science and the history of chili.',
  },
  '/tools/heat-calc': {
    title: 'Heat Calculator',
    description:
      'Mix chili varieties by weight and see how hot the blend comes out in Scoville units, for a sauce, salsa or spice mix.',
    parent: GUIDES,
  },
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
  '/glossary': {
    title: 'Glossary',
    description:
      'Capsaicin, placenta, landrace, Scoville: the words chili growers and cooks use, each explained in a line.',
    parent: GUIDES,
  },
  '/cooking': {
    title: 'Cooking Guide',
    description:
      'Cook with chilies: roasting, drying and infusing techniques, safe handling in the kitchen, and methods for every heat level.',
    parent: GUIDES,
  },
  '/guides/preservation': {
    title: 'Preservation Guide',
    description:
      'Dry, dehydrate, freeze and pickle your chili harvest safely, with checklists for each method and how long each keeps.',
    parent: GUIDES,
  },
  '/pairing': {
    title: 'Pairing Guide',
    description:
      'Beers, wines and dishes that go with hot peppers, and why some of them calm the burn while others fan it.',
    parent: GUIDES,
  },
  '/safety': {
    title: 'Safety Guide',
    description:
      'Handle hot peppers without getting hurt: gloves, eyes and skin, the risk at each heat range, and what soothes a burn.',
    parent: GUIDES,
  },
  '/meal-planning': {
    title: 'Meal Planning',
    description:
      'Three days of spicy meals planned for you, with prep tips and a shopping list sorted by aisle.',
    parent: GUIDES,
  },
  '/science': {
    title: 'Scientific Names',
    description:
      'The botany behind the burn: Capsicum taxonomy, the five domesticated species, the genetics of heat and current research.',
    parent: GUIDES,
  },
  '/heat-guide': {
    title: 'Heat Scale Guide',
    description:
      'The six levels of the Scoville scale, from No Heat to Superhot, with the varieties that belong to each and how they feel.',
    parent: GUIDES,
  },
  '/nutrition': {
    title: 'Nutrition Facts',
    description:
      'What a hot pepper holds: vitamin C, vitamin A, capsaicin and more, per serving, and what they do for you.',
    parent: GUIDES,
  },
  '/history': {
    title: 'Pepper History',
    description:
      'Nine thousand years of chili: from wild plants in the Americas along the trade routes to every kitchen on earth.',
    parent: GUIDES,
  },
  '/breeding': {
    title: 'Breeding Guide',
    description:
      'Create your own pepper variety: crossing step by step, the genetics of heat and colour, stabilising a line, and ethics.',
    parent: GUIDES,
  },
  '/premium': {
    title: 'Premium',
    description:
      'Pepper Atlas Premium and Pro: members’ recipes from our kitchen, grow kits at member prices and the plans compared.',
  },
  '/identify': {
    title: 'Pepper Identification',
    description:
      'Photograph a chili pod and Pepper Atlas suggests the varieties it may be, with how sure it is of each.',
  },
  '/identify/history': {
    title: 'Identification History',
    description: 'The peppers you identified from photos and confirmed.',
    personal: true,
  },
  '/admin/images': {
    title: 'AI Image Research Center',
    description: 'Keep the encyclopedia’s photos right.',
    personal: true,
  },
};

/** What the not-found page says. */
export const NOT_FOUND_TEXT: PageText = {
  title: 'Page not found',
  description: 'There is no page at this address. The pepper database, recipes and guides are a tap away.',
};

/** A members' recipe, named to nobody: its title and text are for members only. */
export const PREMIUM_RECIPE_TEXT: PageText = {
  title: 'Premium recipe',
  description:
    'A members’ recipe from the Pepper Atlas kitchen, for Premium and Pro members. See the plans to cook it.',
};
