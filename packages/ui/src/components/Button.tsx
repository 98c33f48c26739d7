import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '../cn';
import { useCodeHasCome } from '../hooks/useCodeHasCome';
import { useFormSendsThroughCode } from './CodeForm';

/**
 * `danger` is the quiet form of a destructive action (an outline in red): the control that opens its
 * confirmation. `destructive` (solid red) is kept for the confirming button itself.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive' | 'danger' | 'outline';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-chili-700 text-white hover:bg-chili-800 disabled:bg-stone-400',
  secondary: 'bg-stone-800 text-white hover:bg-stone-900 disabled:bg-stone-400',
  outline: 'border border-stone-300 bg-white text-ink hover:bg-stone-50 disabled:text-stone-500',
  ghost: 'bg-transparent text-ink hover:bg-stone-100 disabled:text-stone-500',
  destructive: 'bg-red-800 text-white hover:bg-red-900 disabled:bg-stone-400',
  danger: 'border border-red-700 bg-white text-red-800 hover:bg-red-50 disabled:text-stone-500',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'md' | 'sm' | 'icon';
  /** Render the child element (e.g. a router Link) with button styles. */
  asChild?: boolean;
}

/**
 * Every button is at least 44 px tall (and wide for icon buttons) so it is easy to hit on a phone.
 *
 * A plain button that acts by its code, or the submit button of a form the code sends (CodeForm), does nothing
 * before the page's code has come: it is disabled and busy until then, so a tap is never silently lost. The
 * server's HTML and the browser's first render both have it so (useCodeHasCome is false for both), and it comes
 * alive in the render after.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', asChild, className, type, disabled, 'aria-busy': ariaBusy, ...props },
  ref,
) {
  const live = useCodeHasCome();
  const inCodeForm = useFormSendsThroughCode();
  const Comp = asChild ? Slot : 'button';
  const actsByCode =
    ((type ?? 'button') === 'button' && props.onClick !== undefined) || (type === 'submit' && inCodeForm);
  const waitsForCode = !asChild && actsByCode && !live;
  return (
    <Comp
      ref={ref}
      type={asChild ? undefined : (type ?? 'button')}
      disabled={disabled || waitsForCode || undefined}
      aria-busy={waitsForCode || ariaBusy}
      className={cn(
        'inline-flex min-h-touch items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed',
        size === 'md' && 'px-4 text-sm',
        size === 'sm' && 'px-3 text-sm',
        size === 'icon' && 'min-w-touch p-0',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
});
