import { addDays } from './grow-tools';

export const HARVEST_CLASSES = ['mild', 'medium', 'hot', 'superhot'] as const;
export type HarvestClass = (typeof HARVEST_CLASSES)[number];

/** Spec 02 §9: green and ripe ranges in days from transplant. */
export const HARVEST_RANGES: Record<HarvestClass, { green: string | null; ripe: string }> = {
  mild: { green: '60-80', ripe: '80-100' },
  medium: { green: '70-90', ripe: '90-110' },
  hot: { green: null, ripe: '100-120' },
  superhot: { green: null, ripe: '120-150+' },
};

/** Days to harvest are the first number of the range string. */
export function daysFromRange(range: string): number {
  const m = /\d+/.exec(range);
  return m ? Number(m[0]) : 0;
}

/** Needs both a transplant date and a variety class; then the first green and ripe pick dates. */
export function harvestPrediction(transplant: Date | null, heatClass: HarvestClass | '' | null) {
  if (!transplant || !heatClass) return null;
  const ranges = HARVEST_RANGES[heatClass];
  return {
    green: ranges.green ? addDays(transplant, daysFromRange(ranges.green)) : null,
    ripe: addDays(transplant, daysFromRange(ranges.ripe)),
    greenRange: ranges.green,
    ripeRange: ranges.ripe,
  };
}
