import { useId, useState } from 'react';

/** A grow-kit card shows up to 3 included items; "and N more" opens the rest in place. */
export const KIT_INCLUDES_SHOWN = 3;

export function Includes({ items, all = false }: { items: string[]; all?: boolean }) {
  const [open, setOpen] = useState(all);
  const listId = useId();
  const more = items.length - KIT_INCLUDES_SHOWN;
  const shown = open ? items : items.slice(0, KIT_INCLUDES_SHOWN);
  return (
    <div className="grid gap-1">
      <p className="text-sm font-semibold text-ink">Includes:</p>
      <ul id={listId} className="grid list-disc gap-0.5 pl-5 text-sm text-ink">
        {shown.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {more > 0 && !all ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex min-h-touch w-fit items-center text-sm font-semibold text-chili-800 underline"
        >
          {open ? 'Show fewer' : `and ${more} more`}
        </button>
      ) : null}
    </div>
  );
}
