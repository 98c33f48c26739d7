import '../../styles.css';
import { Heart, Soup } from 'lucide-react';
import type { PepperCard, Recipe } from '@pepper/contract';
import { queries } from '@pepper/client';
import { formatShuFull } from '@pepper/domain';
import {
  CardSection,
  EmptyState,
  PageHeader,
  SectionTab,
  SectionTabs,
  SignInToKeep,
  useDocumentMeta,
} from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PepperCardList } from '../../components/CatalogPepperCard';
import { FetchedContent } from '../../components/FetchedContent';
import { CardListSkeleton } from '../../components/Skeleton';
import { useFavorites } from '../../hooks/useFavorites';
import { FavoriteRecipeList } from './components/FavoriteRecipeList';

function FavoritesStats({ peppers, recipes }: { peppers: PepperCard[]; recipes: Recipe[] }) {
  const hottest = peppers.reduce<PepperCard | undefined>(
    (top, p) => (!top || p.shuMax > top.shuMax ? p : top),
    undefined,
  );
  return (
    <CardSection title="Your collection">
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div className="rounded-xl bg-stone-50 p-2">
          <dt className="text-xs text-ink-soft">Peppers</dt>
          <dd className="text-lg font-extrabold">{peppers.length}</dd>
        </div>
        <div className="rounded-xl bg-stone-50 p-2">
          <dt className="text-xs text-ink-soft">Recipes</dt>
          <dd className="text-lg font-extrabold">{recipes.length}</dd>
        </div>
        <div className="rounded-xl bg-stone-50 p-2">
          <dt className="text-xs text-ink-soft">Hottest</dt>
          <dd className="truncate text-sm font-extrabold text-chili-800" title={hottest?.name}>
            {hottest ? hottest.name : '-'}
          </dd>
        </div>
      </dl>
      {hottest ? (
        <p className="mt-2 text-xs text-ink-soft">Up to {formatShuFull(hottest.shuMax)} SHU.</p>
      ) : null}
    </CardSection>
  );
}

export default function FavoritesScreen() {
  useDocumentMeta('Favorites | Pepper Atlas');
  const favorites = useFavorites();
  // Favorites hold ids only: they are resolved against the full lists.
  const peppers = useQuery(queries.peppers());
  const recipes = useQuery(queries.recipes());
  const user = useQuery(queries.user());

  const favoritePeppers = useMemo(() => {
    const byId = new Map((peppers.data?.peppers ?? []).map((p) => [p.id, p]));
    return favorites.favorites.flatMap((f) =>
      f.pepperId !== null && byId.has(f.pepperId) ? [byId.get(f.pepperId)!] : [],
    );
  }, [favorites.favorites, peppers.data]);
  const favoriteRecipes = useMemo(() => {
    const byId = new Map((recipes.data ?? []).map((r) => [r.id, r]));
    return favorites.favorites.flatMap((f) =>
      f.recipeId !== null && byId.has(f.recipeId) ? [byId.get(f.recipeId)!] : [],
    );
  }, [favorites.favorites, recipes.data]);

  const loading = favorites.isPending || peppers.isPending || recipes.isPending;
  const failed = favorites.isError || peppers.isError || recipes.isError;
  const refetchAll = () => {
    void favorites.refetch();
    void peppers.refetch();
    void recipes.refetch();
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader
        title="Favorites"
        subtitle="Your saved peppers and recipes"
        backTo="/menu"
        backLabel="Back to Menu"
      />
      <FetchedContent
        read={{ isPending: loading, isError: failed, refetch: refetchAll }}
        loading={<CardListSkeleton count={3} label="Loading favorites…" />}
        failed="Failed to load favorites"
      >
        {() => (
          <>
            {user.isSuccess && !user.data ? (
              <SignInToKeep
                kept="Favorites are kept on this device for now."
                gain="to keep them on every device."
                returnTo="/favorites"
              />
            ) : null}
            <FavoritesStats peppers={favoritePeppers} recipes={favoriteRecipes} />
            <SectionTabs label="Favorite type">
              <SectionTab value="peppers" title={`Peppers (${favoritePeppers.length})`}>
                {favoritePeppers.length ? (
                  <PepperCardList peppers={favoritePeppers} />
                ) : (
                  <EmptyState
                    icon={Heart}
                    title="No Favorite Peppers Yet"
                    description="Tap the heart on any pepper to keep it here."
                    link={{ to: '/peppers', label: 'Browse Peppers' }}
                  />
                )}
              </SectionTab>
              <SectionTab value="recipes" title={`Recipes (${favoriteRecipes.length})`}>
                {favoriteRecipes.length ? (
                  <FavoriteRecipeList recipes={favoriteRecipes} />
                ) : (
                  <EmptyState
                    icon={Soup}
                    title="No Favorite Recipes Yet"
                    description="Tap the heart on any recipe to keep it here."
                    link={{ to: '/recipes', label: 'Browse Recipes' }}
                  />
                )}
              </SectionTab>
            </SectionTabs>
          </>
        )}
      </FetchedContent>
    </div>
  );
}
