import { describe, expect, it } from 'vitest';
import { filterPests } from './pests';

describe('pest guide filters', () => {
  const pests = [
    { name: 'Aphids', description: 'Sap suckers', severity: 'Medium', organic: true },
    { name: 'Bacterial spot', description: 'Leaf lesions', severity: 'High', organic: false },
  ];
  it('search name and description', () =>
    expect(filterPests(pests, { search: 'lesions' }).map((p) => p.name)).toEqual(['Bacterial spot']));
  it('filter by severity', () =>
    expect(filterPests(pests, { severity: 'Medium' }).map((p) => p.name)).toEqual(['Aphids']));
  it('keep organic entries only when asked', () =>
    expect(filterPests(pests, { organicOnly: true }).map((p) => p.name)).toEqual(['Aphids']));
  it('combine the filters', () =>
    expect(filterPests(pests, { search: 'aphids', severity: 'High' })).toEqual([]));
});
