/**
 * Ratings: a signed-in person gives a recipe 1 to 5 stars, once, and may change them. A recipe's `rating` and
 * `ratingCount` are the average and number of these, never figures of their own.
 */
import { Type, type Static } from 'typebox';
import { endpoints } from './endpoint-paths.js';
import { MAX_RATING_STARS, MIN_RATING_STARS } from './limits.js';
import { answers, errors, section, type RouteDef } from './route-parts.js';
import { closed, Id, IdParams, Nullable } from './schema-parts.js';

export const Stars = Type.Integer({ minimum: MIN_RATING_STARS, maximum: MAX_RATING_STARS });

export const RatingBody = Type.Object({ stars: Stars }, closed);
export type RatingBody = Static<typeof RatingBody>;

export const RecipeRating = Type.Object({
  recipeId: Id,
  /** The average of every rating, 0 while there is none. */
  rating: Type.Number({ minimum: 0, maximum: MAX_RATING_STARS }),
  ratingCount: Type.Integer({ minimum: 0 }),
  /** The caller's own stars, or null when they have not rated it. */
  mine: Nullable(Stars),
});
export type RecipeRating = Static<typeof RecipeRating>;

const recipes = section('recipes');

export const ratingRoutes = {
  recipeRating: recipes.byId(endpoints.recipeRating, 'user', answers(RecipeRating, 400, 401, 404), {
    summary: "A recipe's average rating, its count and the caller's own stars",
  }),
  rateRecipe: recipes.route(endpoints.rateRecipe, 'user', {
    summary: 'Rate a recipe 1-5 stars (201 the first time, 200 when the caller changes their rating)',
    params: IdParams,
    body: RatingBody,
    response: { 200: RecipeRating, 201: RecipeRating, ...errors(400, 401, 404, 415, 429) },
  }),
} satisfies Record<string, RouteDef>;
