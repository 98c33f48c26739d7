import { describe, expect, it } from 'vitest';
import { leadTimeFor } from './lead-times';
import { growRuleSowingDay, seasonFrost, sowingWindow, sownThisSeason } from './sowing-plan';

const d = (s: string) => new Date(`${s}T00:00:00Z`);
const frost = d('2027-05-01');

describe('the sowing window', () => {
  it('counts the sowing day 8 weeks back from the transplant day, 6 weeks before the last frost, as the grow rules do', () => {
    const { sowOn, weeksIndoors, weeksBeforeFrost } = growRuleSowingDay(frost);
    expect(sowOn.toISOString().slice(0, 10)).toBe('2027-03-20');
    expect(weeksIndoors).toBe(8);
    expect(weeksBeforeFrost).toBe(6);
  });

  it('asks for the place (or a last frost) when there is none, and dates nothing', () => {
    expect(sowingWindow(null, d('2027-03-01'))).toMatchObject({
      window: 'no-frost-date',
      label: 'Add your place',
      sowOn: null,
      lastDay: null,
      detail:
        'Add your town or postcode (or your last frost) in My Garden to date the sowing: this seed is sown 6 weeks before your last frost.',
    });
  });

  it('counts back the variety’s own weeks indoors: 12 for a superhot, 10 before the last frost', () => {
    const reaper = leadTimeFor({ species: 'Capsicum chinense', heatLevel: 'superhot' });
    const plan = sowingWindow(frost, d('2027-01-01'), reaper);
    expect(plan).toMatchObject({ sowOn: '2027-02-20', weeksIndoors: 12 });
    expect(plan.detail).toBe('Sow on February 20, 10 weeks before your last frost on May 1.');
  });

  it('is "later" four weeks or more ahead, "sow soon" inside four weeks', () => {
    expect(sowingWindow(frost, d('2027-02-20')).window).toBe('later');
    const soon = sowingWindow(frost, d('2027-02-21'));
    expect(soon.window).toBe('sow-soon');
    expect(soon.detail).toBe('Sow on March 20, in 27 days: 6 weeks before your last frost on May 1.');
    expect(sowingWindow(frost, d('2027-03-13')).window).toBe('sow-soon');
  });

  it('is "sow this week" from six days before the sowing day until two weeks after it', () => {
    const first = sowingWindow(frost, d('2027-03-14'));
    expect(first).toMatchObject({ window: 'sow-this-week', sowOn: '2027-03-20', lastDay: '2027-04-02' });
    expect(first.detail).toBe('Sow on March 20, 6 weeks before your last frost on May 1.');
    const late = sowingWindow(frost, d('2027-04-02'));
    expect(late.window).toBe('sow-this-week');
    expect(late.detail).toBe('Sow now, by April 2 at the latest: 6 weeks before your last frost on May 1.');
  });

  it('is too late once the window closed, and says what still works', () => {
    const late = sowingWindow(frost, d('2027-04-03'));
    expect(late.window).toBe('too-late');
    expect(late.label).toBe('Too late for this season');
    expect(late.detail).toBe(
      'The sowing window closed on April 2 (6 weeks before your last frost on May 1).',
    );
    expect(late.unless).toBe(
      'unless the plants stay indoors or in a greenhouse, or your summer is long: sown now, they are ready to plant out around May 29. Otherwise sow next season on March 20.',
    );
  });

  it('moves a frost more than half a year past on to the coming season', () => {
    expect(seasonFrost(frost, d('2027-10-30')).toISOString().slice(0, 10)).toBe('2027-05-01');
    expect(seasonFrost(frost, d('2027-11-01')).toISOString().slice(0, 10)).toBe('2028-05-01');
    expect(sowingWindow(frost, d('2027-12-01'))).toMatchObject({ window: 'later', sowOn: '2028-03-20' });
  });
});

describe('the sowing window where frost is rare', () => {
  it('is any time, planting out after the variety’s weeks indoors', () => {
    expect(sowingWindow(null, d('2027-03-01'), undefined, true)).toMatchObject({
      window: 'any-time',
      sowOn: null,
      weeksIndoors: 8,
      detail:
        'Frost is rare where you are: sow when you like, and plant out after 8 weeks, once nights stay above 50°F (10°C).',
    });
  });
});

describe('a packet sown this season', () => {
  it('is one sown within the last half year, or planned', () => {
    expect(sownThisSeason('2026-11-28', d('2026-11-28'))).toBe(true);
    expect(sownThisSeason('2027-03-04', d('2026-11-28'))).toBe(true);
    expect(sownThisSeason('2026-06-01', d('2026-11-28'))).toBe(true);
    expect(sownThisSeason('2026-05-01', d('2026-11-28'))).toBe(false);
  });
});
