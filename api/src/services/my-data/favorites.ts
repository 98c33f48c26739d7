import type { Favorite } from '@pepper/contract';
import type { Db } from '../../db/connection.js';
import { now } from '../../db/connection.js';
import { isUniqueViolation } from '../accounts/users.js';

/** Owner key of a favorites list: an account ('u:12') or a visitor session ('v:<random key>'). */
export const userOwner = (userId: number) => `u:${userId}`;
export const visitorOwner = (visitorKey: string) => `v:${visitorKey}`;

interface FavoriteRow {
  id: number;
  owner: string;
  pepper_id: number | null;
  recipe_id: number | null;
  created_at: string;
}

const toFavorite = (r: FavoriteRow): Favorite => ({
  id: Number(r.id),
  pepperId: r.pepper_id === null ? null : Number(r.pepper_id),
  recipeId: r.recipe_id === null ? null : Number(r.recipe_id),
  createdAt: r.created_at,
});

export async function listFavorites(db: Db, owner: string): Promise<Favorite[]> {
  const rows = await db<FavoriteRow>('favorites').where({ owner }).orderBy('id');
  return rows.map(toFavorite);
}

/**
 * Adds a favorite unless it is already there. The unique index decides races: only the insert that
 * wins reports `created`, however many arrive at once.
 */
export async function addFavorite(
  db: Db,
  owner: string,
  item: { pepperId: number } | { recipeId: number },
): Promise<{ favorite: Favorite; created: boolean }> {
  const match =
    'pepperId' in item ? { owner, pepper_id: item.pepperId } : { owner, recipe_id: item.recipeId };
  const existing = await db<FavoriteRow>('favorites').where(match).first();
  if (existing) return { favorite: toFavorite(existing), created: false };
  let created = true;
  try {
    await db('favorites').insert({ pepper_id: null, recipe_id: null, ...match, created_at: now() });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    created = false;
  }
  const row = await db<FavoriteRow>('favorites').where(match).first();
  return { favorite: toFavorite(row!), created };
}

/** Answers false when the favorite does not exist or belongs to someone else. */
export async function removeFavorite(db: Db, owner: string, id: number): Promise<boolean> {
  return (await db('favorites').where({ owner, id }).delete()) > 0;
}
