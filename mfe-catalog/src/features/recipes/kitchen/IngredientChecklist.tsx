import { scaleIngredients, type MeasureSystem } from '@pepper/domain/recipes';
import { Checkbox, cn } from '@pepper/ui';
import { Check } from 'lucide-react';
import { useChecklist } from './useChecklist';

/**
 * The ingredients at the chosen size and measures, each a checkbox a cook ticks as it goes in (kept on this
 * device for this recipe). In print they are a plain list.
 */
export function IngredientChecklist({
  recipeId,
  ingredients,
  base,
  servings,
  system,
  large,
}: {
  recipeId: number;
  ingredients: readonly string[];
  base: number;
  servings: number;
  system: MeasureSystem;
  large: boolean;
}) {
  const { ticked, toggle, clear } = useChecklist(recipeId);
  const lines = scaleIngredients(ingredients, base, servings, system);
  return (
    <div className="grid gap-2">
      <ul className="grid grid-cols-1 gap-1">
        {ingredients.map((ingredient, i) => {
          const done = ticked.has(ingredient);
          return (
            <li key={i}>
              <label
                className={cn(
                  // relative: the hidden checkbox sits in its row, so focusing it never scrolls elsewhere.
                  'relative flex min-h-touch cursor-pointer items-start gap-3 rounded-lg px-1 py-2 hover:bg-stone-50 print:min-h-0 print:py-0.5',
                  large ? 'text-lg' : 'text-sm',
                )}
              >
                <Checkbox checked={done} onChange={() => toggle(ingredient)} className="peer sr-only" />
                {/* The box and the line are drawn from the checkbox's own state, so a tick shows at once, before
                    the page's code too. */}
                <span
                  aria-hidden
                  className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded border-2 border-stone-400 bg-white text-white peer-checked:border-chili-700 peer-checked:bg-chili-700 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-chili-700 print:hidden"
                >
                  <Check className="h-4 w-4" strokeWidth={3} />
                </span>
                <span className="text-ink peer-checked:text-ink-soft peer-checked:line-through print:no-underline">
                  {lines[i]}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {ticked.size ? (
        <button
          type="button"
          onClick={clear}
          className="min-h-touch justify-self-start rounded-xl px-1 text-sm font-semibold text-chili-800 underline print:hidden"
        >
          Clear ticks
        </button>
      ) : null}
    </div>
  );
}
