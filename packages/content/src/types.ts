/** Seed shapes for the product's content. The API seeds its database from these. */
import type { RecipeHeatLevel, RecipeWait } from '@pepper/contract';
import type { MilderThanItsPeppers } from '@pepper/domain/recipes';

/** The heat words the variety entries were written with, before the app had one heat scale. */
export type EntryHeatWord = 'mild' | 'medium' | 'hot' | 'extreme';

/** Pod silhouettes, used for the generated illustrations and the offline photo matcher. */
export type PodShape =
  | 'bell' // blocky, 3-4 lobes (bell, pimiento)
  | 'round' // cherry or ball shaped
  | 'lantern' // habanero-style, wider than long, lobed or tapered
  | 'wrinkled' // bumpy, pimpled superhot pods with or without a tail
  | 'conical' // short cone, wide shoulders (jalapeño, poblano)
  | 'long' // long, slender, often curved (cayenne, anaheim)
  | 'slim' // small, thin and upright (bird's eye, tabasco, pequin)
  | 'bonnet' // squat and flattened like a tam (scotch bonnet)
  | 'bishop'; // three-lobed, bishop's crown / UFO shape

export type PodColor =
  'red' | 'orange' | 'yellow' | 'green' | 'brown' | 'purple' | 'white' | 'peach' | 'black';

export interface PepperSeed {
  /** Stable numeric id; each content file owns a range. */
  id: number;
  name: string;
  /** The type this variety is a variant of, e.g. 'Jalapeño' for 'Purple Jalapeño'. Omit when none. */
  baseName?: string;
  /** Binomial or trinomial, e.g. 'Capsicum annuum' or 'Capsicum annuum var. glabriusculum'. */
  scientificName: string;
  /** Species binomial, e.g. 'Capsicum chinense'. */
  species: string;
  shuMin: number;
  shuMax: number;
  /**
   * false when no measurement of the variety's heat has been published: shuMin and shuMax are then an estimate
   * from its pod type, used only to place it on the scale, and the app says "not measured". Omit when measured.
   */
  shuMeasured?: false;
  /**
   * Not read by the app: a variety's heat level is derived from shuMin and shuMax by the heat scale
   * (packages/domain pepperHeatLevel, docs/heat-scale.md), so what an entry says cannot disagree with its SHU.
   */
  heatLevel: EntryHeatWord;
  /** Display origin: 'Country' or 'Place, Country', e.g. 'New Mexico, USA', 'Jamaica, Caribbean'. */
  origin: string;
  /**
   * Country (or for islands without one in the filter, the island nation), e.g. 'USA', 'Jamaica'; the region
   * itself ('Caribbean') when the variety is grown across several countries and none can claim it.
   */
  country: string;
  /** Days from transplant to the first ripe pods. */
  maturityDays: number;
  /** Typical pod size in words, e.g. '2-3 in (5-8 cm) long, 1 in wide'. */
  size: string;
  /** Pod colour from unripe to ripe, e.g. 'Green ripening to red'. */
  color: string;
  /** Ripe colour class and silhouette for illustrations and the photo matcher. */
  ripeColor: PodColor;
  shape: PodShape;
  /** Typical ripe pod length in centimetres. */
  lengthCm: number;
  /** 2-4 sentences written for the product. */
  description: string;
  /** At least two. */
  culinaryUses: string[];
  growingTips: string;
  /** Other names the variety goes by (may be empty only when it truly has none). */
  commonNames: string[];
  featured: boolean;
}

export type RecipeCategory = 'sauce' | 'rub' | 'salsa' | 'marinade' | 'pickle' | 'main';
export type Difficulty = 'easy' | 'medium' | 'hard';

/**
 * A recipe as it is written. It states no heat of its own: its heat level is derived from the peppers it names
 * (packages/domain recipeHeatLevel, docs/heat-scale.md), the level of the hottest of them.
 */
export interface RecipeEntry {
  /** Public recipes 1-999; premium recipes 1001-1999 (ids are unique across both). */
  id: number;
  title: string;
  description: string;
  /**
   * Only where the dish is milder than its hottest pepper (a small amount in a large dish, or a pepper seeded and
   * cooled with dairy): the dish's level and why. A level that is not milder is not taken.
   */
  milderThanItsPeppers?: MilderThanItsPeppers;
  category: RecipeCategory;
  prepTimeMinutes: number;
  cookTimeMinutes: number;
  /**
   * The wait no work fills (a ferment, a cure, a marinade, a pickle's brine, a rest or a chill), counted in the
   * total time: the shortest wait after which the recipe is ready. Omit when it is ready once cooked.
   */
  wait?: RecipeWait;
  servings: number;
  /** What the servings count, when it is not people: { one: 'taco', many: 'tacos' }, { one: 'cup', many: 'cups' }. */
  yieldUnit?: { one: string; many: string };
  /** 1.0-5.0, one decimal. */
  rating: number;
  ratingCount: number;
  /** Each with a quantity, e.g. '4 fresh habaneros, stemmed'. */
  ingredients: string[];
  /** Steps in order, without numbers (the UI numbers them). */
  instructions: string[];
  difficulty: Difficulty;
  /** Names of database varieties the recipe uses, for linking. */
  peppers: string[];
}

/** A recipe as the API seeds it: as written, with its heat level derived from its peppers. */
export interface RecipeSeed extends RecipeEntry {
  heatLevel: RecipeHeatLevel;
}

export interface PremiumRecipeEntry extends RecipeEntry {
  chefNotes: string;
  premiumTier: 'premium' | 'pro';
}

export interface PremiumRecipeSeed extends PremiumRecipeEntry {
  heatLevel: RecipeHeatLevel;
}

export interface GrowKitSeed {
  id: number;
  name: string;
  description: string;
  difficultyLevel: 'beginner' | 'intermediate' | 'expert';
  /** Cents. */
  originalPrice: number;
  /** Percent off for premium members (10-20) and pro members (25-40). */
  premiumDiscountPercent: number;
  proDiscountPercent: number;
  includes: string[];
}

export interface MerchandiseSeed {
  id: number;
  name: string;
  description: string;
  category: 'apparel' | 'kitchen' | 'garden' | 'pantry' | 'books' | 'accessories';
  /** Cents. */
  originalPrice: number;
  premiumDiscountPercent: number;
  proDiscountPercent: number;
}
