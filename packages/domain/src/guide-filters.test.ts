import { describe, expect, it } from 'vitest';
import { filterPests, GLOSSARY_CATEGORIES, PEST_SEVERITY_OPTIONS } from './guide-filters';

describe('glossary', () => {
  it('has eight categories', () => expect(GLOSSARY_CATEGORIES).toHaveLength(8));
});

describe('pest guide filters', () => {
  const pests = [
    { name: 'Aphids', description: 'Sap suckers', severity: 'Medium', organic: true },
    { name: 'Bacterial spot', description: 'Leaf lesions', severity: 'High', organic: false },
  ];
  it('offer All, Low, Medium and High', () =>
    expect(PEST_SEVERITY_OPTIONS).toEqual(['All', 'Low', 'Medium', 'High']));
  it('search name and description', () =>
    expect(filterPests(pests, { search: 'lesions' }).map((p) => p.name)).toEqual(['Bacterial spot']));
  it('filter by severity', () =>
    expect(filterPests(pests, { severity: 'Medium' }).map((p) => p.name)).toEqual(['Aphids']));
  it('keep organic entries only when asked', () =>
    expect(filterPests(pests, { organicOnly: true }).map((p) => p.name)).toEqual(['Aphids']));
  it('combine the filters', () =>
    expect(filterPests(pests, { search: 'aphids', severity: 'High' })).toEqual([]));
});
