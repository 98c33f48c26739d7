import { addDays, parseDateInput } from './dates';
import { foldForSearch } from './search';

const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
};

interface PlantingCalendar {
  seedStart: Date;
  transplant: Date;
  firstFlowers: Date;
  harvest: Date;
}

/**
 * From the transplant date, seed start 8 weeks before, first flowers 6 weeks after, harvest
 * 14 weeks after. Works on the date's UTC calendar day (a 'YYYY-MM-DD' string is parsed as that day), so
 * daylight saving never shifts a result; null for a blank or invalid date string (an Invalid Date gives Invalid Dates).
 */
export function plantingCalendar(transplantDate: Date): PlantingCalendar;
export function plantingCalendar(transplantDate: Date | string | null | undefined): PlantingCalendar | null;
export function plantingCalendar(transplantDate: Date | string | null | undefined): PlantingCalendar | null {
  const transplant = typeof transplantDate === 'string' ? parseDateInput(transplantDate) : transplantDate;
  if (!transplant) return null;
  return {
    seedStart: addDays(transplant, -8 * 7),
    transplant: addDays(transplant, 0),
    firstFlowers: addDays(transplant, 6 * 7),
    harvest: addDays(transplant, 14 * 7),
  };
}

/** Bed 10 ft by 4 ft, spacing 18 in. */
export const SPACING_DEFAULTS = { bedLengthFt: 10, bedWidthFt: 4, spacingIn: 18 } as const;

interface SpacingPlan {
  plantsPerRow: number;
  rows: number;
  total: number;
}

/**
 * Plants per row and rows are the floor of the dimension in inches divided by the spacing.
 * Inputs are coerced to numbers with no bounds; a non-number counts as 0, and a spacing of 0
 * or less plants nothing rather than dividing by zero; negative dimensions give 0.
 */
export function spacingPlan(input: {
  bedLengthFt: unknown;
  bedWidthFt: unknown;
  spacingIn: unknown;
}): SpacingPlan {
  const spacing = num(input.spacingIn);
  if (spacing <= 0) return { plantsPerRow: 0, rows: 0, total: 0 };
  const plantsPerRow = Math.max(0, Math.floor((num(input.bedLengthFt) * 12) / spacing));
  const rows = Math.max(0, Math.floor((num(input.bedWidthFt) * 12) / spacing));
  return { plantsPerRow, rows, total: plantsPerRow * rows };
}

/** Peppers per plant per season, with display names. */
export const YIELD_PER_PLANT = {
  jalapeño: { name: 'Jalapeño', min: 25, max: 35 },
  habanero: { name: 'Habanero', min: 20, max: 30 },
  bell: { name: 'Bell Pepper', min: 8, max: 12 },
  cayenne: { name: 'Cayenne', min: 30, max: 50 },
  serrano: { name: 'Serrano', min: 40, max: 60 },
  ghost: { name: 'Ghost Pepper', min: 15, max: 25 },
} as const;
type YieldVariety = keyof typeof YIELD_PER_PLANT;
export const YIELD_VARIETIES = Object.keys(YIELD_PER_PLANT) as YieldVariety[];
export const DEFAULT_PLANTS = 12;
export const DEFAULT_YIELD_VARIETY: YieldVariety = 'jalapeño';

/** The yield key for a variety value or name ('Jalapeno', 'Bell Pepper' and 'ghost' all resolve); unknown → jalapeño. */
function resolveYieldVariety(variety: string | null | undefined): YieldVariety {
  const v = foldForSearch(variety ?? '');
  return (
    YIELD_VARIETIES.find((k) => foldForSearch(k) === v || foldForSearch(YIELD_PER_PLANT[k].name) === v) ??
    DEFAULT_YIELD_VARIETY
  );
}

/** Expected peppers per season for a number of plants (coerced, no bounds); an unknown variety counts as jalapeño. */
export function expectedYield(
  variety: string | null | undefined,
  plants: unknown,
): { variety: YieldVariety; name: string; min: number; max: number } {
  const key = resolveYieldVariety(variety);
  const n = num(plants);
  const perPlant = YIELD_PER_PLANT[key];
  return { variety: key, name: perPlant.name, min: perPlant.min * n, max: perPlant.max * n };
}

/** The weather tab shows fixed sample values only. */
export const WEATHER_SAMPLE = { temperatureF: 72, humidityPercent: 65, windMph: 8, uvIndex: 6 } as const;

/** The tool tabs (fertilizer exists as a route; its content is the product's). */
const TOOL_TABS = ['calendar', 'spacing', 'yield', 'weather', 'fertilizer'] as const;
type ToolTab = (typeof TOOL_TABS)[number];
const DEFAULT_TOOL_TAB: ToolTab = 'calendar';

/** Any other value defaults to the calendar. */
export function resolveToolTab(value: string | null | undefined): ToolTab {
  return (TOOL_TABS as readonly string[]).includes(value ?? '') ? (value as ToolTab) : DEFAULT_TOOL_TAB;
}
