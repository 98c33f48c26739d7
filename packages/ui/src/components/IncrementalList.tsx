import { Link, useAddressWith, useSearchParams } from '@pepper/router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';

/** How many items a long list renders at first, and adds each time the reader nears its end. */
export const INCREMENT = 24;

/** The address's part that says how many items a list shows (`?shown=48`). */
export const SHOWN = 'shown';

/** The count the address asks for, in whole steps, at least one step. */
export function shownCount(asked: string | null, step: number): number {
  const n = Math.trunc(Number(asked));
  return Number.isFinite(n) && n > step ? Math.ceil(n / step) * step : step;
}

/**
 * The first items of a long list, growing as the reader scrolls: the first screen renders at once instead of
 * waiting for every card. A different list (a new filter or search) starts from its top again. The address may
 * ask for more at first (`?shown=48`): that is where the list's "Show more" link leads, so a list can be read to
 * its end before and without the page's code.
 */
export function useIncrementalList<T>(items: readonly T[], step = INCREMENT) {
  const [params] = useSearchParams();
  const addressWith = useAddressWith();
  const first = shownCount(params.get(SHOWN), step);
  const [count, setCount] = useState(first);
  const [source, setSource] = useState(items);
  if (source !== items) {
    setSource(items);
    setCount(first);
  }
  return {
    visible: items.slice(0, count),
    remaining: Math.max(0, items.length - count),
    more: () => setCount((c) => c + step),
    /** The address of the list with one more step shown. */
    moreAddress: addressWith({ [SHOWN]: String(count + step) }),
  };
}

/**
 * Where a growing list ends: more is added as it comes near the screen, and the link does the same for
 * keyboards and screen readers. The link leads to the list's address with more shown, which is what it does
 * before and without the page's code; with the code it adds them in place.
 */
export function ShowMore({
  remaining,
  onMore,
  to,
  noun,
  step = INCREMENT,
}: {
  remaining: number;
  onMore: () => void;
  /** The list's address with more shown. */
  to: string;
  noun: string;
  step?: number;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
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
    <Button asChild variant="outline" className="mt-3 w-full">
      <Link
        ref={ref}
        to={to}
        replace
        preventScrollReset
        onClick={(event) => {
          event.preventDefault();
          onMore();
        }}
      >
        Show {Math.min(step, remaining)} more {noun}
      </Link>
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
  const { visible, remaining, more, moreAddress } = useIncrementalList(items);
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
      <ShowMore remaining={remaining} onMore={more} to={moreAddress} noun={noun} />
    </>
  );
}
