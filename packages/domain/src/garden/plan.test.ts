import { describe, expect, it } from 'vitest';
import { parseDateInput, toDateInputValue } from '../dates';
import { dueThisWeek, nextTask, type PlanInput, plantingPlan, plantingStage } from './plan';
import { seedStartForFrost } from '../grow-calendar/grow-rules';

const d = (s: string) => parseDateInput(s)!;
const iso = (date: Date) => toDateInputValue(date);

const planting = (over: Partial<PlanInput> = {}): PlanInput => ({
  sownOn: d('2026-03-01'),
  place: 'raised-bed',
  // Plants go out two weeks after it: on 2026-05-01.
  lastFrost: d('2026-04-17'),
  maturityDays: 70,
  heatLevel: 'mild',
  events: [],
  ...over,
});
const byKind = (input: PlanInput, today: Date) =>
  Object.fromEntries(plantingPlan(input, today).map((t) => [t.kind, t]));
// The transplant and the first harvest fall on the same days whatever day the plan is made.
const transplantDay = (input: PlanInput) => iso(byKind(input, input.sownOn).transplant.due);
const firstHarvestDay = (input: PlanInput) => iso(byKind(input, input.sownOn)['first-harvest'].due);
/** The next feeding on the plan, with the growth stage of the fertilizer guide it follows. */
const feeding = (input: PlanInput, today: Date) => {
  const feed = byKind(input, today).feed;
  return { due: iso(feed.due), stage: feed.detail.slice(0, feed.detail.indexOf(':')) };
};

describe('seed start relative to the last frost', () => {
  it('is 8 weeks before the transplant date, which is two weeks after the last frost', () => {
    expect(iso(seedStartForFrost(d('2026-04-17')))).toBe('2026-03-06');
  });
});

describe('transplant date', () => {
  it('is two weeks after the last frost when the seedlings are 8 weeks old by then', () => {
    expect(transplantDay(planting())).toBe('2026-05-01');
  });
  it("is 8 weeks after sowing when that comes after the frost's transplant date", () => {
    expect(transplantDay(planting({ sownOn: d('2026-03-07') }))).toBe('2026-05-02');
    expect(transplantDay(planting({ sownOn: d('2026-03-06') }))).toBe('2026-05-01');
  });
  it('ignores the frost under glass and indoors', () => {
    expect(transplantDay(planting({ place: 'greenhouse' }))).toBe('2026-04-26');
    expect(transplantDay(planting({ place: 'indoors' }))).toBe('2026-04-26');
  });
  it('is 8 weeks after sowing under cover without a last-frost date', () => {
    expect(transplantDay(planting({ lastFrost: null, place: 'greenhouse' }))).toBe('2026-04-26');
  });
  it('is the logged transplant once there is one (the latest when logged twice)', () => {
    const events: PlanInput['events'] = [
      { event: 'transplanted', date: d('2026-05-10') },
      { event: 'transplanted', date: d('2026-05-20') },
    ];
    expect(transplantDay(planting({ events }))).toBe('2026-05-20');
  });
});

describe('pot-up, harden-off and transplant windows', () => {
  it('pots up 21 days after germination, assuming the middle of the variety’s days to germinate (11 for a mild pepper, 7-14) until it is logged', () => {
    expect(iso(byKind(planting(), d('2026-03-01'))['pot-up'].due)).toBe('2026-04-02');
    const logged = planting({ events: [{ event: 'germinated', date: d('2026-03-08') }] });
    expect(iso(byKind(logged, d('2026-03-08'))['pot-up'].due)).toBe('2026-03-29');
    expect(iso(byKind(logged, d('2026-03-08'))['pot-up'].until)).toBe('2026-04-04');
  });
  it('hardens off during the 7 days before transplanting, outdoor places only', () => {
    const hardening = byKind(planting(), d('2026-03-01'))['harden-off'];
    expect([iso(hardening.due), iso(hardening.until)]).toEqual(['2026-04-24', '2026-04-30']);
    expect(byKind(planting({ place: 'indoors' }), d('2026-03-01'))['harden-off']).toBeUndefined();
  });
  it('leaves two weeks to transplant', () => {
    const t = byKind(planting(), d('2026-03-01')).transplant;
    expect([iso(t.due), iso(t.until)]).toEqual(['2026-05-01', '2026-05-14']);
  });
  it('marks tasks done by their events; transplanting also settles potting up and hardening off', () => {
    const plan = byKind(
      planting({ events: [{ event: 'transplanted', date: d('2026-04-28') }] }),
      d('2026-04-28'),
    );
    expect([plan['pot-up'].done, plan['harden-off'].done, plan.transplant.done]).toEqual([true, true, true]);
  });
});

describe('a logged transplant recalculates the rest', () => {
  it('moves the first harvest and the feeding', () => {
    const before = byKind(planting(), d('2026-04-01'));
    const after = byKind(
      planting({ events: [{ event: 'transplanted', date: d('2026-05-15') }] }),
      d('2026-05-15'),
    );
    expect(iso(before['first-harvest'].due)).toBe('2026-07-10');
    expect(iso(after['first-harvest'].due)).toBe('2026-07-24');
    expect(iso(after.feed.due)).toBe('2026-05-15');
  });
});

