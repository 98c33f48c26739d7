import type { HeatLevel } from '@pepper/contract';
import { HEAT_FILTER_ALIASES, HEAT_LEVELS, heatLevelsOfFilter } from '@pepper/contract/heat-levels';
import { formatCount } from '../numbers';

export { HEAT_LEVELS, type HeatLevel };

/**
 * The app's one heat scale (docs/heat-scale.md). Each level starts at its `min` and runs up to the next level's
 * `min` (not included); the last runs on without end. 0 SHU is No Heat; anything above 0 is at least Mild.
 */
export interface HeatScaleLevel {
  level: HeatLevel;
  label: string;
  /** Lowest SHU of the level, included. */
  min: number;
  /** Highest SHU of the level, included; Infinity for the top level. */
  max: number;
  /** Badge and chip colour, coolest to hottest. */
  color: 'stone' | 'green' | 'yellow' | 'orange' | 'red' | 'purple';
}

/** Below this a pepper is mild (or has no heat): the mild ceiling. */
export const MILD_CEILING_SHU = 2_500;
/** At or above this a pepper is a superhot: the superhot bound. */
export const SUPERHOT_MIN_SHU = 1_000_000;

export const HEAT_SCALE: readonly HeatScaleLevel[] = [
  {
    level: 'no-heat',
    label: 'No Heat',
    min: 0,
    max: 0,
    color: 'stone',
  },
  {
    level: 'mild',
    label: 'Mild',
    min: 1,
    max: MILD_CEILING_SHU - 1,
    color: 'green',
  },
  {
    level: 'medium',
    label: 'Medium',
    min: MILD_CEILING_SHU,
    max: 29_999,
    color: 'yellow',
  },
  {
    level: 'hot',
    label: 'Hot',
    min: 30_000,
    max: 99_999,
    color: 'orange',
  },
  {
    level: 'very-hot',
    label: 'Very Hot',
    min: 100_000,
    max: SUPERHOT_MIN_SHU - 1,
    color: 'red',
  },
  {
    level: 'superhot',
    label: 'Superhot',
    min: SUPERHOT_MIN_SHU,
    max: Infinity,
    color: 'purple',
  },
];

const finite = (shu: number | null | undefined) =>
  typeof shu === 'number' && Number.isFinite(shu) ? Math.max(0, shu) : 0;

/** The scale's level for an SHU figure; missing, negative or not a number counts as 0 (No Heat). */
export function heatScaleLevel(shu: number | null | undefined): HeatScaleLevel {
  const n = finite(shu);
  for (let i = HEAT_SCALE.length - 1; i > 0; i--) if (n >= HEAT_SCALE[i].min) return HEAT_SCALE[i];
  // Anything above 0 and below 1 (a blend of 0.4 SHU) still has some heat.
  return n > 0 ? HEAT_SCALE[1] : HEAT_SCALE[0];
}

/** The level key for an SHU figure. */
export function heatLevelOf(shu: number | null | undefined): HeatLevel {
  return heatScaleLevel(shu).level;
}

/** The label for an SHU figure: 'No Heat', 'Mild', 'Medium', 'Hot', 'Very Hot' or 'Superhot'. */
export function heatLabelOf(shu: number | null | undefined): string {
  return heatScaleLevel(shu).label;
}

/** A level's label, for a key read from the address or the API ('very-hot' → 'Very Hot'). */
export function heatLevelLabel(level: string): string {
  return HEAT_SCALE.find((l) => l.level === level)?.label ?? level;
}

/**
 * What a heat filter word names on the scale: a level's label, or for an alias of the specification's the labels of
 * its levels ('extreme' → 'Very Hot and Superhot'); '' for a word that is neither.
 */
export function heatFilterLabel(word: string): string {
  return heatLevelsOfFilter(word)
    .map((level) => heatLevelLabel(level))
    .join(' and ');
}

/** Whether a word is one of the specification's aliases for scale levels ('extreme'). */
export function isHeatFilterAlias(word: string | null | undefined): boolean {
  return Object.hasOwn(HEAT_FILTER_ALIASES, word ?? '');
}

export function isHeatLevel(value: string | null | undefined): value is HeatLevel {
  return (HEAT_LEVELS as readonly string[]).includes(value ?? '');
}

/**
 * A variety's typical heat: halfway between the two ends of its SHU range, rounded up to a whole SHU (so a
 * 0-1 SHU range still has some heat). One figure per variety, so it is counted once on the Heat Index and named
 * by one level everywhere.
 */
export function typicalShu(p: { shuMin: number; shuMax: number }): number {
  return Math.ceil((finite(p.shuMin) + finite(p.shuMax)) / 2);
}

/** A variety's heat level: the scale's level of its typical heat. */
export function pepperHeatLevel(p: { shuMin: number; shuMax: number }): HeatLevel {
  return heatLevelOf(typicalShu(p));
}

/** A superhot is at or above the superhot bound, by its typical heat. */
export function isSuperhotPepper(p: { shuMin: number; shuMax: number }): boolean {
  return typicalShu(p) >= SUPERHOT_MIN_SHU;
}

/** A mild pepper is below the mild ceiling, by its typical heat (peppers with no heat included). */
export function isMildPepper(p: { shuMin: number; shuMax: number }): boolean {
  return typicalShu(p) < MILD_CEILING_SHU;
}

/** The levels' bounds as the app writes them: '0 SHU', '1 - 2,499 SHU', '1,000,000+ SHU'. */
export function heatLevelRangeText(l: Pick<HeatScaleLevel, 'min' | 'max'>): string {
  const f = formatCount;
  if (l.max === Infinity) return `${f(l.min)}+ SHU`;
  return l.min === l.max ? `${f(l.min)} SHU` : `${f(l.min)} - ${f(l.max)} SHU`;
}

/** How careful to be when handling a pepper. */
export type RiskLevel = 'low' | 'moderate' | 'high' | 'very-high' | 'extreme';

/** Handling risk of each heat level: No Heat and Mild are low risk; each level above is one step more. */
const HANDLING_RISK: Record<HeatLevel, { level: RiskLevel; label: string }> = {
  'no-heat': { level: 'low', label: 'Low' },
  mild: { level: 'low', label: 'Low' },
  medium: { level: 'moderate', label: 'Moderate' },
  hot: { level: 'high', label: 'High' },
  'very-hot': { level: 'very-high', label: 'Very high' },
  superhot: { level: 'extreme', label: 'Extreme' },
};

export interface RiskBand {
  level: RiskLevel;
  label: string;
  min: number;
  /** Inclusive upper bound; Infinity for the top band. */
  max: number;
  /** The scale's levels the band spans, coolest first. */
  heatLevels: readonly HeatLevel[];
}

/** Handling risk by SHU: the scale's levels joined where they share a risk, so a band changes where a level does. */
export const RISK_BANDS: readonly RiskBand[] = HEAT_SCALE.reduce<RiskBand[]>((bands, l) => {
  const risk = HANDLING_RISK[l.level];
  const last = bands.at(-1);
  if (last?.level === risk.level) {
    bands[bands.length - 1] = { ...last, max: l.max, heatLevels: [...last.heatLevels, l.level] };
  } else {
    bands.push({ ...risk, min: l.min, max: l.max, heatLevels: [l.level] });
  }
  return bands;
}, []);

/** Nutrient daily-value bars cap at 100% (and never go below 0). */
export function dailyValueBarPercent(percent: number): number {
  return Math.max(0, Math.min(100, Number.isFinite(percent) ? percent : 0));
}
