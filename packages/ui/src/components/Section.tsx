import { useId, type ReactNode } from 'react';
import { cn } from '../cn';
import { Card } from './Card';

/** A titled region of a guide or tool page: a landmark a screen reader can jump to, named by its heading. */
export function Section({
  title,
  intro,
  children,
  className,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('grid grid-cols-1 gap-3', className)}>
      <div>
        <h2 id={id} className="text-lg font-bold text-ink">
          {title}
        </h2>
        {intro ? <p className="mt-1 text-sm leading-relaxed text-ink-soft">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A card with a small heading (h3), for the items inside a section. */
export function InfoCard({
  title,
  aside,
  children,
  className,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('grid gap-2', className)}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-base font-bold text-ink">{title}</h3>
        {aside}
      </div>
      {children}
    </Card>
  );
}

/** A short bulleted list in body text size. */
export function Bullets({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('grid list-disc gap-1 pl-5 text-sm leading-relaxed text-ink', className)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A label: value line, e.g. 'Duration: 2-4 weeks'. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="text-sm text-ink">
      <span className="font-semibold">{label}:</span> {children}
    </p>
  );
}

/** One card per entry, headed by its name, listing its points. */
export function PointCards<T>({
  items,
  titleOf,
  pointsOf,
}: {
  items: readonly T[];
  titleOf: (item: T) => string;
  pointsOf: (item: T) => readonly string[];
}) {
  return items.map((item) => (
    <InfoCard key={titleOf(item)} title={titleOf(item)}>
      <Bullets items={pointsOf(item)} />
    </InfoCard>
  ));
}
