import type { ReactNode } from 'react';
import { cn } from '../cn';

export interface FigureColumn {
  label: string;
  /** Figures align right so their digits line up. */
  numeric?: boolean;
}

export interface FigureRow {
  key: string;
  /** One cell a column; the first names the row and is read out as its header. */
  cells: readonly ReactNode[];
}

/** A small table of figures, named by a caption that screen readers read (hidden where a heading already shows it). */
export function FigureTable({
  caption,
  columns,
  rows,
  className,
}: {
  caption?: string;
  columns: readonly FigureColumn[];
  rows: readonly FigureRow[];
  className?: string;
}) {
  const align = (column: FigureColumn | undefined) => (column?.numeric ? 'text-right tabular-nums' : '');
  return (
    <div className={cn('overflow-x-auto rounded-2xl border border-stone-200 bg-white', className)}>
      <table className="w-full text-left text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-stone-50 text-xs uppercase tracking-wide text-ink-soft">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn('p-2', align(column))}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-stone-200 align-top">
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="p-2 font-normal text-ink">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className={cn('p-2 text-ink', align(columns[i]))}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
