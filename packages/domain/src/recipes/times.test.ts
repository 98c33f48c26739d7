import { describe, expect, it } from 'vitest';
import { formatDuration, recipeTimeSummary, recipeTotalMinutes, waitLabel } from './times';

describe('a duration', () => {
  it.each([
    [0, '0 min'],
    [25, '25 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [8 * 60 + 30, '8 h 30 min'],
    [24 * 60, '1 day'],
    [3 * 24 * 60 + 4 * 60, '3 days 4 h'],
    [7 * 24 * 60, '1 week'],
    [14 * 24 * 60 + 25, '2 weeks'],
    [6 * 7 * 24 * 60 + 24 * 60, '6 weeks 1 day'],
    // negative or broken input is never read as a time
    [-5, '0 min'],
    [Number.NaN, '0 min'],
  ])('of %i minutes reads %s', (minutes, text) => expect(formatDuration(minutes)).toBe(text));
});

describe('a recipe’s time', () => {
  const ferment = {
    prepTimeMinutes: 25,
    cookTimeMinutes: 0,
    wait: { kind: 'ferment', minutes: 14 * 24 * 60 },
  };
  const salsa = { prepTimeMinutes: 10, cookTimeMinutes: 12 };

  it('totals prep, cook and the wait', () => {
    expect(recipeTotalMinutes(ferment)).toBe(14 * 24 * 60 + 25);
    expect(recipeTotalMinutes(salsa)).toBe(22);
    expect(recipeTotalMinutes({ ...salsa, wait: null })).toBe(22);
  });

  it('shows the work and the wait apart on a card, so a two-week ferment does not read as 25 minutes', () => {
    expect(recipeTimeSummary(ferment)).toBe('25 min + 2 weeks ferment');
    expect(
      recipeTimeSummary({
        prepTimeMinutes: 15,
        cookTimeMinutes: 40,
        wait: { kind: 'marinate', minutes: 240 },
      }),
    ).toBe('55 min + 4 h marinate');
    expect(recipeTimeSummary(salsa)).toBe('22 min');
  });

  it('names each kind of wait', () => {
    expect(
      ['ferment', 'cure', 'marinate', 'pickle', 'rest', 'chill', 'soak', 'steep'].map(waitLabel),
    ).toEqual(['Ferment', 'Cure', 'Marinate', 'Pickle', 'Rest', 'Chill', 'Soak', 'Steep']);
  });
});
