import { describe, expect, it } from 'vitest';
import { isNavTabActive, NAV_TABS } from './nav-tabs';

describe('bottom navigation', () => {
  it('has Home /, Search /peppers, Grow /grow and Menu /menu', () => {
    expect(NAV_TABS.map((t) => `${t.label} ${t.to}`)).toEqual([
      'Home /',
      'Search /peppers',
      'Grow /grow',
      'Menu /menu',
    ]);
  });

  const active = (path: string) => NAV_TABS.filter((t) => isNavTabActive(t, path)).map((t) => t.label);
  it.each([
    ['/', ['Home']],
    ['/peppers', ['Search']],
    ['/peppers/12', ['Search']],
    ['/grow', ['Grow']],
    ['/grow/climate', ['Grow']],
    ['/menu', ['Menu']],
    ['/recipes', ['Menu']],
    ['/recipes/1001', ['Menu']],
    ['/tools', ['Menu']],
    ['/tools/heat-calc', ['Menu']],
    ['/guides/recipes', ['Menu']],
    ['/glossary', []],
    ['/favorites', []],
    ['/scoville', []],
    ['/random', []],
  ])('activates %s as %j', (path, tabs) => expect(active(path)).toEqual(tabs));
});
