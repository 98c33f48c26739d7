import { returnToOr } from '@pepper/domain/plans';
import { useNavigate, useSearchParams } from '@pepper/router';
import { Field, useDocumentMeta } from '@pepper/ui';
import { useOnline } from '@pepper/ui/connection';
import { useState } from 'react';

/**
 * What both password-recovery screens start with: the page's title, where to go once done, the account's address
 * and whether there is a connection. (An address typed before the code ran reaches `setEmail` through the kit's
 * field, as every kit field's entry does.)
 */
export function useRecoveryForm(documentTitle: string, startEmail = '') {
  useDocumentMeta(documentTitle);
  const [params] = useSearchParams();
  const [email, setEmail] = useState(startEmail);
  return {
    returnTo: returnToOr(params.get('returnTo')),
    email,
    setEmail,
    online: useOnline(),
    navigate: useNavigate(),
  };
}

/** The account's address field both recovery screens use; `onEdit` is called on each change. */
export function RecoveryEmailField({
  email,
  setEmail,
  onEdit,
}: {
  email: string;
  setEmail: (email: string) => void;
  onEdit: () => void;
}) {
  return (
    <Field
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
