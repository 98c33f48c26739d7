import type { Recipe } from '@pepper/contract';
import { recipeDifficulty } from '@pepper/domain';
import { Badge, HeatBadge, Thumbnail } from '@pepper/ui';
import { Clock, Gauge } from 'lucide-react';
import { Link } from '@pepper/router';
import { FavoriteButton } from '../../../components/FavoriteButton';

/** Image, title, heat, category, prep time and difficulty. */
export function FavoriteRecipeList({ recipes }: { recipes: Recipe[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3">
      {recipes.map((r) => (
        <li key={r.id}>
          <article className="relative flex gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm">
            <Thumbnail src={r.imageUrl} size={64} />
            <div className="min-w-0 flex-1">
              <h3 className="text-base font-bold text-ink">
                <Link to={`/recipes/${r.id}`} className="after:absolute after:inset-0 after:content-['']">
                  {r.title}
                </Link>
              </h3>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-soft">
                <HeatBadge level={r.heatLevel} />
                <Badge className="bg-stone-100 capitalize text-ink">{r.category}</Badge>
                <span className="inline-flex items-center gap-1">
                  <Clock aria-hidden className="h-3.5 w-3.5" />
                  Prep {r.prepTimeMinutes} min
                </span>
                <span className="inline-flex items-center gap-1">
                  <Gauge aria-hidden className="h-3.5 w-3.5" />
                  {recipeDifficulty(r.difficulty).label}
                </span>
              </div>
            </div>
            <div className="relative z-10 self-start">
              <FavoriteButton target={{ recipeId: r.id }} name={r.title} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
