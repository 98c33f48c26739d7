import { parseIntegerInput } from '@pepper/domain/heat';
import { useState } from 'react';

export interface IntegerFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  suffix: string;
}

/**
 * A whole-number input. What is typed stays as typed while the field has focus (so clearing it to type a
 * new figure does not fight the user), but its integer reading, 0 for anything non-numeric, counts at once;
 * on leaving the field it shows that reading.
 */
export function IntegerField({ label, value, onChange, suffix }: IntegerFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <label className="grid gap-1 text-xs font-semibold text-ink-soft">
      {label}
      <span className="flex min-h-touch items-center rounded-xl border border-stone-300 bg-white focus-within:border-chili-700">
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className="min-h-touch w-full min-w-0 rounded-xl bg-transparent px-3 text-base font-normal text-ink outline-none"
          value={draft ?? String(value)}
          onChange={(e) => {
            setDraft(e.target.value);
            onChange(parseIntegerInput(e.target.value));
          }}
          onBlur={() => setDraft(null)}
        />
        <span aria-hidden className="pr-3 text-sm font-normal text-ink-soft">
          {suffix}
        </span>
      </span>
    </label>
  );
}