describe('feeding intervals from the fertilizer guide', () => {
  const planted = planting({ events: [{ event: 'transplanted', date: d('2026-05-01') }] });
  it('feeds at transplanting, then every 21 days', () => {
    expect(feeding(planted, d('2026-05-01')).due).toBe('2026-05-01');
    expect(feeding(planted, d('2026-05-02')).due).toBe('2026-05-22');
    expect(feeding(planted, d('2026-05-22')).due).toBe('2026-05-22');
    expect(feeding(planted, d('2026-05-23')).due).toBe('2026-06-12');
  });
  it('keeps 21 days while flowering and shortens to 14 days from the first fruit', () => {
    const flowering = {
      ...planted,
      events: [...planted.events, { event: 'first-flower' as const, date: d('2026-06-01') }],
    };
    expect(feeding(flowering, d('2026-06-02'))).toEqual({ due: '2026-06-22', stage: 'Flowering' });
    const fruiting = {
      ...flowering,
      events: [...flowering.events, { event: 'first-fruit' as const, date: d('2026-06-20') }],
    };
    expect(feeding(fruiting, d('2026-06-21'))).toEqual({ due: '2026-07-04', stage: 'Fruiting' });
  });
});

describe('the end of the season', () => {
  it('stops feeding reminders 90 days after the expected first harvest', () => {
    const planted = planting({ events: [{ event: 'transplanted', date: d('2026-05-01') }] });
    // First harvest 2026-07-10, so feeding ends 2026-10-08; feeds fall every 21 days from 2026-05-01 (…09-25, 10-16).
    expect(byKind(planted, d('2026-09-20')).feed?.due).toEqual(d('2026-09-25'));
    expect(byKind(planted, d('2026-09-26')).feed).toBeUndefined();
  });
});

describe('expected first harvest', () => {
  it("is transplant plus the variety's days to maturity", () => {
    expect(firstHarvestDay(planting({ maturityDays: 90 }))).toBe('2026-07-30');
  });
  it("falls back to the harvest guide's ripe range by heat when the variety has none", () => {
    expect(
      firstHarvestDay(planting({ sownOn: d('2026-02-01'), maturityDays: null, heatLevel: 'superhot' })),
    ).toBe('2026-08-29');
    expect(firstHarvestDay(planting({ maturityDays: 0, heatLevel: 'mild' }))).toBe('2026-07-20');
  });
});

describe('stage of a planting', () => {
  it('is planned before its sowing day and sown from that day', () => {
    expect(plantingStage(planting(), d('2026-02-28'))).toBe('planned');
    expect(plantingStage(planting(), d('2026-03-01'))).toBe('sown');
  });
  it('is the furthest event logged, whatever the order', () => {
    const events: PlanInput['events'] = [
      { event: 'first-fruit', date: d('2026-06-20') },
      { event: 'germinated', date: d('2026-03-08') },
      { event: 'problem', date: d('2026-06-21') },
    ];
    expect(plantingStage(planting({ events }), d('2026-06-21'))).toBe('fruiting');
    expect(
      plantingStage(
        planting({ events: [...events, { event: 'harvest', date: d('2026-07-01') }] }),
        d('2026-07-01'),
      ),
    ).toBe('harvesting');
  });
});

describe('due this week', () => {
  it('lists open tasks starting within today and the next 6 days', () => {
    const plan = plantingPlan(planting(), d('2026-03-25'));
    expect(dueThisWeek(plan, d('2026-03-26')).map((t) => t.kind)).toEqual([]);
    expect(dueThisWeek(plan, d('2026-03-27')).map((t) => t.kind)).toEqual(['pot-up']);
  });
  it('keeps an overdue task until its window closes', () => {
    const plan = plantingPlan(planting(), d('2026-04-08'));
    expect(dueThisWeek(plan, d('2026-04-08')).map((t) => t.kind)).toEqual(['pot-up']);
    expect(dueThisWeek(plan, d('2026-04-09')).map((t) => t.kind)).toEqual([]);
  });
  it('leaves out what is done', () => {
    const events: PlanInput['events'] = [{ event: 'potted-up', date: d('2026-03-30') }];
    expect(dueThisWeek(plantingPlan(planting({ events }), d('2026-03-30')), d('2026-03-30'))).toEqual([]);
  });
  it('gives the next task of a planting', () => {
    expect(nextTask(plantingPlan(planting(), d('2026-03-02')), d('2026-03-02'))?.kind).toBe('pot-up');
    expect(
      nextTask(plantingPlan(planting({ sownOn: d('2026-03-10') }), d('2026-03-02')), d('2026-03-02'))?.kind,
    ).toBe('sow');
  });
});

describe('stage and next task agree', () => {
  it('a step logged further on settles the earlier ones: a harvesting planting is not told to pot up', () => {
    const events: PlanInput['events'] = [
      { event: 'germinated', date: d('2026-03-10') },
      { event: 'harvest', date: d('2026-07-20') },
    ];
    const input = planting({ events });
    expect(plantingStage(input, d('2026-07-20'))).toBe('harvesting');
    const plan = byKind(input, d('2026-07-20'));
    expect([
      plan['pot-up'].done,
      plan['harden-off'].done,
      plan.transplant.done,
      plan['first-harvest'].done,
    ]).toEqual([true, true, true, true]);
    expect(nextTask(plantingPlan(input, d('2026-07-20')), d('2026-07-20'))?.kind).toBe('feed');
  });
});
