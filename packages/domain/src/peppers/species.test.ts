import { describe, expect, it } from 'vitest';
import { countSpecies, groupBySpecies } from './species';

const list = [
  { name: 'Bell', heatLevel: 'no-heat' as const, species: 'Capsicum annuum' },
  { name: 'Anaheim', heatLevel: 'mild' as const, species: 'Capsicum annuum' },
  { name: 'Habanero', heatLevel: 'very-hot' as const, species: 'Capsicum chinense' },
  { name: 'Reaper', heatLevel: 'superhot' as const, species: 'Capsicum chinense' },
  { name: 'Rocoto', heatLevel: 'hot' as const, species: 'Capsicum pubescens' },
];
const names = (xs: { name: string }[]) => xs.map((p) => p.name);

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
