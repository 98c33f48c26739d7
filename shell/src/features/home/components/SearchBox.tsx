import { queries } from '@pepper/client';
import { searchHref } from '@pepper/domain/peppers';
import { useNavigate } from '@pepper/router';
import { AddressForm, PepperSearchCombobox } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';

/**
 * A form to /peppers whose field is the search (`/peppers?search=…`), so it works before and without the page's
 * code. With the code, submit goes to /peppers?search={trimmed, URL-encoded} and blank text is ignored. From two
 * characters it offers up to six peppers as the reader types; choosing one opens its page.
 */
export function SearchBox() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const suggestions = useQuery({ ...queries.suggestPeppers(text), placeholderData: (previous) => previous });
  return (
    <AddressForm
      action="/peppers"
      role="search"
      aria-label="Search peppers"
      className="relative"
      onSubmit={(e) => {
        e.preventDefault();
        const href = searchHref(text);
        if (href) navigate(href);
      }}
    >
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 z-10 h-5 w-5 -translate-y-1/2 text-ink-soft"
      />
      <PepperSearchCombobox
        id="home-search"
        name="search"
        value={text}
        onValueChange={setText}
        peppers={suggestions.data}
        inputClassName="min-h-[48px] w-full rounded-2xl border border-stone-300 bg-white pl-10 pr-24 text-base text-ink shadow-sm placeholder:text-stone-500"
      >
        <button
          type="submit"
          className="absolute right-1 top-1/2 min-h-touch -translate-y-1/2 rounded-xl bg-chili-700 px-4 text-sm font-semibold text-white"
        >
          Search
        </button>
      </PepperSearchCombobox>
    </AddressForm>
  );
}
