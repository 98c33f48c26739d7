import { returnToOr } from '@pepper/domain/plans';
import { useNavigate, useSearchParams } from '@pepper/router';
import { Field, useDocumentMeta, useValueEnteredEarly } from '@pepper/ui';
import { useOnline } from '@pepper/ui/connection';
import { useState, type RefObject } from 'react';

/**
 * What both password-recovery screens start with: the page's title, where to go once done, the account's address
 * (kept when it was typed into the server's page before the code ran) and whether there is a connection.
 */
export function useRecoveryForm(documentTitle: string, startEmail = '') {
  useDocumentMeta(documentTitle);
  const [params] = useSearchParams();
  const [email, setEmail] = useState(startEmail);
  const emailField = useValueEnteredEarly<HTMLInputElement>(email, setEmail);
  return {
    returnTo: returnToOr(params.get('returnTo')),
    email,
    setEmail,
    emailField,
    online: useOnline(),
    navigate: useNavigate(),
  };
}

/** The account's address, as both recovery screens ask for it; `onEdit` hears each change. */
export function RecoveryEmailField({
  field,
  email,
  setEmail,
  onEdit,
}: {
  field: RefObject<HTMLInputElement | null>;
  email: string;
  setEmail: (email: string) => void;
  onEdit: () => void;
}) {
  return (
    <Field
      ref={field}
      label="Email"
      type="email"
      required
      autoComplete="email"
      value={email}
      onChange={(e) => {
        setEmail(e.target.value);
        onEdit();
      }}
    />
  );
}
