import { useCallback, useLayoutEffect, useRef, type Ref, type RefCallback } from 'react';

/** A form field the kit renders. */
export type FormFieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What React rendered into a field: its value or checked state, controlled or as a default. */
export interface RenderedEntry {
  value?: unknown;
  defaultValue?: unknown;
  checked?: boolean;
  defaultChecked?: boolean;
}

function isCheckable(field: FormFieldElement): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

function asText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return Array.isArray(value) ? undefined : String(value as string | number);
}

/**
 * The browser's own setter for a field's value or checked state, which React does not track. React overrides
 * the field's own property to record the last value it saw; writing through the element's prototype leaves
 * that record unchanged.
 */
function nativeSetter(field: FormFieldElement, property: 'value' | 'checked') {
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, property)?.set;
}

/**
 * Replays a field's entry made before the page's code ran as a change. When hydrating, React keeps the value the
 * field shows but records it as already seen, so the page's state keeps what the server rendered. So the field is
 * set back to the rendered value through React's setter (which React records), then to the entered value through
 * the browser's setter, and the event a real change fires is dispatched: React sees the difference and calls the
 * field's onChange.
 *
 * Returns whether there was such an entry. A field whose state is what React rendered is left alone; so is a
 * radio button that was unchecked, since only the one chosen fires a change.
 */
export function deliverEnteredBeforeCode(field: FormFieldElement, rendered: RenderedEntry): boolean {
  if (isCheckable(field)) {
    const shown = rendered.checked ?? rendered.defaultChecked ?? false;
    const entered = field.checked;
    if (entered === shown || (field.type === 'radio' && !entered)) return false;
    field.checked = shown;
    nativeSetter(field, 'checked')?.call(field, entered);
    // React handles a checkbox or radio change on click; a dispatched Event does not toggle the box again.
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return true;
  }
  const shown = asText(rendered.value) ?? asText(rendered.defaultValue);
  const entered = field.value;
  if (shown === undefined || entered === shown) return false;
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  }
  field.value = shown;
  nativeSetter(field, 'value')?.call(field, entered);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}

/** Sets a ref the caller passed, whichever kind it is. */
function assign<E>(ref: Ref<E> | undefined, element: E | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

/**
 * A kit field's hook: once the field is hydrated, what a person typed or chose in it before the page's code
 * ran reaches the field's onChange, so the page shows the result for what the field holds. Give it what the
 * field renders (its props' value or checked state, as at the first render) and the caller's ref if any; put
 * the ref it returns on the field. A field mounted on the client shows what React rendered, so nothing is
 * replayed.
 */
export function useEnteredBeforeCode<E extends FormFieldElement>(
  rendered: RenderedEntry,
  ref?: Ref<E>,
): RefCallback<E> {
  const field = useRef<E | null>(null);
  const first = useRef(rendered);
  useLayoutEffect(() => {
    if (field.current) deliverEnteredBeforeCode(field.current, first.current);
  }, []);
  return useCallback(
    (element: E | null) => {
      field.current = element;
      assign(ref, element);
    },
    [ref],
  );
}
