/** The pages each bottom navigation tab lights up; pages outside the four sections light up none. */
const PAGES_BY_TAB: [tab: string | null, paths: string[]][] = [
  ['Home', ['/']],
  ['Search', ['/peppers', '/peppers/12', '/peppers/3001']],
  ['Grow', ['/grow', '/grow/climate']],
  [
    'Menu',
    ['/menu', '/recipes', '/recipes/4', '/recipes/1001', '/tools', '/tools/heat-calc', '/guides/recipes'],
  ],
  [null, ['/glossary', '/favorites', '/scoville', '/random']],
];

/** Each page with the tabs it lights up, as the tests read it. */
export const ACTIVE_TAB_BY_PATH: [path: string, tabs: string[]][] = PAGES_BY_TAB.flatMap(([tab, paths]) =>
  paths.map((path): [string, string[]] => [path, tab ? [tab] : []]),
);
