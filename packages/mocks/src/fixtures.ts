/** Small, real fixtures typed by the contract, for component tests, browser mock mode and QA. */
import {
  pathTo,
  routes,
  type GrowKit,
  type Merchandise,
  type Pepper,
  type PlanType,
  type PremiumRecipe,
  type Recipe,
  type Stats,
  type User,
} from '@pepper/contract';
import type { GrowKitSeed, MerchandiseSeed } from '@pepper/content';
import { pepperAliases } from '@pepper/content/aliases';
import { growKits as growKitSeeds, merchandise as merchandiseSeeds } from '@pepper/content/shop';
import { heatLevelLabel, pepperHeatLevel } from '@pepper/domain/heat';
import { planPrice, type MemberPricedItem } from '@pepper/domain/plans';
import { linkPeppers, pepperNameResolver, recipeHeatLevel } from '@pepper/domain/recipes';

type PepperFacts = Pick<Pepper, 'id' | 'name' | 'scientificName' | 'shuMin' | 'shuMax' | 'origin'> &
  Partial<Omit<Pepper, 'heatLevel'>>;

function pepper(facts: PepperFacts): Pepper {
  const species = facts.species ?? facts.scientificName.split(' ').slice(0, 2).join(' ');
  return {
    baseName: null,
    // The contract's single figure is the top of the range, as the API answers it.
    shu: facts.shuMax,
    species,
    maturityDays: 80,
    size: '2-3 in (5-8 cm) long',
    color: 'Green ripening to red',
    ripeColor: 'red',
    shape: 'conical',
    lengthCm: 7,
    country: facts.origin.split(', ').pop() ?? facts.origin,
    description: `${facts.name} is a ${heatLevelLabel(pepperHeatLevel(facts)).toLowerCase()} pepper from ${facts.origin}.`,
    culinaryUses: ['Salsas', 'Sauces'],
    growingTips: 'Full sun, steady water and warm soil.',
    commonNames: [],
    featured: false,
    imageUrl: pathTo(routes.pepperImage, { id: facts.id }),
    ...facts,
    // Named by the heat scale from its SHU, as the API names it.
    heatLevel: pepperHeatLevel(facts),
  } as Pepper;
}

export const peppers: Pepper[] = [
  pepper({
    id: 1001,
    name: 'Bell Pepper',
    scientificName: 'Capsicum annuum',
    shuMin: 0,
    shuMax: 0,
    origin: 'Mexico',
    shape: 'bell',
    featured: true,
  }),
  pepper({
    id: 1002,
    name: 'Anaheim',
    scientificName: 'Capsicum annuum',
    shuMin: 500,
    shuMax: 2500,
    origin: 'New Mexico, USA',
    shape: 'long',
  }),
  pepper({
    id: 1003,
    name: 'Jalapeño',
    scientificName: 'Capsicum annuum',
    shuMin: 2500,
    shuMax: 8000,
    origin: 'Veracruz, Mexico',
    commonNames: ['Chipotle (smoked)', 'Huachinango'],
    featured: true,
  }),
  pepper({
    id: 1004,
    name: 'Purple Jalapeño',
    baseName: 'Jalapeño',
    scientificName: 'Capsicum annuum',
    shuMin: 2500,
    shuMax: 8000,
    origin: 'USA',
    ripeColor: 'purple',
  }),
  pepper({
    id: 2001,
    name: 'Poblano',
    scientificName: 'Capsicum annuum',
    shuMin: 1000,
    shuMax: 1500,
    origin: 'Puebla, Mexico',
    commonNames: ['Ancho (dried)'],
    ripeColor: 'green',
  }),
  pepper({
    id: 2002,
    name: 'Serrano',
    scientificName: 'Capsicum annuum',
    shuMin: 10000,
    shuMax: 23000,
    origin: 'Mexico',
    shape: 'slim',
  }),
  pepper({
    id: 1005,
    name: 'Cayenne',
    scientificName: 'Capsicum annuum',
    shuMin: 30000,
    shuMax: 50000,
    origin: 'French Guiana',
    shape: 'long',
  }),
  pepper({
    id: 2003,
    name: 'Thai Chile',
    scientificName: 'Capsicum annuum',
    shuMin: 50000,
    shuMax: 100000,
    origin: 'Thailand',
    shape: 'slim',
  }),
  pepper({
    id: 3001,
    name: 'Habanero',
    scientificName: 'Capsicum chinense',
    shuMin: 100000,
    shuMax: 350000,
    origin: 'Yucatán, Mexico',
    shape: 'lantern',
    ripeColor: 'orange',
    featured: true,
  }),
  pepper({
    id: 3002,
    name: 'Scotch Bonnet',
    scientificName: 'Capsicum chinense',
    shuMin: 100000,
    shuMax: 350000,
    origin: 'Jamaica, Caribbean',
    shape: 'bonnet',
    ripeColor: 'yellow',
  }),
  pepper({
    id: 3003,
    name: 'Ghost Pepper',
    scientificName: 'Capsicum chinense',
    shuMin: 855000,
    shuMax: 1041427,
    origin: 'Assam, India',
    shape: 'wrinkled',
    commonNames: ['Bhut Jolokia'],
  }),
  pepper({
    id: 3004,
    name: 'Carolina Reaper',
    scientificName: 'Capsicum chinense',
    shuMin: 1400000,
    shuMax: 2200000,
    origin: 'South Carolina, USA',
    shape: 'wrinkled',
    featured: true,
  }),
  pepper({
    id: 3005,
    name: 'Pepper X',
    scientificName: 'Capsicum chinense',
    shuMin: 2500000,
    shuMax: 3180000,
    origin: 'South Carolina, USA',
    shape: 'wrinkled',
    ripeColor: 'yellow',
  }),
  pepper({
    id: 3006,
    name: 'Aji Amarillo',
    scientificName: 'Capsicum baccatum',
    shuMin: 30000,
    shuMax: 50000,
    origin: 'Peru',
    shape: 'long',
    ripeColor: 'orange',
  }),
];

