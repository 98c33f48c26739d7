import { describe, expect, it } from 'vitest';
import { isNavTabActive, MENU_LINKS, NAV_TABS } from './nav';

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

describe('the menu', () => {
  it('links to the 37 destinations in the product’s order', () => {
    expect(MENU_LINKS.map((l) => l.to)).toEqual([
      '/peppers',
      '/random',
      '/identify',
      '/scoville',
      '/grow',
      '/grow/beginner',
      '/grow/expert',
      '/grow/climate',
      '/guides/seeds',
      '/guides/pests',
      '/guides/harvest',
      '/guides/preservation',
      '/recipes',
      '/cooking',
      '/pairing',
      '/safety',
      '/meal-planning',
      '/tools/heat-calc',
      '/collections/superhots',
      '/collections/heirlooms',
      '/collections/wild',
      '/collections/ornamental',
      '/collections/regional',
      '/favorites',
      '/glossary',
      '/science',
      '/heat-guide',
      '/nutrition',
      '/history',
      '/breeding',
      '/tools',
      '/tools/calendar',
      '/tools/yield',
      '/tools/spacing',
      '/tools/fertilizer',
      '/tools/weather',
      '/tools/heat-quiz',
    ]);
  });
  it('labels every link', () => MENU_LINKS.forEach((l) => expect(l.label.length).toBeGreaterThan(0)));
});
