import { servingsRange, yieldText, type MeasureSystem, type YieldUnit } from '@pepper/domain/recipes';
import { useLocation, useSearchParams } from '@pepper/router';
import { cn, CodeButton, Radio } from '@pepper/ui';
import { Minus, Plus, SunMedium } from 'lucide-react';
import type { CookModeState } from './useCookMode';
import { SERVINGS_PARAM } from './useServingsInAddress';

const stepButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-xl border border-stone-300 bg-white text-ink hover:bg-stone-50 disabled:cursor-not-allowed disabled:text-stone-400';

/**
 * − and + around the servings: each press moves by the recipe's step, and the recipe's own size is one tap away.
 * They are a GET form whose buttons name the servings they go to, so they work before and without the page's
 * code (the server renders the recipe for `?servings=`); with the code, a press changes the address in place.
 */
export function ServingsStepper({
  base,
  servings,
  unit,
  onChange,
}: {
  base: number;
  servings: number;
  unit?: YieldUnit;
  onChange: (servings: number) => void;
}) {
  const { min, max, step } = servingsRange(base);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const kept = [...params].filter(([name]) => name !== SERVINGS_PARAM);
  return (
    <form
      method="get"
      action={pathname}
      className="grid gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = (event.nativeEvent as SubmitEvent).submitter;
        if (chosen instanceof HTMLButtonElement && chosen.value) onChange(Number(chosen.value));
      }}
    >
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <span id="servings-label" className="text-xs font-semibold uppercase tracking-wide text-ink-soft">
        Servings
      </span>
      <div className="flex items-center gap-2" role="group" aria-labelledby="servings-label">
        <button
          type="submit"
          name={SERVINGS_PARAM}
          value={servings - step}
          className={stepButton}
          aria-label="Fewer servings"
          disabled={servings - step < min}
        >
          <Minus aria-hidden className="h-5 w-5" />
        </button>
        <output aria-live="polite" className="min-w-[6.5rem] text-center text-base font-bold text-ink">
          {yieldText(servings, unit)}
        </output>
        <button
          type="submit"
          name={SERVINGS_PARAM}
          value={servings + step}
          className={stepButton}
          aria-label="More servings"
          disabled={servings + step > max}
        >
          <Plus aria-hidden className="h-5 w-5" />
        </button>
        {servings !== base ? (
          <button
            type="submit"
            name={SERVINGS_PARAM}
            value={base}
            className="min-h-touch rounded-xl px-2 text-sm font-semibold text-chili-800 underline"
          >
            Reset
          </button>
        ) : null}
      </div>
    </form>
  );
}

const SYSTEMS: { value: MeasureSystem; label: string }[] = [
  { value: 'us', label: 'US' },
  { value: 'metric', label: 'Metric' },
];

/** US cups and ounces, or metric millilitres and grams: the reader's choice is kept on this device. */
export function UnitSwitch({
  system,
  onChange,
}: {
  system: MeasureSystem;
  onChange: (s: MeasureSystem) => void;
}) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-ink-soft">Measures</legend>
      <div className="flex rounded-xl border border-stone-300 p-0.5">
        {SYSTEMS.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative flex min-h-[42px] flex-1 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-chili-700',
              // Drawn from the radio's own state, so a choice shows at once, before the page's code too.
              'bg-white text-ink hover:bg-stone-50 has-[:checked]:bg-chili-700 has-[:checked]:text-white',
            )}
          >
            <Radio
              name="measure-system"
              value={option.value}
              checked={system === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const COOK_MODE_NOTES: Record<Exclude<CookModeState, 'off'>, string> = {
  awake: 'Cook mode is on: the screen stays awake while this recipe is open.',
  unsupported:
    'This browser cannot keep the screen awake. Cook mode still shows larger text; lengthen your screen timeout while you cook.',
  refused:
    'The browser would not keep the screen awake just now (battery saver can stop it). Cook mode still shows larger text.',
};

/** Cook mode: the screen kept awake where the browser can, and larger ingredients and steps. */
export function CookModeToggle({ state, onToggle }: { state: CookModeState; onToggle: () => void }) {
  const on = state !== 'off';
  return (
    <div className="grid gap-2">
      <CodeButton
        aria-pressed={on}
        onClick={onToggle}
        className={cn(
          'inline-flex min-h-touch items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold disabled:cursor-wait disabled:opacity-70',
          on
            ? 'bg-chili-700 text-white hover:bg-chili-800'
            : 'border border-stone-300 bg-white text-ink hover:bg-stone-50',
        )}
      >
        <SunMedium aria-hidden className="h-5 w-5" />
        Cook mode
      </CodeButton>
      <p role="status" className={cn('text-sm', on ? 'text-ink' : 'sr-only')}>
        {on ? COOK_MODE_NOTES[state] : 'Cook mode is off.'}
      </p>
    </div>
  );
}
