import { queries } from '@pepper/client';
import { PepperSearchCombobox } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';

const TYPING_PAUSE_MS = 300;

export interface PepperSearchProps {
  /** The search text in the address. */
  value: string;
  onSearch: (text: string, options: { replace: boolean }) => void;
}

/**
 * The search box: results follow the typing after a short pause (without filling history with every
 * keystroke); Enter searches at once. It follows the address when back/forward or a letter changes it. From two
 * characters it offers up to six peppers; choosing one opens its page.
 */
export function PepperSearch({ value, onSearch }: PepperSearchProps) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const suggestions = useQuery({ ...queries.suggestPeppers(draft), placeholderData: (previous) => previous });

  useEffect(() => {
    committed.current = value;
    setDraft(value);
  }, [value]);

  useEffect(() => {
    if (draft === committed.current) return;
    const timer = setTimeout(() => onSearch(draft, { replace: true }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, onSearch]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft !== committed.current) onSearch(draft, { replace: false });
    (document.activeElement as HTMLElement | null)?.blur?.();
  };

  return (
    <form role="search" onSubmit={submit} className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 z-10 h-5 w-5 -translate-y-1/2 text-ink-soft"
      />
      <PepperSearchCombobox
        id="pepper-search"
        value={draft}
        onValueChange={setDraft}
        peppers={suggestions.data}
        inputClassName="min-h-touch w-full rounded-xl border border-stone-300 bg-white pl-10 pr-11 text-base text-ink placeholder:text-stone-500 [&::-webkit-search-cancel-button]:hidden"
      />
      {draft ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setDraft('');
            onSearch('', { replace: false });
          }}
          className="absolute right-0 top-0 inline-flex h-11 w-11 items-center justify-center rounded-xl text-ink-soft hover:text-ink"
        >
          <X aria-hidden className="h-5 w-5" />
        </button>
      ) : null}
    </form>
  );
}
