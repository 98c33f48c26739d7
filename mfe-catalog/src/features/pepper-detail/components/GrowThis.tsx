import type { Pepper } from '@pepper/contract';
import { gardenQueries } from '@pepper/client';
import { parseDateInput } from '@pepper/domain/dates';
import { growThisPacketPath, growThisPlan, growThisPlantingPath } from '@pepper/domain/peppers';
import { Link } from '@pepper/router';
import { Button, CardSection } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { Package, Sprout } from 'lucide-react';

/** A 'YYYY-MM-DD' day as My Garden writes it ("Thu, Mar 4"), in UTC like the plan that made it. */
function day(value: string): string {
  return parseDateInput(value)!.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * "Grow this": a way into My Garden with this variety chosen, for a planting or a seed packet, and the season
 * plan's dates for it. With the grower's last frost (kept in My Garden) the dates are this season's days;
 * without it, the rule they follow.
 */
export function GrowThis({ pepper }: { pepper: Pepper }) {
  const garden = useQuery(gardenQueries.garden());
  // The frost the garden's own plan counts from: the grower's date, else their place's average.
  const lastFrost = garden.data?.planLastFrost ?? garden.data?.lastFrost;
  const plan = growThisPlan(pepper, parseDateInput(lastFrost), new Date());
  const dates = plan.dates;
  return (
    <CardSection title="Grow this" icon={<Sprout aria-hidden className="h-5 w-5 text-green-700" />}>
      {dates ? (
        <>
          <dl className="grid grid-cols-1 gap-2 text-sm" aria-label={`Season plan for ${pepper.name}`}>
            {[
              ['Sow indoors', day(dates.sowOn)],
              ['Plant out', day(dates.plantOut)],
              ['First ripe pods', `about ${day(dates.firstRipe)}`],
            ].map(([term, value]) => (
              <div key={term} className="flex items-center justify-between gap-2">
                <dt className="font-semibold text-ink-soft">{term}</dt>
                <dd className="font-semibold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-ink-soft">From your last frost, {day(dates.lastFrost)}, in My Garden.</p>
        </>
      ) : (
        <p className="text-sm leading-relaxed text-ink">
          Sow indoors {plan.weeksBeforeFrost} weeks before your last frost, plant out{' '}
          {plan.plantOutAfterFrostDays / 7} weeks after it, and pick the first ripe pods about{' '}
          {plan.daysToFirstRipe} days later. Give your last frost in My Garden for the days themselves.
        </p>
      )}
      <div className="mt-3 grid grid-cols-1 gap-2">
        <Button asChild>
          <Link to={growThisPlantingPath(pepper.id)}>
            <Sprout aria-hidden className="h-4 w-4" /> Plant {pepper.name} in My Garden
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={growThisPacketPath(pepper.id)}>
            <Package aria-hidden className="h-4 w-4" /> Add a seed packet
          </Link>
        </Button>
      </div>
    </CardSection>
  );
}
