import { CardSection } from '@pepper/ui';
import type { Pepper } from '@pepper/contract';
import { queries } from '@pepper/client';
import { foldForSearch } from '@pepper/domain';
import { useQuery } from '@tanstack/react-query';
import { UtensilsCrossed } from 'lucide-react';
import { Link } from '@pepper/router';

const MAX_IDEAS = 3;

/** Recipes from the vault that use this pepper (or its base variety); else ideas from its culinary uses. */
export function RecipeIdeas({ pepper }: { pepper: Pepper }) {
  const recipes = useQuery(queries.recipes());
  const names = new Set([pepper.name, pepper.baseName ?? ''].filter(Boolean).map(foldForSearch));
  const matching = (recipes.data ?? [])
    .filter((r) => (r.peppers ?? []).some((n) => names.has(foldForSearch(n))))
    .slice(0, MAX_IDEAS);
  return (
    <CardSection
      title="Recipe Ideas"
      icon={<UtensilsCrossed aria-hidden className="h-5 w-5 text-chili-700" />}
    >
      {matching.length ? (
        <ul className="grid grid-cols-1 gap-2">
          {matching.map((r) => (
            <li key={r.id}>
              <Link
                to={`/recipes/${r.id}`}
                className="flex min-h-touch items-center justify-between rounded-xl bg-chili-50 px-3 text-sm font-semibold text-chili-900 hover:bg-chili-100"
              >
                {r.title}
                <span aria-hidden>›</span>
              </Link>
            </li>
          ))}
        </ul>
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
