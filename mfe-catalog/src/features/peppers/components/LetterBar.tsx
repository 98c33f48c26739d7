import { cn } from '@pepper/ui';
import { useEffect, useRef } from 'react';

export interface LetterBarProps {
  /** The bar in order: A-Z, then 0-9. */
  letters: readonly string[];
  /** Letters some pepper name starts with. */
  available: ReadonlySet<string>;
  selected: string;
  /** Whether the selected letter is shown as picked (only when peppers start with it). */
  isActive: (letter: string) => boolean;
  onPick: (letter: string) => void;
}

/** A one-row, sideways-scrolling A-Z 0-9 bar; letters no pepper starts with are shown faint. */
export function LetterBar({ letters, available, selected, isActive, onPick }: LetterBarProps) {
  const selectedRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    selectedRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [selected]);
  return (
    <nav aria-label="Browse by first letter" className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none]">
      <ul className="flex gap-1 py-1">
        {letters.map((letter) => {
          const active = isActive(letter);
          const present = available.has(letter);
          return (
            <li key={letter}>
              <button
                ref={letter === selected ? selectedRef : undefined}
                type="button"
                aria-pressed={letter === selected}
                aria-label={
                  present ? `Peppers starting with ${letter}` : `Peppers starting with ${letter} (none)`
                }
                onClick={() => onPick(letter)}
                className={cn(
                  'h-11 min-w-touch rounded-lg text-sm font-bold transition-colors',
                  active
                    ? 'bg-chili-700 text-white'
                    : present
                      ? 'bg-white text-ink shadow-sm ring-1 ring-stone-200 hover:bg-chili-50'
                      : 'bg-transparent text-stone-500',
                )}
              >
                {letter}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
