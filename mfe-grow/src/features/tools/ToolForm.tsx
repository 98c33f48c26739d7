import { AddressForm, Button } from '@pepper/ui';
import type { FormEvent, ReactNode } from 'react';

/**
 * A tool's inputs as the kit's address form for the tool's own address: before the page's code runs, or without
 * it, sending the form has the server render the result. With the code the result and the address follow each
 * change at once, so sending the form changes nothing.
 */
export function ToolForm({
  action,
  submit,
  className,
  children,
}: {
  action: string;
  /** The name of the button that sends the form. */
  submit: string;
  className?: string;
  children: ReactNode;
}) {
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <AddressForm action={action} onSubmit={onSubmit} className={className ?? 'grid gap-3'}>
      {children}
      <Button type="submit" variant="outline">
        {submit}
      </Button>
    </AddressForm>
  );
}
