import { useOnline } from '@pepper/ui/connection';
import { WifiOff } from 'lucide-react';
import { cn } from '../cn';

/** Said where an action cannot work offline (paying, identifying, signing in), instead of letting it fail. */
export function NeedsConnection({ children, className }: { children: string; className?: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="note"
      className={cn(
        'flex items-start gap-2 rounded-lg bg-heat-medium-bg px-3 py-2 text-sm text-ink',
        className,
      )}
    >
      <WifiOff aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
