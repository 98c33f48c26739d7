import { describe, expect, it } from 'vitest';
import { parseDateInput, toDateInputValue } from '../dates';
import { daysFromRange, harvestPrediction } from './harvest-time';

const may1 = parseDateInput('2026-05-01');
const iso = (d: Date | undefined) => (d ? toDateInputValue(d) : undefined);

describe('days from a range', () => {
  it.each([
    ['60-80', 60],
    ['120-150+', 120],
    ['21-35+', 21],
    ['', 0],
  ])('reads %j as %s days', (range, days) => expect(daysFromRange(range)).toBe(days));
});

describe('harvest predictions', () => {
  it('need a transplant date', () => expect(harvestPrediction(null, 'mild')).toBeNull());
  it('need a variety', () => {
    expect(harvestPrediction(may1, null)).toBeNull();
    expect(harvestPrediction(may1, '')).toBeNull();
  });
  it('refuse an unknown variety', () => expect(harvestPrediction(may1, 'lukewarm')).toBeNull());

  it('give mild a green pick at 60 days and a ripe one at 80', () => {
    const p = harvestPrediction(may1, 'mild')!;
    expect([iso(p.green), iso(p.ripe)]).toEqual(['2026-06-30', '2026-07-20']);
    expect([p.greenRange, p.ripeRange]).toEqual(['60-80', '80-100']);
  });

  it('give medium a green pick at 70 days and a ripe one at 90', () => {
    const p = harvestPrediction(may1, 'medium')!;
    expect([iso(p.green), iso(p.ripe)]).toEqual(['2026-07-10', '2026-07-30']);
  });

  it('give hot only a ripe pick at 100 days', () => {
    const p = harvestPrediction(may1, 'hot')!;
    expect(p.green).toBeUndefined();
    expect(iso(p.ripe)).toBe('2026-08-09');
  });

  it('give superhot only a ripe pick at 120 days', () => {
    const p = harvestPrediction(may1, 'superhot')!;
    expect('green' in p).toBe(false);
    expect(iso(p.ripe)).toBe('2026-08-29');
  });
});
