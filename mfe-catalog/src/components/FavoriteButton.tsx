import { Heart } from 'lucide-react';
import { cn } from '@pepper/ui';
import { useToggleFavorite, type FavoriteTarget } from '../hooks/useFavorites';

export interface FavoriteButtonProps {
  target: FavoriteTarget;
  /** What is being saved, for the accessible name ('Add Habanero to favorites'). */
  name: string;
  className?: string;
}

/** A heart toggle, pressed when the item is a favorite. */
export function FavoriteButton({ target, name, className }: FavoriteButtonProps) {
  const { isFavorite, ready, busy, toggle } = useToggleFavorite(target);
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={isFavorite ? `Remove ${name} from favorites` : `Add ${name} to favorites`}
      disabled={busy || !ready}
      onClick={toggle}
      className={cn(
        'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-chili-50 disabled:cursor-wait',
        isFavorite ? 'text-chili-700' : 'text-ink-soft',
        className,
      )}
    >
      <Heart aria-hidden className="h-6 w-6" fill={isFavorite ? 'currentColor' : 'none'} strokeWidth={2} />
    </button>
  );
}
