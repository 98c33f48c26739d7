import type { ReactNode } from 'react';
import { useDocumentMeta } from '../hooks/useDocumentMeta';
import { PageHeader } from './PageHeader';
import { ReleaseNote } from './ReleaseNote';

export interface PageFrameProps {
  title: string;
  subtitle?: string;
  /** The page description for search engines and link previews (none for pages they are not meant to show). */
  description?: string;
  /** Which part of the app the page belongs to, named in its release note. */
  area: string;
  children: ReactNode;
  /** Where the back control goes; guides and tools go back to the menu. */
  backTo?: string;
  backLabel?: string;
}

/**
 * The frame of every guide, grow page and tool: one <h1> with a back link (to /menu unless told), a phone-width
 * column, and the (unseen) release note that shows which build of the remote is live.
 */
export function PageFrame({
  title,
  subtitle,
  description,
  area,
  children,
  backTo = '/menu',
  backLabel = 'Back to Menu',
}: PageFrameProps) {
  useDocumentMeta(`${title} | Pepper Atlas`, description);
  return (
    <div className="mx-auto w-full max-w-phone">
      <PageHeader title={title} subtitle={subtitle} backTo={backTo} backLabel={backLabel} />
      <div className="grid grid-cols-1 gap-4">{children}</div>
      <ReleaseNote area={area} />
    </div>
  );
}
