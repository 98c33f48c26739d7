import '../../styles.css';
import { queries } from '@pepper/client';
import type { PepperCard } from '@pepper/contract';
import { categorySowingTip } from '@pepper/domain/grow-calendar';
import { heatBesideLevel } from '@pepper/domain/heat';
import {
  GROW_CATEGORY_INFO,
  groupBySpecies,
  isGrowCategory,
  peppersForGrowCategory,
} from '@pepper/domain/peppers';
import { Link, useLocation, useParams, useSearchParams } from '@pepper/router';
import {
  Bullets,
  Button,
  Card,
  EmptyState,
  HeatBadge,
  PageFrame,
  Section,
  ShowMore,
  useIncrementalList,
} from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CATEGORY_TIPS } from '@pepper/content/grow/grow-category';
import { notFoundHead } from '@pepper/content/heads';
import { CardList } from '../../components/CardList';

function VarietyCard({ pepper }: { pepper: PepperCard }) {
  return (
    <Card className="grid gap-2">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-bold text-ink">{pepper.name}</h3>
          <p className="text-xs italic text-ink-soft">{pepper.scientificName}</p>
        </div>
        <HeatBadge level={pepper.heatLevel} />
      </div>
      <p className="text-sm text-ink">
        {heatBesideLevel(pepper, 'range')} · {pepper.origin}
      </p>
      <Button asChild variant="outline">
        <Link to={`/peppers/${pepper.id}`} aria-label={`View Full Details: ${pepper.name}`}>
          View Full Details
        </Link>
      </Button>
    </Card>
  );
}

/** How many varieties each species shows before the reader chooses to show all of them. */
const SPECIES_PREVIEW = 6;

/**
 * The address's part that names a species shown whole: "Show all" links there, so it works before and without
 * the page's code; with the code it opens in place.
 */
const OPEN_SPECIES = 'species';

function VarietyList({ peppers, label }: { peppers: readonly PepperCard[]; label: string }) {
  return (
    <CardList items={peppers} label={label} keyOf={(p) => p.id} card={(p) => <VarietyCard pepper={p} />} />
  );
}

/** A long category renders its first cards at once and the rest as the reader scrolls. */
function GrowingList({ peppers, label }: { peppers: readonly PepperCard[]; label: string }) {
  const { visible, remaining, more, moreAddress } = useIncrementalList(peppers);
  return (
    <>
      <VarietyList peppers={visible} label={label} />
      <ShowMore remaining={remaining} onMore={more} to={moreAddress} noun="varieties" />
    </>
  );
}

/**
 * One species: its first few varieties, so every species is in view at once, and all of them (growing as the
 * reader scrolls) when asked.
 */
function SpeciesGroup({
  species,
  peppers,
  index,
}: {
  species: string;
  peppers: PepperCard[];
  index: number;
}) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // A species opened from the address (`?species=`) shows all its varieties from the first render.
  const [all, setAll] = useState(() => params.getAll(OPEN_SPECIES).includes(species));
  const opened = new URLSearchParams(params);
  opened.append(OPEN_SPECIES, species);
  const label = `${species} varieties`;
  return (
    <section aria-labelledby={`species-${index}`} className="grid gap-3">
      <h2 id={`species-${index}`} className="text-lg font-bold italic text-ink">
        {species} <span className="text-sm font-normal not-italic text-ink-soft">({peppers.length})</span>
      </h2>
      {all ? (
        <GrowingList peppers={peppers} label={label} />
      ) : (
        <>
          <VarietyList peppers={peppers.slice(0, SPECIES_PREVIEW)} label={label} />
          {peppers.length > SPECIES_PREVIEW ? (
            <Button asChild variant="outline">
              <Link
                to={`${pathname}?${opened.toString()}`}
                replace
                preventScrollReset
                onClick={(event) => {
                  event.preventDefault();
                  setAll(true);
                }}
              >
                Show all {peppers.length} <span className="italic">{species}</span>
              </Link>
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

/** /grow/:category: the varieties for a grower's experience, or all of them by species. */
export default function GrowCategoryScreen() {
  const { category = '' } = useParams();
  const peppers = useQuery(queries.peppers());
  const known = isGrowCategory(category);
  const info = known ? GROW_CATEGORY_INFO[category] : null;
  // Kept between renders: a growing list starts over when it is given a new array.
  const list = useMemo(
    () => peppersForGrowCategory(peppers.data?.peppers ?? [], category),
    [peppers.data, category],
  );
  const groups = useMemo(() => (category === 'species' ? groupBySpecies(list) : []), [list, category]);
  const title =
    category === 'species' ? 'Varieties by Species' : info ? `${info.title} Varieties` : 'Grow Varieties';
  // When to sow comes from the lead-time rule; the rest of the tips are the category's own.
  const tips = known
    ? {
        title: CATEGORY_TIPS[category].title,
        tips:
          category === 'species'
            ? CATEGORY_TIPS[category].tips
            : [categorySowingTip(category), ...CATEGORY_TIPS[category].tips],
      }
    : null;

  let body;
  if (peppers.isPending)
    body = (
      <p role="status" className="text-sm text-ink-soft">
        Loading varieties…
      </p>
    );
  else if (peppers.isError)
    body = <EmptyState title="Failed to fetch peppers" description="Check your connection and try again." />;
  else if (list.length === 0)
    body = (
      <EmptyState
        title="No Varieties Found"
        description={
          known ? 'No varieties in the database fit this category yet.' : 'There is no such grow category.'
        }
        action={
          <Button asChild variant="outline">
            <Link to="/grow?tab=varieties">All Categories</Link>
          </Button>
        }
      />
    );
  else if (category === 'species')
    body = groups.map((group, i) => (
      <SpeciesGroup key={group.species} species={group.species} peppers={group.peppers} index={i} />
    ));
  else
    body = (
      <section aria-labelledby="grow-category-list" className="grid gap-3">
        <h2 id="grow-category-list" className="text-lg font-bold text-ink">
          {list.length} {list.length === 1 ? 'variety' : 'varieties'} to grow
        </h2>
        <GrowingList peppers={list} label={title} />
      </section>
    );

  return (
    <PageFrame
      area="Grow"
      title={title}
      subtitle={info?.description}
      head={known ? undefined : notFoundHead}
      backTo="/grow"
      backLabel="Back to Grow Center"
    >
      {body}
      {tips && !peppers.isPending ? (
        <Section title={tips.title}>
          <Card>
            <Bullets items={tips.tips} />
          </Card>
        </Section>
      ) : null}
    </PageFrame>
  );
}
