import { cn } from '@pepper/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A list of the account's things read from the API: a note while it loads, an alert when it cannot be read, and
 * otherwise what `children` makes of the answer.
 */
export function AccountRead<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  /** What the list holds, as the notes name it: 'orders', 'devices'. */
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-ink-soft">
        {`Loading your ${what}…`}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-chili-800">
        {`Your ${what} cannot be shown right now. Please try again later.`}
      </p>
    );
  }
  return children(query.data);
}

/** The items of an account list, one under another with a rule between them. */
export function AccountList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="divide-y divide-stone-200">
      {children}
    </ul>
  );
}

export function AccountListItem({ className, children }: { className?: string; children: ReactNode }) {
  return <li className={cn('py-3 first:pt-0 last:pb-0', className)}>{children}</li>;
}
