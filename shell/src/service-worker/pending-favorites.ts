/** Favorites as the user sees them while changes wait to be sent: kept adds shown, kept removals hidden. */
import type { Favorite } from '@pepper/contract';

export type PendingFavorite =
  { kind: 'favorite-added'; favorite: Favorite } | { kind: 'favorite-removed'; id: number };

export function withPendingFavorites(
  list: readonly Favorite[],
  pending: readonly PendingFavorite[],
): Favorite[] {
  let result = [...list];
  for (const change of pending) {
    if (change.kind === 'favorite-removed') {
      result = result.filter((f) => f.id !== change.id);
    } else {
      const { pepperId, recipeId } = change.favorite;
      const already = result.some(
        (f) =>
          (pepperId !== null && f.pepperId === pepperId) || (recipeId !== null && f.recipeId === recipeId),
      );
      if (!already) result.push(change.favorite);
    }
  }
  return result;
}

/**
 * An id for a favorite kept on the device: far above any the server assigns, so it reads as a real favorite
 * (it can be removed again) and never meets one.
 */
export const KEPT_FAVORITE_ID_BASE = 2_000_000_000;
