import type { Recipe, RecipeSummary } from '@pepper/contract';
import { recipeTimeSummary } from '@pepper/domain/recipes';
import { Badge, HeatBadge } from '@pepper/ui';
import { Clock, Star } from 'lucide-react';
import { CardFact, RecipeCardFrame } from '../../../components/RecipeCardFrame';

export const CATEGORY_LABELS: Record<Recipe['category'], string> = {
  sauce: 'Sauce',
  rub: 'Rub',
  salsa: 'Salsa',
  marinade: 'Marinade',
  pickle: 'Pickle',
  main: 'Main',
};

/** A recipe in the vault: the whole card opens it; the heart sits above the link. */
export function RecipeCard({ recipe }: { recipe: RecipeSummary }) {
  return (
    <RecipeCardFrame
      recipe={recipe}
      thumbnailSize={80}
      titleClassName="text-base font-bold leading-snug text-ink"
    >
      <p className="line-clamp-2 text-xs text-ink-soft">{recipe.description}</p>
      <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-soft">
        <HeatBadge level={recipe.heatLevel} />
        <Badge className="bg-stone-100 text-ink">{CATEGORY_LABELS[recipe.category] ?? recipe.category}</Badge>
        <CardFact icon={<Clock aria-hidden className="h-3.5 w-3.5" />}>{recipeTimeSummary(recipe)}</CardFact>
        {/* Only real ratings: a recipe nobody has rated shows none. */}
        {recipe.ratingCount > 0 ? (
          <CardFact icon={<Star aria-hidden className="h-3.5 w-3.5 text-amber-500" fill="currentColor" />}>
            <span className="sr-only">Rated </span>
            {recipe.rating.toFixed(1)}
            <span className="sr-only">
              {' '}
              out of 5 by {recipe.ratingCount} {recipe.ratingCount === 1 ? 'person' : 'people'}
            </span>
          </CardFact>
        ) : null}
      </div>
    </RecipeCardFrame>
  );
}
