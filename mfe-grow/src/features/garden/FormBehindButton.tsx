import { Button, type ButtonVariant } from '@pepper/ui';
import type { ReactNode } from 'react';

/** A form that stays closed behind the button that opens it, and once open can be left with Cancel. */
export function FormBehindButton({
  open,
  onOpen,
  onClose,
  openLabel,
  openVariant,
  children,
}: {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  openLabel: string;
  openVariant?: ButtonVariant;
  /** The form, shown while open. */
  children: ReactNode;
}) {
  return open ? (
    <>
      {children}
      <Button type="button" variant="ghost" onClick={onClose}>
        Cancel
      </Button>
    </>
  ) : (
    <Button type="button" variant={openVariant} onClick={onOpen}>
      {openLabel}
    </Button>
  );
}
