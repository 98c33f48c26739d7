import { useNavigate } from '@pepper/router';
import type { FormEvent, FormHTMLAttributes, ReactNode } from 'react';

/** The address a GET form goes to: its action with its named fields as the query, as a browser writes it. */
export function formAddress(form: HTMLFormElement, action: string): string {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') query.append(name, value);
  const search = query.toString();
  return search ? `${action}?${search}` : action;
}

export interface AddressFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'action' | 'method' | 'onSubmit'
> {
  /** The page the answer is on, e.g. `/peppers`. */
  action: string;
  /**
   * Runs first when the form is submitted with the page's code; preventing the event's default leaves the
   * address to it (a page that writes its filters in its own order).
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * For a form whose fields already write the address as they change: sending it only closes the phone's keyboard.
 */
export function closeKeyboardOnSubmit(event: { preventDefault(): void }) {
  event.preventDefault();
  (document.activeElement as HTMLElement | null)?.blur?.();
}

/**
 * A search or filter form whose named fields are the page's address (`/peppers?search=…&heatLevel=…`), so every
 * answer is a link to share. Before the page's code runs, and without it, the browser submits it and the server
 * renders the answer; with the code, submitting goes to the same address without reloading the page.
 */
export function AddressForm({ action, onSubmit, children, ...form }: AddressFormProps) {
  const navigate = useNavigate();
  return (
    <form
      {...form}
      method="get"
      action={action}
      onSubmit={(event) => {
        onSubmit?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        navigate(formAddress(event.currentTarget, action));
      }}
    >
      {children}
    </form>
  );
}
