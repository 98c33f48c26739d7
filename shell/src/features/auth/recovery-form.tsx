import { returnToOr } from '@pepper/domain/plans';
import { useNavigate, useSearchParams } from '@pepper/router';
import { useOnline } from '@pepper/ui/connection';
import { useState } from 'react';

/**
 * What both password-recovery screens start with: where to go once done, the account's address
 * and whether there is a connection. (An address typed before the code ran reaches `setEmail` through the kit's
 * field, as every kit field's entry does.)
 */
export function useRecoveryForm(startEmail = '') {
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
