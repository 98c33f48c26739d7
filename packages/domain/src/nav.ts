interface NavTab {
  label: 'Home' | 'Search' | 'Grow' | 'Menu';
  to: string;
}

/** The four tabs of the bottom navigation. */
export const NAV_TABS: readonly NavTab[] = [
  { label: 'Home', to: '/' },
  { label: 'Search', to: '/peppers' },
  { label: 'Grow', to: '/grow' },
  { label: 'Menu', to: '/menu' },
];

/** Home when the path is '/'; Search and Grow by prefix; Menu by prefix or when the path contains /recipes or /tools. */
export function isNavTabActive(tab: NavTab, pathname: string): boolean {
  switch (tab.label) {
    case 'Home':
      return pathname === '/';
    case 'Search':
      return pathname.startsWith('/peppers');
    case 'Grow':
      return pathname.startsWith('/grow');
    case 'Menu':
      return pathname.startsWith('/menu') || pathname.includes('/recipes') || pathname.includes('/tools');
  }
}

/** Every link the menu lists, with its label. */
export const MENU_LINKS = [
  { to: '/peppers', label: 'Pepper Database' },
  { to: '/random', label: 'Random Pepper' },
  { to: '/identify', label: 'Identify a Pepper' },
  { to: '/scoville', label: 'Heat Index' },
  { to: '/grow', label: 'Grow Center' },
  { to: '/grow/beginner', label: 'Beginner Varieties' },
  { to: '/grow/expert', label: 'Expert Varieties' },
  { to: '/grow/climate', label: 'Climate Zones' },
  { to: '/guides/seeds', label: 'Seed Starting' },
  { to: '/guides/pests', label: 'Pests and Diseases' },
  { to: '/guides/harvest', label: 'Harvest Guide' },
  { to: '/guides/preservation', label: 'Preservation' },
  { to: '/recipes', label: 'Recipe Vault' },
  { to: '/cooking', label: 'Cooking Guide' },
  { to: '/pairing', label: 'Pairing Guide' },
  { to: '/safety', label: 'Safety Guide' },
  { to: '/meal-planning', label: 'Meal Planning' },
  { to: '/tools/heat-calc', label: 'Heat Calculator' },
  { to: '/collections/superhots', label: 'Superhots' },
  { to: '/collections/heirlooms', label: 'Heirlooms' },
  { to: '/collections/wild', label: 'Wild Peppers' },
  { to: '/collections/ornamental', label: 'Ornamentals' },
  { to: '/collections/regional', label: 'Regional Classics' },
  { to: '/favorites', label: 'Favorites' },
  { to: '/glossary', label: 'Glossary' },
  { to: '/science', label: 'Scientific Names' },
  { to: '/heat-guide', label: 'Heat Scale Guide' },
  { to: '/nutrition', label: 'Nutrition Facts' },
  { to: '/history', label: 'Pepper History' },
  { to: '/breeding', label: 'Breeding Guide' },
  { to: '/tools', label: 'Growing Tools' },
  { to: '/tools/calendar', label: 'Planting Calendar' },
  { to: '/tools/yield', label: 'Yield Estimator' },
  { to: '/tools/spacing', label: 'Spacing Planner' },
  { to: '/tools/fertilizer', label: 'Fertilizer Schedule' },
  { to: '/tools/weather', label: 'Weather' },
  { to: '/tools/heat-quiz', label: 'Heat Tolerance Quiz' },
] as const;
