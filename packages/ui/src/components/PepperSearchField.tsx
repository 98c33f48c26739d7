import type { ComponentProps } from 'react';
import { PepperSearchCombobox } from './SearchCombobox';
import { SearchField, type SearchFieldProps } from './SearchField';

export type PepperSearchFieldProps = Omit<SearchFieldProps, 'children'> &
  Omit<ComponentProps<typeof PepperSearchCombobox>, 'name' | 'inputClassName'>;

/**
 * The pepper search of a form whose fields are the address: the peppers search box, sent as `search`, with the
 * button that sends the form.
 */
export function PepperSearchField({ submit, end, ...box }: PepperSearchFieldProps) {
  return (
    <SearchField submit={submit} end={end}>
      {(boxClassName) => <PepperSearchCombobox name="search" inputClassName={boxClassName} {...box} />}
    </SearchField>
  );
}
