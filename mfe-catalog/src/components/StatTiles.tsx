import type { ReactNode } from 'react';

export interface StatTile {
  label: string;
  value: ReactNode;
  /** The figure's size and colour: a count reads large, a name or heat figure smaller. */
  valueClassName: string;
  /** The whole value, for a figure that may be cut short. */
  title?: string;
}

/** A row of three small tiles, each a term and its figure, at the top of a stats card. */
export function StatTiles({ tiles }: { tiles: readonly StatTile[] }) {
  return (
    <dl className="grid grid-cols-3 gap-2 text-center">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-xl bg-stone-50 p-2">
          <dt className="text-xs text-ink-soft">{tile.label}</dt>
          <dd className={tile.valueClassName} title={tile.title}>
            {tile.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
