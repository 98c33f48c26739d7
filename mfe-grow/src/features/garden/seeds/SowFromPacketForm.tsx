import { GARDEN_KEY, SEEDS_KEY, seedMutations } from '@pepper/client';
import type { SeedPacket, SowFromPacketBody } from '@pepper/contract';
import { seedsToSow, type GrowPlace } from '@pepper/domain/garden';
import { Link } from '@pepper/router';
import { CodeForm, CountField, Field, InfoCard, problemText } from '@pepper/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { localToday } from '../format';
import { KEPT_OFFLINE, seedsText } from './labels';
import { PlaceField } from '../PlaceField';
import { FormEnd } from '../FormEnd';
import { PlantingLabelField } from '../PlantingLabelField';
import { bindField } from '../../../components/bind-field';

/** Seeds to sow for the plants wanted: more when the last test says fewer come up. */
function suggestedSeeds(plants: number, packet: SeedPacket): number {
  const rate = packet.latestTest?.rate;
  return (rate ? seedsToSow(plants, rate) : null) ?? plants;
}

/** The day the season plan gives for sowing this packet, while it is still ahead; today otherwise. */
function plannedDay(packet: SeedPacket): string {
  const today = localToday();
  return packet.sowing.sowOn && packet.sowing.sowOn > today ? packet.sowing.sowOn : today;
}

/**
 * Starts a planting from a packet, linked to it: sown today (or earlier) its seeds come off the packet; planned
 * for a later day they are set aside until it is marked sown. The day defaults to the season plan's.
 */
export function SowFromPacketForm({ packet }: { packet: SeedPacket }) {
  const queryClient = useQueryClient();
  const free = packet.seedsLeft - packet.seedsReserved;
  const [plants, setPlants] = useState('2');
  const [seeds, setSeeds] = useState(String(Math.min(free, suggestedSeeds(2, packet))));
  const [seedsTouched, setSeedsTouched] = useState(false);
  const [place, setPlace] = useState<GrowPlace>('container');
  const [label, setLabel] = useState('');
  const [sownOn, setSownOn] = useState(() => plannedDay(packet));
  const [problem, setProblem] = useState<string | null>(null);
  const [started, setStarted] = useState<{ id: number; label: string } | null>(null);
  const [status, setStatus] = useState('');
  const sow = useMutation({
    mutationFn: (body: SowFromPacketBody) => seedMutations.sow(packet.id, body),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: [GARDEN_KEY] });
      await queryClient.invalidateQueries({ queryKey: SEEDS_KEY });
      if (result.queued) return setStatus(KEPT_OFFLINE);
      setStarted({ id: result.data.planting.id, label: result.data.planting.label });
      setLabel('');
    },
    onError: (error) => setProblem(problemText(error)),
  });

  const onPlants = (value: string) => {
    setPlants(value);
    const n = Number(value);
    if (!seedsTouched && Number.isInteger(n) && n > 0) setSeeds(String(suggestedSeeds(n, packet)));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setStarted(null);
    setStatus('');
    const count = Number(plants);
    const taken = Number(seeds);
    if (!Number.isInteger(count) || count < 1)
      return setProblem('Plants wanted must be a whole number of at least 1.');
    if (!Number.isInteger(taken) || taken < count)
      return setProblem('Sow at least one seed for each plant you want.');
    if (taken > free)
      return setProblem(
        packet.seedsReserved
          ? `Only ${seedsText(free)} of this packet are free: ${seedsText(packet.seedsReserved)} are set aside for planned sowings.`
          : `Only ${seedsText(packet.seedsLeft)} left in this packet.`,
      );
    if (!sownOn) return setProblem('Give the day the seeds are sown.');
    sow.mutate({ seeds: taken, count, place, label, sownOn });
  };

  if (free <= 0)
    return (
      <InfoCard title="Start a planting">
        <p className="text-sm text-ink-soft">
          {packet.seedsLeft === 0
            ? 'This packet has no seeds left.'
            : 'Every seed left in this packet is set aside for a planned sowing.'}
        </p>
      </InfoCard>
    );
  const rate = packet.latestTest?.rate;
  return (
    <InfoCard title="Start a planting">
      <CodeForm
        className="grid gap-3"
        aria-label="Start a planting from this packet"
        onSubmit={submit}
        noValidate
      >
        <div className="grid grid-cols-2 gap-2">
          <CountField
            label="Plants wanted"
            min={1}
            value={plants}
            onChange={(e) => onPlants(e.target.value)}
          />
          <CountField
            label="Seeds to sow"
            min={1}
            max={free}
            value={seeds}
            onChange={(e) => {
              setSeedsTouched(true);
              setSeeds(e.target.value);
            }}
          />
        </div>
        <p className="text-xs text-ink-soft">
          {rate
            ? `${Math.round(rate * 100)}% came up in your last test, so the seeds to sow include extra.`
            : 'One seed per plant; record a germination test to sow extra for an older packet.'}
        </p>
        <PlaceField value={place} onChange={setPlace} />
        <PlantingLabelField
          hint="Optional: the variety's name is used when blank."
          {...bindField(label, setLabel)}
        />
        <Field
          label="Sowing date"
          type="date"
          hint={
            sownOn > localToday()
              ? 'A later day plans the sowing: the seeds are set aside until you mark it sown.'
              : 'Sown today or earlier: the seeds come off the packet now.'
          }
          {...bindField(sownOn, setSownOn)}
        />
        <FormEnd
          problem={problem}
          status={
            started ? (
              <>
                Planting started.{' '}
                <Link to={`/garden/${started.id}`} className="font-semibold text-green-800 underline">
                  Open {started.label}
                </Link>
              </>
            ) : (
              status
            )
          }
          statusClassName="text-sm text-ink"
          label="Sow and start planting"
          busyLabel="Starting…"
          busy={sow.isPending}
        />
      </CodeForm>
    </InfoCard>
  );
}
