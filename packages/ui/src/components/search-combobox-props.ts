import type { ReactNode } from 'react';

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
  /** The field's name in its form's address (e.g. `search`). */
  name?: string;
  /** Buttons inside the box (clear, submit). */
  children?: ReactNode;
}

export type LiveSearchComboboxProps = SearchComboboxProps & {
  /** Focus the box as it appears, the caret after the text (it replaces a box the reader is typing in). */
  takeFocus?: boolean;
};
