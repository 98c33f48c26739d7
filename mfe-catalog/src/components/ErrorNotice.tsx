import { Button, Card } from '@pepper/ui';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

export interface ErrorNoticeProps {
  title: string;
  description?: string;
  onRetry?: () => void;
  action?: ReactNode;
}

/** A failed request, said plainly, with a way forward. */
export function ErrorNotice({ title, description, onRetry, action }: ErrorNoticeProps) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-2 border-chili-100 text-center">
      <TriangleAlert aria-hidden className="h-10 w-10 text-chili-700" />
      <h2 className="text-lg font-bold text-chili-800">{title}</h2>
      {description ? <p className="text-sm text-ink-soft">{description}</p> : null}
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
        {action}
      </div>
    </Card>
  );
}
