import {
  useId,
  type InputHTMLAttributes,
  type Ref,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '../cn';
import { useEnteredBeforeCode } from './entered-before-code';
import { NativeSelect } from './NativeSelect';

/** A label above the control it names. */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}

const BOX =
  'w-full rounded-xl border border-stone-400 bg-white text-base text-ink focus:outline focus:outline-2 focus:outline-green-800';

/**
 * A labelled input at touch size, with an optional hint read out with it. What is typed in it before the page's
 * code runs reaches its onChange once the code loads.
 */
export function Field({
  label,
  hint,
  className,
  ref,
  ...input
}: { label: string; hint?: string; ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const field = useEnteredBeforeCode(input, ref);
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        {...input}
        ref={field}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={cn('min-h-touch px-3', BOX, className)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
    </Labelled>
  );
}

type NumberFieldProps = { label: string; hint?: string; unit?: string; whole?: boolean } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'step'
>;

/**
 * A number field: a phone shows its number pad. A measure (the default) takes any decimal; a `whole` number
 * steps by one. A unit is named after the label, as "Bed length (ft)".
 */
export function NumberField({ label, unit, whole = false, min = 0, ...field }: NumberFieldProps) {
  return (
    <Field
      type="number"
      inputMode={whole ? 'numeric' : 'decimal'}
      step={whole ? 1 : 'any'}
      min={min}
      label={unit ? `${label} (${unit})` : label}
      {...field}
    />
  );
}

/** A whole-number field (counts of seeds, plants, pods). */
export function CountField(field: Omit<NumberFieldProps, 'whole'>) {
  return <NumberField whole {...field} />;
}

/** The code mailed to an address (six digits unless told): the phone offers it from the mail, and only digits stay. */
export function EmailCodeField({
  value,
  onChange,
  digits = 6,
  ref,
}: {
  value: string;
  onChange: (code: string) => void;
  /** How long the mailed code is. */
  digits?: number;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <Field
      ref={ref}
      label="Code from the email"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`[0-9]{${digits}}`}
      maxLength={digits}
      required
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      className="tracking-widest"
    />
  );
}

/** A labelled native select at touch size. */
export function SelectField({
  label,
  options,
  ...select
}: {
  label: string;
  options: readonly { value: string; label: string }[];
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Labelled id={id} label={label}>
      <NativeSelect id={id} options={[...options]} {...select} />
    </Labelled>
  );
}

/** A labelled box for a few lines of free text. */
export function TextAreaField({
  label,
  className,
  ref,
  ...area
}: { label: string; ref?: Ref<HTMLTextAreaElement> } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  const field = useEnteredBeforeCode(area, ref);
  return (
    <Labelled id={id} label={label}>
      <textarea id={id} {...area} ref={field} className={cn('p-3', BOX, className)} />
    </Labelled>
  );
}
