import { Link } from '@pepper/router';
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
  /** The address a letter leads to. */
  addressOf: (letter: string) => string;
}

/**
 * A one-row, sideways-scrolling A-Z 0-9 bar of links, so a letter works before and without the page's code;
 * letters no pepper starts with are shown faint.
 */
export function LetterBar({ letters, available, selected, isActive, addressOf }: LetterBarProps) {
  const selectedRef = useRef<HTMLAnchorElement>(null);
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
              <Link
                ref={letter === selected ? selectedRef : undefined}
                to={addressOf(letter)}
                aria-current={letter === selected ? 'true' : undefined}
                aria-label={
                  present ? `Peppers starting with ${letter}` : `Peppers starting with ${letter} (none)`
                }
                className={cn(
                  'flex h-11 min-w-touch items-center justify-center rounded-lg text-sm font-bold transition-colors',
                  active
                    ? 'bg-chili-700 text-white'
                    : present
                      ? 'bg-white text-ink shadow-sm ring-1 ring-stone-200 hover:bg-chili-50'
                      : 'bg-transparent text-stone-500',
                )}
              >
                {letter}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
