import type { Recipe } from '@pepper/contract';
import { recipeTimeSummary } from '@pepper/domain';
import { Badge, HeatBadge, Thumbnail } from '@pepper/ui';
import { Clock, Star } from 'lucide-react';
import { Link } from '@pepper/router';
import { FavoriteButton } from '../../../components/FavoriteButton';

export const CATEGORY_LABELS: Record<Recipe['category'], string> = {
  sauce: 'Sauce',
  rub: 'Rub',
  salsa: 'Salsa',
  marinade: 'Marinade',
  pickle: 'Pickle',
  main: 'Main',
};

/** A recipe in the vault: the whole card opens it; the heart sits above the link. */
export function RecipeCard({ recipe }: { recipe: Recipe }) {
  return (
    <article className="relative flex gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm">
      <Thumbnail src={recipe.imageUrl} size={80} />
      <div className="min-w-0 flex-1">
        <h3 className="text-base font-bold leading-snug text-ink">
          <Link to={`/recipes/${recipe.id}`} className="after:absolute after:inset-0 after:content-['']">
            {recipe.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-xs text-ink-soft">{recipe.description}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-soft">
          <HeatBadge level={recipe.heatLevel} />
          <Badge className="bg-stone-100 text-ink">
            {CATEGORY_LABELS[recipe.category] ?? recipe.category}
          </Badge>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="h-3.5 w-3.5" />
            {recipeTimeSummary(recipe)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Star aria-hidden className="h-3.5 w-3.5 text-amber-500" fill="currentColor" />
            {recipe.rating.toFixed(1)}
          </span>
        </div>
      </div>
      <div className="relative z-10 self-start">
        <FavoriteButton target={{ recipeId: recipe.id }} name={recipe.title} />
      </div>
    </article>
  );
}
