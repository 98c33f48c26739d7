import type { GardenTask, Planting } from '@pepper/contract';
import { Link } from '@pepper/router';
import { InfoCard } from '@pepper/ui';
import { shortDay } from './format';

/** What is due from today to six days ahead, across every planting (overdue tasks stay until their window closes). */
export function ThisWeek({ tasks, plantings }: { tasks: GardenTask[]; plantings: Planting[] }) {
  const labelOf = (id: number) => plantings.find((p) => p.id === id)?.label ?? '';
  return (
    <InfoCard title="This week">
      {tasks.length ? (
        <ul className="grid gap-2" aria-label="Due this week">
          {tasks.map((t) => (
            <li key={`${t.plantingId}-${t.kind}`} className="rounded-xl bg-green-50 p-3 text-sm">
              <Link
                to={`/garden/${t.plantingId}`}
                className="font-semibold text-ink underline decoration-green-800 underline-offset-2"
              >
                {t.title}: {labelOf(t.plantingId)}
              </Link>
              <p className="text-ink-soft">
                {t.due === t.until ? shortDay(t.due) : `${shortDay(t.due)} – ${shortDay(t.until)}`} ·{' '}
                {t.detail}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-soft">Nothing is due this week.</p>
      )}
    </InfoCard>
  );
}
