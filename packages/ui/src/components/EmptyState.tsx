import type { ReactNode } from 'react';
import { cn } from '../cn';

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div
      role="status"
      className={cn('flex flex-col items-center gap-2 rounded-2xl bg-white p-8 text-center', className)}
    >
      {icon ? (
        <div aria-hidden className="text-4xl">
          {icon}
        </div>
      ) : null}
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {description ? <p className="text-sm text-ink-soft">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
