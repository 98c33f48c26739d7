import '../../styles.css';
import { Thermometer } from 'lucide-react';
import { queries } from '@pepper/client';
import {
  clampShuRange,
  formatShuFull,
  HEAT_RANGES,
  heatRangeCounts,
  peppersInRange,
  positionOfShu,
  SCOVILLE_MAX,
  SCOVILLE_MIN,
  shuAtPosition,
  SLIDER_STEPS,
} from '@pepper/domain/heat';
import { formatCount } from '@pepper/domain/numbers';
import { Card, CardTitle, cn, EmptyState, PageHeader, PageTextHead, RangeSlider } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { PepperCardList } from '../../components/CatalogPepperCard';
import { FetchedContent } from '../../components/FetchedContent';
import { CardListSkeleton } from '../../components/Skeleton';
import { HeatRangeCards } from './components/HeatRangeCards';
import { ShuInput } from './components/ShuInput';

export type ShuRange = [number, number];

/**
 * Landmarks under the track, a hundredfold or tenfold apart where the peppers are, so the log scale reads at a
 * glance; the last is the scale's top.
 */
const TICKS = [
  { shu: 0, label: '0' },
  { shu: 1_000, label: '1K' },
  { shu: 100_000, label: '100K' },
  { shu: 1_000_000, label: '1M' },
  { shu: 500_000_000, label: '500M' },
];

const NONE_IN_RANGE = (
  <EmptyState
    icon={Thermometer}
    title="No peppers found"
    description="No variety in the database falls in this range. Try widening it."
  />
);

export default function HeatIndexScreen() {
  const peppers = useQuery(queries.peppers());
  const [range, setRange] = useState<ShuRange>([SCOVILLE_MIN, SCOVILLE_MAX]);
  // Where the handles stand after a slide: neighbouring stops can round to one figure, and a handle moved by
  // a key must still move.
  const [handles, setHandles] = useState<[number, number] | null>(null);

  /** Typed figures are kept as typed (within 0..500,000,000); a heat range card sets its exact bounds. */
  const choose = (next: ShuRange) => {
    setHandles(null);
    setRange(clampShuRange(next));
  };
  /** The slider's track is logarithmic: each handle's position stands for a figure. */
  const slide = ([a, b]: [number, number]) => {
    setHandles([a, b]);
    setRange([shuAtPosition(a), shuAtPosition(b)]);
  };

  // Mildest first: a pepper is in range when its typical heat is.
  const all = peppers.data?.peppers;
  const inRange = useMemo(() => peppersInRange(all ?? [], range), [all, range]);
  const counts = useMemo(() => (all ? heatRangeCounts(all) : undefined), [all]);

  return (
    <div className="grid grid-cols-1 gap-4">
      <PageTextHead path="/scoville" />
      <PageHeader
        title="Heat Index"
        subtitle="The Scoville scale, 0 to 500M+ SHU"
        backTo="/menu"
        backLabel="Back to Menu"
      />

      <Card>
        <CardTitle>What is the Scoville scale?</CardTitle>
        <p className="mt-2 text-sm leading-relaxed text-ink">
          Scoville Heat Units (SHU) measure how much capsaicin, the compound that makes peppers burn, a pepper
          holds. A bell pepper scores 0, a jalapeño a few thousand, and the hottest superhots pass 3 million.
          Pure capsaicin sits at about 16 million, and the scale runs on to 500 million for extracts and
          theoretical compounds.
        </p>
      </Card>

      <Card className="grid grid-cols-1 gap-3">
        <h2 className="text-base font-bold">Choose a heat range</h2>
        <RangeSlider
          min={0}
          max={SLIDER_STEPS}
          step={1}
          value={handles ?? [positionOfShu(range[0]), positionOfShu(range[1])]}
          onValueChange={slide}
          thumbLabels={['Minimum SHU', 'Maximum SHU']}
          formatValue={(position) => `${formatShuFull(shuAtPosition(position))} SHU`}
        />
        <ol aria-hidden className="relative -mt-2 h-4 text-[10px] text-ink-soft">
          {TICKS.map((t, i) => (
            <li
              key={t.shu}
              // The end labels sit inside the track's ends rather than centred past them.
              className={cn(
                'absolute',
                i === 0 ? '' : i === TICKS.length - 1 ? '-translate-x-full' : '-translate-x-1/2',
              )}
              style={{ left: `${(positionOfShu(t.shu) / SLIDER_STEPS) * 100}%` }}
            >
              {t.label}
            </li>
          ))}
        </ol>
        <div className="grid grid-cols-2 gap-2">
          <ShuInput
            label="Minimum SHU"
            value={range[0]}
            onCommit={(v) => choose([v, Math.max(v, range[1])])}
          />
          <ShuInput
            label="Maximum SHU"
            value={range[1]}
            onCommit={(v) => choose([Math.min(v, range[0]), v])}
          />
        </div>
        <p className="text-xs text-ink-soft">
          The track is logarithmic: each step along it multiplies the heat, so mild peppers and superhots both
          have room.
        </p>
        <p className="text-sm font-semibold text-chili-800" aria-live="polite">
          {formatShuFull(range[0])} - {formatShuFull(range[1])} SHU
        </p>
      </Card>

      <HeatRangeCards ranges={HEAT_RANGES} counts={counts} selected={range} onChoose={choose} />

      <section aria-labelledby="in-range" className="grid grid-cols-1 gap-2">
        <h2 id="in-range" className="text-lg font-bold">
          Peppers in this range
        </h2>
        <FetchedContent
          read={peppers}
          loading={<CardListSkeleton count={4} />}
          failed="Failed to fetch peppers"
          empty={inRange.length === 0 && NONE_IN_RANGE}
        >
          {() => (
            <>
              <p className="text-sm text-ink-soft" aria-live="polite">
                {formatCount(inRange.length)} {inRange.length === 1 ? 'variety' : 'varieties'} whose typical
                heat is in this range, mildest first
              </p>
              <PepperCardList peppers={inRange} />
            </>
          )}
        </FetchedContent>
      </section>
    </div>
  );
}
