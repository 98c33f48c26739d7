import '../../styles.css';
import { Heart, Soup, type LucideIcon } from 'lucide-react';
import type { PepperCard, Recipe } from '@pepper/contract';
import { queries } from '@pepper/client';
import { formatShuFull } from '@pepper/domain/heat';
import {
  CardSection,
  EmptyState,
  PageHeader,
  PageTextHead,
  SectionTab,
  SectionTabs,
  SignInToKeep,
} from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { PepperCardList } from '../../components/CatalogPepperCard';
import { FetchedContent } from '../../components/FetchedContent';
import { StatTiles } from '../../components/StatTiles';
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
      <StatTiles
        tiles={[
          { label: 'Peppers', value: peppers.length, valueClassName: 'text-lg font-extrabold' },
          { label: 'Recipes', value: recipes.length, valueClassName: 'text-lg font-extrabold' },
          {
            label: 'Hottest',
            value: hottest ? hottest.name : 'None yet',
            valueClassName: 'truncate text-sm font-extrabold text-chili-800',
            title: hottest?.name,
          },
        ]}
      />
      {hottest ? (
        <p className="mt-2 text-xs text-ink-soft">Up to {formatShuFull(hottest.shuMax)} SHU.</p>
      ) : null}
    </CardSection>
  );
}

/** The favorites of one kind, or, while there are none, how to keep one and where to find them. */
function FavoritesOrNone({
  kind,
  icon,
  count,
  children,
}: {
  kind: 'pepper' | 'recipe';
  icon: LucideIcon;
  count: number;
  children: ReactNode;
}) {
  const plural = kind === 'pepper' ? 'Peppers' : 'Recipes';
  return count ? (
    children
  ) : (
    <EmptyState
      icon={icon}
      title={`No Favorite ${plural} Yet`}
      description={`Tap the heart on any ${kind} to keep it here.`}
      link={{ to: `/${kind}s`, label: `Browse ${plural}` }}
    />
  );
}

export default function FavoritesScreen() {
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
      <PageTextHead path="/favorites" />
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
                <FavoritesOrNone kind="pepper" icon={Heart} count={favoritePeppers.length}>
                  <PepperCardList peppers={favoritePeppers} />
                </FavoritesOrNone>
              </SectionTab>
              <SectionTab value="recipes" title={`Recipes (${favoriteRecipes.length})`}>
                <FavoritesOrNone kind="recipe" icon={Soup} count={favoriteRecipes.length}>
                  <FavoriteRecipeList recipes={favoriteRecipes} />
                </FavoritesOrNone>
              </SectionTab>
            </SectionTabs>
          </>
        )}
      </FetchedContent>
    </div>
  );
}
