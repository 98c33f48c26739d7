import { describe, expect, it } from 'vitest';
import { countSpecies, groupBySpecies } from './species';

// Listed out of order, as the database may send them.
const list = [
  { name: 'Rocoto', species: 'Capsicum pubescens' },
  { name: 'Bell', species: 'Capsicum annuum' },
  { name: 'Reaper', species: 'Capsicum chinense' },
  { name: 'Anaheim', species: 'Capsicum annuum' },
  { name: 'Habanero', species: 'Capsicum chinense' },
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
