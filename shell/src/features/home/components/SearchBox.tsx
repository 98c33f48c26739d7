import { queries } from '@pepper/client';
import { searchHref } from '@pepper/domain/peppers';
import { useNavigate } from '@pepper/router';
import { AddressForm, PepperSearchField } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
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
      onSubmit={(e) => {
        e.preventDefault();
        const href = searchHref(text);
        if (href) navigate(href);
      }}
    >
      <PepperSearchField
        submit="word"
        id="home-search"
        value={text}
        onValueChange={setText}
        peppers={suggestions.data}
      />
    </AddressForm>
  );
}
