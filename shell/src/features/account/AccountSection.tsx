import { Card, Section } from '@pepper/ui';
import type { ReactNode } from 'react';

/** One part of the account page: a card named by its heading, so a screen reader can jump to it. */
export function AccountSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <Section title={title} intro={intro}>
        {children}
      </Section>
    </Card>
  );
}
