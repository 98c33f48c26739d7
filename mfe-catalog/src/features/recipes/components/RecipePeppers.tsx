import type { Recipe } from '@pepper/contract';
import { CardSection } from '@pepper/ui';
import { Link } from '@pepper/router';
import { Flame } from 'lucide-react';

/**
 * The peppers a recipe uses, each linked to its variety's page (the API links the names through the one rule:
 * the variety's name, an alias or another of its names). A name that links to no variety is shown as text.
 */
export function RecipePeppers({ recipe }: { recipe: Pick<Recipe, 'pepperLinks'> }) {
  const links = recipe.pepperLinks ?? [];
  if (!links.length) return null;
  return (
    <CardSection
      title="Peppers in this recipe"
      icon={<Flame aria-hidden className="h-5 w-5 text-chili-700" />}
    >
      <ul className="flex flex-wrap gap-2">
        {links.map(({ name, pepperId }, i) => (
          <li key={`${i}-${name}`}>
            {pepperId ? (
              <Link
                to={`/peppers/${pepperId}`}
                className="inline-flex min-h-touch items-center gap-1 rounded-full bg-chili-50 px-4 text-sm font-semibold text-chili-900 hover:bg-chili-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-chili-700"
              >
                {name}
                <span aria-hidden>›</span>
              </Link>
            ) : (
              <span className="inline-flex min-h-touch items-center rounded-full bg-stone-100 px-4 text-sm text-ink">
                {name}
              </span>
            )}
          </li>
        ))}
      </ul>
    </CardSection>
  );
}
