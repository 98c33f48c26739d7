import { Thermometer } from 'lucide-react';
import { queries } from '@pepper/client';
import {
  clampShuRange,
  formatCount,
  formatShuFull,
  HEAT_RANGES,
  peppersInRange,
  SCOVILLE_MAX,
  SCOVILLE_MIN,
  SCOVILLE_STEP,
} from '@pepper/domain';
import { Button, Card, CardTitle, EmptyState, PageHeader, RangeSlider, useDocumentMeta } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { PepperCardList } from '../../components/CatalogPepperCard';
import { ErrorNotice } from '../../components/ErrorNotice';
import { CardListSkeleton } from '../../components/Skeleton';
import { HeatRangeCards } from './components/HeatRangeCards';
import { ShuInput } from './components/ShuInput';

/** Rendering 500 cards at once is slow on a phone: the list grows on demand. */
const BATCH = 30;

export type ShuRange = [number, number];

export function HeatIndexScreen() {
  useDocumentMeta(
    'Scoville Heat Index | Pepper Atlas',
    'Explore peppers by Scoville heat units, from 0 to 500,000,000 SHU.',
  );
  const peppers = useQuery(queries.peppers());
  const [range, setRange] = useState<ShuRange>([SCOVILLE_MIN, SCOVILLE_MAX]);
  const [shown, setShown] = useState(BATCH);

  /** Slider and typed figures snap to the 10,000 step; a heat range card sets its exact bounds (e.g. 100,001). */
  const choose = (next: ShuRange, exact = false) => {
    setRange(exact ? next : clampShuRange(next));
    setShown(BATCH);
  };

  // Hottest last: a pepper is in range when its own SHU range overlaps the chosen one.
  const inRange = useMemo(() => peppersInRange(peppers.data?.peppers ?? [], range), [peppers.data, range]);

  return (
    <div className="grid grid-cols-1 gap-4">
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
          min={SCOVILLE_MIN}
          max={SCOVILLE_MAX}
          step={SCOVILLE_STEP}
          value={range}
          onValueChange={(v) => choose(v)}
          thumbLabels={['Minimum SHU', 'Maximum SHU']}
          formatValue={(v) => `${formatShuFull(v)} SHU`}
        />
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
        <p className="text-sm font-semibold text-chili-800" aria-live="polite">
          {formatShuFull(range[0])} - {formatShuFull(range[1])} SHU
        </p>
      </Card>

      <HeatRangeCards
        ranges={HEAT_RANGES}
        peppers={peppers.data?.peppers}
        selected={range}
        onChoose={(r) => choose(r, true)}
      />

      <section aria-labelledby="in-range" className="grid grid-cols-1 gap-2">
        <h2 id="in-range" className="text-lg font-bold">
          Peppers in this range
        </h2>
        {peppers.isPending ? (
          <CardListSkeleton count={4} />
        ) : peppers.isError ? (
          <ErrorNotice
            title="Failed to fetch peppers"
            description="Check your connection and try again."
            onRetry={() => peppers.refetch()}
          />
        ) : inRange.length === 0 ? (
          <EmptyState
            icon={Thermometer}
            title="No peppers found"
            description="No variety in the database falls in this range. Try widening it."
          />
        ) : (
          <>
            <p className="text-sm text-ink-soft" aria-live="polite">
              {formatCount(inRange.length)} {inRange.length === 1 ? 'variety' : 'varieties'}, mildest first
            </p>
            <PepperCardList peppers={inRange.slice(0, shown)} />
            {inRange.length > shown ? (
              <Button variant="outline" onClick={() => setShown((n) => n + BATCH)}>
                Show more ({formatCount(inRange.length - shown)} left)
              </Button>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
