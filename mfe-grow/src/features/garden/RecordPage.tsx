import { Link } from '@pepper/router';
import { PageFrame } from '@pepper/ui';
import type { ReactNode } from 'react';

/**
 * The page of one record of a Grow list (a planting, a seed packet): its frame with the way back to the list,
 * and what it says while the record loads or when the address names no record.
 */
export function RecordPage({
  title,
  subtitle,
  list,
  what,
  loading,
  valid,
  failed,
  pending,
  children,
}: {
  title: string;
  subtitle: string | undefined;
  /** The list the record belongs to: its address and its name in "Back to …" and "Go to …". */
  list: { to: string; name: string };
  /** The record as the not-found alert names it, e.g. "This planting". */
  what: string;
  loading: string;
  valid: boolean;
  failed: boolean;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <PageFrame
      area="Grow"
      title={title}
      subtitle={subtitle}
      backTo={list.to}
      backLabel={`Back to ${list.name}`}
    >
      {!valid || failed ? (
        <p role="alert" className="text-sm text-ink">
          {what} was not found.{' '}
          <Link to={list.to} className="font-semibold underline">
            {`Go to ${list.name}`}
          </Link>
        </p>
      ) : null}
      {pending && valid ? <p className="text-sm text-ink-soft">{loading}</p> : null}
      {children}
    </PageFrame>
  );
}
