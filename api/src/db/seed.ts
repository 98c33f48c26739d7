/**
 * Idempotent seeding from packages/content: rows are upserted by id and rows gone from the content are
 * removed. A hash of the content is kept in `meta`, so an unchanged start does no writes at all.
 * Researched photos (peppers.image_url) are never overwritten.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type {
  GrowKitSeed,
  MerchandiseSeed,
  PepperSeed,
  PremiumRecipeSeed,
  RecipeSeed,
} from '@pepper/content';

export interface SeedContent {
  peppers: PepperSeed[];
  publicRecipes: RecipeSeed[];
  premiumRecipes: PremiumRecipeSeed[];
  growKits: GrowKitSeed[];
  merchandise: MerchandiseSeed[];
}

/** Loads packages/content lazily, so tests that seed their own fixtures never parse the full encyclopedia. */
export async function loadContent(): Promise<SeedContent> {
  const { peppers, publicRecipes, premiumRecipes, growKits, merchandise } = await import('@pepper/content');
  return { peppers, publicRecipes, premiumRecipes, growKits, merchandise };
}

const json = (value: unknown) => JSON.stringify(value);

function pepperRow(p: PepperSeed) {
  return {
    id: p.id,
    name: p.name,
    base_name: p.baseName ?? null,
    scientific_name: p.scientificName,
    species: p.species,
    shu_min: p.shuMin,
    shu_max: p.shuMax,
    shu_measured: p.shuMeasured !== false,
    origin: p.origin,
    country: p.country,
    maturity_days: p.maturityDays,
    size: p.size,
    color: p.color,
    ripe_color: p.ripeColor,
    shape: p.shape,
    length_cm: p.lengthCm,
    description: p.description,
    culinary_uses: json(p.culinaryUses),
    growing_tips: p.growingTips,
    common_names: json(p.commonNames),
    featured: p.featured,
  };
}

function recipeRow(r: RecipeSeed | PremiumRecipeSeed, premium: boolean) {
  return {
    id: r.id,
    premium,
    title: r.title,
    description: r.description,
    heat_level: r.heatLevel,
    category: r.category,
    prep_time_minutes: r.prepTimeMinutes,
    cook_time_minutes: r.cookTimeMinutes,
    wait_kind: r.wait?.kind ?? null,
    wait_minutes: r.wait?.minutes ?? null,
    servings: r.servings,
    yield_one: r.yieldUnit?.one ?? null,
    yield_many: r.yieldUnit?.many ?? null,
    // The average and count of real ratings, kept by the ratings as they are written: a new recipe has none.
    rating: 0,
    rating_count: 0,
    ingredients: json(r.ingredients),
    instructions: json(r.instructions),
    difficulty: r.difficulty,
    peppers: json(r.peppers),
    chef_notes: 'chefNotes' in r ? r.chefNotes : null,
    premium_tier: 'premiumTier' in r ? r.premiumTier : null,
  };
}

/** The columns every shop item has: what it is, and its price with each plan's discount. */
const shopItemRow = (item: GrowKitSeed | MerchandiseSeed) => ({
  id: item.id,
  name: item.name,
  description: item.description,
  original_price: item.originalPrice,
  premium_discount_percent: item.premiumDiscountPercent,
  pro_discount_percent: item.proDiscountPercent,
});

/** Upserts rows by id (columns in `keep` are inserted but never updated) and deletes the others. */
async function sync(
  trx: Knex.Transaction,
  table: string,
  rows: Record<string, unknown>[],
  keep: string[] = [],
) {
  const ids = rows.map((r) => r.id as number);
  // Batches keep statements under SQLite's variable limit and MySQL's packet size.
  for (let i = 0; i < rows.length; i += 100) {
    const batch = rows.slice(i, i + 100);
    const update = Object.keys(batch[0]).filter((c) => c !== 'id' && !keep.includes(c));
    await trx(table).insert(batch).onConflict('id').merge(update);
  }
  if (ids.length) await trx(table).whereNotIn('id', ids).delete();
  else await trx(table).delete();
}

export function contentHash(content: SeedContent): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/** Returns true when the database changed. */
export async function seed(db: Knex, content: SeedContent, shopIds: string[] = []): Promise<boolean> {
  for (const shopId of shopIds) {
    await db('shop_clicks').insert({ shop_id: shopId, click_count: 0 }).onConflict('shop_id').ignore();
  }
  const hash = contentHash(content);
  const stored = await db('meta').where({ key: 'content_hash' }).first('value');
  if (stored?.value === hash) return false;

  await db.transaction(async (trx) => {
    await sync(trx, 'peppers', content.peppers.map(pepperRow));
    await sync(
      trx,
      'recipes',
      [
        ...content.publicRecipes.map((r) => recipeRow(r, false)),
        ...content.premiumRecipes.map((r) => recipeRow(r, true)),
      ],
      ['rating', 'rating_count'],
    );
    await sync(
      trx,
      'grow_kits',
      content.growKits.map((k) => ({
        ...shopItemRow(k),
        difficulty_level: k.difficultyLevel,
        includes: json(k.includes),
      })),
    );
    await sync(
      trx,
      'merchandise',
      content.merchandise.map((m) => ({ ...shopItemRow(m), category: m.category })),
    );
    // Favorites of varieties or recipes that no longer exist would point nowhere.
    await trx('favorites')
      .whereNotNull('pepper_id')
      .whereNotIn('pepper_id', trx('peppers').select('id'))
      .delete();
    await trx('favorites')
      .whereNotNull('recipe_id')
      .whereNotIn('recipe_id', trx('recipes').select('id'))
      .delete();
    await trx('recipe_ratings').whereNotIn('recipe_id', trx('recipes').select('id')).delete();
    await trx('meta').insert({ key: 'content_hash', value: hash }).onConflict('key').merge(['value']);
    await bumpCatalogVersion(trx);
  });
  return true;
}

/** Every catalog write bumps this, so other API processes know their in-memory copy is stale. */
export async function bumpCatalogVersion(db: Knex): Promise<void> {
  await db('meta')
    .insert({ key: 'catalog_version', value: String(Date.now()) })
    .onConflict('key')
    .merge(['value']);
}

export async function catalogVersion(db: Knex): Promise<string> {
  const row = await db('meta').where({ key: 'catalog_version' }).first('value');
  return row?.value ?? '0';
}
