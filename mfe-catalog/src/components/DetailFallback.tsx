import { Button, PageHeader } from '@pepper/ui';
import type { ReactNode } from 'react';
import { Link } from '@pepper/router';

export interface WayBack {
  to: string;
  label: string;
}

/** The way back to the list a detail came from, as a button under a message. */
export function BackButton({ to, label }: WayBack) {
  return (
    <Button asChild>
      <Link to={to}>{label}</Link>
    </Button>
  );
}

/**
 * What a detail screen shows before, or instead of, its item (loading, failed, not found): the header with its
 * way back, and one message under it.
 */
export function DetailFallback({
  title,
  back,
  children,
}: {
  title: string;
  back: WayBack;
  children: ReactNode;
}) {
  return (
    <div>
      <PageHeader title={title} backTo={back.to} backLabel={back.label} />
      {children}
    </div>
  );
}
