import { isNavTabActive, NAV_TABS } from './nav-tabs';
import { Home, Menu, Search, Sprout } from 'lucide-react';
import { Link, useLocation } from '@pepper/router';
import { cn } from '@pepper/ui';

const icons = { Home, Search, Grow: Sprout, Menu } as const;

/** Four tabs, each active by its own rule. */
export function BottomNav() {
  const { pathname, search } = useLocation();
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 backdrop-blur"
    >
      <ul className="mx-auto grid max-w-phone grid-cols-4 pb-[env(safe-area-inset-bottom)]">
        {NAV_TABS.map((tab) => {
          const active = isNavTabActive(tab, pathname);
          const Icon = icons[tab.label as keyof typeof icons] ?? Home;
          return (
            <li key={tab.label}>
              <Link
                to={tab.to}
                // The Menu's sign-in returns to the page the Menu was opened from.
                state={tab.to === '/menu' && !active ? { from: `${pathname}${search}` } : undefined}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-[56px] flex-col items-center justify-center gap-0.5 text-xs font-semibold',
                  active ? 'text-chili-700' : 'text-ink-soft',
                )}
              >
                <Icon aria-hidden className="h-5 w-5" />
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
