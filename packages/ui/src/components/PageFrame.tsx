import type { ReactNode } from 'react';
import { PageHead, PageTextHead, type PageHeadProps } from './PageHead';
import { PageHeader } from './PageHeader';
import { ReleaseNote } from './ReleaseNote';

export interface PageFrameProps {
  title: string;
  subtitle?: string;
  /** The page's document head: by default, the text the page registry gives the address it is shown at. */
  head?: PageHeadProps['head'];
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
  head,
  area,
  children,
  backTo = '/menu',
  backLabel = 'Back to Menu',
}: PageFrameProps) {
  return (
    <div className="mx-auto w-full max-w-phone">
      {head ? <PageHead head={head} /> : <PageTextHead />}
      <PageHeader title={title} subtitle={subtitle} backTo={backTo} backLabel={backLabel} />
      <div className="grid grid-cols-1 gap-4">{children}</div>
      <ReleaseNote area={area} />
    </div>
  );
}
