import type { Favorite, FavoriteBody } from '@pepper/contract';
import { HttpError, mutations, queries } from '@pepper/client';
import { toast } from '@pepper/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const FAVORITES_KEY = queries.favorites().queryKey;
const MUTATION_KEY = ['favorites', 'toggle'];

export type FavoriteTarget = { pepperId: number } | { recipeId: number };

function matches(f: Favorite, target: FavoriteTarget): boolean {
  return 'pepperId' in target ? f.pepperId === target.pepperId : f.recipeId === target.recipeId;
}

/**
 * The caller's favorites. The API keeps them for the session, so a visitor can save some too; they move
 * into the account at sign-in.
 */
export function useFavorites() {
  const favorites = useQuery(queries.favorites());
  return {
    favorites: favorites.data ?? [],
    isPending: favorites.isPending,
    isError: favorites.isError,
    refetch: favorites.refetch,
  };
}

function refusal(error: unknown): string {
  if (error instanceof HttpError && error.status === 404) return 'That item is no longer in the catalog.';
  return 'The server did not save that change, so it was undone. Please try again.';
}

/**
 * Adds or removes one favorite. The shared favorites cache changes at once (every card, detail page and the
 * Favorites screen read it), and is put back with a toast when the server refuses.
 */
export function useToggleFavorite(target: FavoriteTarget) {
  const queryClient = useQueryClient();
  const { favorites, isPending } = useFavorites();
  const current = favorites.find((f) => matches(f, target));

  const mutation = useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: async (existing: Favorite | undefined) => {
      if (existing) await mutations.removeFavorite(existing.id);
      else await mutations.addFavorite(target as FavoriteBody);
    },
    onMutate: async (existing) => {
      await queryClient.cancelQueries({ queryKey: FAVORITES_KEY });
      const previous = queryClient.getQueryData<Favorite[]>(FAVORITES_KEY);
      queryClient.setQueryData<Favorite[]>(FAVORITES_KEY, (old = []) =>
        existing
          ? old.filter((f) => f.id !== existing.id)
          : [
              ...old,
              {
                // A temporary id until the server's answer replaces the list.
                id: -Date.now(),
                pepperId: 'pepperId' in target ? target.pepperId : null,
                recipeId: 'recipeId' in target ? target.recipeId : null,
                createdAt: new Date().toISOString(),
              },
            ],
      );
      return { previous };
    },
    onError: (error, existing, context) => {
      queryClient.setQueryData(FAVORITES_KEY, context?.previous);
      toast({
        variant: 'destructive',
        title: existing ? 'Could not remove favorite' : 'Could not add favorite',
        description: refusal(error),
      });
    },
    onSettled: () => {
      // Refetch only when the last toggle settles, so an earlier answer cannot undo a later optimistic change.
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) === 1) {
        return queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
      }
    },
  });

  return {
    // Until the list is known, a tap could not tell "add" from "remove".
    ready: !isPending,
    isFavorite: Boolean(current),
    // A favorite that only exists optimistically has no server id to delete yet.
    busy: mutation.isPending || (current !== undefined && current.id < 0),
    toggle: () => mutation.mutate(current),
  };
}
