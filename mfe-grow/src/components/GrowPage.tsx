import { PageHeader, ReleaseNote, useDocumentMeta } from '@pepper/ui';
import type { ReactNode } from 'react';

export interface GrowPageProps {
  title: string;
  subtitle?: string;
  /** The page description for search engines and link previews. */
  description: string;
  children: ReactNode;
  /** Where the back control goes; the guides and tools go back to the menu. */
  backTo?: string;
  backLabel?: string;
}

/**
 * The frame of every grow page: one <h1> with a back link (to /menu unless told), a phone-width column,
 * and the release note that tells which build of this remote is live.
 */
export function GrowPage({ title, subtitle, description, children, backTo = '/menu', backLabel = 'Back to Menu' }: GrowPageProps) {
  useDocumentMeta(`${title} | Pepper Atlas`, description);
  return (
    <div className="mx-auto w-full max-w-phone">
      <PageHeader title={title} subtitle={subtitle} backTo={backTo} backLabel={backLabel} />
      <div className="grid grid-cols-1 gap-4">{children}</div>
      <ReleaseNote area="Grow" />
    </div>
  );
}
