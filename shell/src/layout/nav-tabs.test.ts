import { describe, expect, it } from 'vitest';
import { ACTIVE_TAB_BY_PATH } from './active-tab-by-path';
import { isNavTabActive, NAV_TABS } from './nav-tabs';

describe('bottom navigation', () => {
  it('has Home /, Search /peppers, Grow /grow and Menu /menu', () => {
    expect(NAV_TABS.map((t) => [t.label, t.to])).toEqual([
      ['Home', '/'],
      ['Search', '/peppers'],
      ['Grow', '/grow'],
      ['Menu', '/menu'],
    ]);
  });

  const active = (path: string) => NAV_TABS.filter((t) => isNavTabActive(t, path)).map((t) => t.label);
  it.each(ACTIVE_TAB_BY_PATH)('activates %s as %j', (path, tabs) => expect(active(path)).toEqual(tabs));
});
