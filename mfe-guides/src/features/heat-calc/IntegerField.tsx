import { parseIntegerInput } from '@pepper/domain/heat';
import { Field } from '@pepper/ui';
import { useState } from 'react';

export interface IntegerFieldProps {
  label: string;
  /** The field's name in its form's address. */
  name: string;
  value: number;
  onChange: (value: number) => void;
}

/**
 * A whole-number input. What is typed stays as typed while the field has focus (so clearing it to type a
 * new figure does not fight the user), but its integer reading, 0 for anything non-numeric, counts at once;
 * on leaving the field it shows that reading.
 */
export function IntegerField({ label, name, value, onChange }: IntegerFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Field
      label={label}
      name={name}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={draft ?? String(value)}
      onChange={(e) => {
        setDraft(e.target.value);
        onChange(parseIntegerInput(e.target.value));
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
