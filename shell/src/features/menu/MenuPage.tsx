import { queries } from '@pepper/client';
import { formatShuFull } from '@pepper/domain/heat';
import { MENU_LINKS, menuLinks, type MenuLink } from './menu-links';
import { Card, TabLink, Tabs, TabsContent, TabsList, useTabInAddress } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Link } from '@pepper/router';
import { MenuAccount } from './MenuAccount';

/** The places that are the visitor's own, listed first. */
export const YOUR_LINKS = menuLinks([
  ['/account', 'Account'],
  ['/premium', 'Premium'],
  ['/garden', 'My Garden'],
  ['/identify/history', 'Identification History'],
]);

const SECTIONS: { title: string; test: (to: string) => boolean }[] = [
  { title: 'Yours', test: (to) => YOUR_LINKS.some((l) => l.to === to) },
  {
    title: 'Peppers',
    test: (to) => ['/peppers', '/random', '/identify', '/scoville', '/favorites'].includes(to),
  },
  { title: 'Collections', test: (to) => to.startsWith('/collections') },
  {
    title: 'Growing',
    test: (to) =>
      to.startsWith('/grow') || ['/guides/seeds', '/guides/pests', '/guides/harvest'].includes(to),
  },
  {
    title: 'Kitchen',
    test: (to) =>
      ['/recipes', '/cooking', '/pairing', '/safety', '/meal-planning', '/guides/preservation'].includes(to),
  },
  { title: 'Tools', test: (to) => to.startsWith('/tools') },
  { title: 'Learn', test: () => true },
];

function groupLinks(links: readonly MenuLink[]) {
  const used = new Set<string>();
  return SECTIONS.map((section) => {
    const items = links.filter((l) => !used.has(l.to) && section.test(l.to));
    items.forEach((l) => used.add(l.to));
    return { title: section.title, items };
  }).filter((s) => s.items.length > 0);
}

const QUICK = [
  '/peppers',
  '/identify',
  '/recipes',
  '/tools/heat-calc',
  '/grow',
  '/favorites',
  '/random',
  '/tools/heat-quiz',
];

const TABS = ['browse', 'quick', 'stats'] as const;

/** A tab's own address: the first tab is the plain Menu. */
const tabAddress = (tab: (typeof TABS)[number]) => (tab === TABS[0] ? '/menu' : `/menu?tab=${tab}`);

export default function MenuPage() {
  const stats = useQuery(queries.stats());
  // The tabs are links and the tab shown follows the address, so a tab works before and without the code.
  const [tab, show] = useTabInAddress(TABS);
  const sections = groupLinks([...YOUR_LINKS, ...MENU_LINKS]);
  const quick = QUICK.map((to): MenuLink | undefined => MENU_LINKS.find((l) => l.to === to)).filter(
    (l): l is MenuLink => Boolean(l),
  );
  const s = stats.data;

  return (
    <div className="pt-4">
      <h1 className="text-2xl font-extrabold">Complete Menu</h1>
      <p className="mb-4 text-sm text-ink-soft">
        {s
          ? `${s.varieties} varieties, ${s.recipes}+ recipes, ${s.originCountries}+ origin countries; the hottest pepper in the database is ${s.hottestName}, at ${formatShuFull(s.hottestShu)} SHU.`
          : 'Every corner of the atlas in one place.'}
      </p>
      <MenuAccount />
      <Tabs value={tab} onValueChange={show}>
        <TabsList aria-label="Menu">
          <TabLink value="browse" to={tabAddress('browse')}>
            Browse
          </TabLink>
          <TabLink value="quick" to={tabAddress('quick')}>
            Quick Access
          </TabLink>
          <TabLink value="stats" to={tabAddress('stats')}>
            Stats
          </TabLink>
        </TabsList>
        <TabsContent value="browse" className="grid gap-4">
          {sections.map((section) => (
            <section key={section.title} aria-labelledby={`menu-${section.title}`}>
              <h2
                id={`menu-${section.title}`}
                className="mb-1 text-sm font-bold uppercase tracking-wide text-ink-soft"
              >
                {section.title}
              </h2>
              <ul className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white">
                {section.items.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="flex min-h-[48px] items-center justify-between px-4 text-base"
                    >
                      {link.label}
                      <ChevronRight aria-hidden className="h-4 w-4 text-ink-soft" />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </TabsContent>
        <TabsContent value="quick">
          <ul className="grid grid-cols-2 gap-3">
            {quick.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="flex min-h-[72px] items-center rounded-2xl bg-chili-50 p-3 font-bold text-chili-900 shadow-sm"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="stats">
          {s ? (
            <dl className="grid grid-cols-2 gap-3">
              {[
                ['Varieties', String(s.varieties)],
                ['Recipes', `${s.recipes}+`],
                ['Origin countries', `${s.originCountries}+`],
                ['Hottest pepper in the database', `${formatShuFull(s.hottestShu)} SHU`],
              ].map(([label, value]) => (
                <Card key={label} className="p-3">
                  <dt className="text-xs font-semibold uppercase text-ink-soft">{label}</dt>
                  <dd className="text-xl font-extrabold text-ink">{value}</dd>
                </Card>
              ))}
              <Card className="col-span-2 p-3">
                <dt className="text-xs font-semibold uppercase text-ink-soft">Hottest in the database</dt>
                <dd className="text-base font-bold">{s.hottestName}</dd>
              </Card>
            </dl>
          ) : stats.isError ? (
            <p role="alert">Stats are unavailable right now.</p>
          ) : (
            <p role="status">Loading stats…</p>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
