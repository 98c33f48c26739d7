import '../../../styles.css';
import { gardenQueries, seedQueries } from '@pepper/client';
import { Link } from '@pepper/router';
import { PageFrame, Section } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LastFrostCard } from '../LastFrostCard';
import { YourPlaceCard } from '../YourPlaceCard';
import { localToday } from '../format';
import { StoredList } from '../StoredList';
import { FormBehindButton } from '../FormBehindButton';
import { PacketForm, type PacketDraft } from './PacketForm';
import { PacketLink } from './PacketLink';
import { SowingPlan } from './SowingPlan';
import { useAddFormInAddress } from '../useAddFormInAddress';

const whole = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The packet a form starts from: blank, or (from a harvest's "Save seeds") the planting's variety, saved from
 * the grower's own harvest in the harvest's year.
 */
function draftFrom(params: URLSearchParams): PacketDraft {
  const harvestEntryId = whole(params.get('harvest'));
  return {
    pepperId: whole(params.get('pepper')),
    source: harvestEntryId ? 'own-harvest' : 'shop',
    year: whole(params.get('year')) ?? Number(localToday().slice(0, 4)),
    seedsLeft: null,
    note: '',
    harvestEntryId,
  };
}

/** /garden/seeds: the seed stash and its sowing plan from the grower's last frost. */
export default function SeedStashScreen() {
  const { params, adding, setAdding } = useAddFormInAddress(['harvest', 'pepper', 'year']);
  const stash = useQuery(seedQueries.stash());
  // The place and the last frost the sowing plan counts from.
  const garden = useQuery(gardenQueries.garden());
  const [status, setStatus] = useState('');

  return (
    <PageFrame
      area="Grow"
      title="Seed stash"
      subtitle="Your seed packets, how good they still are and when to sow them"
      backTo="/garden"
      backLabel="Back to My Garden"
    >
      <StoredList
        query={stash}
        items={stash.data?.packets}
        title="Packets"
        what="Your seed stash"
        label="Your seed packets"
        kept="This stash is kept in this browser only."
        returnTo="/garden/seeds"
        empty="No seed packets yet: add the first one."
        item={(p) => <PacketLink packet={p} />}
      >
        <p role="status" className="text-sm font-semibold text-ink">
          {status}
        </p>
        <FormBehindButton
          open={adding}
          onOpen={() => {
            setStatus('');
            setAdding(true);
          }}
          onClose={() => setAdding(false)}
          openLabel="Add a seed packet"
        >
          <PacketForm
            key={params.get('harvest') ?? 'new'}
            initial={draftFrom(params)}
            onDone={(message) => {
              setStatus(message);
              setAdding(false);
            }}
          />
        </FormBehindButton>
      </StoredList>

      {stash.data ? (
        <Section title="Sowing plan">
          <SowingPlan packets={stash.data.packets} />
          {garden.data ? (
            <>
              <YourPlaceCard key={garden.data.place?.name ?? ''} place={garden.data.place} />
              <LastFrostCard
                key={garden.data.lastFrost ?? ''}
                lastFrost={garden.data.lastFrost}
                place={garden.data.place}
              />
            </>
          ) : null}
          <p className="text-sm text-ink-soft">
            Sowing days are in your{' '}
            <Link to="/garden" className="font-semibold text-green-800 underline">
              garden's calendar feed
            </Link>
            .
          </p>
        </Section>
      ) : null}
    </PageFrame>
  );
}
