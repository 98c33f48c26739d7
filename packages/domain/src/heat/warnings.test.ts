import { describe, expect, it } from 'vitest';
import { showsBomb, showsExtremeWarning, showsSafetyCard } from './warnings';

describe('the bomb icon', () => {
  it('does not show at 3,000,000 SHU', () => expect(showsBomb(3_000_000)).toBe(false));
  it('shows at 3,000,001 SHU', () => expect(showsBomb(3_000_001)).toBe(true));
  it('does not show for a mild pepper', () => expect(showsBomb(0)).toBe(false));
});

describe('safety card and extreme warning', () => {
  it('shows no safety card at 100,000 SHU', () => expect(showsSafetyCard(100_000)).toBe(false));
  it('shows the safety card at 100,001 SHU', () => expect(showsSafetyCard(100_001)).toBe(true));
  it('shows no extreme warning at 1,000,000 SHU', () => expect(showsExtremeWarning(1_000_000)).toBe(false));
  it('shows the extreme warning at 1,000,001 SHU', () => expect(showsExtremeWarning(1_000_001)).toBe(true));
});
