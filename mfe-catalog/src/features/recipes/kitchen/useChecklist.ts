import { useCallback, useMemo } from 'react';
import { useDeviceValue } from './device-store';

const keyFor = (recipeId: number) => `pepper-atlas:recipe-checklist:${recipeId}`;

/**
 * The ingredients a cook has ticked for one recipe, kept on this device until they clear them. Ticks are kept
 * by the ingredient's own text, so a rescaled amount stays ticked.
 */
export function useChecklist(recipeId: number) {
  const [raw, save] = useDeviceValue(keyFor(recipeId), () => null);
  const ticked = useMemo(() => {
    try {
      const list: unknown = raw ? JSON.parse(raw) : [];
      return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
    } catch {
      return new Set<string>();
    }
  }, [raw]);
  const toggle = useCallback(
    (ingredient: string) => {
      const next = new Set(ticked);
      if (next.has(ingredient)) next.delete(ingredient);
      else next.add(ingredient);
      save(next.size ? JSON.stringify([...next]) : null);
    },
    [ticked, save],
  );
  const clear = useCallback(() => save(null), [save]);
  return { ticked, toggle, clear };
}
