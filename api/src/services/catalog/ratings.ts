/**
 * Ratings of recipes by signed-in people: one row per person and recipe, changed in place. The recipe's
 * `rating` and `rating_count` columns hold the average and number of its rows, recomputed in the same
 * transaction as every change, so what the catalog serves is always what the rows say. Each change bumps the
 * ratings' own version, not the catalog's: other processes then read the averages again, and nothing else.
 */
import { randomUUID } from 'node:crypto';
import type { RecipeRating } from '@pepper/contract';
import type { Db } from '../../db/connection.js';
import { now } from '../../db/connection.js';
import { isMysql } from '../../db/table-builders.js';
import { isUniqueViolation } from '../accounts/users.js';

/** Averages are kept to two decimals, the same on both dialects (MySQL answers AVG as a decimal). */
export const hundredths = (value: number) => Math.round(value * 100) / 100;

export interface RatingSummary {
  rating: number;
  ratingCount: number;
}

const CATALOG_VERSION = 'catalog_version';
const RATINGS_VERSION = 'ratings_version';

/** The catalog's version and the ratings' version, read together. */
export async function versions(db: Db): Promise<{ catalog: string; ratings: string }> {
  const rows = (await db('meta')
    .whereIn('key', [CATALOG_VERSION, RATINGS_VERSION])
    .select('key', 'value')) as {
    key: string;
    value: string;
  }[];
  const valueOf = (key: string) => rows.find((row) => row.key === key)?.value ?? '0';
  return { catalog: valueOf(CATALOG_VERSION), ratings: valueOf(RATINGS_VERSION) };
}

/** A new ratings version, never the same as the last (two changes within a millisecond are both seen). */
async function bumpRatingsVersion(db: Db): Promise<void> {
  await db('meta')
    .insert({ key: RATINGS_VERSION, value: `${Date.now()}-${randomUUID()}` })
    .onConflict('key')
    .merge(['value']);
}

/** Every recipe's average and count, as the recipes' rows hold them. */
export async function ratingSummaries(db: Db): Promise<Map<number, RatingSummary>> {
  const rows = (await db('recipes').select('id', 'rating', 'rating_count')) as {
    id: number;
    rating: number | string;
    rating_count: number | string;
  }[];
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { rating: hundredths(Number(r.rating)), ratingCount: Number(r.rating_count) },
    ]),
  );
}

/** The average and number of a recipe's ratings, written onto the recipe. */
async function refreshSummary(db: Db, recipeId: number): Promise<RatingSummary> {
  const row = (await db('recipe_ratings')
    .where({ recipe_id: recipeId })
    .avg({ average: 'stars' })
    .count({ n: '*' })
    .first()) as { average: number | string | null; n: number | string } | undefined;
  const ratingCount = Number(row?.n ?? 0);
  const rating = ratingCount ? hundredths(Number(row?.average ?? 0)) : 0;
  await db('recipes').where({ id: recipeId }).update({ rating, rating_count: ratingCount });
  return { rating, ratingCount };
}

/**
 * Gives or changes the caller's stars for a recipe. Writers of one recipe take its row first (on MySQL), so
 * two ratings at once cannot each count without the other. The unique pair decides a race of one person's
 * first ratings: the loser changes the winner's row instead.
 */
export async function rateRecipe(
  db: Db,
  userId: number,
  recipeId: number,
  stars: number,
): Promise<{ rating: RecipeRating; created: boolean }> {
  return db.transaction(async (trx) => {
    const lock = trx('recipes').where({ id: recipeId });
    await (isMysql(trx) ? lock.forUpdate() : lock).first('id');
    const at = now();
    const mine = { user_id: userId, recipe_id: recipeId };
    let created = false;
    if (!(await trx('recipe_ratings').where(mine).first('id'))) {
      try {
        await trx('recipe_ratings').insert({ ...mine, stars, created_at: at, updated_at: at });
        created = true;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
    }
    if (!created) await trx('recipe_ratings').where(mine).update({ stars, updated_at: at });
    const summary = await refreshSummary(trx, recipeId);
    await bumpRatingsVersion(trx);
    return { rating: { recipeId, ...summary, mine: stars }, created };
  });
}

/** A recipe's rating as its row holds it, with the caller's own stars. */
export async function ratingOf(db: Db, userId: number, recipeId: number): Promise<RecipeRating> {
  const [recipe, mine] = await Promise.all([
    db('recipes').where({ id: recipeId }).first('rating', 'rating_count'),
    db('recipe_ratings').where({ user_id: userId, recipe_id: recipeId }).first('stars'),
  ]);
  return {
    recipeId,
    rating: hundredths(Number(recipe?.rating ?? 0)),
    ratingCount: Number(recipe?.rating_count ?? 0),
    mine: mine ? Number(mine.stars) : null,
  };
}

/** The account's ratings, oldest first, for its export. */
export async function listRatings(
  db: Db,
  userId: number,
): Promise<{ recipeId: number; stars: number; ratedAt: string }[]> {
  const rows = await db('recipe_ratings').where({ user_id: userId }).orderBy('id');
  return rows.map((r: { recipe_id: number; stars: number; updated_at: string }) => ({
    recipeId: Number(r.recipe_id),
    stars: Number(r.stars),
    ratedAt: r.updated_at,
  }));
}

/** Removes an account's ratings and takes them out of each recipe's average (account deletion). */
export async function deleteRatingsOf(db: Db, userId: number): Promise<void> {
  const rated = (await db('recipe_ratings').where({ user_id: userId }).select('recipe_id')).map(
    (r: { recipe_id: number }) => Number(r.recipe_id),
  );
  if (!rated.length) return;
  await db('recipe_ratings').where({ user_id: userId }).delete();
  for (const recipeId of rated) await refreshSummary(db, recipeId);
  await bumpRatingsVersion(db);
}
