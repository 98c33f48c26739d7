import { queries } from '@pepper/client';
import { Link } from '@pepper/router';
import { AddressForm, closeKeyboardOnSubmit, PepperSearchField } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';

const TYPING_PAUSE_MS = 300;

export interface PepperSearchProps {
  /** The search text in the address. */
  value: string;
  onSearch: (text: string, options: { replace: boolean }) => void;
  /** The address without the search, for the clear button. */
  clearedAddress: string;
  /** The other filters, submitted with the search. */
  children?: ReactNode;
  className?: string;
}

/**
 * The database's search form: its fields are the address (`/peppers?search=…&heatLevel=…&origin=…`), so before
 * the page's code loads, or without it, submitting it has the server render the results. With the code, results
 * follow the typing after a short pause (without filling history with every keystroke), and Enter searches at
 * once. It follows the address when back/forward or a letter changes it. From two characters it offers up to six
 * peppers; choosing one opens its page.
 */
export function PepperSearch({ value, onSearch, clearedAddress, children, className }: PepperSearchProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const committed = useRef(value);
  committed.current = value;
  const suggestions = useQuery({ ...queries.suggestPeppers(draft), placeholderData: (previous) => previous });

  // The box follows a new address, set during render so text typed before the code loaded is not overwritten.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }

  useEffect(() => {
    if (draft === committed.current) return;
    const timer = setTimeout(() => onSearch(draft, { replace: true }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, onSearch]);

  const submit = (e: FormEvent) => {
    closeKeyboardOnSubmit(e);
    if (draft !== committed.current) onSearch(draft, { replace: false });
  };

  return (
    <AddressForm
      action="/peppers"
      role="search"
      aria-label="Find peppers"
      onSubmit={submit}
      className={className}
    >
      <PepperSearchField
        id="pepper-search"
        value={draft}
        onValueChange={setDraft}
        peppers={suggestions.data}
        end={
          draft ? (
            <Link
              to={clearedAddress}
              aria-label="Clear search"
              onClick={() => setDraft('')}
              className="absolute right-0 top-0 inline-flex h-11 w-11 items-center justify-center rounded-xl text-ink-soft hover:text-ink"
            >
              <X aria-hidden className="h-5 w-5" />
            </Link>
          ) : null
        }
      />
      {children}
    </AddressForm>
  );
}
