import { describe, expect, it } from 'vitest';
import { filterGlossary, filterPests, GLOSSARY_CATEGORIES, PEST_SEVERITY_OPTIONS } from './guide-filters';

const terms = [
  { term: 'Scoville', definition: 'A heat measurement', category: 'measurement' },
  { term: 'Capsaicin', definition: 'The compound behind the burn', category: 'chemistry' },
  { term: 'Placenta', definition: 'Where capsaicin is made', category: 'anatomy' },
];

describe('glossary (spec 02 §5, §9)', () => {
  it('has eight categories', () => expect(GLOSSARY_CATEGORIES).toHaveLength(8));
  it('sorts terms alphabetically', () => expect(filterGlossary(terms, {}).map((t) => t.term)).toEqual(['Capsaicin', 'Placenta', 'Scoville']));
  it('matches term and definition', () => expect(filterGlossary(terms, { search: 'capsaicin' }).map((t) => t.term)).toEqual(['Capsaicin', 'Placenta']));
  it('filters by category', () => expect(filterGlossary(terms, { category: 'anatomy' }).map((t) => t.term)).toEqual(['Placenta']));
  it('finds nothing for an unknown word', () => expect(filterGlossary(terms, { search: 'zzz' })).toEqual([]));
});

describe('pest guide filters (spec 02 §2, §5)', () => {
  const pests = [
    { name: 'Aphids', description: 'Sap suckers', severity: 'Medium', organic: true },
    { name: 'Bacterial spot', description: 'Leaf lesions', severity: 'High', organic: false },
  ];
  it('offer All, Low, Medium and High', () => expect(PEST_SEVERITY_OPTIONS).toEqual(['All', 'Low', 'Medium', 'High']));
  it('search name and description', () => expect(filterPests(pests, { search: 'lesions' }).map((p) => p.name)).toEqual(['Bacterial spot']));
  it('filter by severity', () => expect(filterPests(pests, { severity: 'Medium' }).map((p) => p.name)).toEqual(['Aphids']));
  it('keep organic entries only when asked', () => expect(filterPests(pests, { organicOnly: true }).map((p) => p.name)).toEqual(['Aphids']));
  it('combine the filters', () => expect(filterPests(pests, { search: 'aphids', severity: 'High' })).toEqual([]));
});
