import { describe, expect, it } from 'vitest';
import { growRuleSowingDay, seasonFrost, sowingWindow } from './sowing-plan';

const d = (s: string) => new Date(`${s}T00:00:00Z`);
const frost = d('2027-05-01');

describe('the sowing window', () => {
  it('counts the sowing day 8 weeks back from the last frost, as the grow rules do', () => {
    const { sowOn, weeksIndoors } = growRuleSowingDay(frost);
    expect(sowOn.toISOString().slice(0, 10)).toBe('2027-03-06');
    expect(weeksIndoors).toBe(8);
  });

  it('asks for a last frost when there is none', () => {
    expect(sowingWindow(null, d('2027-03-01'))).toMatchObject({
      window: 'no-frost-date',
      sowOn: null,
      detail: 'Enter your last frost in My Garden: seed is sown 8 weeks before it.',
    });
  });

  it('is "later" four weeks or more ahead, "sow soon" inside four weeks', () => {
    expect(sowingWindow(frost, d('2027-02-06')).window).toBe('later');
    const soon = sowingWindow(frost, d('2027-02-07'));
    expect(soon.window).toBe('sow-soon');
    expect(soon.detail).toBe('Sow on March 6, in 27 days: 8 weeks before your last frost on May 1.');
    expect(sowingWindow(frost, d('2027-02-27')).window).toBe('sow-soon');
  });

  it('is "sow this week" from six days before the sowing day until two weeks after it', () => {
    const first = sowingWindow(frost, d('2027-02-28'));
    expect(first).toMatchObject({ window: 'sow-this-week', sowOn: '2027-03-06', lastDay: '2027-03-19' });
    expect(first.detail).toBe('Sow on March 6, 8 weeks before your last frost on May 1.');
    const late = sowingWindow(frost, d('2027-03-19'));
    expect(late.window).toBe('sow-this-week');
    expect(late.detail).toBe('Sow now, by March 19 at the latest: 8 weeks before your last frost on May 1.');
  });

  it('is too late once the window closed, and says what still works', () => {
    const late = sowingWindow(frost, d('2027-03-20'));
    expect(late.window).toBe('too-late');
    expect(late.label).toBe('Too late for this season');
    expect(late.detail).toBe(
      'The sowing window closed on March 19 (8 weeks before your last frost on May 1).',
    );
    expect(late.unless).toBe(
      'unless the plants stay indoors or in a greenhouse, or your summer is long: sown now, they are ready to plant out around May 15.',
    );
  });

  it('moves a frost more than half a year past on to the coming season', () => {
    expect(seasonFrost(frost, d('2027-10-30')).toISOString().slice(0, 10)).toBe('2027-05-01');
    expect(seasonFrost(frost, d('2027-11-01')).toISOString().slice(0, 10)).toBe('2028-05-01');
    expect(sowingWindow(frost, d('2027-12-01'))).toMatchObject({ window: 'later', sowOn: '2028-03-06' });
  });
});
