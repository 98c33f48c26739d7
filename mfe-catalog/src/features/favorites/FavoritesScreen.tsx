import { Heart, Soup } from 'lucide-react';
import type { PepperCard, Recipe } from '@pepper/contract';
import { queries } from '@pepper/client';
import { formatShuFull } from '@pepper/domain';
import {
  Button,
  Card,
  EmptyState,
  PageHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useDocumentMeta,
} from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from '@pepper/router';
import { PepperCardList } from '../../components/CatalogPepperCard';
import { ErrorNotice } from '../../components/ErrorNotice';
import { CardListSkeleton } from '../../components/Skeleton';
import { useFavorites } from '../../hooks/useFavorites';
import { FavoriteRecipeList } from './components/FavoriteRecipeList';

function FavoritesStats({ peppers, recipes }: { peppers: PepperCard[]; recipes: Recipe[] }) {
  const hottest = peppers.reduce<PepperCard | undefined>(
    (top, p) => (!top || p.shuMax > top.shuMax ? p : top),
    undefined,
  );
  return (
    <Card role="region" aria-labelledby="favorites-stats">
      <h2 id="favorites-stats" className="mb-2 text-base font-bold">
        Your collection
      </h2>
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
    </Card>
  );
}

/** Visitors' favorites live in their browser session; signing in keeps them for good. */
function SignInHint() {
  return (
    <p className="rounded-xl bg-chili-50 px-3 py-2 text-sm text-chili-900">
      Favorites are kept on this device for now.{' '}
      <Link to="/login?returnTo=%2Ffavorites" className="font-semibold underline">
        Sign in
      </Link>{' '}
      to keep them on every device.
    </p>
  );
}

export function FavoritesScreen() {
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

  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader
        title="Favorites"
        subtitle="Your saved peppers and recipes"
        backTo="/menu"
        backLabel="Back to Menu"
      />
      {loading ? (
        <CardListSkeleton count={3} label="Loading favorites…" />
      ) : failed ? (
        <ErrorNotice
          title="Failed to load favorites"
          description="Check your connection and try again."
          onRetry={() => {
            void favorites.refetch();
            void peppers.refetch();
            void recipes.refetch();
          }}
        />
      ) : (
        <>
          {user.isSuccess && !user.data ? <SignInHint /> : null}
          <FavoritesStats peppers={favoritePeppers} recipes={favoriteRecipes} />
          <Tabs defaultValue="peppers">
            <TabsList aria-label="Favorite type">
              <TabsTrigger value="peppers">Peppers ({favoritePeppers.length})</TabsTrigger>
              <TabsTrigger value="recipes">Recipes ({favoriteRecipes.length})</TabsTrigger>
            </TabsList>
            <TabsContent value="peppers">
              {favoritePeppers.length ? (
                <PepperCardList peppers={favoritePeppers} />
              ) : (
                <EmptyState
                  icon={<Heart className="h-10 w-10 text-chili-700" />}
                  title="No Favorite Peppers Yet"
                  description="Tap the heart on any pepper to keep it here."
                  action={
                    <Button asChild>
                      <Link to="/peppers">Browse Peppers</Link>
                    </Button>
                  }
                />
              )}
            </TabsContent>
            <TabsContent value="recipes">
              {favoriteRecipes.length ? (
                <FavoriteRecipeList recipes={favoriteRecipes} />
              ) : (
                <EmptyState
                  icon={<Soup className="h-10 w-10 text-chili-700" />}
                  title="No Favorite Recipes Yet"
                  description="Tap the heart on any recipe to keep it here."
                  action={
                    <Button asChild>
                      <Link to="/recipes">Browse Recipes</Link>
                    </Button>
                  }
                />
              )}
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
