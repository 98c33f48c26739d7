import { describe, expect, it } from 'vitest';
import { parseDateInput } from '../dates';
import { isFutureDay } from './journal';

const d = (s: string) => parseDateInput(s)!;

describe('future days', () => {
  it('today is not in the future, tomorrow is', () => {
    expect(isFutureDay(d('2026-05-01'), new Date('2026-05-01T23:59:00Z'))).toBe(false);
    expect(isFutureDay(d('2026-05-02'), new Date('2026-05-01T23:59:00Z'))).toBe(true);
  });
});
