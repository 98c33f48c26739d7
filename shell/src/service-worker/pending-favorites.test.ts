import { describe, expect, it } from 'vitest';
import { withPendingFavorites } from './pending-favorites';

const fav = (id: number, pepperId: number | null, recipeId: number | null = null) => ({
  id,
  pepperId,
  recipeId,
  createdAt: '2026-11-01T00:00:00.000Z',
});

describe('favorites while changes wait to be sent', () => {
  it('show a favorite added offline and hide one removed offline', () => {
    const list = [fav(1, 10), fav(2, null, 5)];
    const result = withPendingFavorites(list, [
      { kind: 'favorite-added', favorite: fav(2_000_000_001, 11) },
      { kind: 'favorite-removed', id: 1 },
    ]);
    expect(result.map((f) => f.id)).toEqual([2, 2_000_000_001]);
  });

  it('do not show the same pepper twice', () => {
    expect(
      withPendingFavorites([fav(1, 10)], [{ kind: 'favorite-added', favorite: fav(2_000_000_001, 10) }]),
    ).toHaveLength(1);
  });

  it('apply changes in the order they were made', () => {
    const added = fav(2_000_000_001, 12);
    expect(
      withPendingFavorites(
        [],
        [
          { kind: 'favorite-added', favorite: added },
          { kind: 'favorite-removed', id: added.id },
        ],
      ),
    ).toEqual([]);
  });
});
