import type { HarvestTotal } from '@pepper/contract';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { grams } from './format';

const HEIGHT = 220;

/**
 * The legend's names carry the season's totals: with no cursor to point at a bar, uPlot's live legend would
 * show '--' for every value, so the legend is static and states its figures itself.
 */
export function legendLabels(totals: HarvestTotal[]): { pods: string; grams: string } {
  const pods = totals.reduce((n, t) => n + t.count, 0);
  const weight = totals.reduce((n, t) => n + t.weightGrams, 0);
  return { pods: `Pods (${pods} in all)`, grams: `Weight (${grams(weight)} in all)` };
}

/**
 * Harvest totals drawn with uPlot (a small canvas chart library: about 50 kB, loaded only with this chart):
 * one bar pair per variety and season, count on the left axis, weight in grams on the right.
 */
export default function HarvestChartCanvas({ totals }: { totals: HarvestTotal[] }) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const labels = totals.map((t) => `${t.variety} ${t.season}`);
    const xs = totals.map((_, i) => i);
    const bars = uPlot.paths.bars!({ size: [0.35, 60], gap: 2 });
    const legend = legendLabels(totals);
    let chart: uPlot | null = null;
    try {
      chart = new uPlot(
        {
          width: Math.max(240, el.clientWidth || 320),
          height: HEIGHT,
          legend: { show: true, live: false },
          cursor: { show: false },
          scales: {
            x: { time: false, range: [-0.6, Math.max(0.6, totals.length - 0.4)] },
            count: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.15] },
            grams: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.15] },
          },
          axes: [
            {
              values: (_u, ticks) => ticks.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')),
              incrs: [1],
              stroke: '#44403c',
            },
            { scale: 'count', label: 'Pods', stroke: '#44403c' },
            { scale: 'grams', side: 1, label: 'Grams', stroke: '#44403c', grid: { show: false } },
          ],
          series: [
            {},
            { label: legend.pods, scale: 'count', fill: '#b91c1c', stroke: '#7f1d1d', paths: bars },
            {
              label: legend.grams,
              scale: 'grams',
              fill: '#15803d',
              stroke: '#14532d',
              paths: uPlot.paths.bars!({ size: [0.35, 60], gap: 2, align: 1 }),
            },
          ],
        },
        [xs, totals.map((t) => t.count), totals.map((t) => t.weightGrams)],
        el,
      );
    } catch {
      setFailed(true);
    }
    return () => chart?.destroy();
  }, [totals]);

  if (failed) return null;
  return <div ref={host} data-testid="harvest-chart" />;
}
