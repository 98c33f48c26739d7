import { useCombobox } from 'downshift';
import { useLayoutEffect, useRef } from 'react';
import { cn } from '../cn';
import type { LiveSearchComboboxProps, SearchSuggestion } from './search-combobox-props';

/**
 * A search box that offers suggestions as the reader types, with Downshift's ARIA combobox pattern (arrow keys
 * move through the list, Enter chooses, Escape closes, the list is announced). Enter without a highlighted
 * suggestion submits the surrounding form.
 */
export function LiveSearchCombobox({
  id,
  name,
  label,
  placeholder,
  value,
  onValueChange,
  suggestions,
  onChoose,
  inputClassName,
  children,
  takeFocus = false,
}: LiveSearchComboboxProps) {
  const items = [...suggestions];
  const input = useRef<HTMLInputElement>(null);
  // In the same task as the plain field leaves, so a phone's keyboard stays up.
  useLayoutEffect(() => {
    const box = input.current;
    if (!takeFocus || !box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, [takeFocus]);
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<SearchSuggestion>({
      id: `${id}-combobox`,
      inputId: id,
      items,
      inputValue: value,
      selectedItem: null,
      // Text typed before the combobox loaded shows its suggestions at once.
      initialIsOpen: takeFocus,
      itemToString: (item) => item?.name ?? '',
      onInputValueChange: ({ inputValue, type }) => {
        // Choosing a suggestion acts on it; the box keeps what was typed, or what the chooser put in it. The
        // selection stays empty, and Downshift resetting the text to match it is not typing either.
        if (
          type !== useCombobox.stateChangeTypes.ItemClick &&
          type !== useCombobox.stateChangeTypes.InputKeyDownEnter &&
          type !== useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem
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
          ref: input,
          name,
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
