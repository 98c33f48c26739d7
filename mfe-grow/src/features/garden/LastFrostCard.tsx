import { gardenMutations, GARDEN_KEY, SEEDS_KEY } from '@pepper/client';
import type { GardenPlace } from '@pepper/contract';
import { monthDayLabel } from '@pepper/domain/weather';
import { Button, CodeForm, Field, InfoCard, RequestProblem } from '@pepper/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { shortDay } from './format';
import { bindField } from '../../components/bind-field';

/**
 * The last spring frost the plan counts from: transplanting waits for it, seed starting counts back from it. It
 * comes from the grower's place; a date typed here overrides the place's.
 */
export function LastFrostCard({ lastFrost, place }: { lastFrost: string | null; place: GardenPlace | null }) {
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
  let note: string;
  if (lastFrost) note = `Your plan counts from a last frost on ${shortDay(lastFrost)}.`;
  else if (place?.lastSpringFrost)
    note = `Your plan counts from your place's average last frost, ${monthDayLabel(place.lastSpringFrost)}. A date of your own overrides it.`;
  else if (place) note = 'Frost is rare at your place. Enter a date only if your garden gets frost.';
  else note = 'Know your last spring frost? Enter it instead of a place, or to override your place’s.';
  return (
    <InfoCard title="Last frost">
      <p className="text-sm text-ink-soft">{note}</p>
      <CodeForm className="grid gap-2" onSubmit={submit} aria-label="Last frost">
        <Field label="Last frost date" type="date" {...bindField(value, setValue)} />
        <Button type="submit" variant="outline" disabled={save.isPending}>
          Save last frost
        </Button>
        {lastFrost && place ? (
          <Button
            type="button"
            variant="outline"
            disabled={save.isPending}
            onClick={() => {
              setValue('');
              save.mutate(null);
            }}
          >
            Use my place&apos;s date
          </Button>
        ) : null}
        <RequestProblem request={save} />
      </CodeForm>
    </InfoCard>
  );
}
