import { CodeForm, EmailCodeField, RequestProblem } from '@pepper/ui';
import { useState, type ReactNode } from 'react';

/**
 * The form that takes the six-digit code mailed to an address: what was sent and where, the code, why the
 * last try failed, and the caller's buttons. The code is passed to `confirm`, which sends the request.
 */
export function EmailCodeForm({
  message,
  confirm,
  className,
  children,
}: {
  message: ReactNode;
  confirm: { mutate: (code: string) => void; isError: boolean; error: unknown };
  className: string;
  /** The buttons, given the code typed so far (a code is whole at six digits). */
  children: (code: string) => ReactNode;
}) {
  const [code, setCode] = useState('');
  return (
    <CodeForm
      className={className}
      aria-label="Confirm your email"
      onSubmit={(e) => {
        e.preventDefault();
        confirm.mutate(code);
      }}
    >
      <p role="status" className="text-sm text-ink">
        {message}
      </p>
      <EmailCodeField value={code} onChange={setCode} />
      <RequestProblem request={confirm} />
      {children(code)}
    </CodeForm>
  );
}
