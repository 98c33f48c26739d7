import { describe, expect, it } from 'vitest';
import { growDifficulty, isGrowCategory, peppersForGrowCategory } from './grow-difficulty';

describe('grow difficulty by shuMax', () => {
  it.each([
    [0, 'Beginner', 2],
    [30_000, 'Beginner', 2],
    [30_001, 'Intermediate', 3],
    [100_000, 'Intermediate', 3],
    [100_001, 'Advanced', 4],
    [1_000_000, 'Advanced', 4],
    [1_000_001, 'Expert', 5],
    [2_693_000, 'Expert', 5],
  ])('rates %s SHU %s with %s stars', (shu, label, stars) =>
    expect(growDifficulty(shu)).toEqual({ label, stars }),
  );
});

const list = [
  { name: 'Bell', heatLevel: 'no-heat' as const, species: 'Capsicum annuum' },
  { name: 'Anaheim', heatLevel: 'mild' as const, species: 'Capsicum annuum' },
  { name: 'Habanero', heatLevel: 'very-hot' as const, species: 'Capsicum chinense' },
  { name: 'Reaper', heatLevel: 'superhot' as const, species: 'Capsicum chinense' },
  { name: 'Rocoto', heatLevel: 'hot' as const, species: 'Capsicum pubescens' },
];
const names = (xs: { name: string }[]) => xs.map((p) => p.name);

describe('grow categories', () => {
  it('beginner lists varieties with no heat, mild or medium', () =>
    expect(names(peppersForGrowCategory(list, 'beginner'))).toEqual(['Bell', 'Anaheim']));
  it('intermediate lists hot and very hot varieties', () =>
    expect(names(peppersForGrowCategory(list, 'intermediate'))).toEqual(['Habanero', 'Rocoto']));
  it('expert lists superhots', () =>
    expect(names(peppersForGrowCategory(list, 'expert'))).toEqual(['Reaper']));
  it('species lists every variety', () => expect(peppersForGrowCategory(list, 'species')).toHaveLength(5));
  it('an unknown category lists nothing', () =>
    expect(peppersForGrowCategory(list, 'gardening')).toEqual([]));
  it('recognises the four categories only', () => {
    expect(isGrowCategory('expert')).toBe(true);
    expect(isGrowCategory('climate')).toBe(false);
    expect(isGrowCategory(undefined)).toBe(false);
  });
});
