import type { ReactNode } from 'react';
import { ErrorNotice } from './ErrorNotice';
import { CardListSkeleton } from './Skeleton';

export interface FetchState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * What a screen shows in place of data it reads from the API: placeholders while it loads, a retry when the
 * read fails, its own message when there is nothing to show, else the content. The content is rendered only
 * once the read has succeeded, so it may rely on the data being there.
 */
export function FetchedContent({
  read,
  loading = <CardListSkeleton />,
  failed,
  empty = false,
  children,
}: {
  read: FetchState;
  loading?: ReactNode;
  /** The failure's title, e.g. "Failed to fetch peppers". */
  failed: string;
  /** The message for an empty result, or false when there is something to show. */
  empty?: ReactNode;
  children: () => ReactNode;
}) {
  if (read.isPending) return loading;
  if (read.isError) {
    return (
      <ErrorNotice
        title={failed}
        description="Check your connection and try again."
        onRetry={() => read.refetch()}
      />
    );
  }
  return empty || children();
}
