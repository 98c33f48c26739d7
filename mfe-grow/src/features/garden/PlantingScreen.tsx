import '../../styles.css';
import { gardenMutations, gardenQueries, GARDEN_KEY } from '@pepper/client';
import type { JournalEntry } from '@pepper/contract';
import { GARDEN_EVENT_LABELS, GROW_PLACE_LABELS } from '@pepper/domain/garden';
import { Link } from '@pepper/router';
import { Button, InfoCard, Section } from '@pepper/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { grams, shortDay } from './format';
import { JournalForm } from './JournalForm';
import { RemoveAfterAsking } from './RemoveAfterAsking';
import { RecordPage } from './RecordPage';
import { SeasonNoteCard } from './SeasonNoteCard';
import { useRecordId, useRemoveAndLeave } from './record-page';

function EntryItem({
  entry,
  pepperId,
  onDelete,
}: {
  entry: JournalEntry;
  pepperId: number;
  onDelete: () => void;
}) {
  const event = entry.event ? GARDEN_EVENT_LABELS[entry.event] : null;
  const extra =
    entry.event === 'harvest'
      ? ` · ${entry.harvestCount ?? 0} pods${entry.harvestWeightGrams ? `, ${grams(entry.harvestWeightGrams)}` : ''}`
      : entry.event === 'problem' && entry.pest
        ? ` · ${entry.pest}`
        : '';
  return (
    <li className="grid gap-2 rounded-2xl border border-stone-200 bg-white p-3">
      <p className="text-sm">
        <span className="font-semibold text-ink">{shortDay(entry.date)}</span>
        {event ? <span className="text-ink"> · {event}</span> : null}
        <span className="text-ink-soft">{extra}</span>
      </p>
      {entry.note ? <p className="text-sm text-ink">{entry.note}</p> : null}
      {entry.photoUrl ? (
        <img
          src={entry.photoUrl}
          alt={`Photo of ${shortDay(entry.date)}${event ? `: ${event}` : ''}`}
          loading="lazy"
          className="w-full rounded-xl"
        />
      ) : null}
      {entry.event === 'harvest' ? (
        <Button asChild variant="outline" size="sm">
          <Link
            to={`/garden/seeds?add=&harvest=${entry.id}&pepper=${pepperId}&year=${entry.date.slice(0, 4)}`}
            aria-label={`Save seeds from the harvest of ${shortDay(entry.date)}`}
          >
            Save seeds
          </Link>
        </Button>
      ) : null}
      <Button
        type="button"
        variant="danger"
        size="sm"
        onClick={() => {
          if (
            window.confirm(
              `Delete the entry of ${shortDay(entry.date)}${entry.photoUrl ? ' and its photo' : ''}?`,
            )
          )
            onDelete();
        }}
        aria-label={`Delete the entry of ${shortDay(entry.date)}`}
      >
        Delete entry
      </Button>
    </li>
  );
}

/** /garden/:id: one planting, its plan (done tasks ticked) and its journal. */
export default function PlantingScreen() {
  const { recordId: plantingId, valid } = useRecordId();
  const queryClient = useQueryClient();
  const detail = useQuery({ ...gardenQueries.planting(plantingId), enabled: valid, retry: false });
  const removeEntry = useMutation({
    mutationFn: (entryId: number) => gardenMutations.deleteEntry(entryId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [GARDEN_KEY] }),
  });
  const removePlanting = useRemoveAndLeave(
    () => gardenMutations.deletePlanting(plantingId),
    [GARDEN_KEY],
    '/garden',
  );

  const planting = detail.data?.planting;
  return (
    <RecordPage
      title={planting?.label ?? 'Planting'}
      subtitle={planting ? `${planting.pepperName} · ${planting.stageLabel}` : undefined}
      list={{ to: '/garden', name: 'My Garden' }}
      what="This planting"
      loading="Loading the planting…"
      valid={valid}
      failed={detail.isError}
      pending={detail.isPending}
    >
      {detail.data && planting ? (
        <>
          <InfoCard title="About">
            <p className="text-sm text-ink">
              {planting.count} {planting.count === 1 ? 'plant' : 'plants'} ·{' '}
              {GROW_PLACE_LABELS[planting.place]} · sown {shortDay(planting.sownOn)}
            </p>
            <Link
              to={`/peppers/${planting.pepperId}`}
              className="text-sm font-semibold text-green-800 underline"
            >
              About {planting.pepperName}
            </Link>
          </InfoCard>
          <Section title="Plan">
            {planting.seasonNote ? <SeasonNoteCard note={planting.seasonNote} /> : null}
            <p className="text-sm text-ink-soft">
              {planting.pepperName} spends {planting.weeksIndoors} weeks indoors from sowing to planting out.
            </p>
            <ol className="grid gap-2" aria-label="Plan">
              {detail.data.plan.map((t) => (
                <li
                  key={t.kind}
                  className={
                    t.done
                      ? 'rounded-xl bg-stone-100 p-3 text-sm text-ink-soft'
                      : 'rounded-xl bg-green-50 p-3 text-sm text-ink'
                  }
                >
                  <span className="font-semibold">{t.done ? `Done: ${t.title}` : t.title}</span> ·{' '}
                  {shortDay(t.due)}
                  {t.done ? null : <span className="block text-ink-soft">{t.detail}</span>}
                </li>
              ))}
            </ol>
          </Section>
          <Section title="Journal">
            <JournalForm plantingId={plantingId} />
            {detail.data.entries.length ? (
              <ul className="grid gap-3" aria-label="Journal entries">
                {detail.data.entries.map((e) => (
                  <EntryItem
                    key={e.id}
                    entry={e}
                    pepperId={planting.pepperId}
                    onDelete={() => removeEntry.mutate(e.id)}
                  />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-soft">No entries yet.</p>
            )}
          </Section>
          <RemoveAfterAsking
            label="Remove planting"
            question={`Remove ${planting.label} and its whole journal?`}
            removal={removePlanting}
          />
        </>
      ) : null}
    </RecordPage>
  );
}
