import { CardSection } from '@pepper/ui';
import type { Pepper } from '@pepper/contract';
import { queries } from '@pepper/client';
import { useQuery } from '@tanstack/react-query';
import { UtensilsCrossed } from 'lucide-react';
import { Link, useAddressWith, useSearchParams } from '@pepper/router';

/** How many recipes show before "Show all". */
const FIRST_RECIPES = 5;

/** The address's part that shows all of a variety's recipes (`?recipes=all`). */
export const ALL_RECIPES = 'recipes';

/**
 * The vault's recipes that use this variety (GET /api/recipes?pepper=id: a recipe uses it when one of its pepper
 * names links to it); without any, ideas from its culinary uses.
 */
export function RecipeIdeas({ pepper }: { pepper: Pepper }) {
  const recipes = useQuery(queries.recipes({ pepper: pepper.id }));
  // "Show all" is a link to this address with all shown: it works before and without the page's code, and the
  // server renders the whole list for it.
  const [params] = useSearchParams();
  const addressWith = useAddressWith();
  const showAll = params.get(ALL_RECIPES) === 'all';
  const using = recipes.data ?? [];
  const shown = showAll ? using : using.slice(0, FIRST_RECIPES);
  return (
    <CardSection
      title="Recipe Ideas"
      icon={<UtensilsCrossed aria-hidden className="h-5 w-5 text-chili-700" />}
    >
      {recipes.isPending ? (
        <p role="status" className="text-sm text-ink-soft">
          Loading recipes…
        </p>
      ) : using.length ? (
        <>
          <p className="mb-2 text-sm text-ink-soft">
            {using.length === 1 ? '1 recipe' : `${using.length} recipes`} in the vault{' '}
            {using.length === 1 ? 'uses' : 'use'} {pepper.name}.
          </p>
          <ul className="grid grid-cols-1 gap-2" aria-label={`Recipes that use ${pepper.name}`}>
            {shown.map((r) => (
              <li key={r.id}>
                <Link
                  to={`/recipes/${r.id}`}
                  className="flex min-h-touch items-center justify-between gap-2 rounded-xl bg-chili-50 px-3 py-2 text-sm font-semibold text-chili-900 hover:bg-chili-100"
                >
                  {r.title}
                  <span aria-hidden>›</span>
                </Link>
              </li>
            ))}
          </ul>
          {using.length > FIRST_RECIPES && !showAll ? (
            <Link
              to={addressWith({ [ALL_RECIPES]: 'all' })}
              replace
              preventScrollReset
              className="mt-2 flex min-h-touch w-full items-center justify-center rounded-xl border border-stone-300 px-3 text-sm font-semibold text-chili-800 hover:bg-stone-50"
            >
              Show all {using.length} recipes
            </Link>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-ink">
          {pepper.culinaryUses.length
            ? `Try ${pepper.name} in ${pepper.culinaryUses.slice(0, 3).join(', ').toLowerCase()}.`
            : `Start small: a little ${pepper.name} goes a long way in sauces and salsas.`}{' '}
          <Link to="/recipes" className="font-semibold text-chili-700 underline">
            Browse all recipes
          </Link>
        </p>
      )}
    </CardSection>
  );
}
