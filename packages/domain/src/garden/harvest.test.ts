import { describe, expect, it } from 'vitest';
import { parseDateInput } from '../dates';
import { harvestTotals } from './harvest';

const d = (s: string) => parseDateInput(s)!;

describe('harvest totals', () => {
  it('adds count and weight per variety and season', () => {
    const totals = harvestTotals([
      { variety: 'Jalapeño', date: d('2026-07-01'), count: 5, weightGrams: 100 },
      { variety: 'Jalapeño', date: d('2026-07-12'), count: 3, weightGrams: 60 },
      { variety: 'Habanero', date: d('2026-08-01'), count: 10, weightGrams: 90 },
      { variety: 'Jalapeño', date: d('2025-08-01'), count: 1, weightGrams: 20 },
    ]);
    expect(totals).toEqual([
      { variety: 'Jalapeño', season: 2025, count: 1, weightGrams: 20 },
      { variety: 'Habanero', season: 2026, count: 10, weightGrams: 90 },
      { variety: 'Jalapeño', season: 2026, count: 8, weightGrams: 160 },
    ]);
  });
});
