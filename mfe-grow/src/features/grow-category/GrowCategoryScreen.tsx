import { queries } from '@pepper/client';
import type { PepperCard } from '@pepper/contract';
import {
  formatShuFull,
  GROW_CATEGORY_INFO,
  groupBySpecies,
  isGrowCategory,
  peppersForGrowCategory,
} from '@pepper/domain';
import { Link, useParams } from '@pepper/router';
import { Bullets, Button, Card, EmptyState, HeatBadge, PageFrame, Section } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { CATEGORY_TIPS } from './content';

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
        {formatShuFull(pepper.shuMin)}-{formatShuFull(pepper.shuMax)} SHU · {pepper.origin}
      </p>
      <Button asChild variant="outline">
        <Link to={`/peppers/${pepper.id}`} aria-label={`View Full Details: ${pepper.name}`}>
          View Full Details
        </Link>
      </Button>
    </Card>
  );
}

/** /grow/:category: the varieties for a grower's experience, or all of them by species. */
export function GrowCategoryScreen() {
  const { category = '' } = useParams();
  const peppers = useQuery(queries.peppers());
  const known = isGrowCategory(category);
  const info = known ? GROW_CATEGORY_INFO[category] : null;
  const list = peppersForGrowCategory(peppers.data?.peppers ?? [], category);
  const title =
    category === 'species' ? 'Varieties by Species' : info ? `${info.title} Varieties` : 'Grow Varieties';
  const tips = known ? CATEGORY_TIPS[category] : null;

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
    body = groupBySpecies(list).map((group, i) => (
      <section key={group.species} aria-labelledby={`species-${i}`} className="grid gap-3">
        <h2 id={`species-${i}`} className="text-lg font-bold italic text-ink">
          {group.species}{' '}
          <span className="text-sm font-normal not-italic text-ink-soft">({group.peppers.length})</span>
        </h2>
        <ul className="grid gap-3" aria-label={`${group.species} varieties`}>
          {group.peppers.map((p) => (
            <li key={p.id}>
              <VarietyCard pepper={p} />
            </li>
          ))}
        </ul>
      </section>
    ));
  else
    body = (
      <section aria-labelledby="grow-category-list" className="grid gap-3">
        <h2 id="grow-category-list" className="text-lg font-bold text-ink">
          {list.length} {list.length === 1 ? 'variety' : 'varieties'} to grow
        </h2>
        <ul className="grid gap-3" aria-label={title}>
          {list.map((p) => (
            <li key={p.id}>
              <VarietyCard pepper={p} />
            </li>
          ))}
        </ul>
      </section>
    );

  return (
    <PageFrame
      area="Grow"
      title={title}
      subtitle={info?.description}
      description={info?.description ?? 'Pepper varieties for growers.'}
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
