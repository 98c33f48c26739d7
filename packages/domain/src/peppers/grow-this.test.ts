import { describe, expect, it } from 'vitest';
import { seedStartForFrost, transplantDateForFrost } from '../grow-calendar/grow-rules';
import { toDateInputValue } from '../dates';
import { growThisPacketPath, growThisPlan, growThisPlantingPath } from './grow-this';

const jalapeno = { maturityDays: 75, heatLevel: 'medium' as const };
const day = (s: string) => new Date(`${s}T00:00:00Z`);

describe('Grow this: the season plan for a variety', () => {
  it('gives this season’s days for a last frost, by the grow rules the garden uses', () => {
    const plan = growThisPlan(jalapeno, day('2027-04-15'), day('2027-01-10'));
    expect(plan.dates).toEqual({
      lastFrost: '2027-04-15',
      sowOn: toDateInputValue(seedStartForFrost(day('2027-04-15'))),
      plantOut: toDateInputValue(transplantDateForFrost(day('2027-04-15'))),
      firstRipe: '2027-07-13',
    });
    expect(plan.dates!.sowOn).toBe('2027-03-04');
    expect(plan.dates!.plantOut).toBe('2027-04-29');
  });

  it('counts to the first ripe pods by the variety’s days to maturity, else its heat class', () => {
    expect(growThisPlan(jalapeno, null, day('2027-01-10')).daysToFirstRipe).toBe(75);
    expect(
      growThisPlan({ maturityDays: null, heatLevel: 'superhot' }, null, day('2027-01-10')).daysToFirstRipe,
    ).toBe(120);
  });

  it('sows each variety by its own lead time: a habanero (C. chinense) 11 weeks before planting out, a reaper 12', () => {
    const habanero = growThisPlan(
      { species: 'Capsicum chinense', heatLevel: 'very-hot', maturityDays: 100 },
      day('2027-04-15'),
      day('2027-01-10'),
    );
    expect(habanero).toMatchObject({ weeksIndoors: 11, weeksBeforeFrost: 9 });
    expect(habanero.dates).toMatchObject({ plantOut: '2027-04-29', sowOn: '2027-02-11' });
    const reaper = growThisPlan(
      { species: 'Capsicum chinense', heatLevel: 'superhot', maturityDays: 90 },
      day('2027-04-15'),
      day('2027-01-10'),
    );
    expect(reaper.dates!.sowOn).toBe('2027-02-04');
  });

  it('states the rule without days when no last frost is known', () => {
    const plan = growThisPlan(jalapeno, null, day('2027-01-10'));
    expect(plan.dates).toBeNull();
    expect(plan).toMatchObject({ weeksIndoors: 8, weeksBeforeFrost: 6, plantOutAfterFrostDays: 14 });
  });

  it('takes a last frost long past as next season’s', () => {
    expect(growThisPlan(jalapeno, day('2026-04-15'), day('2026-11-28')).dates!.lastFrost).toBe('2027-04-15');
  });

  it('opens the garden’s add forms with the variety chosen', () => {
    expect(growThisPlantingPath(12)).toBe('/garden?add=12');
    expect(growThisPacketPath(12)).toBe('/garden/seeds?add=&pepper=12');
  });
});
