import { Card } from '@pepper/ui';
import type { ReactNode } from 'react';

/** A titled card (the kit's Section is an open region without a card); the heading names the region for screen readers. */
export function CardSection({
  id,
  title,
  icon,
  children,
  className,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card aria-labelledby={id} role="region" className={className}>
      <h2 id={id} className="mb-2 flex items-center gap-2 text-base font-bold text-ink">
        {icon}
        {title}
      </h2>
      {children}
    </Card>
  );
}
