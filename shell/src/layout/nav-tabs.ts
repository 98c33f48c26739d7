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
