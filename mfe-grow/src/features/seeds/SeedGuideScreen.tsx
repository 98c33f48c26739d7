import '../../styles.css';
import { hardenOffTask } from '@pepper/domain/grow-calendar';
import {
  clampSeedWeek,
  GERMINATION,
  isSeedTaskDone,
  SEED_WEEKS,
  toggleSeedTask,
  type SeedTaskProgress,
} from '@pepper/domain/guides';
import { Link, useAddressWith, useSearchParams } from '@pepper/router';
import { cn, InfoCard, PageFrame, SectionTab, SectionTabs, useCodeHasCome } from '@pepper/ui';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { GERMINATION_CLASSES, SEED_TROUBLES, SEED_WEEK_PLANS } from '@pepper/content/grow/seeds';

/**
 * The week shown, kept in the address (`?week=2`, week 1 at the plain address), so each week is a link that works
 * before and without the page's code; other parts of the address (the open tab) stay.
 */
function useWeekInAddress() {
  const [params] = useSearchParams();
  const addressWith = useAddressWith();
  const week = clampSeedWeek(params.get('week') ?? 1);
  const weekAddress = (next: number) => addressWith({ week: next === 1 ? null : String(next) });
  return { week, weekAddress };
}

/**
 * /guides/seeds: a four-week seed-starting plan with per-task check-offs (kept in page memory only, so they wait,
 * disabled and busy, for the page's code).
 */
export default function SeedGuideScreen() {
  const { week, weekAddress } = useWeekInAddress();
  const live = useCodeHasCome();
  const [progress, setProgress] = useState<SeedTaskProgress>({});
  const weekPlan = SEED_WEEK_PLANS[week - 1];
  // Week 4 ends with when the plants go out, from the lead-time rule.
  const plan =
    week === SEED_WEEKS.length ? { ...weekPlan, tasks: [...weekPlan.tasks, hardenOffTask()] } : weekPlan;
  const temperature = SEED_WEEKS[week - 1].temperatureF;
  const done = plan.tasks.filter((_, i) => isSeedTaskDone(progress, week, i)).length;

  return (
    <PageFrame area="Grow" title="Seed Starting Guide" subtitle="From seed to seedling in four weeks">
      <SectionTabs label="Seed guide sections" inAddress>
        <SectionTab value="timeline" title="Timeline" className="grid gap-3">
          <nav aria-label="Week" className="grid grid-cols-4 gap-2">
            {SEED_WEEKS.map((w) => (
              <Link
                key={w.week}
                to={weekAddress(w.week)}
                replace
                preventScrollReset
                aria-current={week === w.week ? 'step' : undefined}
                className={cn(
                  'inline-flex min-h-touch items-center justify-center rounded-xl border text-sm font-semibold',
                  week === w.week
                    ? 'border-green-800 bg-green-800 text-white'
                    : 'border-stone-300 bg-white text-ink',
                )}
              >
                Week {w.week}
              </Link>
            ))}
          </nav>
          <InfoCard
            title={plan.title}
            aside={<span className="shrink-0 text-sm font-semibold text-ink">{temperature}°F</span>}
          >
            <p className="text-sm text-ink-soft">
              {plan.focus} Keep the soil at {temperature}°F.
            </p>
            <p className="text-sm font-semibold text-ink" aria-live="polite">
              {done} of {plan.tasks.length} tasks done
            </p>
            <ul className="grid gap-2">
              {plan.tasks.map((task, i) => {
                const checked = isSeedTaskDone(progress, week, i);
                return (
                  <li key={task}>
                    <button
                      type="button"
                      role="checkbox"
                      aria-checked={checked}
                      disabled={!live}
                      aria-busy={!live}
                      onClick={() => setProgress((p) => toggleSeedTask(p, week, i))}
                      className={cn(
                        'flex min-h-touch w-full items-start gap-3 rounded-xl border p-3 text-left text-sm disabled:opacity-70',
                        checked
                          ? 'border-green-700 bg-green-50 text-green-900 line-through'
                          : 'border-stone-200 bg-white text-ink',
                      )}
                    >
                      <span
                        aria-hidden
                        className={cn(
                          'mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded border',
                          checked ? 'border-green-800 bg-green-800 text-white' : 'border-stone-400',
                        )}
                      >
                        {checked ? <Check className="h-4 w-4" /> : null}
                      </span>
                      {task}
                    </button>
                  </li>
                );
              })}
            </ul>
          </InfoCard>
        </SectionTab>
        <SectionTab value="varieties" title="Varieties" className="grid gap-3">
          <p className="text-sm text-ink-soft">
            The hotter the pepper, the longer and warmer the wait. Days are at 80-85°F (27-29°C) soil.
          </p>
          {GERMINATION_CLASSES.map((c) => (
            <InfoCard
              key={c.key}
              title={c.label}
              aside={<span className="shrink-0 text-sm font-bold text-ink">{GERMINATION[c.key]} days</span>}
            >
              <p className="text-sm text-ink-soft">For example: {c.examples}</p>
            </InfoCard>
          ))}
        </SectionTab>
        <SectionTab value="troubleshooting" title="Troubleshooting" className="grid gap-3">
          {SEED_TROUBLES.map((t) => (
            <InfoCard key={t.problem} title={t.problem}>
              <p className="text-sm text-ink">
                <span className="font-semibold">Why:</span> {t.causes}
              </p>
              <p className="text-sm text-ink">
                <span className="font-semibold">Fix:</span> {t.solution}
              </p>
            </InfoCard>
          ))}
        </SectionTab>
      </SectionTabs>
    </PageFrame>
  );
}
