import type { RecipeSummary } from '@pepper/contract';
import { Thumbnail } from '@pepper/ui';
import { Link } from '@pepper/router';
import type { ReactNode } from 'react';
import { FavoriteButton } from './FavoriteButton';

/**
 * A recipe's card: its picture, its title linking to it (the whole card opens it), what the caller shows
 * under the title, and the heart, which sits above the link.
 */
export function RecipeCardFrame({
  recipe,
  thumbnailSize,
  titleClassName,
  children,
}: {
  recipe: RecipeSummary;
  thumbnailSize: number;
  titleClassName: string;
  children: ReactNode;
}) {
  return (
    <article className="relative flex gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm">
      <Thumbnail src={recipe.imageUrl} size={thumbnailSize} />
      <div className="min-w-0 flex-1">
        <h3 className={titleClassName}>
          <Link to={`/recipes/${recipe.id}`} className="after:absolute after:inset-0 after:content-['']">
            {recipe.title}
          </Link>
        </h3>
        {children}
      </div>
      <div className="relative z-10 self-start">
        <FavoriteButton target={{ recipeId: recipe.id }} name={recipe.title} />
      </div>
    </article>
  );
}

/** One short fact in a recipe card's line of facts, after its icon. */
export function CardFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1">
      {icon}
      {children}
    </span>
  );
}
