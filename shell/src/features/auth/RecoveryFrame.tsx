import type { ReactNode } from 'react';
import { Card, CodeForm, NeedsConnection } from '@pepper/ui';
import { Link } from '@pepper/router';

/** The frame both password-recovery screens share: the heading, what to do, the offline notice and one form. */
export function RecoveryFrame({
  title,
  intro,
  offline,
  formLabel,
  onSubmit,
  children,
  links,
}: {
  title: string;
  intro: string;
  /** What needs a connection, said while there is none. */
  offline: string;
  formLabel: string;
  onSubmit: () => void;
  children: ReactNode;
  /** The other steps of recovery, under the form. */
  links: ReactNode;
}) {
  return (
    <div className="grid gap-4 pt-6">
      <div>
        <h1 className="mb-1 text-2xl font-extrabold">{title}</h1>
        <p className="text-sm text-ink-soft">{intro}</p>
      </div>
      <NeedsConnection>{offline}</NeedsConnection>
      <Card>
        <CodeForm
          className="grid gap-3"
          aria-label={formLabel}
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </CodeForm>
      </Card>
      {links}
    </div>
  );
}

/** A link under the form to another step, e.g. "Already have a code? Enter it". */
export function RecoveryLink({ lead, to, children }: { lead: string; to: string; children: ReactNode }) {
  return (
    <p className="text-sm text-ink">
      {lead}{' '}
      <Link to={to} className="inline-flex min-h-touch items-center font-semibold text-chili-800 underline">
        {children}
      </Link>
    </p>
  );
}
