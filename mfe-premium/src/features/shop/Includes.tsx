/** A grow-kit card shows up to 3 included items; "and N more" opens the rest in place. */
export const KIT_INCLUDES_SHOWN = 3;

const list = 'grid list-disc gap-0.5 pl-5';

/**
 * What a kit includes. On a card the rest opens from a native disclosure, so "and N more" works before and
 * without the page's code; its two texts are swapped by the disclosure's open state, in CSS.
 */
export function Includes({ items, all = false }: { items: string[]; all?: boolean }) {
  const more = items.length - KIT_INCLUDES_SHOWN;
  const folded = more > 0 && !all;
  return (
    <div className="grid gap-1">
      <p className="text-sm font-semibold text-ink">Includes:</p>
      <div className="grid gap-0.5 text-sm text-ink">
        <ul className={list}>
          {(folded ? items.slice(0, KIT_INCLUDES_SHOWN) : items).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {folded ? (
          // Open, the control sits below the whole list (not between its first items and the rest): the space
          // it leaves at the bottom is the control's own height.
          <details className="group relative open:pb-11">
            <summary className="inline-flex min-h-touch w-fit cursor-pointer list-none items-center font-semibold text-chili-800 underline group-open:absolute group-open:bottom-0 group-open:left-0 [&::-webkit-details-marker]:hidden">
              <span className="group-open:hidden">and {more} more</span>
              <span className="hidden group-open:inline">Show fewer</span>
            </summary>
            <ul className={list}>
              {items.slice(KIT_INCLUDES_SHOWN).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </div>
  );
}
