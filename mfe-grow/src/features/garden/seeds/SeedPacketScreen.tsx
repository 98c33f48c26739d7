import '../../../styles.css';
import { seedMutations, seedQueries, SEEDS_KEY } from '@pepper/client';
import type { GerminationTest } from '@pepper/contract';
import { Link } from '@pepper/router';
import { Badge, Button, cn, InfoCard, Section } from '@pepper/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { shortDay } from '../format';
import { GerminationTestForm } from './GerminationTestForm';
import { KEPT_OFFLINE, ratePercent, seedsText, SOURCE_LABELS, VIABILITY_STYLES } from './labels';
import { PacketForm } from './PacketForm';
import { SowFromPacketForm } from './SowFromPacketForm';
import { PacketSowings } from './PacketSowings';
import { RemoveAfterAsking } from '../RemoveAfterAsking';
import { RecordPage } from '../RecordPage';
import { FormBehindButton } from '../FormBehindButton';
import { useRecordId, useRemoveAndLeave } from '../record-page';

function TestItem({ test, onDelete }: { test: GerminationTest; onDelete: () => void }) {
  return (
    <li className="flex items-center justify-between gap-2 rounded-xl border border-stone-200 bg-white p-3 text-sm">
      <span>
        <span className="font-semibold text-ink">{ratePercent(test.rate)}</span>
        <span className="text-ink">
          {' '}
          · {test.sprouted} of {test.sown} sprouted
        </span>
        <span className="block text-ink-soft">
          {shortDay(test.startedOn)} – {shortDay(test.readOn)}
        </span>
      </span>
      <Button
        type="button"
        variant="danger"
        size="sm"
        onClick={() => {
          const question = `Delete the germination test read ${shortDay(test.readOn)}? Its ${test.sown} seeds go back to the packet.`;
          if (window.confirm(question)) onDelete();
        }}
        aria-label={`Delete the test read ${shortDay(test.readOn)}`}
      >
        Delete
      </Button>
    </li>
  );
}

/** /garden/seeds/:id: one packet, how good it still is, when to sow it, its tests, and sowing from it. */
export default function SeedPacketScreen() {
  const { recordId: packetId, valid } = useRecordId();
  const queryClient = useQueryClient();
  const detail = useQuery({ ...seedQueries.packet(packetId), enabled: valid, retry: false });
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState('');
  const removeTest = useMutation({
    mutationFn: (testId: number) => seedMutations.deleteTest(testId),
    onSuccess: async (result) => {
      if (result.queued) setStatus(KEPT_OFFLINE);
      await queryClient.invalidateQueries({ queryKey: SEEDS_KEY });
    },
  });
  const removePacket = useRemoveAndLeave(
    () => seedMutations.deletePacket(packetId),
    SEEDS_KEY,
    '/garden/seeds',
  );

  const packet = detail.data?.packet;
  return (
    <RecordPage
      title={packet?.pepperName ?? 'Seed packet'}
      subtitle={packet ? `${SOURCE_LABELS[packet.source]} · ${packet.year}` : undefined}
      list={{ to: '/garden/seeds', name: 'the seed stash' }}
      what="This seed packet"
      loading="Loading the packet…"
      valid={valid}
      failed={detail.isError}
      pending={detail.isPending}
    >
      {detail.data && packet ? (
        <>
          <InfoCard title="Packet">
            {packet.photoUrl ? (
              <img
                src={packet.photoUrl}
                alt={`Photo of the ${packet.pepperName} packet`}
                className="max-h-64 w-full rounded-xl object-contain"
              />
            ) : null}
            <p className="text-sm text-ink">
              <span className="font-semibold">{seedsText(packet.seedsLeft)} left</span>
              {packet.seedsReserved ? ` (${packet.seedsReserved} set aside for planned sowings)` : ''} ·{' '}
              {packet.latestTest
                ? `germination ${ratePercent(packet.latestTest.rate)} in the last test`
                : 'not tested yet'}
            </p>
            <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
              <Badge className={cn(VIABILITY_STYLES[packet.viability.status])}>
                {packet.viability.label}
              </Badge>
              <span>
                {packet.viability.ageYears} {packet.viability.ageYears === 1 ? 'season' : 'seasons'} old
              </span>
            </p>
            {packet.viability.advice ? <p className="text-sm text-ink">{packet.viability.advice}</p> : null}
            {packet.note ? <p className="text-sm text-ink-soft">{packet.note}</p> : null}
            <Link
              to={`/peppers/${packet.pepperId}`}
              className="text-sm font-semibold text-green-800 underline"
            >
              About {packet.pepperName}
            </Link>
          </InfoCard>

          <InfoCard
            title={
              packet.sowing.window === 'too-late' ? 'Too late for this season, unless…' : packet.sowing.label
            }
          >
            <p className="text-sm text-ink">{packet.sowing.detail}</p>
            {packet.sowing.unless ? (
              <p className="text-sm font-semibold text-ink">…{packet.sowing.unless}</p>
            ) : null}
          </InfoCard>

          {/* A new season plan (a new place or frost date) offers its own day: the form starts again. */}
          <SowFromPacketForm key={`${packet.id}-${packet.sowing.sowOn ?? ''}`} packet={packet} />

          {packet.plantings.length ? <PacketSowings sowings={packet.plantings} /> : null}

          <Section title="Germination tests">
            <GerminationTestForm packetId={packetId} pepperId={packet.pepperId} />
            {detail.data.tests.length ? (
              <ul className="grid gap-2" aria-label="Germination tests">
                {detail.data.tests.map((t) => (
                  <TestItem key={t.id} test={t} onDelete={() => removeTest.mutate(t.id)} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-soft">No tests yet.</p>
            )}
          </Section>

          <p role="status" className="text-sm font-semibold text-ink">
            {status}
          </p>
          <FormBehindButton
            open={editing}
            onOpen={() => setEditing(true)}
            onClose={() => setEditing(false)}
            openLabel="Change the packet"
            openVariant="outline"
          >
            <PacketForm
              packetId={packet.id}
              hasPhoto={Boolean(packet.photoUrl)}
              initial={{ ...packet, harvestEntryId: packet.harvestEntryId }}
              onDone={(message) => {
                setStatus(message);
                setEditing(false);
              }}
            />
          </FormBehindButton>
          <RemoveAfterAsking
            label="Remove packet"
            question={`Remove the ${packet.pepperName} packet and its tests?`}
            removal={removePacket}
          />
        </>
      ) : null}
    </RecordPage>
  );
}
