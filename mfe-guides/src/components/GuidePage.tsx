import { PageHeader, ReleaseNote, useDocumentMeta } from '@pepper/ui';
import type { ReactNode } from 'react';

export interface GuidePageProps {
  title: string;
  subtitle?: string;
  /** The page description for search engines and link previews. */
  description: string;
  children: ReactNode;
}

/**
 * The frame of every guide and tool: one <h1> with the back link to /menu, a phone-width column,
 * and the release note that tells which build of this remote is live.
 */
export function GuidePage({ title, subtitle, description, children }: GuidePageProps) {
  useDocumentMeta(`${title} | Pepper Atlas`, description);
  return (
    <div className="mx-auto w-full max-w-phone">
      <PageHeader title={title} subtitle={subtitle} backTo="/menu" backLabel="Back to Menu" />
      <div className="grid grid-cols-1 gap-4">{children}</div>
      <ReleaseNote area="Guides" />
    </div>
  );
}
