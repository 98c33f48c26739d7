import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useCodeHasCome } from '../hooks/useCodeHasCome';

/**
 * An unstyled button whose action is the page's code alone (a toggle, a stepper, a choice kept in memory): it is
 * disabled and busy until that code has come, so a tap before then is never silently lost. The server's HTML
 * and the browser's first render agree (useCodeHasCome is false for both); it comes alive in the render after.
 * The kit's `Button` does the same for its own look.
 */
export const CodeButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function CodeButton({ disabled, 'aria-busy': busy, ...props }, ref) {
    const live = useCodeHasCome();
    return (
      <button
        ref={ref}
        type="button"
        {...props}
        disabled={disabled || !live || undefined}
        aria-busy={busy ?? !live}
      />
    );
  },
);
