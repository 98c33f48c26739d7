import { describe, expect, it } from 'vitest';
import { parseDateInput, toDateInputValue } from '../dates';
import { plantingPlan } from '../garden/plan';
import { daysToFirstHarvest, seedStartForFrost, transplantDateForFrost } from './grow-rules';
import { harvestPrediction } from './harvest-time';
import { plantingCalendar } from './planting-calendar';
import { transplantDateAfterFrost } from '../weather/frost-dates';

const d = (s: string) => parseDateInput(s)!;
const iso = toDateInputValue;

describe('one transplant date for a last frost', () => {
  const frost = d('2026-04-20');

  it('is two weeks after the last frost', () => {
    expect(iso(transplantDateForFrost(frost))).toBe('2026-05-04');
  });

  it('is the same in My Garden’s plan, in the Planting Calendar’s frost date and in its seed start', () => {
    const plan = plantingPlan(
      {
        sownOn: d('2026-02-20'),
        place: 'ground',
        lastFrost: frost,
        maturityDays: 75,
        heatLevel: 'medium',
        events: [],
      },
      d('2026-02-20'),
    );
    const gardenTransplant = iso(plan.find((t) => t.kind === 'transplant')!.due);
    const calendarTransplant = transplantDateAfterFrost('04-20', d('2026-01-15'));
    expect(gardenTransplant).toBe('2026-05-04');
    expect(calendarTransplant).toBe(gardenTransplant);
    expect(iso(seedStartForFrost(frost))).toBe(iso(plantingCalendar(calendarTransplant)!.seedStart));
  });
});

describe('days to the first ripe pods', () => {
  it('are the variety’s own days to maturity when known', () => {
    expect(daysToFirstHarvest({ maturityDays: 75, heatLevel: 'hot' })).toBe(75);
  });

  it('are otherwise the harvest calculator’s ripe days for the heat class', () => {
    const transplant = d('2026-05-04');
    for (const [heatLevel, harvestClass] of [
      ['no-heat', 'mild'],
      ['mild', 'mild'],
      ['medium', 'medium'],
      ['hot', 'hot'],
      ['very-hot', 'hot'],
      ['superhot', 'superhot'],
    ] as const) {
      const ripe = harvestPrediction(transplant, harvestClass)!.ripe;
      expect(iso(ripe)).toBe(
        iso(
          new Date(transplant.getTime() + daysToFirstHarvest({ maturityDays: null, heatLevel }) * 86_400_000),
        ),
      );
    }
  });
});
