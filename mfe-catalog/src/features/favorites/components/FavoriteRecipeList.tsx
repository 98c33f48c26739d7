import type { Recipe } from '@pepper/contract';
import { recipeDifficulty } from '@pepper/domain/recipes';
import { Badge, HeatBadge } from '@pepper/ui';
import { Clock, Gauge } from 'lucide-react';
import { CardFact, RecipeCardFrame } from '../../../components/RecipeCardFrame';

/** Image, title, heat, category, prep time and difficulty. */
export function FavoriteRecipeList({ recipes }: { recipes: Recipe[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3">
      {recipes.map((r) => (
        <li key={r.id}>
          <RecipeCardFrame recipe={r} thumbnailSize={64} titleClassName="text-base font-bold text-ink">
            <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-soft">
              <HeatBadge level={r.heatLevel} />
              <Badge className="bg-stone-100 capitalize text-ink">{r.category}</Badge>
              <CardFact icon={<Clock aria-hidden className="h-3.5 w-3.5" />}>
                Prep {r.prepTimeMinutes} min
              </CardFact>
              <CardFact icon={<Gauge aria-hidden className="h-3.5 w-3.5" />}>
                {recipeDifficulty(r.difficulty).label}
              </CardFact>
            </div>
          </RecipeCardFrame>
        </li>
      ))}
    </ul>
  );
}
