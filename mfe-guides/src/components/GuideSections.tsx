import { Bullets, Card, InfoCard, Section } from '@pepper/ui';
import type { ReactNode } from 'react';

/** One card per entry, headed by its name, with its text as a paragraph and whatever else the entry brings. */
export function TextCards<T extends { text: string }>({
  items,
  titleOf,
  more,
}: {
  items: readonly T[];
  titleOf: (item: T) => string;
  more?: (item: T) => ReactNode;
}) {
  return items.map((item) => (
    <InfoCard key={titleOf(item)} title={titleOf(item)}>
      <p className="text-sm leading-relaxed text-ink">{item.text}</p>
      {more?.(item)}
    </InfoCard>
  ));
}

/** A titled section of text cards. */
export function TextCardSection<T extends { text: string }>({
  title,
  intro,
  ...cards
}: {
  title: string;
  intro?: string;
  items: readonly T[];
  titleOf: (item: T) => string;
  more?: (item: T) => ReactNode;
}) {
  return (
    <Section title={title} intro={intro}>
      <TextCards {...cards} />
    </Section>
  );
}

/** A titled section whose points stand as bullets on one card. */
export function BulletSection({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Section title={title}>
      <Card>
        <Bullets items={items} />
      </Card>
    </Section>
  );
}
