import { Star } from 'lucide-react';

/** Filled stars out of 5 for the grow difficulty, read out as words. */
export function DifficultyStars({ stars, label }: { stars: number; label: string }) {
  return (
    <span
      role="img"
      aria-label={`${label}: ${stars} of 5 stars`}
      className="inline-flex items-center gap-0.5"
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={i < stars ? 'h-4 w-4 text-amber-500' : 'h-4 w-4 text-stone-300'}
          fill={i < stars ? 'currentColor' : 'none'}
        />
      ))}
    </span>
  );
}
