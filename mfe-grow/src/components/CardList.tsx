import type { ReactNode } from 'react';

/** A list named for screen readers, with one card per item. */
export function CardList<T>({
  items,
  label,
  keyOf,
  card,
}: {
  items: readonly T[];
  label: string;
  keyOf: (item: T) => string | number;
  card: (item: T) => ReactNode;
}) {
  return (
    <ul className="grid gap-3" aria-label={label}>
      {items.map((item) => (
        <li key={keyOf(item)}>{card(item)}</li>
      ))}
    </ul>
  );
}
