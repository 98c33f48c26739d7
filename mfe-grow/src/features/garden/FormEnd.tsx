import { Button, FormProblem, type ButtonVariant } from '@pepper/ui';
import type { ReactNode } from 'react';

/**
 * How a garden form (a kit CodeForm) ends: what stops it from being sent, what became of the last save (a form
 * that says nothing after saving leaves `status` out), and the button that sends it, named by what it does while
 * it saves.
 */
export function FormEnd({
  problem,
  status,
  statusClassName = 'text-sm text-ink-soft',
  label,
  busyLabel = label,
  busy,
  variant,
}: {
  problem: string | null;
  status?: ReactNode;
  statusClassName?: string;
  label: string;
  busyLabel?: string;
  busy: boolean;
  variant?: ButtonVariant;
}) {
  return (
    <>
      <FormProblem>{problem}</FormProblem>
      {status === undefined ? null : (
        <p role="status" className={statusClassName}>
          {status}
        </p>
      )}
      {/* Its form is a CodeForm: the button waits, disabled and busy, until the page's code has come. */}
      <Button type="submit" variant={variant} disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
