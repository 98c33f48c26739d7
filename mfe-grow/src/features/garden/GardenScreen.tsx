import '../../styles.css';
import { gardenQueries, seedQueries } from '@pepper/client';
import type { Planting } from '@pepper/contract';
import { GROW_PLACE_LABELS } from '@pepper/domain/garden';
import { sownThisSeason } from '@pepper/domain/grow-calendar';
import { Link } from '@pepper/router';
import { PageFrame, Section } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Package, Sprout } from 'lucide-react';
import { CalendarFeedCard } from './CalendarFeedCard';
import { shortDay } from './format';
import { StoredList } from './StoredList';
import { FormBehindButton } from './FormBehindButton';
import { HarvestTotals } from './HarvestTotals';
import { LastFrostCard } from './LastFrostCard';
import { NewPlantingForm } from './NewPlantingForm';
import { ThisWeek } from './ThisWeek';
import { YourPlaceCard } from './YourPlaceCard';
import { useAddFormInAddress } from './useAddFormInAddress';

function PlantingLink({ planting }: { planting: Planting }) {
  return (
    <Link
      to={`/garden/${planting.id}`}
      className="flex min-h-touch items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:border-green-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-green-800"
    >
      <span className="rounded-xl bg-green-50 p-2 text-green-800">
        <Sprout aria-hidden className="h-6 w-6" />
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="font-bold text-ink">{planting.label}</span>
        <span className="text-sm text-ink-soft">
          {planting.pepperName} · {planting.count} {planting.count === 1 ? 'plant' : 'plants'} ·{' '}
          {GROW_PLACE_LABELS[planting.place]}
        </span>
        <span className="text-sm text-ink">
          <span className="font-semibold">{planting.stageLabel}</span>
          {planting.nextTask ? ` · Next: ${planting.nextTask.title}, ${shortDay(planting.nextTask.due)}` : ''}
        </span>
        {planting.seasonNote ? (
          <span className="text-sm font-semibold text-amber-900">{planting.seasonNote.title}</span>
        ) : null}
      </span>
      <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-ink-soft" />
    </Link>
  );
}

/** /garden: the grower's plantings with their stage and next task, this week's tasks, totals and the feed. */
export default function GardenScreen() {
  const { params, adding, setAdding } = useAddFormInAddress();
  const garden = useQuery(gardenQueries.garden());
  // The stash's sowing days are reminders here too.
  const stash = useQuery(seedQueries.stash());
  const toSow = (stash.data?.packets ?? []).filter(
    // A packet with a sowing already planned is on the plan as that planting's "Sow" task: one task, not two.
    (p) =>
      p.seedsLeft - p.seedsReserved > 0 &&
      p.sowing.window === 'sow-this-week' &&
      !p.plantings.some((s) => s.state === 'planned' || sownThisSeason(s.sownOn, new Date())),
  );
  const addId = Number(params.get('add'));

  return (
    <PageFrame
      area="Grow"
      title="My Garden"
      subtitle="Your plantings, their journal and what to do next"
      backTo="/grow?tab=garden"
      backLabel="Back to Grow Center"
    >
      <StoredList
        query={garden}
        items={garden.data?.plantings}
        title="Plantings"
        what="Your garden"
        label="Your plantings"
        kept="This garden is kept in this browser only."
        returnTo="/garden"
        empty="No plantings yet: add the first one."
        item={(p) => <PlantingLink planting={p} />}
      >
        <FormBehindButton
          open={adding}
          onOpen={() => setAdding(true)}
          onClose={() => setAdding(false)}
          openLabel="Add a planting"
        >
          <NewPlantingForm
            key={addId || 'new'}
            initialPepperId={Number.isInteger(addId) && addId > 0 ? addId : null}
            lastFrost={garden.data?.planLastFrost ?? null}
            onCreated={() => setAdding(false)}
          />
        </FormBehindButton>
      </StoredList>

      <Section title="Seeds">
        <Link
          to="/garden/seeds"
          className="flex min-h-touch items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:border-green-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-green-800"
        >
          <span className="rounded-xl bg-amber-50 p-2 text-amber-900">
            <Package aria-hidden className="h-6 w-6" />
          </span>
          <span className="grid min-w-0 flex-1 gap-0.5">
            <span className="font-bold text-ink">Seed stash</span>
            <span className="text-sm text-ink-soft">
              Your packets, germination tests and what to sow this week
            </span>
            {toSow.length ? (
              <span className="text-sm font-semibold text-ink">
                Sow this week: {toSow.map((p) => p.pepperName).join(', ')}
              </span>
            ) : null}
          </span>
          <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-ink-soft" />
        </Link>
      </Section>

      {garden.data ? (
        <Section title="Plan">
          <ThisWeek tasks={garden.data.thisWeek} plantings={garden.data.plantings} />
          <YourPlaceCard key={garden.data.place?.name ?? ''} place={garden.data.place} />
          <LastFrostCard
            key={garden.data.lastFrost ?? ''}
            lastFrost={garden.data.lastFrost}
            place={garden.data.place}
          />
          {garden.data.signedIn ? <CalendarFeedCard /> : null}
        </Section>
      ) : null}

      {garden.data ? (
        <Section title="Harvest">
          <HarvestTotals totals={garden.data.harvestTotals} />
        </Section>
      ) : null}

      {garden.data?.signedIn ? (
        <Section title="Your data">
          <p className="text-sm text-ink-soft">
            Export your garden and journal, restore them from an export, or delete your account on{' '}
            <Link to="/account" className="font-semibold text-chili-800 underline">
              your account page
            </Link>
            .
          </p>
        </Section>
      ) : null}
    </PageFrame>
  );
}
