import { endpoints } from '@pepper/contract/endpoint-paths';
import { useLocation } from '@pepper/router';
import { Heart } from 'lucide-react';
import { cn } from '@pepper/ui';
import { useToggleFavorite, type FavoriteTarget } from '../hooks/useFavorites';

export interface FavoriteButtonProps {
  target: FavoriteTarget;
  /** What is being saved, for the accessible name ('Add Habanero to favorites'). */
  name: string;
  className?: string;
}

/**
 * A heart toggle, pressed when the item is a favorite. It is a form posted to the API, which adds or removes the
 * favorite and sends the browser back to this page, so it works before and without the page's code; with the
 * code, it changes the favorite in place. Until the favorites are known it is shown busy, as a tap could not tell
 * adding from removing.
 */
export function FavoriteButton({ target, name, className }: FavoriteButtonProps) {
  const { isFavorite, ready, busy, toggle } = useToggleFavorite(target);
  const { pathname, search } = useLocation();
  const [field, id] = 'pepperId' in target ? ['pepperId', target.pepperId] : ['recipeId', target.recipeId];
  const waiting = busy || !ready;
  return (
    <form
      method="post"
      action={endpoints.favoriteForm.path}
      className="contents"
      onSubmit={(e) => {
        e.preventDefault();
        toggle();
      }}
    >
      <input type="hidden" name="intent" value={isFavorite ? 'remove' : 'add'} />
      <input type="hidden" name={field} value={id} />
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <button
        type="submit"
        aria-pressed={isFavorite}
        aria-label={isFavorite ? `Remove ${name} from favorites` : `Add ${name} to favorites`}
        aria-busy={waiting}
        disabled={waiting}
        className={cn(
          'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-chili-50 disabled:cursor-wait',
          isFavorite ? 'text-chili-700' : 'text-ink-soft',
          className,
        )}
      >
        <Heart aria-hidden className="h-6 w-6" fill={isFavorite ? 'currentColor' : 'none'} strokeWidth={2} />
      </button>
    </form>
  );
}
