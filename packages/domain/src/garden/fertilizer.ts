export const GROWTH_STAGES = ['seedling', 'vegetative', 'flowering', 'fruiting'] as const;
export type GrowthStage = (typeof GROWTH_STAGES)[number];

interface FeedingStep {
  stage: GrowthStage;
  label: string;
  npk: string;
  /** Pounds of product per 100 sq ft of bed per application. */
  lbPer100SqFt: number;
  /** Days between applications; null for a single application. */
  everyDays: number | null;
  guidance: string;
}

/**
 * Feeding by growth stage, after common US extension guidance for garden peppers (e.g. university
 * vegetable-garden fact sheets): about 2 lb of a balanced 10-10-10 per 100 sq ft worked in at
 * transplanting, then side-dressings of about 1 lb per 100 sq ft; less nitrogen once flowers open (too
 * much gives leaves instead of fruit); potassium and calcium while fruiting. A soil test overrides all of it.
 */
export const FERTILIZER_SCHEDULE: Record<GrowthStage, FeedingStep> = {
  seedling: {
    stage: 'seedling',
    label: 'Seedling / transplant',
    npk: '10-10-10',
    lbPer100SqFt: 2,
    everyDays: null,
    guidance:
      'Work a balanced fertilizer into the bed once at transplanting; feed indoor seedlings only at quarter strength.',
  },
  vegetative: {
    stage: 'vegetative',
    label: 'Vegetative growth',
    npk: '10-10-10',
    lbPer100SqFt: 1,
    everyDays: 21,
    guidance: 'Side-dress beside the row, keep it off the leaves, and water it in.',
  },
  flowering: {
    stage: 'flowering',
    label: 'Flowering',
    npk: '5-10-10',
    lbPer100SqFt: 1,
    everyDays: 21,
    guidance: 'Cut nitrogen so the plant sets fruit instead of leaves.',
  },
  fruiting: {
    stage: 'fruiting',
    label: 'Fruiting',
    npk: '5-10-10',
    lbPer100SqFt: 1,
    everyDays: 14,
    guidance:
      'Keep potassium up and water evenly; add calcium (gypsum or lime, by soil test) against blossom end rot.',
  },
};

const GRAMS_PER_POUND = 453.592;

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** Product per application for a bed: pounds (2 decimals), ounces (1 decimal) and grams (whole), from the stage's rate; a non-number or negative area gives 0. */
export function fertilizerAmount({ bedAreaSqFt, stage }: { bedAreaSqFt: unknown; stage: GrowthStage }): {
  pounds: number;
  ounces: number;
  grams: number;
} {
  const raw = typeof bedAreaSqFt === 'number' ? bedAreaSqFt : Number(bedAreaSqFt);
  const area = Number.isFinite(raw) && raw > 0 ? raw : 0;
  const step = FERTILIZER_SCHEDULE[stage] ?? FERTILIZER_SCHEDULE.vegetative;
  const pounds = (step.lbPer100SqFt * area) / 100;
  return {
    pounds: round(pounds, 2),
    ounces: round(pounds * 16, 1),
    grams: Math.round(pounds * GRAMS_PER_POUND),
  };
}
