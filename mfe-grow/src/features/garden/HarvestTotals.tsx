import type { HarvestTotal } from '@pepper/contract';
import { InfoCard } from '@pepper/ui';
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
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Harvest per variety and season</caption>
            <thead>
              <tr className="text-ink-soft">
                <th scope="col">Variety</th>
                <th scope="col">Season</th>
                <th scope="col" className="text-right">
                  Pods
                </th>
                <th scope="col" className="text-right">
                  Weight
                </th>
              </tr>
            </thead>
            <tbody>
              {totals.map((t) => (
                <tr key={`${t.season}-${t.variety}`} className="border-t border-stone-200">
                  <td className="py-1">{t.variety}</td>
                  <td>{t.season}</td>
                  <td className="text-right">{t.count}</td>
                  <td className="text-right">{grams(t.weightGrams)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p className="text-sm text-ink-soft">Log a harvest on a planting to see your totals here.</p>
      )}
    </InfoCard>
  );
}
