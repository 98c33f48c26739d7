import { gardenMutations, GARDEN_KEY, HttpError, SEEDS_KEY } from '@pepper/client';
import { monthDayLabel, seasonLastFrost } from '@pepper/domain/weather';
import { Button, Field, InfoCard } from '@pepper/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LocateFixed } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { frostDatesNear } from '../../components/FrostDatesSummary';
import { useDeviceLocation } from '../../components/useDeviceLocation';
import { problemText, shortDay } from './format';
import { bindField } from '../../components/bind-field';

/** The last spring frost the plan counts from: transplanting waits for it, seed starting counts back from it. */
export function LastFrostCard({ lastFrost }: { lastFrost: string | null }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(lastFrost ?? '');
  const save = useMutation({
    mutationFn: (date: string | null) => gardenMutations.setLastFrost({ lastFrost: date }),
    onSuccess: async (garden) => {
      queryClient.setQueryData([GARDEN_KEY], garden);
      // The seed stash's sowing plan counts from the same frost.
      await queryClient.invalidateQueries({ queryKey: SEEDS_KEY });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(value || null);
  };
  // "Use my location": the average last frost from the weather records near the grower, asked on a tap.
  const location = useDeviceLocation({ askOnLoad: false });
  const frost = useQuery({
    ...frostDatesNear(location.position?.lat ?? 0, location.position?.lon ?? 0),
    enabled: !!location.position,
  });
  const average = frost.data?.lastSpringFrost ?? null;
  const { mutate } = save;
  useEffect(() => {
    if (!average) return;
    const date = seasonLastFrost(average, new Date());
    setValue(date);
    mutate(date);
  }, [average, mutate]);
  let locationNote: string | null = null;
  if (location.refused && !location.position)
    locationNote = 'Your location was not shared: enter the date by hand.';
  else if (frost.isError)
    locationNote =
      frost.error instanceof HttpError ? frost.error.serverMessage : 'Frost dates could not be loaded.';
  else if (frost.data && !average)
    locationNote = 'Frost is rare where you are: plant out once nights stay above 50°F (10°C).';
  else if (average)
    locationNote = `From the weather records near you: on average the last frost is on ${monthDayLabel(average)}.`;
  return (
    <InfoCard title="Last frost">
      <p className="text-sm text-ink-soft">
        {lastFrost
          ? `Your plan counts from a last frost on ${shortDay(lastFrost)}.`
          : 'Enter your average last spring frost so transplanting waits for it.'}
      </p>
      <form className="grid gap-2" onSubmit={submit} aria-label="Last frost">
        <Field label="Last frost date" type="date" {...bindField(value, setValue)} />
        <Button type="submit" variant="outline" disabled={save.isPending}>
          Save last frost
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={location.detect}
          disabled={location.detecting || frost.isFetching}
        >
          <LocateFixed aria-hidden className="h-4 w-4" />
          Use My Location
        </Button>
        {locationNote ? (
          <p role="status" className="text-sm text-ink-soft">
            {locationNote}
          </p>
        ) : null}
        {save.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {problemText(save.error)}
          </p>
        ) : null}
      </form>
    </InfoCard>
  );
}
