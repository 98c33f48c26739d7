import { useId, type Ref } from 'react';

/** A picker for one photo from the device, named by its label. */
export function PhotoField({
  label,
  onPick,
  inputRef,
}: {
  label: string;
  onPick: (photo: File | null) => void;
  /** For a form that clears the picker after saving. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        type="file"
        accept="image/*"
        onChange={(e) => onPick(e.target.files?.[0] ?? null)}
        className="min-h-touch text-sm"
      />
    </>
  );
}
