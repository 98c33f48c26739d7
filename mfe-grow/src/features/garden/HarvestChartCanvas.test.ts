import { legendLabels } from './HarvestChartCanvas';

describe('the harvest chart’s legend', () => {
  it('states the season’s totals instead of a value under a cursor', () => {
    expect(
      legendLabels([
        { variety: 'Jalapeño', season: 2026, count: 12, weightGrams: 150 },
        { variety: 'Habanero', season: 2026, count: 30, weightGrams: 1200 },
      ]),
    ).toEqual({ pods: 'Pods (42 in all)', grams: 'Weight (1.35 kg in all)' });
  });
});
