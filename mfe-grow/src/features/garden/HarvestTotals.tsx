import type { HarvestTotal } from '@pepper/contract';
import { FigureTable, InfoCard } from '@pepper/ui';
import { lazy, Suspense } from 'react';
import { grams } from './format';

/** The chart library loads only when there is a harvest to draw. */
const HarvestChartCanvas = lazy(() => import('./HarvestChartCanvas'));

/** Harvest count and weight per variety and season: a chart, and the same figures as a table for reading. */
export function HarvestTotals({ totals }: { totals: HarvestTotal[] }) {
  return (
    <InfoCard title="Harvest totals">
      {totals.length ? (
        <>
          <figure className="grid gap-2" aria-label="Harvest totals chart">
            <Suspense fallback={<p className="text-sm text-ink-soft">Drawing the chart…</p>}>
              <div aria-hidden>
                <HarvestChartCanvas totals={totals} />
              </div>
            </Suspense>
          </figure>
          <FigureTable
            caption="Harvest per variety and season"
            columns={[
              { label: 'Variety' },
              { label: 'Season' },
              { label: 'Pods', numeric: true },
              { label: 'Weight', numeric: true },
            ]}
            rows={totals.map((t) => ({
              key: `${t.season}-${t.variety}`,
              cells: [t.variety, t.season, t.count, grams(t.weightGrams)],
            }))}
          />
        </>
      ) : (
        <p className="text-sm text-ink-soft">Log a harvest on a planting to see your totals here.</p>
      )}
    </InfoCard>
  );
}
