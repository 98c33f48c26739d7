import { cn } from '../cn';

export interface HeatBarProps {
  /** 0..100, already computed by the domain rule for the screen's scale. */
  percent: number;
  label: string;
  className?: string;
}

export function HeatBar({ percent, label, className }: HeatBarProps) {
  const width = Math.max(0, Math.min(100, percent));
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-stone-200', className)}
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-green-600 via-orange-500 to-red-700"
        style={{ width: `${width}%` }}
      />
    </div>
  );
}
