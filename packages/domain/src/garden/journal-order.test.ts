import { describe, expect, it } from 'vitest';
import { parseDateInput } from '../dates';
import { eventOrderProblem } from './journal';

const d = (s: string) => parseDateInput(s)!;
const sown = d('2026-03-01');

describe('events in the order a plant lives them', () => {
  it('refuses anything before the sowing day', () => {
    expect(eventOrderProblem(sown, [], 'transplanted', d('2026-02-20'))).toBe(
      "Transplanting cannot come before the seeds were sown on March 1, 2026: check the date, or the planting's sowing day",
    );
    expect(eventOrderProblem(sown, [], 'germinated', d('2026-03-01'))).toBeNull();
  });
  it('refuses a harvest before germination', () => {
    const logged = [{ event: 'germinated' as const, date: d('2026-03-12') }];
    expect(eventOrderProblem(sown, logged, 'harvest', d('2026-03-10'))).toBe(
      'A harvest on March 10, 2026 cannot come before germination on March 12, 2026: check the dates',
    );
    expect(eventOrderProblem(sown, logged, 'harvest', d('2026-07-10'))).toBeNull();
  });
  it('refuses an earlier step logged after a later one', () => {
    const logged = [{ event: 'transplanted' as const, date: d('2026-05-01') }];
    expect(eventOrderProblem(sown, logged, 'germinated', d('2026-05-03'))).toBe(
      'Germination on May 3, 2026 cannot come after transplanting on May 1, 2026: check the dates',
    );
  });
  it('lets a problem come at any time after sowing, and a step not logged hold nothing up', () => {
    const logged = [{ event: 'harvest' as const, date: d('2026-07-01') }];
    expect(eventOrderProblem(sown, logged, 'problem', d('2026-03-05'))).toBeNull();
    expect(eventOrderProblem(sown, [], 'harvest', d('2026-07-01'))).toBeNull();
  });
});
