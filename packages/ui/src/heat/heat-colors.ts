import { HEAT_SCALE, type HeatLevel, type HeatScaleLevel } from '@pepper/domain/heat';

/** The colour names the heat scale gives its levels, coolest to hottest. */
export type HeatColor = HeatScaleLevel['color'];

/** The theme's classes that draw one colour of the heat scale. */
export interface HeatColors {
  /** Fill of a badge, chip or card. */
  background: string;
  /** Text on that fill. */
  text: string;
  /** Outline of a card with that fill. */
  border: string;
  /** A thick left edge that marks a level on a white card. */
  edge: string;
  /** A filled label: the background with its text. */
  fill: string;
}

const colors = (background: string, text: string, border: string, edge: string): HeatColors => ({
  background,
  text,
  border,
  edge,
  fill: `${background} ${text}`,
});

// Written out whole so that Tailwind finds every class in this file.
const COLORS: Record<HeatColor, HeatColors> = {
  stone: colors('bg-stone-100', 'text-stone-700', 'border-stone-300', 'border-l-stone-400'),
  green: colors('bg-heat-mild-bg', 'text-heat-mild', 'border-green-300', 'border-l-green-600'),
  yellow: colors('bg-heat-medium-bg', 'text-heat-medium', 'border-yellow-300', 'border-l-yellow-600'),
  orange: colors('bg-heat-hot-bg', 'text-heat-hot', 'border-orange-300', 'border-l-orange-600'),
  red: colors('bg-heat-extreme-bg', 'text-heat-extreme', 'border-red-300', 'border-l-red-700'),
  purple: colors('bg-heat-purple-bg', 'text-heat-purple', 'border-purple-300', 'border-l-purple-700'),
};

/** Each level of the heat scale with the classes of its colour. */
export const HEAT_LEVEL_COLORS = Object.fromEntries(
  HEAT_SCALE.map((l) => [l.level, COLORS[l.color]]),
) as Record<HeatLevel, HeatColors>;

/** The classes of a colour the domain names by the scale's words (a quiz tier's, a level's); green when unknown. */
export function heatColors(color: string): HeatColors {
  return Object.hasOwn(COLORS, color) ? COLORS[color as HeatColor] : COLORS.green;
}
