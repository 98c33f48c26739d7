import { Skeleton } from '../../../components/Skeleton';

export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="grid grid-cols-1 gap-4">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-24 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  );
}
