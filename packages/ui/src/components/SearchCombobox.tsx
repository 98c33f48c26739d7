import { useRef, useState, type ComponentType } from 'react';
import { heatLine } from '@pepper/domain/heat';
import { useNavigate } from '@pepper/router';
import { useEnteredBeforeCode } from './entered-before-code';
import type { LiveSearchComboboxProps, SearchComboboxProps } from './search-combobox-props';

export type { SearchComboboxProps, SearchSuggestion } from './search-combobox-props';

type Live = ComponentType<LiveSearchComboboxProps>;
let live: Live | null = null;
let loading: Promise<Live> | null = null;

/** The combobox's code (Downshift) is fetched ahead at the lowest priority, and runs once the box is first used. */
function loadLive(): Promise<Live> {
  loading ??= import(/* webpackChunkName: "search-combobox", webpackPrefetch: true */ './LiveSearchCombobox')
    .then((module) => (live = module.LiveSearchCombobox))
    .catch((error: unknown) => {
      loading = null; // the next touch tries again; the plain box goes on working meanwhile
      throw error;
    });
  return loading;
}

/**
 * A search box that offers suggestions as the reader types (see LiveSearchCombobox). Until the box is first
 * touched or focused it is a plain search field with the same name, look and role, which the page renders (on the
 * server too) without the combobox's code: typing in it and submitting work the same. At the first touch the
 * code is loaded and the combobox takes the field's place, keeping the text, the focus and the caret. Text typed
 * before the page's code runs reaches onValueChange once the code loads.
 */
export function SearchCombobox(props: SearchComboboxProps) {
  const [Loaded, setLoaded] = useState<Live | null>(() => live);
  const [takeFocus, setTakeFocus] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const plainBox = useEnteredBeforeCode(props, field);
  if (Loaded) return <Loaded {...props} takeFocus={takeFocus} />;

  const wake = () => {
    void loadLive()
      .then((component) => {
        setTakeFocus(document.activeElement === field.current);
        setLoaded(() => component);
      })
      .catch(() => undefined);
  };
  const { id, name, label, placeholder, value, onValueChange, inputClassName, children } = props;
  const combobox = `${id}-combobox`;
  return (
    <div className="relative">
      <label id={`${combobox}-label`} htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        ref={plainBox}
        id={id}
        name={name}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        aria-controls={`${combobox}-menu`}
        aria-labelledby={`${combobox}-label`}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        onFocus={wake}
        onPointerDown={wake}
        className={inputClassName}
      />
      {children}
      <ul
        id={`${combobox}-menu`}
        role="listbox"
        aria-labelledby={`${combobox}-label`}
        aria-label={`${label}: suggestions`}
        className="hidden"
      />
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
  /** The suggestions for the text so far (none while they are loading). */
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
