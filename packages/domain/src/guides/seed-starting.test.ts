import { describe, expect, it } from 'vitest';
import { clampSeedWeek, isSeedTaskDone, SEED_WEEKS, toggleSeedTask } from './seed-starting';

describe('seed starting', () => {
  it('runs four weeks at 75-85, 75-85, 70-80 and 70-75°F', () => {
    expect(SEED_WEEKS.map((w) => w.week)).toEqual([1, 2, 3, 4]);
    expect(SEED_WEEKS.map((w) => w.temperatureF)).toEqual(['75-85', '75-85', '70-80', '70-75']);
  });
});

describe('the selected week', () => {
  it.each([
    [1, 1],
    [4, 4],
    [0, 1],
    [5, 4],
    ['3', 3],
    ['x', 1],
  ])('turns %j into week %s', (input, week) => expect(clampSeedWeek(input)).toBe(week));
});

describe('seed tasks', () => {
  it('tick done per week and task', () => {
    const once = toggleSeedTask({}, 2, 1);
    expect(isSeedTaskDone(once, 2, 1)).toBe(true);
    expect(isSeedTaskDone(once, 1, 1)).toBe(false);
  });
  it('untick on a second click', () =>
    expect(toggleSeedTask(toggleSeedTask({}, 2, 1), 2, 1)).toEqual({ 2: [] }));
  it('leave the previous progress untouched', () => {
    const before = { 1: [0] };
    toggleSeedTask(before, 1, 2);
    expect(before).toEqual({ 1: [0] });
  });
});
