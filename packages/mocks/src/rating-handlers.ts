/**
 * Ratings in QA mode, answered as the API answers them: signed in only, 1 to 5 whole stars, one rating per
 * person that they may change, and a recipe's `rating` and `ratingCount` the average and number of ratings.
 * The mocks have one person, so a recipe's figures are that person's stars once they rate it.
 */
import { http, HttpResponse } from 'msw';
import {
  MAX_RATING_STARS,
  MIN_RATING_STARS,
  pathPattern,
  routes,
  type PremiumRecipe,
  type Recipe,
  type RecipeRating,
} from '@pepper/contract';
import { premiumRecipesFor } from '@pepper/domain/plans';
import { apiError } from './api-error';
import { premiumRecipes, recipes } from './fixtures';
import { getScenario, planFor } from './scenarios';

const mine = new Map<number, number>();

export function resetRatingMock() {
  mine.clear();
  for (const recipe of [...recipes, ...premiumRecipes]) Object.assign(recipe, { rating: 0, ratingCount: 0 });
}

/** The recipe with this id if the caller's plan may see it (a members' recipe outside it reads as unknown). */
function visibleRecipe(id: number): Recipe | PremiumRecipe | undefined {
  const plan = planFor(getScenario());
  return recipes.find((r) => r.id === id) ?? premiumRecipesFor(plan, premiumRecipes).find((r) => r.id === id);
}

const answer = (recipe: Recipe): RecipeRating => ({
  recipeId: recipe.id,
  rating: recipe.rating,
  ratingCount: recipe.ratingCount,
  mine: mine.get(recipe.id) ?? null,
});

/** The recipe a rating call names, or the API's refusal: 401 signed out, 400 a malformed id, 404 unknown. */
function target(params: Record<string, unknown>): Recipe | Response {
  if (!planFor(getScenario())) return apiError(401, 'Sign in required', 'Unauthorized');
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) return apiError(400, 'params/id must be integer', 'Bad Request');
  return visibleRecipe(id) ?? apiError(404, 'Recipe not found', 'Not Found');
}

const validStars = (body: unknown): body is { stars: number } =>
  typeof body === 'object' &&
  body !== null &&
  Object.keys(body).length === 1 &&
  Number.isInteger((body as { stars?: unknown }).stars) &&
  (body as { stars: number }).stars >= MIN_RATING_STARS &&
  (body as { stars: number }).stars <= MAX_RATING_STARS;

export const ratingHandlers = [
  http.get(pathPattern(routes.recipeRating), ({ params }) => {
    const recipe = target(params);
    return recipe instanceof Response ? recipe : HttpResponse.json(answer(recipe));
  }),
  http.post(pathPattern(routes.rateRecipe), async ({ params, request }) => {
    const recipe = target(params);
    if (recipe instanceof Response) return recipe;
    const body: unknown = await request.json().catch(() => undefined);
    if (!validStars(body))
      return apiError(400, 'body/stars must be a whole number from 1 to 5', 'Bad Request');
    const created = !mine.has(recipe.id);
    mine.set(recipe.id, body.stars);
    Object.assign(recipe, { rating: body.stars, ratingCount: 1 });
    return HttpResponse.json(answer(recipe), { status: created ? 201 : 200 });
  }),
];
