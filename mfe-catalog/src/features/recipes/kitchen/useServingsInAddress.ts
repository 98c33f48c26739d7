import { servingsRange } from '@pepper/domain/recipes';
import { useSearchParams } from '@pepper/router';

/**
 * The servings a recipe is shown for, kept in its address (`/recipes/3?servings=48`): the server renders the
 * scaled ingredients for it, the stepper works before and without the page's code, a reload keeps the size the
 * cook chose, and a scaled recipe is a link to share. A value outside the recipe's range shows the recipe's own
 * size; choosing that size takes the value out of the address.
 */
/** The address's name for the servings, and the name of the stepper's buttons that go to a size. */
export const SERVINGS_PARAM = 'servings';

export function useServingsInAddress(base: number): [number, (servings: number) => void] {
  const [params, setParams] = useSearchParams();
  const { min, max } = servingsRange(base);
  const asked = Number(params.get(SERVINGS_PARAM));
  const servings = Number.isInteger(asked) && asked >= min && asked <= max ? asked : base;
  const setServings = (next: number) =>
    setParams(
      (prev) => {
        const query = new URLSearchParams(prev);
        if (next === base) query.delete(SERVINGS_PARAM);
        else query.set(SERVINGS_PARAM, String(next));
        return query;
      },
      { replace: true, preventScrollReset: true },
    );
  return [servings, setServings];
}
