import type { InputHTMLAttributes, Ref } from 'react';
import { useEnteredBeforeCode } from './entered-before-code';

type CheckableProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> };

/**
 * The platform's checkbox, for a screen that draws its own box around it. A tick given before the page's code
 * runs reaches its onChange once the code loads.
 */
export function Checkbox({ ref, ...input }: CheckableProps) {
  const field = useEnteredBeforeCode(input, ref);
  return <input {...input} type="checkbox" ref={field} />;
}

/**
 * The platform's radio button, for a screen that draws its own choice around it. The choice made before the
 * page's code runs reaches that button's onChange once the code loads.
 */
export function Radio({ ref, ...input }: CheckableProps) {
  const field = useEnteredBeforeCode(input, ref);
  return <input {...input} type="radio" ref={field} />;
}
