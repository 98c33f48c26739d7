/** schema.org structured data for a recipe's page: the recipe (its breadcrumb trail is in breadcrumbs.ts). */
import type { Recipe } from '@pepper/contract';
import { SITE_NAME } from '../site';
import { heatLevelLabel } from '@pepper/domain/heat';
import { recipeTotalMinutes, yieldText } from '@pepper/domain/recipes';

/** Minutes as an ISO 8601 duration, as schema.org wants times: 90 → 'PT1H30M', 0 → 'PT0M', 2 days → 'P2D'. */
export function isoDuration(minutes: number): string {
  let rest = Math.max(0, Math.round(Number.isFinite(minutes) ? minutes : 0));
  const days = Math.floor(rest / 1440);
  rest -= days * 1440;
  const hours = Math.floor(rest / 60);
  const mins = rest - hours * 60;
  const time = `${hours ? `${hours}H` : ''}${mins ? `${mins}M` : ''}`;
  if (days && !time) return `P${days}D`;
  return `P${days ? `${days}D` : ''}T${time || '0M'}`;
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** What a recipe is called in its category, as a search engine lists it: 'Sauce', 'Main course'. */
export const recipeCategoryName = (category: Recipe['category']) =>
  category === 'main' ? 'Main course' : capitalized(category);

/** A public recipe as schema.org Recipe, with every property Google's recipe results read. */
export function recipeJsonLd(base: string, recipe: Recipe, image: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    image: [image],
    description: recipe.description,
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.instructions.map((text) => ({ '@type': 'HowToStep', text })),
    prepTime: isoDuration(recipe.prepTimeMinutes),
    cookTime: isoDuration(recipe.cookTimeMinutes),
    // The wait (a ferment, a marinade) is part of the time until it is ready, as the app's total counts it.
    totalTime: isoDuration(recipeTotalMinutes(recipe)),
    recipeYield: yieldText(recipe.servings, recipe.yieldUnit),
    recipeCategory: recipeCategoryName(recipe.category),
    keywords: [
      `${heatLevelLabel(recipe.heatLevel).toLowerCase()} heat`,
      recipe.category,
      ...recipe.peppers,
    ].join(', '),
    author: { '@type': 'Organization', name: SITE_NAME, url: `${base}/` },
    url: `${base}/recipes/${recipe.id}`,
    // Only real ratings: a recipe nobody has rated carries none.
    ...(recipe.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(recipe.rating * 10) / 10,
            ratingCount: recipe.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
