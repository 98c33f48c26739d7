import { gardenMutations, GARDEN_KEY } from '@pepper/client';
import { Button, InfoCard } from '@pepper/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field } from '../tools/Field';
import { problemText, shortDay } from './format';

/** The last spring frost the plan counts from: transplanting waits for it, seed starting counts back from it. */
export function LastFrostCard({ lastFrost }: { lastFrost: string | null }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(lastFrost ?? '');
  const save = useMutation({
    mutationFn: (date: string | null) => gardenMutations.setLastFrost({ lastFrost: date }),
    onSuccess: (garden) => queryClient.setQueryData([GARDEN_KEY], garden),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(value || null);
  };
  return (
    <InfoCard title="Last frost">
      <p className="text-sm text-ink-soft">
        {lastFrost
          ? `Your plan counts from a last frost on ${shortDay(lastFrost)}.`
          : 'Enter your average last spring frost so transplanting waits for it.'}
      </p>
      <form className="grid gap-2" onSubmit={submit} aria-label="Last frost">
        <Field label="Last frost date" type="date" value={value} onChange={(e) => setValue(e.target.value)} />
        <Button type="submit" variant="outline" disabled={save.isPending}>
          Save last frost
        </Button>
        {save.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {problemText(save.error)}
          </p>
        ) : null}
      </form>
    </InfoCard>
  );
}
