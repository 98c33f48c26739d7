import { describe, expect, it } from 'vitest';
import {
  completedSteps,
  isStepDone,
  PEPPER_TYPES,
  recommendedMethods,
  toggleMethod,
  toggleStep,
} from './preservation';

const methods = [
  {
    method: 'Air Drying',
    bestFor: ['Thin-walled peppers such as cayenne and Thai chiles', 'Superhots like ghost and reaper'],
  },
  { method: 'Dehydrator Drying', bestFor: ['All pepper types'] },
  { method: 'Freezing', bestFor: ['All varieties'] },
  {
    method: 'Pickling',
    bestFor: ['Thick-walled peppers such as jalapeño, banana and Fresno', 'Mild and medium peppers'],
  },
];
const names = (type: Parameters<typeof recommendedMethods>[1]) =>
  recommendedMethods(methods, type).map((m) => m.method);

describe('recommended methods', () => {
  it('are none until a type is chosen', () => {
    expect(names('')).toEqual([]);
    expect(names(null)).toEqual([]);
  });
  it('match a type’s keywords in the best-for list', () => {
    expect(names('mild')).toEqual(['Dehydrator Drying', 'Freezing', 'Pickling']);
    expect(names('medium')).toEqual(['Dehydrator Drying', 'Freezing', 'Pickling']);
    expect(names('hot')).toEqual(['Air Drying', 'Dehydrator Drying', 'Freezing']);
    expect(names('superhot')).toEqual(['Air Drying', 'Dehydrator Drying', 'Freezing']);
  });
  it("match 'All pepper types' and 'All varieties' for every type, whatever the case", () => {
    const universal = [
      { method: 'A', bestFor: ['ALL PEPPER TYPES'] },
      { method: 'B', bestFor: ['all varieties'] },
    ];
    for (const type of PEPPER_TYPES) expect(recommendedMethods(universal, type)).toHaveLength(2);
  });
  it('match keywords case-insensitively', () =>
    expect(recommendedMethods([{ method: 'X', bestFor: ['HABANERO mash'] }], 'very-hot')).toHaveLength(1));
  it('skip a method whose entries match nothing', () =>
    expect(recommendedMethods([{ method: 'X', bestFor: ['Tomatoes'] }], 'mild')).toEqual([]));
});

describe('method and step toggles', () => {
  it('show a method on click', () => expect(toggleMethod(null, 'Freezing')).toBe('Freezing'));
  it('hide it on a second click', () => expect(toggleMethod('Freezing', 'Freezing')).toBeNull());
  it('switch to another method', () => expect(toggleMethod('Freezing', 'Pickling')).toBe('Pickling'));
  it('count completed steps per method', () => {
    const p = toggleStep(toggleStep({}, 'Freezing', 2), 'Freezing', 0);
    expect(completedSteps(p, 'Freezing')).toBe(2);
    expect(completedSteps(p, 'Pickling')).toBe(0);
    expect(isStepDone(p, 'Freezing', 2)).toBe(true);
  });
  it('undo a step on a second click', () => {
    const p = toggleStep(toggleStep({}, 'Freezing', 2), 'Freezing', 2);
    expect(completedSteps(p, 'Freezing')).toBe(0);
    expect(isStepDone(p, 'Freezing', 2)).toBe(false);
  });
});
