import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@pepper/router';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** Where the back control goes, e.g. '/menu'. No back control when omitted. */
  backTo?: string;
  backLabel?: string;
  actions?: ReactNode;
}

export function PageHeader({
  title,
  subtitle,
  backTo,
  backLabel = 'Back to menu',
  actions,
}: PageHeaderProps) {
  return (
    <header className="sticky top-0 z-20 -mx-4 mb-4 flex items-center gap-2 border-b border-stone-200 bg-page/95 px-2 py-1 backdrop-blur">
      {backTo ? (
        <Link
          to={backTo}
          aria-label={backLabel}
          // A way back means nothing on paper.
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl text-ink hover:bg-stone-100 print:hidden"
        >
          <ArrowLeft aria-hidden className="h-5 w-5" />
        </Link>
      ) : (
        <span className="w-2" />
      )}
      <div className="min-w-0 flex-1 py-2">
        <h1 className="truncate text-xl font-extrabold text-ink">{title}</h1>
        {subtitle ? <p className="truncate text-sm text-ink-soft">{subtitle}</p> : null}
      </div>
      {actions}
    </header>
  );
}
