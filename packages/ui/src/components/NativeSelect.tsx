import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../cn';
import { useEnteredBeforeCode } from './entered-before-code';

export interface NativeSelectProps extends ComponentPropsWithRef<'select'> {
  options: { value: string; label: string }[];
}

/**
 * The platform's own select: the phone's native picker, no script cost. Label it with <label htmlFor>. A choice
 * made before the page's code runs reaches its onChange once the code loads.
 */
export function NativeSelect({ options, className, ref, ...props }: NativeSelectProps) {
  const field = useEnteredBeforeCode(props, ref);
  return (
    <span className="relative block">
      <select
        className={cn(
          'min-h-touch w-full appearance-none rounded-xl border border-stone-300 bg-white pl-3 pr-9 text-base text-ink',
          className,
        )}
        {...props}
        ref={field}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-soft"
      />
    </span>
  );
}
