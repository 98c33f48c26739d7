import { useEffect, useId, useState } from 'react';

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
  const id = useId();
  const shown = value.toLocaleString('en-US');
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  const commit = () => {
    const parsed = Number(text.replace(/[^\d]/g, ''));
    if (Number.isFinite(parsed) && text.trim() !== '') onCommit(parsed);
    else setText(shown);
  };
  return (
    <div className="grid grid-cols-1 gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-ink-soft">
        {label}
      </label>
      <input
        id={id}
        inputMode="numeric"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
        className="min-h-touch w-full rounded-xl border border-stone-300 bg-white px-3 text-base tabular-nums"
      />
    </div>
  );
}
