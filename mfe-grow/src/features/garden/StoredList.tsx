import { SignInToKeep, Section } from '@pepper/ui';
import type { ReactNode } from 'react';

/**
 * A list of the visitor's own records (plantings, seed packets) under its heading: an alert when it could not
 * be loaded; for a visitor who is not signed in but already has records, that they live in this browser only;
 * then the records, or a line saying there are none yet. `children` follow the list (the form that adds one).
 */
export function StoredList<T extends { id: number }>({
  query,
  items,
  title,
  what,
  label,
  kept,
  returnTo,
  empty,
  item,
  children,
}: {
  query: { isError: boolean; isPending: boolean; data?: { signedIn: boolean } };
  items: T[] | undefined;
  title: string;
  /** The list as the alert and the loading line name it, e.g. "Your garden". */
  what: string;
  /** The list's accessible name, e.g. "Your plantings". */
  label: string;
  kept: string;
  returnTo: string;
  empty: string;
  item: (record: T) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      {query.isError ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {what} could not be loaded: check your connection and try again.
        </p>
      ) : null}
      {query.data && !query.data.signedIn && items?.length ? (
        <SignInToKeep kept={kept} gain="to keep it in your account." returnTo={returnTo} />
      ) : null}
      <Section title={title}>
        {query.isPending ? <p className="text-sm text-ink-soft">Loading {what.toLowerCase()}…</p> : null}
        {items?.length ? (
          <ul className="grid gap-3" aria-label={label}>
            {items.map((record) => (
              <li key={record.id}>{item(record)}</li>
            ))}
          </ul>
        ) : query.data ? (
          <p className="text-sm text-ink-soft">{empty}</p>
        ) : null}
        {children}
      </Section>
    </>
  );
}
