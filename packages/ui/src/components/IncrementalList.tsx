import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';

/** How many items a long list renders at first, and adds each time the reader nears its end. */
export const INCREMENT = 24;

/**
 * The first items of a long list, growing as the reader scrolls: the first screen renders at once instead of
 * waiting for every card. A different list (a new filter or search) starts from its top again.
 */
export function useIncrementalList<T>(items: readonly T[], step = INCREMENT) {
  const [count, setCount] = useState(step);
  const [source, setSource] = useState(items);
  if (source !== items) {
    setSource(items);
    setCount(step);
  }
  return {
    visible: items.slice(0, count),
    remaining: Math.max(0, items.length - count),
    more: () => setCount((c) => c + step),
  };
}

/**
 * Where a growing list ends: more is added as it comes near the screen, and the button does the same for
 * keyboards and screen readers.
 */
export function ShowMore({
  remaining,
  onMore,
  noun,
  step = INCREMENT,
}: {
  remaining: number;
  onMore: () => void;
  noun: string;
  step?: number;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const latest = useRef(onMore);
  latest.current = onMore;
  useEffect(() => {
    const button = ref.current;
    if (!button || !remaining || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && latest.current(),
      { rootMargin: '800px 0px' },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [remaining]);
  if (!remaining) return null;
  return (
    <Button ref={ref} variant="outline" className="mt-3 w-full" onClick={onMore}>
      Show {Math.min(step, remaining)} more {noun}
    </Button>
  );
}

/** A pepper card's height on a phone: the height a card below the screen takes until it is drawn. */
export const TYPICAL_CARD_HEIGHT = 112;

/** A long list of cards, one per item, that grows as the reader scrolls and ends with its ShowMore. */
export function IncrementalCards<T extends { id: number | string }>({
  items,
  noun,
  card,
  cardHeight = TYPICAL_CARD_HEIGHT,
}: {
  items: readonly T[];
  /** What the items are called in "Show 24 more …". */
  noun: string;
  card: (item: T) => ReactNode;
  /** The typical height of a card on a phone, in pixels. */
  cardHeight?: number;
}) {
  const { visible, remaining, more } = useIncrementalList(items);
  return (
    <>
      <ul className="grid grid-cols-1 gap-3">
        {visible.map((item) => (
          // A card below the screen is not styled, laid out or painted until it comes near: a list's first paint
          // costs what the screen shows, not all its cards. It keeps the height it last had (the list's typical
          // card height before then), so the page's length barely changes as cards come into view.
          <li
            key={item.id}
            className="[content-visibility:auto]"
            style={{ containIntrinsicSize: `auto ${cardHeight}px` }}
          >
            {card(item)}
          </li>
        ))}
      </ul>
      <ShowMore remaining={remaining} onMore={more} noun={noun} />
    </>
  );
}
