import { describe, expect, it } from 'vitest';
import { resolveToolTab } from './tool-tabs';

describe('the growing tools tabs', () => {
  it.each(['calendar', 'spacing', 'yield', 'weather', 'fertilizer'])('open the %s tab', (tab) =>
    expect(resolveToolTab(tab)).toBe(tab),
  );
  it.each([undefined, null, '', 'compost', 'heat-calc', 'Calendar'])('open the calendar for %j', (tab) =>
    expect(resolveToolTab(tab)).toBe('calendar'),
  );
});
