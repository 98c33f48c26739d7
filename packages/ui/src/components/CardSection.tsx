import { useId, type ReactNode } from 'react';
import { Card } from './Card';

/** A titled card (`Section` is an open region without a card); the heading names the region for screen readers. */
export function CardSection({
  title,
  icon,
  children,
  className,
}: {
  title: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
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
