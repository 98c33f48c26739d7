import { addDays } from '../dates';

/** The harvest calculator's variety classes. */
const HARVEST_CLASSES = ['mild', 'medium', 'hot', 'superhot'] as const;
export type HarvestClass = (typeof HARVEST_CLASSES)[number];

/** Green and ripe ranges in days from transplant; hot and superhot have no green pick. */
export const HARVEST_RANGES: Readonly<Record<HarvestClass, { green: string | null; ripe: string }>> = {
  mild: { green: '60-80', ripe: '80-100' },
  medium: { green: '70-90', ripe: '90-110' },
  hot: { green: null, ripe: '100-120' },
  superhot: { green: null, ripe: '120-150+' },
};

function isHarvestClass(value: string | null | undefined): value is HarvestClass {
  return (HARVEST_CLASSES as readonly string[]).includes(value ?? '');
}

/** Days to harvest are the first number of the range string ('120-150+' → 120); 0 when there is none. */
export function daysFromRange(range: string): number {
  const m = /\d+/.exec(range);
  return m ? Number(m[0]) : 0;
}

interface HarvestPrediction {
  /** First green pick; absent for hot and superhot. */
  green?: Date;
  greenRange?: string;
  ripe: Date;
  ripeRange: string;
}

/**
 * Predictions need both a transplant date and a variety class (null otherwise); each date is
 * the transplant date plus the first number of its range, in whole UTC calendar days.
 */
export function harvestPrediction(
  transplantDate: Date | null | undefined,
  heatClass: string | null | undefined,
): HarvestPrediction | null {
  if (!transplantDate || Number.isNaN(transplantDate.getTime()) || !isHarvestClass(heatClass)) return null;
  const ranges = HARVEST_RANGES[heatClass];
  const ripe = { ripe: addDays(transplantDate, daysFromRange(ranges.ripe)), ripeRange: ranges.ripe };
  return ranges.green
    ? { green: addDays(transplantDate, daysFromRange(ranges.green)), greenRange: ranges.green, ...ripe }
    : ripe;
}
