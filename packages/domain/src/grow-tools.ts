const DAY_MS = 86_400_000;

/** Adds whole calendar days in UTC, so daylight-saving changes never shift a date. */
export function addDays(date: Date, days: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) + days * DAY_MS);
}

/** Parses 'YYYY-MM-DD' (a date input's value) as a UTC calendar date; null when blank or invalid. */
export function parseDateInput(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Spec 02 §9: seed start 8 weeks before the transplant date, first flowers 6 weeks after, harvest 14 weeks after. */
export function plantingCalendar(transplant: Date) {
  return {
    seedStart: addDays(transplant, -8 * 7),
    transplant: addDays(transplant, 0),
    firstFlowers: addDays(transplant, 6 * 7),
    harvest: addDays(transplant, 14 * 7),
  };
}

export const SPACING_DEFAULTS = { bedLengthFt: 10, bedWidthFt: 4, spacingIn: 18 } as const;

const num = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : 0;
};

/** Plants per row and rows are the floor of the dimension in inches divided by the spacing (inputs coerced, no bounds). */
export function spacingPlan(input: { bedLengthFt: unknown; bedWidthFt: unknown; spacingIn: unknown }) {
  const length = num(input.bedLengthFt);
  const width = num(input.bedWidthFt);
  const spacing = num(input.spacingIn);
  if (spacing <= 0) return { plantsPerRow: 0, rows: 0, total: 0 };
  const plantsPerRow = Math.max(0, Math.floor((length * 12) / spacing));
  const rows = Math.max(0, Math.floor((width * 12) / spacing));
  return { plantsPerRow, rows, total: plantsPerRow * rows };
}

/** Peppers per plant per season. */
export const YIELD_PER_PLANT = {
  jalapeño: { name: 'Jalapeño', min: 25, max: 35 },
  habanero: { name: 'Habanero', min: 20, max: 30 },
  bell: { name: 'Bell Pepper', min: 8, max: 12 },
  cayenne: { name: 'Cayenne', min: 30, max: 50 },
  serrano: { name: 'Serrano', min: 40, max: 60 },
  ghost: { name: 'Ghost Pepper', min: 15, max: 25 },
} as const;
export type YieldVariety = keyof typeof YIELD_PER_PLANT;
export const DEFAULT_PLANTS = 12;
export const DEFAULT_YIELD_VARIETY: YieldVariety = 'jalapeño';

/** Expected peppers per season; an unknown variety counts as jalapeño. */
export function expectedYield(variety: string, plants: unknown) {
  const v = (variety in YIELD_PER_PLANT ? variety : DEFAULT_YIELD_VARIETY) as YieldVariety;
  const n = num(plants);
  const perPlant = YIELD_PER_PLANT[v];
  return { variety: v, min: perPlant.min * n, max: perPlant.max * n };
}

/** Spec 02 §9: the weather tab shows fixed sample values only. */
export const WEATHER_SAMPLE = { temperatureF: 72, humidityPercent: 65, windMph: 8, uvIndex: 6 } as const;

export const TOOL_TABS = ['calendar', 'spacing', 'yield', 'weather', 'fertilizer'] as const;
export type ToolTab = (typeof TOOL_TABS)[number];

/** Any other value defaults to the calendar. */
export function resolveToolTab(value: string | undefined): ToolTab {
  return (TOOL_TABS as readonly string[]).includes(value ?? '') ? (value as ToolTab) : 'calendar';
}

export type GrowthStage = 'seedling' | 'vegetative' | 'flowering' | 'fruiting';

/**
 * Feeding by stage, after common extension guidance for peppers: light balanced feed for seedlings, a
 * balanced feed while plants build leaves, less nitrogen and more phosphorus and potassium once flowers
 * open (too much nitrogen then gives leaves instead of fruit), and potassium with calcium while fruiting.
 * Rates are pounds of product per 100 sq ft per application.
 */
export const FERTILIZER_SCHEDULE: Record<GrowthStage, { npk: string; lbPer100SqFt: number; everyDays: number; note: string }> = {
  seedling: { npk: '5-5-5', lbPer100SqFt: 0.5, everyDays: 14, note: 'Half strength: young roots burn easily.' },
  vegetative: { npk: '10-10-10', lbPer100SqFt: 1, everyDays: 21, note: 'Side-dress beside the row, then water in.' },
  flowering: { npk: '5-10-10', lbPer100SqFt: 1, everyDays: 21, note: 'Cut nitrogen so the plant sets fruit, not leaves.' },
  fruiting: { npk: '4-6-8', lbPer100SqFt: 1, everyDays: 14, note: 'Add calcium (gypsum or lime by soil test) against blossom end rot.' },
};

const GRAMS_PER_POUND = 453.592;

/** Product per application for a bed: pounds and grams, from the stage's rate per 100 sq ft. */
export function fertilizerAmount({ bedAreaSqFt, stage }: { bedAreaSqFt: unknown; stage: GrowthStage }) {
  const area = Math.max(0, num(bedAreaSqFt));
  const pounds = (FERTILIZER_SCHEDULE[stage].lbPer100SqFt * area) / 100;
  return { pounds: Math.round(pounds * 100) / 100, grams: Math.round(pounds * GRAMS_PER_POUND) };
}
