import { isoDuration } from './json-ld.js';

describe('recipe times as ISO 8601 durations', () => {
  it.each([
    [0, 'PT0M'],
    [25, 'PT25M'],
    [60, 'PT1H'],
    [90, 'PT1H30M'],
    [24 * 60, 'P1D'],
    [14 * 24 * 60 + 30, 'P14DT30M'],
    [2 * 24 * 60 + 8 * 60, 'P2DT8H'],
  ])('%i minutes read %s', (minutes, duration) => {
    expect(isoDuration(minutes)).toBe(duration);
  });

  it('reads a negative or missing time as none', () => {
    expect(isoDuration(-5)).toBe('PT0M');
    expect(isoDuration(Number.NaN)).toBe('PT0M');
  });
});
