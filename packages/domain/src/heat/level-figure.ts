import { formatCount } from '../numbers';
import { heatLevelOf, heatScaleLevel, typicalShu, type HeatScaleLevel } from './scale';
import { compactShuInLevel, SHU_NOT_MEASURED, shuRangeText } from './shu-format';

/**
 * What stands beside a variety's heat level on a card, a chip, a list row or a preview. A level comes from the
 * variety's typical heat, so the one figure written beside it is that typical heat, never the top of the
 * range: a range's top can lie in a hotter level (Biker Billy Jalapeño tops out at 30,000 SHU, which is Hot,
 * while it is typically 19,000, Medium). A screen with room for two figures writes the whole range instead,
 * which always holds the typical heat.
 */
export interface VarietyHeat {
  shuMin: number;
  shuMax: number;
  /** false when the heat was never measured: the figures only place the variety on the scale. */
  shuMeasured?: boolean;
}

/** The figure a variety's level comes from, and the one written beside it: its typical heat. */
export function levelFigure(p: VarietyHeat): number {
  return typicalShu(p);
}

/** How a screen writes the heat beside a level: one short figure, one full figure, or the range. */
export type LevelFigureForm = 'short' | 'full' | 'range' | 'short-range';

/**
 * The text beside a variety's level, by the one rule: 'short' '19K SHU' (home's chips), 'full' '19,000 SHU',
 * 'range' '8,000 - 30,000 SHU' and 'short-range' '8K - 30K SHU' (cards and list rows). A variety whose heat was
 * never measured reads 'SHU not measured' in every form.
 */
export function heatBesideLevel(p: VarietyHeat, form: LevelFigureForm = 'short'): string {
  if (p.shuMeasured === false) return SHU_NOT_MEASURED;
  switch (form) {
    case 'short':
      return `${compactShuInLevel(levelFigure(p))} SHU`;
    case 'full':
      return `${formatCount(levelFigure(p))} SHU`;
    case 'range':
      return shuRangeText(p);
    case 'short-range':
      return shuRangeText(p, { compact: true });
  }
}

/** A variety's level and the figure beside it, as chips and badges show them. */
export function varietyHeatTag(
  p: VarietyHeat,
  form: LevelFigureForm = 'short',
): HeatScaleLevel & { figure: string } {
  return { ...heatScaleLevel(levelFigure(p)), figure: heatBesideLevel(p, form) };
}

/**
 * The SHU figures a text beside a level states, read back: '19K SHU' → [19000], '8K - 30K SHU' → [8000, 30000],
 * '1.8M' → [1800000]. Tests hold what a screen writes against the level it writes it beside.
 */
export function shuFiguresIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*([KM])?/g)) {
    const n = Number(m[1].replace(/,/g, ''));
    out.push(Math.round(m[2] === 'M' ? n * 1_000_000 : m[2] === 'K' ? n * 1_000 : n));
  }
  return out;
}

/**
 * Whether a text written beside a level agrees with it: one figure must lie in the level; two (a range) must
 * hold the variety's typical heat between them, so the range holds the figure the level comes from.
 */
export function figureBelongsToLevel(text: string, level: HeatScaleLevel, p: VarietyHeat): boolean {
  if (p.shuMeasured === false) return text.includes(SHU_NOT_MEASURED);
  const figures = shuFiguresIn(text);
  if (figures.length === 1) return heatLevelOf(figures[0]) === level.level;
  if (figures.length === 2) {
    const t = levelFigure(p);
    return figures[0] <= t && t <= figures[1] && heatLevelOf(t) === level.level;
  }
  return false;
}
