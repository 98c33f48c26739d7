import { describe, expect, it } from 'vitest';
import { gardenOverview, plantingLabel, plantingOf } from './overview';

const today = new Date('2026-05-20T12:00:00Z');
const varieties = new Map([
  [1, { name: 'Habanero', maturityDays: 100, heatLevel: 'very-hot' as const }],
  [2, { name: 'Jalapeño', maturityDays: 75, heatLevel: 'medium' as const }],
]);
const plantings: Parameters<typeof gardenOverview>[0] = [
  { id: 10, pepperId: 1, sownOn: '2026-03-01', place: 'container' },
  { id: 11, pepperId: 2, sownOn: '2026-05-01', place: 'ground' },
  { id: 12, pepperId: 99, sownOn: '2026-05-18', place: 'indoors' },
  { id: 14, pepperId: 2, sownOn: '2026-03-20', place: 'ground' },
  { id: 13, pepperId: 2, sownOn: '2026-03-20', place: 'ground' },
];
const journal: Parameters<typeof gardenOverview>[1] = [
  { plantingId: 10, date: '2026-03-09', event: 'germinated', harvestCount: null, harvestWeightGrams: null },
  { plantingId: 10, date: '2026-05-10', event: 'transplanted', harvestCount: null, harvestWeightGrams: null },
  { plantingId: 10, date: '2026-05-15', event: 'harvest', harvestCount: 4, harvestWeightGrams: 38 },
  { plantingId: 10, date: '2026-05-19', event: 'harvest', harvestCount: 2, harvestWeightGrams: 20 },
  { plantingId: 11, date: '2026-05-12', event: null, harvestCount: null, harvestWeightGrams: null },
];
const overview = gardenOverview(
  plantings,
  journal,
  new Date('2026-04-15T00:00:00Z'),
  (id) => varieties.get(id),
  today,
);

describe('a garden as of today', () => {
  it('gives each planting its own journal, stage and variety name', () => {
    expect(overview.plantings.map((p) => [p.record.id, p.journal.length, p.pepperName])).toEqual([
      [10, 4, 'Habanero'],
      [11, 1, 'Jalapeño'],
      [12, 0, 'Unknown variety'],
      [14, 0, 'Jalapeño'],
      [13, 0, 'Jalapeño'],
    ]);
    expect(overview.plantings[0].stage).toBe('harvesting');
    expect(overview.plantings[0].stageLabel).toBe('Harvesting');
    expect(overview.plantings[1].stage).toBe('sown');
  });

  it('dates the next task as YYYY-MM-DD and ties it to its planting', () => {
    const next = overview.plantings[1].nextTask!;
    expect(next.plantingId).toBe(11);
    expect(next.due).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(next.done).toBe(false);
  });

  it('lists this week’s tasks soonest first, planting by planting on the same day', () => {
    expect(overview.thisWeek.map((t) => [t.kind, t.due, t.until, t.plantingId])).toEqual([
      ['transplant', '2026-05-15', '2026-05-28', 13],
      ['transplant', '2026-05-15', '2026-05-28', 14],
    ]);
  });

  it('adds up the harvests per variety and season', () => {
    expect(overview.harvestTotals).toEqual([
      { variety: 'Habanero', season: 2026, count: 6, weightGrams: 58 },
    ]);
  });
});

describe('a planting as the garden answers it', () => {
  const kept = { id: 10, pepperId: 1, sownOn: '2026-03-01', place: 'container' as const };
  const [planned] = gardenOverview(
    [{ ...kept, count: 3, label: 'Balcony habaneros', createdAt: '2026-03-01T09:00:00.000Z' }],
    journal,
    new Date('2026-04-15T00:00:00Z'),
    (id) => varieties.get(id),
    today,
  ).plantings;

  it('carries what the grower kept with the variety’s name, the stage and the next task', () => {
    expect(plantingOf(planned)).toEqual({
      ...kept,
      count: 3,
      label: 'Balcony habaneros',
      createdAt: '2026-03-01T09:00:00.000Z',
      pepperName: 'Habanero',
      stage: planned.stage,
      stageLabel: planned.stageLabel,
      nextTask: planned.nextTask,
      seasonNote: planned.note,
      weeksIndoors: planned.weeksIndoors,
    });
    expect(planned.stageLabel).not.toBe('');
  });

  it('is called after its variety when the grower gave it no name', () => {
    expect(plantingLabel('  ', 'Habanero')).toBe('Habanero');
    expect(plantingLabel(' Back fence ', 'Habanero')).toBe('Back fence');
  });
});
