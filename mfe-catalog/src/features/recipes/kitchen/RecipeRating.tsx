import type { RecipeRating as Rating } from '@pepper/contract';
import { endpoints } from '@pepper/contract/endpoint-paths';
import { MAX_RATING_STARS } from '@pepper/contract/limits';
import { HttpError, mutations, queries } from '@pepper/client';
import { formatCount } from '@pepper/domain/numbers';
import { CodeButton, cn } from '@pepper/ui';
import { toast } from '@pepper/ui/toast';
import { Link } from '@pepper/router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';

const STARS = Array.from({ length: MAX_RATING_STARS }, (_, i) => i + 1);

/** '4.3 (12 ratings)', or 'No ratings yet': only figures people gave. */
export function RatingSummary({ rating, ratingCount }: { rating: number; ratingCount: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-ink-soft" data-testid="rating-summary">
      <Star aria-hidden className="h-4 w-4 text-amber-500" fill={ratingCount ? 'currentColor' : 'none'} />
      {ratingCount
        ? `${rating.toFixed(1)} (${formatCount(ratingCount)} ${ratingCount === 1 ? 'rating' : 'ratings'})`
        : 'No ratings yet'}
    </span>
  );
}

/**
 * The recipe's real rating, and for a signed-in person five stars to give or change their own; a visitor is
 * asked to sign in to rate.
 */
export function RecipeRating({
  recipeId,
  rating,
  ratingCount,
}: {
  recipeId: number;
  rating: number;
  ratingCount: number;
}) {
  const user = useQuery(queries.user());
  const signedIn = Boolean(user.data);
  const own = useQuery({ ...queries.recipeRating(recipeId), enabled: signedIn });
  const client = useQueryClient();
  const rate = useMutation({
    mutationFn: (stars: number) => mutations.rateRecipe(recipeId, stars),
    onSuccess: (answer: Rating) => {
      client.setQueryData(queries.recipeRating(recipeId).queryKey, answer);
      // Lists show the new average the next time they are read.
      void client.invalidateQueries({ queryKey: [endpoints.listRecipes.path] });
      void client.invalidateQueries({ queryKey: [endpoints.listRecipeSummaries.path] });
    },
    onError: (err: Error) =>
      toast({
        variant: 'destructive',
        title: 'Rating not saved',
        description:
          err instanceof HttpError ? err.serverMessage : 'The server did not answer. Please try again.',
      }),
  });
  const shown = own.data ?? { rating, ratingCount, mine: null };
  const mine = rate.isPending ? rate.variables : shown.mine;

  return (
    <section aria-labelledby="rating-heading" className="grid gap-2 print:hidden">
      <h2 id="rating-heading" className="sr-only">
        Rating
      </h2>
      <RatingSummary rating={shown.rating} ratingCount={shown.ratingCount} />
      {signedIn ? (
        <div className="grid gap-1">
          <span id="your-rating" className="text-sm font-semibold text-ink">
            {mine ? `Your rating: ${mine} of ${MAX_RATING_STARS}` : 'Rate this recipe'}
          </span>
          <div className="flex gap-1" role="group" aria-labelledby="your-rating">
            {STARS.map((stars) => (
              <CodeButton
                key={stars}
                aria-pressed={mine === stars}
                aria-label={`Rate ${stars} ${stars === 1 ? 'star' : 'stars'}`}
                disabled={rate.isPending}
                onClick={() => rate.mutate(stars)}
                className="inline-flex h-11 w-11 items-center justify-center rounded-xl hover:bg-amber-50 disabled:cursor-wait"
              >
                <Star
                  aria-hidden
                  className={cn('h-7 w-7', mine && stars <= mine ? 'text-amber-500' : 'text-stone-500')}
                  fill={mine && stars <= mine ? 'currentColor' : 'none'}
                />
              </CodeButton>
            ))}
          </div>
        </div>
      ) : user.isSuccess ? (
        <p className="text-sm text-ink-soft">
          <Link
            to={`/login?returnTo=${encodeURIComponent(`/recipes/${recipeId}`)}`}
            className="font-semibold text-chili-800 underline"
          >
            Sign in
          </Link>{' '}
          to rate this recipe.
        </p>
      ) : null}
    </section>
  );
}