const recipeBase = {
  imageUrl: pathTo(routes.recipeImage, { id: 1 }),
  prepTimeMinutes: 15,
  cookTimeMinutes: 10,
  servings: 4,
  // As the API answers a recipe nobody has rated yet: ratings come only from people (rating-handlers.ts).
  rating: 0,
  ratingCount: 0,
  ingredients: ['4 jalapeños, stemmed', '2 cloves garlic', '1/2 cup (120 ml) white vinegar', '1 tsp salt'],
  instructions: ['Char the peppers.', 'Blend everything until smooth.', 'Chill before serving.'],
  difficulty: 'easy',
  peppers: ['Jalapeño'],
};

/**
 * Each recipe's peppers linked to the fixtures' varieties by the API's own rule, and its heat derived from them
 * as the content's is (its hottest pepper's level).
 */
const resolvePepper = pepperNameResolver(peppers, pepperAliases);
const linked = <R extends Omit<Recipe, 'pepperLinks' | 'heatLevel'>>(list: R[]) =>
  list.map((r) => ({
    ...r,
    heatLevel: recipeHeatLevel(r.peppers.flatMap((name) => resolvePepper(name) ?? [])),
    pepperLinks: linkPeppers(r.peppers, resolvePepper),
  }));

export const recipes: Recipe[] = linked([
  {
    ...recipeBase,
    id: 1,
    title: 'Green Jalapeño Hot Sauce',
    description: 'A bright, tangy everyday sauce.',
    category: 'sauce',
    imageUrl: pathTo(routes.recipeImage, { id: 1 }),
  },
  {
    ...recipeBase,
    id: 2,
    title: 'Smoky Chipotle Rub',
    description: 'Deep smoke for ribs and brisket.',
    category: 'rub',
    difficulty: 'medium',
    imageUrl: pathTo(routes.recipeImage, { id: 2 }),
  },
  {
    ...recipeBase,
    id: 3,
    title: 'Mango Habanero Salsa',
    description: 'Sweet fruit against fierce heat.',
    category: 'salsa',
    difficulty: 'hard',
    imageUrl: pathTo(routes.recipeImage, { id: 3 }),
    peppers: ['Habanero'],
  },
] as Omit<Recipe, 'pepperLinks' | 'heatLevel'>[]);

export const premiumRecipes: PremiumRecipe[] = linked([
  {
    ...recipeBase,
    id: 1001,
    title: 'Fermented Reaper Mash',
    description: 'A six-week ferment for a deep superhot sauce.',
    category: 'sauce',
    prepTimeMinutes: 60,
    wait: { kind: 'ferment', minutes: 6 * 7 * 24 * 60 },
    difficulty: 'hard',
    chefNotes: 'Keep the mash under brine at 2.5% salt.',
    premiumTier: 'pro',
    imageUrl: pathTo(routes.recipeImage, { id: 1001 }),
    peppers: ['Carolina Reaper'],
  },
  {
    ...recipeBase,
    id: 1002,
    title: 'Ancho Braised Short Ribs',
    description: 'Slow braise in a dried-chile sauce.',
    category: 'main',
    difficulty: 'medium',
    chefNotes: 'Toast the anchos only until fragrant.',
    premiumTier: 'premium',
    imageUrl: pathTo(routes.recipeImage, { id: 1002 }),
    peppers: ['Ancho', 'Poblano'],
  },
] as Omit<PremiumRecipe, 'pepperLinks' | 'heatLevel'>[]);

/** A shop item as the API keeps it: its facts, its illustration and the percentages members get off. */
type Stocked<Item> = Item & { imageUrl: string };

/** The grow kits and merchandise the API seeds, each with its own member percentages. */
export const growKits: Stocked<GrowKitSeed>[] = growKitSeeds.map((kit) => ({
  ...kit,
  imageUrl: pathTo(routes.growKitImage, { id: kit.id }),
}));

export const merchandise: Stocked<MerchandiseSeed>[] = merchandiseSeeds.map((item) => ({
  ...item,
  imageUrl: pathTo(routes.merchandiseImage, { id: item.id }),
}));

/** An item as the API answers it to a caller on `plan`: its member percentages turned into its price by the domain's rule. */
function pricedFor<Item extends MemberPricedItem>(item: Item, plan: PlanType | null) {
  const { premiumDiscountPercent: _premium, proDiscountPercent: _pro, ...facts } = item;
  return { ...facts, ...planPrice(item, plan) };
}

export const growKitsFor = (plan: PlanType | null): GrowKit[] => growKits.map((kit) => pricedFor(kit, plan));

export const merchandiseFor = (plan: PlanType | null): Merchandise[] =>
  merchandise.map((item) => pricedFor(item, plan));

export function userFor(planType: 'free' | 'premium' | 'pro', isAdmin = false): User {
  return {
    id: 1,
    email: 'grower@example.com',
    name: 'Sam Grower',
    isAdmin,
    emailVerified: true,
    hasPassword: true,
    planType,
  } as User;
}

export function statsFor(list: Pepper[]): Stats {
  const hottest = [...list].sort((a, b) => b.shuMax - a.shuMax)[0];
  return {
    varieties: list.length,
    recipes: recipes.length,
    premiumRecipes: premiumRecipes.length,
    originCountries: new Set(list.map((p) => p.country)).size,
    hottestShu: hottest?.shuMax ?? 0,
    hottestName: hottest?.name ?? '',
  } as Stats;
}

export const SHOP_ID = 'pepper-joes';
