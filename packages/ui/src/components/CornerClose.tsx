import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../cn';

/**
 * The close button in a panel's top corner: a 44 px target holding an X. Given to a Radix Close as its child,
 * so the panel's own close behaviour stays Radix's; `aria-label` names what it closes.
 */
export function CornerClose({
  className,
  iconClassName = 'h-5 w-5',
  ...props
}: ComponentProps<'button'> & { 'aria-label': string; iconClassName?: string }) {
  return (
    <button
      type="button"
      {...props}
      className={cn('absolute inline-flex h-11 w-11 items-center justify-center rounded-lg', className)}
    >
      <X aria-hidden className={iconClassName} />
    </button>
  );
}
