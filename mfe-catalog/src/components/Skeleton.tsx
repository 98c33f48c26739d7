import { cn } from '@pepper/ui';

/** Grey placeholder blocks with the final layout's size, so nothing jumps when data arrives. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-xl bg-stone-200', className)} />;
}

/** A list of card-sized placeholders, announced once as loading. */
export function CardListSkeleton({
  count = 6,
  label = 'Loading peppers…',
}: {
  count?: number;
  label?: string;
}) {
  return (
    <div role="status" aria-live="polite" className="grid grid-cols-1 gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex h-[106px] gap-3 rounded-2xl border border-stone-200 bg-white p-3">
          <Skeleton className="h-16 w-16 shrink-0" />
          <div className="flex flex-1 flex-col gap-2 pt-1">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="mt-auto h-2 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
