import { gardenMutations, GARDEN_KEY, queries } from '@pepper/client';
import type { PlantingBody } from '@pepper/contract';
import { parseDateInput, toDateInputValue } from '@pepper/domain/dates';
import { type GrowPlace } from '@pepper/domain/garden';
import { leadTimeFor, seasonFrost, seedStartForFrost } from '@pepper/domain/grow-calendar';
import { CodeForm, CountField, Field, InfoCard, problemText } from '@pepper/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { localToday, shortDay } from './format';
import { VarietyPicker } from '../../components/VarietyPicker';
import { PlaceField } from './PlaceField';
import { FormEnd } from './FormEnd';
import { PlantingLabelField } from './PlantingLabelField';
import { bindField } from '../../components/bind-field';

/** Starts a planting: a variety of the database, how many plants, where they grow, a label and the sowing day. */
export function NewPlantingForm({
  initialPepperId,
  lastFrost = null,
  onCreated,
}: {
  initialPepperId: number | null;
  /** The grower's last frost, for a suggested sowing day. */
  lastFrost?: string | null;
  onCreated?: () => void;
}) {
  const queryClient = useQueryClient();
  const [pepperId, setPepperId] = useState<number | null>(initialPepperId);
  const [count, setCount] = useState('1');
  const [place, setPlace] = useState<GrowPlace>('container');
  const [label, setLabel] = useState('');
  const [sownOn, setSownOn] = useState(localToday());
  const peppers = useQuery(queries.allPeppers());
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (body: PlantingBody) => gardenMutations.createPlanting(body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [GARDEN_KEY] });
      setPepperId(null);
      setCount('1');
      setLabel('');
      onCreated?.();
    },
    onError: (error) => setProblem(problemText(error)),
  });

  const frost = parseDateInput(lastFrost);
  // The chosen variety's weeks indoors (the lead-time rule); the generic figure until one is chosen.
  const variety = peppers.data?.find((p) => p.id === pepperId);
  const lead = leadTimeFor(variety ?? {});
  const sowingHint = frost
    ? `Sow about ${shortDay(toDateInputValue(seedStartForFrost(seasonFrost(frost, new Date()), lead)))}: ${lead.weeksIndoors} weeks before you plant out${variety ? ` for ${variety.name}` : ''}, two weeks after your last frost.`
    : 'Add your place below for a suggested sowing day and dated outdoor steps.';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const plants = Number(count);
    if (pepperId === null) return setProblem('Choose a variety from the database.');
    if (!Number.isInteger(plants) || plants < 1)
      return setProblem('The number of plants must be a whole number of at least 1.');
    if (!sownOn) return setProblem('Give the day the seeds were (or will be) sown.');
    create.mutate({ pepperId, count: plants, place, label, sownOn });
  };

  return (
    <InfoCard title="New planting">
      <CodeForm className="grid gap-3" onSubmit={submit} aria-label="New planting" noValidate>
        <VarietyPicker value={pepperId} onChange={setPepperId} />
        <CountField label="Number of plants" min={1} {...bindField(count, setCount)} />
        <PlaceField value={place} onChange={setPlace} />
        <PlantingLabelField
          hint="Optional: e.g. Balcony pots. The variety's name is used when blank."
          {...bindField(label, setLabel)}
        />
        <Field label="Sowing date" type="date" hint={sowingHint} {...bindField(sownOn, setSownOn)} />
        <FormEnd problem={problem} label="Add planting" busyLabel="Adding…" busy={create.isPending} />
      </CodeForm>
    </InfoCard>
  );
}
