import { GARDEN_KEY, gardenMutations } from '@pepper/client';
import type { JournalEntryBody } from '@pepper/contract';
import { GARDEN_EVENT_LABELS, GARDEN_EVENTS, GARDEN_PESTS, type GardenEvent } from '@pepper/domain/garden';
import { CodeForm, CountField, Field, InfoCard, NumberField, problemText, SelectField } from '@pepper/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { localToday } from './format';
import { photoForUpload } from './photo-upload';
import { PhotoField } from './PhotoField';
import { FormEnd } from './FormEnd';
import { bindField } from '../../components/bind-field';

/** The API refuses photos above 8 MB; saying so before the upload saves a phone's data. */
const EVENT_OPTIONS = [
  { value: '', label: 'Just a note' },
  ...GARDEN_EVENTS.map((value) => ({ value, label: GARDEN_EVENT_LABELS[value] })),
];
const PEST_OPTIONS = [
  { value: '', label: 'Choose a pest' },
  ...GARDEN_PESTS.map((value) => ({ value, label: value })),
];

/** Logs a dated journal entry: a note, an optional photo and an optional event (harvest with count and weight, problem with a pest). */
export function JournalForm({ plantingId }: { plantingId: number }) {
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [date, setDate] = useState(localToday());
  const [note, setNote] = useState('');
  const [event, setEvent] = useState<GardenEvent | ''>('');
  const [count, setCount] = useState('');
  const [weight, setWeight] = useState('');
  const [pest, setPest] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState('');

  const add = useMutation({
    mutationFn: (body: JournalEntryBody) => gardenMutations.addEntry(plantingId, body),
    onSuccess: async () => {
      setNote('');
      setEvent('');
      setCount('');
      setWeight('');
      setPest('');
      setPhoto(null);
      if (fileInput.current) fileInput.current.value = '';
      setSaved('Entry saved.');
      await queryClient.invalidateQueries({ queryKey: [GARDEN_KEY] });
    },
    onError: (error) => setProblem(problemText(error)),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setSaved('');
    if (date > localToday())
      return setProblem('The journal is for what happened: choose today or an earlier day.');
    const body: JournalEntryBody = { date, note, event: event || null };
    if (event === 'harvest') {
      const pods = count === '' ? 0 : Number(count);
      const grams = weight === '' ? 0 : Number(weight);
      if (!Number.isInteger(pods) || pods < 0 || !Number.isFinite(grams) || grams < 0)
        return setProblem('Count and weight cannot be negative.');
      if (pods === 0 && grams === 0) return setProblem('Give the number of pods or their weight.');
      body.harvestCount = pods;
      body.harvestWeightGrams = grams;
    }
    if (event === 'problem') {
      if (!pest) return setProblem('Choose the pest from the pest guide.');
      body.pest = pest;
    }
    if (photo) {
      const upload = await photoForUpload(photo);
      if ('problem' in upload) return setProblem(upload.problem);
      body.photo = upload.dataUrl;
    }
    add.mutate(body);
  };

  return (
    <InfoCard title="Add to the journal">
      <CodeForm
        className="grid gap-3"
        aria-label="Add to the journal"
        onSubmit={(e) => void submit(e)}
        noValidate
      >
        <Field label="Date" type="date" max={localToday()} {...bindField(date, setDate)} />
        <SelectField label="Event" options={EVENT_OPTIONS} {...bindField(event, setEvent)} />
        {event === 'harvest' ? (
          <div className="grid grid-cols-2 gap-2">
            <CountField label="Pods picked" min={0} {...bindField(count, setCount)} />
            <NumberField label="Weight" unit="g" {...bindField(weight, setWeight)} />
          </div>
        ) : null}
        {event === 'problem' ? (
          <SelectField label="Pest" options={PEST_OPTIONS} {...bindField(pest, setPest)} />
        ) : null}
        <Field label="Note" maxLength={2000} {...bindField(note, setNote)} />
        <div className="grid gap-1">
          <PhotoField label="Photo (optional, up to 8 MB)" onPick={setPhoto} inputRef={fileInput} />
        </div>
        <FormEnd
          problem={problem}
          status={saved}
          label="Save entry"
          busyLabel="Saving…"
          busy={add.isPending}
        />
      </CodeForm>
    </InfoCard>
  );
}
