/** What the preview of a variety, a recipe and the app itself shows. */
import type { Pepper, Recipe } from '@pepper/contract';
import { SITE_NAME } from '@pepper/content/pages';
import { HEAT_SCALE, varietyHeatTag } from '@pepper/domain/heat';
import { recipeTimeSummary } from '@pepper/domain/recipes';
import { pepperSvg } from '@pepper/content/illustrations';
import { recipeCategoryName } from '@pepper/content/heads';
import { HEAT_BADGE_COLORS, type PreviewCard } from './preview-image.js';

export function pepperPreviewCard(pepper: Pepper, drawing: string): PreviewCard {
  // The level and, beside it, the range that holds the figure the level comes from.
  const level = varietyHeatTag(pepper, 'range');
  return {
    drawing,
    kicker: 'Pepper Database',
    name: pepper.name,
    badge: level.label,
    badgeColor: HEAT_BADGE_COLORS[level.color],
    detail: level.figure,
  };
}

/** A recipe's level of the scale, in the scale's words and colours, as a pepper's is. */
export function recipePreviewCard(recipe: Recipe, drawing: string): PreviewCard {
  const { label, color } = HEAT_SCALE.find((l) => l.level === recipe.heatLevel) ?? HEAT_SCALE[0];
  return {
    drawing,
    kicker: 'Recipe Vault',
    name: recipe.title,
    badge: label,
    badgeColor: HEAT_BADGE_COLORS[color],
    detail: `${recipeCategoryName(recipe.category)} · ${recipeTimeSummary(recipe)}`,
  };
}

/** The app's own preview, for every page without a picture of its own. */
export const sitePreviewCard: PreviewCard = {
  drawing: pepperSvg({ name: SITE_NAME, ripeColor: 'red', shape: 'conical', lengthCm: 12 }),
  kicker: 'Chili encyclopedia',
  name: SITE_NAME,
  badge: '',
  badgeColor: '',
  detail: 'Scoville heat, spicy recipes, grow guides and photo identification',
};
