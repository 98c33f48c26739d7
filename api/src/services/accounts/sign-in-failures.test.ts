import { FIRST_WAIT_MS, LONGEST_WAIT_MS, waitAfter } from './sign-in-failures.js';

describe('the wait after failed sign-ins', () => {
  it('is none for the first four failures, 30 seconds at five, then doubles up to 15 minutes', () => {
    expect(waitAfter(4)).toBe(0);
    expect(waitAfter(5)).toBe(FIRST_WAIT_MS);
    expect(waitAfter(6)).toBe(60_000);
    expect(waitAfter(7)).toBe(120_000);
    expect(waitAfter(9)).toBe(480_000);
    expect(waitAfter(10)).toBe(LONGEST_WAIT_MS);
    expect(waitAfter(50)).toBe(LONGEST_WAIT_MS);
  });
});
