import '../../styles.css';
import { queries } from '@pepper/client';
import { CLIMATE_ZONES } from '@pepper/domain/grow-calendar';
import {
  GROW_CATEGORIES,
  GROW_CATEGORY_INFO,
  countSpecies,
  peppersForGrowCategory,
} from '@pepper/domain/peppers';
import { Link } from '@pepper/router';
import { Card, PageFrame, Section, SectionTab, SectionTabs, useTabInAddress } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import {
  Bug,
  CalendarDays,
  ChevronRight,
  Globe2,
  NotebookPen,
  Scissors,
  Sprout,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { ZONE_DETAILS } from '@pepper/content/grow/climate';
import { GROW_GUIDE_LINKS } from '@pepper/content/grow/grow-center';

/** Each guide's picture, by the address it leads to. */
const GUIDE_ICONS: Record<(typeof GROW_GUIDE_LINKS)[number]['to'], LucideIcon> = {
  '/guides/seeds': Sprout,
  '/tools': Wrench,
  '/guides/pests': Bug,
  '/guides/harvest': Scissors,
  '/grow/climate': Globe2,
  '/tools/calendar': CalendarDays,
};

function LinkCard({
  to,
  title,
  text,
  icon: Icon,
  aside,
}: {
  to: string;
  title: string;
  text: string;
  icon?: LucideIcon;
  aside?: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="flex min-h-touch items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:border-green-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-green-800"
    >
      {Icon ? (
        <span className="rounded-xl bg-green-50 p-2 text-green-800">
          <Icon aria-hidden className="h-6 w-6" />
        </span>
      ) : null}
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="font-bold text-ink">{title}</span>
        <span className="text-sm text-ink-soft">{text}</span>
      </span>
      {aside}
      <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-ink-soft" />
    </Link>
  );
}

/** /grow: the grow center with its guides, variety categories and climate zones. */
export default function GrowCenterScreen() {
  const [tab, show, linkTo] = useTabInAddress(['guides', 'varieties', 'climate', 'garden']);
  const peppers = useQuery(queries.peppers());
  const list = peppers.data?.peppers ?? [];

  const countFor = (category: (typeof GROW_CATEGORIES)[number]) =>
    category === 'species'
      ? `${countSpecies(list)} species`
      : `${peppersForGrowCategory(list, category).length} varieties`;

  return (
    <PageFrame area="Grow" title="Grow Center" subtitle="Grow your own peppers, from seed to harvest">
      <SectionTabs label="Grow center sections" value={tab} onValueChange={show} linkTo={linkTo}>
        <SectionTab value="guides" title="Guides">
          <Section title="Growing Guides" intro="Everything a pepper grower needs through the season.">
            <ul className="grid gap-3">
              {GROW_GUIDE_LINKS.map((g) => (
                <li key={g.to}>
                  <LinkCard {...g} icon={GUIDE_ICONS[g.to]} />
                </li>
              ))}
            </ul>
          </Section>
        </SectionTab>
        <SectionTab value="varieties" title="Varieties">
          <Section
            title="Varieties by Experience"
            intro="Start where your experience is: milder peppers forgive more, superhots ask for patience and warmth."
          >
            {peppers.isError ? (
              <p role="status" className="text-sm text-ink-soft">
                Failed to fetch peppers: variety counts are unavailable right now.
              </p>
            ) : null}
            <ul className="grid gap-3">
              {GROW_CATEGORIES.map((category) => (
                <li key={category}>
                  <LinkCard
                    to={`/grow/${category}`}
                    title={GROW_CATEGORY_INFO[category].title}
                    text={GROW_CATEGORY_INFO[category].description}
                    aside={
                      peppers.isSuccess ? (
                        <span className="shrink-0 text-xs font-semibold text-ink-soft">
                          {countFor(category)}
                        </span>
                      ) : null
                    }
                  />
                </li>
              ))}
            </ul>
          </Section>
        </SectionTab>
        <SectionTab value="climate" title="Climate">
          <Section
            title="Climate Zones"
            intro="Peppers are tropical perennials grown as annuals almost everywhere else: your zone decides the season."
          >
            {CLIMATE_ZONES.map((z) => (
              <Card key={z.zone} className="grid gap-1">
                <h3 className="font-bold text-ink">{z.zone}</h3>
                <p className="text-sm text-ink">Hardiness zones {z.hardiness}</p>
                <p className="text-sm text-ink-soft">{ZONE_DETAILS[z.zone].growingSeason}</p>
              </Card>
            ))}
            <LinkCard
              to="/grow/climate"
              title="Find Your Zone"
              text="Detect your location for your zone, season and calendar."
              icon={Globe2}
            />
          </Section>
        </SectionTab>
        <SectionTab value="garden" title="My Garden">
          <Section
            title="My Garden"
            intro="Keep your own season: plantings, a journal with photos, reminders from the grow calendar and your harvest totals."
          >
            <LinkCard
              to="/garden"
              title="Open My Garden"
              text="See what is due this week and log what happened."
              icon={NotebookPen}
            />
          </Section>
        </SectionTab>
      </SectionTabs>
    </PageFrame>
  );
}
