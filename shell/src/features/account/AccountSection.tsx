import { Card } from '@pepper/ui';
import { useId, type ReactNode } from 'react';

/** One part of the account page: a card named by its heading, so a screen reader can jump to it. */
export function AccountSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card className="grid gap-3">
        <div>
          <h2 id={id} className="text-lg font-bold text-ink">
            {title}
          </h2>
          {intro ? <p className="mt-1 text-sm text-ink-soft">{intro}</p> : null}
        </div>
        {children}
      </Card>
    </section>
  );
}
