/** Which items of each group are ticked done (steps per method, tasks per week), kept in page memory only. */
export type Ticks<G extends PropertyKey> = Readonly<Record<G, readonly number[]>>;

/** Ticks an item of a group done, or, when it already is, undoes it; each group's items stay in order. */
export function toggleTick<G extends PropertyKey>(ticks: Ticks<G>, group: G, item: number): Ticks<G> {
  const done = ticks[group] ?? [];
  return {
    ...ticks,
    [group]: done.includes(item) ? done.filter((i) => i !== item) : [...done, item].sort((a, b) => a - b),
  };
}

export function isTicked<G extends PropertyKey>(ticks: Ticks<G>, group: G, item: number): boolean {
  return (ticks[group] ?? []).includes(item);
}

export function tickedCount<G extends PropertyKey>(ticks: Ticks<G>, group: G): number {
  return (ticks[group] ?? []).length;
}
