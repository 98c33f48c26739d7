import type { HTMLAttributes, ReactNode } from 'react';
import { Section } from './Section';

export interface ListSectionProps<T> extends Omit<HTMLAttributes<HTMLOListElement>, 'title' | 'children'> {
  title: string;
  intro?: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  /** Numbered steps or a timeline are an ordered list (<ol>); anything else is a <ul>. */
  ordered?: boolean;
  itemClassName?: string;
  /** What one item shows inside its <li>. */
  children: (item: T, index: number) => ReactNode;
}

/**
 * A titled section (a landmark named by its heading) whose content is one list, an item per entry. Other
 * attributes (class, label, test id) go on the list element.
 */
export function ListSection<T>({
  title,
  intro,
  items,
  keyOf,
  ordered = false,
  itemClassName,
  children,
  ...list
}: ListSectionProps<T>) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <Section title={title} intro={intro}>
      <List {...list}>
        {items.map((item, index) => (
          <li key={keyOf(item)} className={itemClassName}>
            {children(item, index)}
          </li>
        ))}
      </List>
    </Section>
  );
}
