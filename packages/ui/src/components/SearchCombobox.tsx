import { useCombobox } from 'downshift';
import type { ReactNode } from 'react';
import { heatLine } from '@pepper/domain';
import { useNavigate } from '@pepper/router';
import { cn } from '../cn';

export interface SearchSuggestion {
  id: number;
  name: string;
  /** A short second line, e.g. the heat. */
  detail: string;
}

export interface SearchComboboxProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (text: string) => void;
  suggestions: readonly SearchSuggestion[];
  onChoose: (suggestion: SearchSuggestion) => void;
  inputClassName?: string;
  /** Buttons inside the box (clear, submit). */
  children?: ReactNode;
}

/**
 * A search box that offers suggestions as the reader types: the ARIA combobox pattern from Downshift (arrow
 * keys move through the list, Enter chooses, Escape closes, the list is announced), so no focus handling is
 * written by hand. Enter without a highlighted suggestion submits the surrounding form as before.
 */
export function SearchCombobox({
  id,
  label,
  placeholder,
  value,
  onValueChange,
  suggestions,
  onChoose,
  inputClassName,
  children,
}: SearchComboboxProps) {
  const items = [...suggestions];
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<SearchSuggestion>({
      id: `${id}-combobox`,
      inputId: id,
      items,
      inputValue: value,
      selectedItem: null,
      itemToString: (item) => item?.name ?? '',
      onInputValueChange: ({ inputValue, type }) => {
        // Choosing a suggestion opens its page; the box keeps what was typed.
        if (
          type !== useCombobox.stateChangeTypes.ItemClick &&
          type !== useCombobox.stateChangeTypes.InputKeyDownEnter
        )
          onValueChange(inputValue ?? '');
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) onChoose(selectedItem);
      },
    });
  const open = isOpen && items.length > 0;
  return (
    <div className="relative">
      <label {...getLabelProps()} className="sr-only">
        {label}
      </label>
      <input
        {...getInputProps({
          type: 'search',
          placeholder,
          autoComplete: 'off',
          enterKeyHint: 'search',
          onKeyDown: (e) => {
            // Enter with nothing highlighted is the form's submit, not a choice.
            if (e.key === 'Enter' && highlightedIndex < 0)
              (e.nativeEvent as unknown as { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
                true;
          },
        })}
        className={inputClassName}
      />
      {children}
      <ul
        {...getMenuProps({ 'aria-label': `${label}: suggestions` })}
        className={cn(
          'absolute left-0 right-0 top-full z-20 mt-1 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-lg',
          !open && 'hidden',
        )}
      >
        {open
          ? items.map((item, index) => (
              <li
                key={item.id}
                {...getItemProps({ item, index })}
                className={cn(
                  'flex min-h-touch cursor-pointer flex-col justify-center px-3 py-1.5',
                  highlightedIndex === index && 'bg-stone-100',
                )}
              >
                <span className="font-semibold text-ink">{item.name}</span>
                <span className="text-xs text-ink-soft">{item.detail}</span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}

type SuggestedPepper = Parameters<typeof heatLine>[0] & { id: number; name: string };

/**
 * The peppers search box: from two characters typed it offers the given peppers, by name and heat; choosing one
 * opens its page.
 */
export function PepperSearchCombobox({
  peppers,
  ...box
}: Omit<SearchComboboxProps, 'label' | 'placeholder' | 'suggestions' | 'onChoose'> & {
  /** The suggestions for the text so far (none while they are on their way). */
  peppers: readonly SuggestedPepper[] | undefined;
}) {
  const navigate = useNavigate();
  return (
    <SearchCombobox
      label="Search peppers"
      placeholder="Search peppers..."
      suggestions={
        box.value.trim().length >= 2
          ? (peppers ?? []).map((p) => ({ id: p.id, name: p.name, detail: heatLine(p) }))
          : []
      }
      onChoose={(p) => navigate(`/peppers/${p.id}`)}
      {...box}
    />
  );
}
