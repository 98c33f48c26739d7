/**
 * Catalog rows as the contract shapes them: peppers, recipes and shop items from their database rows, each
 * with the address of its illustration (the drawings are kept for the image routes).
 */
import type { Pepper, PremiumRecipe, Recipe, RecipeHeatLevel, RecipeWaitKind } from '@pepper/contract';
import { createHash } from 'node:crypto';
import { pepperHeatLevel } from '@pepper/domain/heat';
import { type MemberPricedItem } from '@pepper/domain/plans';
import { linkPeppers, type NamedVariety } from '@pepper/domain/recipes';
import { pepperSvg, recipeSvg } from '@pepper/content/illustrations';

export type Row = Record<string, unknown>;

export const list = (value: unknown): string[] => (typeof value === 'string' ? JSON.parse(value) : []);

/** The name a members' recipe illustration carries instead of the recipe's title. */
export const PREMIUM_RECIPE_LABEL = 'Members’ recipe';

export type IllustrationKind = 'pepper' | 'recipe' | 'grow-kit' | 'merchandise';
export const IMAGE_DIR: Record<IllustrationKind, string> = {
  pepper: 'peppers',
  recipe: 'recipes',
  'grow-kit': 'grow-kits',
  merchandise: 'merchandise',
};

/**
 * Illustrations are served as immutable, so each address names its drawing: a pod redrawn after a content
 * or artwork change gets a new address instead of a year-old copy from the browser's cache. The drawings
 * made for the addresses are kept, so the image routes never draw them again.
 */
export function illustrate(
  drawings: Map<string, string>,
  kind: IllustrationKind,
  id: number,
  svg: string,
): string {
  drawings.set(`${kind}|${id}`, svg);
  return `/api/images/${IMAGE_DIR[kind]}/${id}.svg?v=${createHash('sha1').update(svg).digest('hex').slice(0, 10)}`;
}

export function toPepper(r: Row, drawings: Map<string, string>): Pepper {
  const id = Number(r.id);
  const shuMax = Number(r.shu_max);
  return {
    id,
    name: String(r.name),
    baseName: (r.base_name as string | null) ?? null,
    scientificName: String(r.scientific_name),
    // Named by the heat scale from the pepper's SHU, never from a stored word.
    heatLevel: pepperHeatLevel({ shuMin: Number(r.shu_min), shuMax }),
    shu: shuMax,
    shuMin: Number(r.shu_min),
    shuMax,
    // MySQL answers booleans as 0/1; only an explicit "not measured" is sent.
    ...(r.shu_measured === false || r.shu_measured === 0 ? { shuMeasured: false as const } : {}),
    origin: String(r.origin),
    species: String(r.species),
    featured: Boolean(r.featured),
    imageUrl:
      (r.image_url as string | null) ||
      illustrate(
        drawings,
        'pepper',
        id,
        pepperSvg({
          name: String(r.name),
          ripeColor: r.ripe_color as Pepper['ripeColor'],
          shape: r.shape as Pepper['shape'],
          lengthCm: Number(r.length_cm),
        }),
      ),
    maturityDays: Number(r.maturity_days),
    size: String(r.size),
    color: String(r.color),
    description: String(r.description),
    culinaryUses: list(r.culinary_uses),
    growingTips: String(r.growing_tips),
    commonNames: list(r.common_names),
    ripeColor: r.ripe_color as Pepper['ripeColor'],
    shape: r.shape as Pepper['shape'],
    lengthCm: Number(r.length_cm),
    country: String(r.country),
  };
}

/**
 * A recipe row as the API answers it; `resolve` (the domain's pepperNameResolver over the catalog) links each of
 * its pepper names to a variety.
 */
export function toRecipe(
  r: Row,
  drawings: Map<string, string>,
  resolve: (name: string) => NamedVariety | null,
): PremiumRecipe | Recipe {
  const id = Number(r.id);
  const recipe: Recipe = {
    id,
    title: String(r.title),
    description: String(r.description),
    // Anyone may fetch an illustration: a members' recipe is drawn without its title, which is members' content.
    imageUrl: illustrate(
      drawings,
      'recipe',
      id,
      recipeSvg({
        title: r.premium ? PREMIUM_RECIPE_LABEL : String(r.title),
        category: r.category as Recipe['category'],
        heatLevel: r.heat_level as RecipeHeatLevel,
      }),
    ),
    heatLevel: r.heat_level as RecipeHeatLevel,
    category: r.category as Recipe['category'],
    prepTimeMinutes: Number(r.prep_time_minutes),
    cookTimeMinutes: Number(r.cook_time_minutes),
    ...(r.wait_kind && r.wait_minutes
      ? { wait: { kind: r.wait_kind as RecipeWaitKind, minutes: Number(r.wait_minutes) } }
      : {}),
    servings: Number(r.servings),
    ...(r.yield_one && r.yield_many
      ? { yieldUnit: { one: String(r.yield_one), many: String(r.yield_many) } }
      : {}),
    // A single-precision column: read back to the two decimals the ratings write.
    rating: Math.round(Number(r.rating) * 100) / 100,
    ratingCount: Number(r.rating_count),
    ingredients: list(r.ingredients),
    instructions: list(r.instructions),
    difficulty: r.difficulty as Recipe['difficulty'],
    peppers: list(r.peppers),
    pepperLinks: linkPeppers(list(r.peppers), resolve),
  };
  if (!r.premium) return recipe;
  return {
    ...recipe,
    chefNotes: String(r.chef_notes ?? ''),
    premiumTier: r.premium_tier as PremiumRecipe['premiumTier'],
  };
}

export const prices = (r: Row): MemberPricedItem => ({
  originalPrice: Number(r.original_price),
  premiumDiscountPercent: Number(r.premium_discount_percent),
  proDiscountPercent: Number(r.pro_discount_percent),
});
