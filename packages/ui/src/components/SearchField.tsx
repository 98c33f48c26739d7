import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../cn';

const BOX =
  'w-full border border-stone-300 bg-white text-base text-ink placeholder:text-stone-500 [&::-webkit-search-cancel-button]:hidden';

export interface SearchFieldProps {
  /** The search box (an input or a combobox), drawn with the class given, which leaves room for the buttons. */
  children: (boxClassName: string) => ReactNode;
  /**
   * `icon` (the default): the search icon at the box's start is its form's submit button. `word`: the icon only
   * marks the box, and a "Search" button stands at its end (the one search of a page, as on Home).
   */
  submit?: 'icon' | 'word';
  /** A control at the box's end, such as a link that clears the search (with the `icon` submit only). */
  end?: ReactNode;
}

/**
 * A search box with the button that sends its form, for a search form whose fields are the page's address: the
 * button works before and without the page's code, as Enter does. Both are at touch size and named.
 */
export function SearchField({ children, submit = 'icon', end }: SearchFieldProps) {
  if (submit === 'word') {
    return (
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 z-10 h-5 w-5 -translate-y-1/2 text-ink-soft"
        />
        {children(cn(BOX, 'min-h-[48px] rounded-2xl pl-10 pr-24 shadow-sm'))}
        <button
          type="submit"
          className="absolute right-1 top-1/2 min-h-touch -translate-y-1/2 rounded-xl bg-chili-700 px-4 text-sm font-semibold text-white"
        >
          Search
        </button>
      </div>
    );
  }
  return (
    <div className="relative">
      <button
        type="submit"
        aria-label="Search"
        className="absolute left-0 top-0 z-10 inline-flex h-11 w-11 items-center justify-center rounded-xl text-ink-soft hover:text-ink"
      >
        <Search aria-hidden className="h-5 w-5" />
      </button>
      {children(cn(BOX, 'min-h-touch rounded-xl pl-11', end ? 'pr-11' : 'pr-3'))}
      {end}
    </div>
  );
}
