import { describe, expect, it } from 'vitest';
import {
  CLIMATE_ZONES,
  countSpecies,
  GROW_CATEGORIES,
  groupBySpecies,
  isGrowCategory,
  peppersForGrowCategory,
} from './grow';

const list = [
  { name: 'Bell', heatLevel: 'no-heat' as const, species: 'Capsicum annuum' },
  { name: 'Anaheim', heatLevel: 'mild' as const, species: 'Capsicum annuum' },
  { name: 'Habanero', heatLevel: 'very-hot' as const, species: 'Capsicum chinense' },
  { name: 'Reaper', heatLevel: 'superhot' as const, species: 'Capsicum chinense' },
  { name: 'Rocoto', heatLevel: 'hot' as const, species: 'Capsicum pubescens' },
];
const names = (xs: { name: string }[]) => xs.map((p) => p.name);

describe('grow categories', () => {
  it('are beginner, intermediate, expert and species', () =>
    expect(GROW_CATEGORIES).toEqual(['beginner', 'intermediate', 'expert', 'species']));
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

describe('grouping by species', () => {
  it('sorts species and the names within them', () => {
    expect(groupBySpecies(list).map((g) => [g.species, names(g.peppers)])).toEqual([
      ['Capsicum annuum', ['Anaheim', 'Bell']],
      ['Capsicum chinense', ['Habanero', 'Reaper']],
      ['Capsicum pubescens', ['Rocoto']],
    ]);
  });
  it("puts varieties without a species last, as 'Unknown species'", () => {
    const groups = groupBySpecies([{ name: 'X' }, { name: 'Y', species: 'Capsicum baccatum' }]);
    expect(groups.map((g) => g.species)).toEqual(['Capsicum baccatum', 'Unknown species']);
  });
  it('counts as many species as it makes groups', () => {
    expect(countSpecies(list)).toBe(3);
    const mixed = [{ name: 'X' }, { name: 'Y', species: ' ' }, { name: 'Z', species: 'Capsicum baccatum' }];
    expect(countSpecies(mixed)).toBe(groupBySpecies(mixed).length);
    expect(countSpecies(mixed)).toBe(2);
    expect(countSpecies([])).toBe(0);
  });
});

describe('climate zones', () => {
  it('give the hardiness ranges Tropical/Subtropical 10-11, Temperate/Mediterranean 8-9, Continental/Northern 4-7, Desert/Arid 9-10', () => {
    expect(CLIMATE_ZONES.map((z) => `${z.zone} ${z.hardiness}`)).toEqual([
      'Tropical/Subtropical 10-11',
      'Temperate/Mediterranean 8-9',
      'Continental/Northern 4-7',
      'Desert/Arid 9-10',
    ]);
  });
});
