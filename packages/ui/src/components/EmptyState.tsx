import { Link } from '@pepper/router';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../cn';
import { Button } from './Button';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** Drawn large in the brand colour above the title. */
  icon?: LucideIcon;
  /** The way on, as a button-styled link. */
  link?: { to: string; label: string };
  /** Any other control, where a link is not the way on. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon: Icon, link, action, className }: EmptyStateProps) {
  return (
    <div
      role="status"
      className={cn('flex flex-col items-center gap-2 rounded-2xl bg-white p-8 text-center', className)}
    >
      {Icon ? <Icon aria-hidden className="h-10 w-10 text-chili-700" /> : null}
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {description ? <p className="text-sm text-ink-soft">{description}</p> : null}
      {link ? (
        <Button asChild className="mt-2">
          <Link to={link.to}>{link.label}</Link>
        </Button>
      ) : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
