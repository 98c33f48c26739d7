import { formatCount } from '@pepper/domain/numbers';
import { Field } from '@pepper/ui';
import { useEffect, useState } from 'react';

/** Exact SHU entry beside the slider: on a 500,000,000 scale a finger cannot pick 5,000 precisely. */
export function ShuInput({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number;
  onCommit: (value: number) => void;
}) {
  const shown = formatCount(value);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  const commit = () => {
    const parsed = Number(text.replace(/[^\d]/g, ''));
    if (Number.isFinite(parsed) && text.trim() !== '') onCommit(parsed);
    else setText(shown);
  };
  return (
    <Field
      label={label}
      inputMode="numeric"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      className="tabular-nums"
    />
  );
}
