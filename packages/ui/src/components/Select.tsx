import { NativeSelect } from './NativeSelect';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  /** The accessible name of the control. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  className?: string;
  id?: string;
  /** The field's name in its form's address (e.g. `heatLevel`). */
  name?: string;
}

/**
 * A single choice named by its label alone, as the filter bars use it. It is the platform's own select: a phone
 * opens its native picker, and the page pays no script to render or measure a custom list.
 */
export function Select({ label, value, onValueChange, options, className, id, name }: SelectProps) {
  return (
    <NativeSelect
      id={id}
      name={name}
      aria-label={label}
      value={value}
      onChange={(e) => onValueChange(e.target.value)}
      options={options}
      className={className}
    />
  );
}
