import { SEEDS_KEY, seedMutations } from '@pepper/client';
import type { SeedPacket, SeedPacketBody } from '@pepper/contract';
import { Checkbox, CodeForm, CountField, Field, InfoCard, problemText, SelectField } from '@pepper/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { localToday } from '../format';
import { VarietyPicker } from '../../../components/VarietyPicker';
import { photoForUpload } from '../photo-upload';
import { PhotoField } from '../PhotoField';
import { KEPT_OFFLINE, SOURCE_OPTIONS } from './labels';
import { FormEnd } from '../FormEnd';
import { bindField } from '../../../components/bind-field';

export interface PacketDraft {
  pepperId: number | null;
  source: SeedPacket['source'];
  year: number;
  seedsLeft: number | null;
  note: string;
  harvestEntryId: number | null;
}

/** A new or changed seed packet: its variety (the database's search), source, year, seeds left, note and photo. */
export function PacketForm({
  initial,
  packetId,
  hasPhoto = false,
  onDone,
}: {
  initial: PacketDraft;
  /** The packet being changed; none for a new one. */
  packetId?: number;
  hasPhoto?: boolean;
  onDone: (message: string, packet: SeedPacket | null) => void;
}) {
  const queryClient = useQueryClient();
  const thisYear = Number(localToday().slice(0, 4));
  const [pepperId, setPepperId] = useState(initial.pepperId);
  const [source, setSource] = useState(initial.source);
  const [year, setYear] = useState(String(initial.year));
  const [seeds, setSeeds] = useState(initial.seedsLeft === null ? '' : String(initial.seedsLeft));
  const [note, setNote] = useState(initial.note);
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: ({ harvestEntryId, ...fields }: SeedPacketBody) =>
      packetId === undefined
        ? seedMutations.createPacket({ ...fields, harvestEntryId })
        : seedMutations.updatePacket(packetId, { ...fields, removePhoto }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: SEEDS_KEY });
      if (result.queued) return onDone(KEPT_OFFLINE, null);
      onDone(packetId === undefined ? 'Packet added.' : 'Packet saved.', result.data);
    },
    onError: (error) => setProblem(problemText(error)),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const packedIn = Number(year);
    const left = Number(seeds);
    if (pepperId === null) return setProblem('Choose a variety from the database.');
    if (!Number.isInteger(packedIn) || year === '')
      return setProblem('Give the year the seeds were packed or saved.');
    if (packedIn > thisYear)
      return setProblem('The year the seeds were packed or saved cannot be in the future.');
    if (packedIn < 1950) return setProblem('Give a packing year from 1950 on.');
    if (seeds === '' || !Number.isInteger(left))
      return setProblem('Give the number of seeds left as a whole number.');
    if (left < 0) return setProblem('Seeds left cannot be below zero.');
    const body: SeedPacketBody = { pepperId, source, year: packedIn, seedsLeft: left, note };
    if (packetId === undefined && initial.harvestEntryId !== null && source === 'own-harvest')
      body.harvestEntryId = initial.harvestEntryId;
    if (photo) {
      const upload = await photoForUpload(photo);
      if ('problem' in upload) return setProblem(upload.problem);
      body.photo = upload.dataUrl;
    }
    save.mutate(body);
  };

  const title = packetId === undefined ? 'New seed packet' : 'Change the packet';
  return (
    <InfoCard title={title}>
      <CodeForm className="grid gap-3" aria-label={title} onSubmit={(e) => void submit(e)} noValidate>
        <VarietyPicker value={pepperId} onChange={setPepperId} />
        <SelectField
          label="Where the seeds came from"
          options={SOURCE_OPTIONS}
          {...bindField(source, setSource)}
        />
        <div className="grid grid-cols-2 gap-2">
          <CountField label="Year packed or saved" min={1950} max={thisYear} {...bindField(year, setYear)} />
          <CountField label="Seeds left" min={0} {...bindField(seeds, setSeeds)} />
        </div>
        <Field
          label="Note"
          hint="Optional: where it came from, the plant it was saved from…"
          maxLength={1000}
          {...bindField(note, setNote)}
        />
        <div className="grid gap-1">
          <PhotoField label="Photo of the packet (optional, up to 8 MB)" onPick={setPhoto} />
          {hasPhoto ? (
            <label className="flex min-h-touch items-center gap-2 text-sm text-ink">
              <Checkbox
                checked={removePhoto}
                onChange={(e) => setRemovePhoto(e.target.checked)}
                className="h-5 w-5"
              />
              Remove the current photo
            </label>
          ) : null}
        </div>
        <FormEnd
          problem={problem}
          label={packetId === undefined ? 'Add packet' : 'Save packet'}
          busyLabel="Saving…"
          busy={save.isPending}
        />
      </CodeForm>
    </InfoCard>
  );
}
