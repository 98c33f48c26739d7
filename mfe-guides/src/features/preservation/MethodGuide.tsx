import { completedSteps, isStepDone, type StepProgress } from '@pepper/domain/guides';
import { Badge, Bullets, cn, Fact } from '@pepper/ui';
import { CheckCircle2, Circle } from 'lucide-react';
import type { PreservationMethod } from '@pepper/content/guides/preservation';

/** The chosen method's guide: duration, equipment and a numbered checklist whose steps toggle done. */
export function MethodGuide({
  method,
  progress,
  onToggleStep,
}: {
  method: PreservationMethod;
  progress: StepProgress;
  onToggleStep: (step: number) => void;
}) {
  const done = completedSteps(progress, method.method);
  return (
    <section
      aria-labelledby="method-guide"
      className="grid gap-3 rounded-2xl border-2 border-chili-100 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id="method-guide" className="text-lg font-bold text-ink">
          {method.method}
        </h3>
        <Badge
          className={cn(
            done === method.steps.length ? 'bg-heat-mild-bg text-heat-mild' : 'bg-stone-100 text-ink',
          )}
        >
          {done}/{method.steps.length} completed
        </Badge>
      </div>
      <Fact label="Duration">{method.duration}</Fact>
      <div>
        <p className="text-sm font-semibold text-ink">Equipment</p>
        <Bullets items={method.equipment} />
      </div>
      <div>
        <p className="mb-1 text-sm font-semibold text-ink">Steps</p>
        <ol className="grid gap-2" aria-label={`${method.method} steps`}>
          {method.steps.map((step, index) => {
            const checked = isStepDone(progress, method.method, index);
            return (
              <li key={step}>
                <button
                  type="button"
                  aria-pressed={checked}
                  onClick={() => onToggleStep(index)}
                  className={cn(
                    'flex min-h-touch w-full items-start gap-3 rounded-xl border p-3 text-left text-sm leading-relaxed',
                    checked
                      ? 'border-green-300 bg-heat-mild-bg text-heat-mild line-through'
                      : 'border-stone-200 bg-white text-ink',
                  )}
                >
                  {checked ? (
                    <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
                  ) : (
                    <Circle aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-ink-soft" />
                  )}
                  <span>
                    <span className="font-bold">{index + 1}.</span> {step}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
