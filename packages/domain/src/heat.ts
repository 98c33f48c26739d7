import { heatScaleLevel, type HeatScaleLevel } from './heat-scale';

/**
 * Home's heat chip: the scale's label and colour for a pepper's single figure (missing counts as 0, No Heat).
 * Home once had bands of its own (Mild under 1,000 … Extreme from 1,000,000); it now names what every screen names.
 */
export function homeHeatLabel(shu?: number | null): string {
  return heatScaleLevel(shu).label;
}

/** Chip colours by the same levels: stone, green, yellow, orange, red, purple. */
export function homeHeatColor(shu?: number | null): HeatScaleLevel['color'] {
  return heatScaleLevel(shu).color;
}
