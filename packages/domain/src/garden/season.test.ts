import { describe, expect, it } from 'vitest';
import { parseDateInput, toDateInputValue } from '../dates';
import { type PlanInput, plantingSeason } from './plan';

const d = (s: string) => parseDateInput(s)!;
const iso = (date: Date) => toDateInputValue(date);

const habanero = { species: 'Capsicum chinense', heatLevel: 'very-hot' as const, maturityDays: 100 };
const reaper = { species: 'Capsicum chinense', heatLevel: 'superhot' as const, maturityDays: null };
const jalapeno = { species: 'Capsicum annuum', heatLevel: 'medium' as const, maturityDays: 75 };

const season = (over: Partial<PlanInput>, today = over.sownOn ?? d('2026-11-28')) =>
  plantingSeason(
    { sownOn: d('2026-11-28'), place: 'ground', lastFrost: null, events: [], ...jalapeno, ...over },
    today,
  );
const dates = (s: ReturnType<typeof season>) => Object.fromEntries(s.tasks.map((t) => [t.kind, iso(t.due)]));

describe('a plan with no frost date', () => {
  it('dates only the indoor steps, and asks for the place in a grower’s words', () => {
    // A Habanero added on Nov 28 with no frost date: no "Harden off" or "Transplant" in midwinter.
    const plan = season({ ...habanero });
    expect(plan.tasks.map((t) => t.kind)).toEqual(['sow', 'pot-up']);
    expect(plan.note).toMatchObject({
      kind: 'needs-place',
      title: 'Add your place to date the outdoor steps',
    });
    expect(plan.note!.text).toMatch(/town or postcode/);
  });
  it('dates every step of plants that stay under cover', () => {
    const plan = season({ ...habanero, place: 'indoors' });
    expect(plan.note).toBeNull();
    // 11 weeks indoors for C. chinense (10-12).
    expect(dates(plan).transplant).toBe('2027-02-13');
  });
});

describe('the northern hemisphere (last frost April 15, as around Chicago)', () => {
  const frost = d('2027-04-15');
  it('sows a Carolina Reaper 12 weeks before planting out and a Jalapeño 8', () => {
    const r = dates(season({ ...reaper, lastFrost: frost, sownOn: d('2027-02-04') }));
    const j = dates(season({ ...jalapeno, lastFrost: frost, sownOn: d('2027-03-04') }));
    // Planting out two weeks after the frost: April 29.
    expect([r.transplant, j.transplant]).toEqual(['2027-04-29', '2027-04-29']);
    expect([r['harden-off'], j['harden-off']]).toEqual(['2027-04-22', '2027-04-22']);
    // The Reaper's days to maturity come from the superhot ripe range (120-150+), the Jalapeño's from the database.
    expect([r['first-harvest'], j['first-harvest']]).toEqual(['2027-08-27', '2027-07-13']);
  });
  it('counts a last frost entered for this past spring as the coming season’s', () => {
    const plan = season({ ...reaper, lastFrost: d('2026-04-15'), sownOn: d('2027-02-04') });
    expect(dates(plan).transplant).toBe('2027-04-29');
  });
});

describe('the southern hemisphere (last frost September 15, as around Melbourne)', () => {
  it('plants out on September 29 after 8 weeks indoors from August 4', () => {
    const plan = season({ lastFrost: d('2026-09-15'), sownOn: d('2026-08-04') });
    expect(plan.note).toBeNull();
    expect(dates(plan)).toMatchObject({
      sow: '2026-08-04',
      'harden-off': '2026-09-22',
      transplant: '2026-09-29',
    });
  });
  it('calls a sowing in January, high summer there, too late for the season', () => {
    const plan = season({ lastFrost: d('2026-09-15'), sownOn: d('2027-01-10') });
    expect(plan.note?.kind).toBe('too-late');
  });
});

describe('a sowing that does not fit the season', () => {
  it('says a sowing too late, and what still works, with next season’s sowing day', () => {
    // Window for a Jalapeño: from March 4 to March 17, 2027.
    const plan = season({ lastFrost: d('2027-04-15'), sownOn: d('2027-06-20') });
    expect(plan.note).toMatchObject({ kind: 'too-late', title: 'Sown too late for this season outdoors' });
    expect(plan.note!.text).toContain('The sowing window closed on Wed, Mar 17, 2027');
    expect(plan.note!.text).toContain('indoors or in a greenhouse');
    expect(plan.note!.text).toContain('overwinter');
    expect(plan.note!.text).toContain('sow next season on Sat, Mar 4, 2028');
  });
  it('says a sowing far too early, and when to sow instead', () => {
    // A Habanero sown on Nov 28 for a last frost of April 15: its day is February 11 (11 weeks before April 29).
    const plan = season({ ...habanero, lastFrost: d('2026-04-15') });
    expect(dates(plan).transplant).toBe('2027-04-29');
    expect(plan.note).toMatchObject({ kind: 'too-early' });
    expect(plan.note!.text).toContain('sow again on Thu, Feb 11, 2027');
  });
  it('is quiet for a sowing up to two weeks either side of its day', () => {
    expect(season({ lastFrost: d('2027-04-15'), sownOn: d('2027-02-18') }).note).toBeNull();
    expect(season({ lastFrost: d('2027-04-15'), sownOn: d('2027-03-17') }).note).toBeNull();
    expect(season({ lastFrost: d('2027-04-15'), sownOn: d('2027-03-18') }).note?.kind).toBe('too-late');
    expect(season({ lastFrost: d('2027-04-15'), sownOn: d('2027-02-17') }).note?.kind).toBe('too-early');
  });
});

describe('a place where frost is rare', () => {
  it('dates planting out once the seedlings have had their weeks indoors, with no note', () => {
    const plan = season({ frostFree: true, sownOn: d('2026-11-28') });
    expect(plan.note).toBeNull();
    expect(dates(plan)).toMatchObject({ 'harden-off': '2027-01-16', transplant: '2027-01-23' });
  });
});
