import type { InputHTMLAttributes, Ref } from 'react';
import { useEnteredBeforeCode } from './entered-before-code';

/**
 * The platform's input, for a screen that labels and draws it itself (a search box with its icon). What is
 * typed in it before the page's code runs reaches its onChange once the code loads.
 */
export function Input({
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const field = useEnteredBeforeCode(input, ref);
  return <input {...input} ref={field} />;
}
