import { MemoryRouter } from '@pepper/router/memory';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  IncrementalCards,
  ShowMore,
  shownCount,
  TYPICAL_CARD_HEIGHT,
  useIncrementalList,
} from './IncrementalList';

/** A list at an address, as a page renders it. */
const at = (ui: ReactElement, address = '/recipes') => (
  <MemoryRouter initialEntries={[address]}>{ui}</MemoryRouter>
);

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

function List({ initial }: { initial: number[] }) {
  const [items, setItems] = useState(initial);
  const { visible, remaining, more, moreAddress } = useIncrementalList(items, 10);
  return (
    <>
      <button onClick={() => setItems(numbers(15))}>Filter</button>
      <ul>
        {visible.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      <ShowMore remaining={remaining} onMore={more} to={moreAddress} noun="numbers" step={10} />
    </>
  );
}

describe('a long list', () => {
  it('renders its first items at once and adds more on request', async () => {
    render(at(<List initial={numbers(25)} />));
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('link', { name: 'Show 10 more numbers' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(screen.getByRole('link', { name: 'Show 5 more numbers' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    expect(screen.queryByRole('link', { name: /more numbers/ })).toBeNull();
  });

  it('starts from its top again when the list changes', async () => {
    render(at(<List initial={numbers(25)} />));
    await userEvent.click(screen.getByRole('link', { name: 'Show 10 more numbers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });

  it('as cards, shows the first 24, one card an item, then the rest on request', async () => {
    const items = numbers(30).map((id) => ({ id }));
    render(at(<IncrementalCards items={items} noun="peppers" card={(item) => <p>Pepper {item.id}</p>} />));
    expect(screen.getAllByRole('listitem')).toHaveLength(24);
    expect(screen.getByText('Pepper 24')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Show 6 more peppers' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    expect(screen.queryByRole('link', { name: /more peppers/ })).not.toBeInTheDocument();
  });

  it('leaves each card below the screen undrawn until it comes near, standing in at the typical card height', () => {
    const items = numbers(3).map((id) => ({ id }));
    const cards = (cardHeight?: number) =>
      renderToStaticMarkup(
        at(
          <IncrementalCards
            items={items}
            noun="recipes"
            card={(i) => <p>{i.id}</p>}
            cardHeight={cardHeight}
          />,
        ),
      ).match(/<li[^>]*>/g);
    expect(cards()).toEqual(
      Array(3).fill(
        `<li class="[content-visibility:auto]" style="contain-intrinsic-size:auto ${TYPICAL_CARD_HEIGHT}px">`,
      ),
    );
    expect(cards(164)?.[0]).toContain('contain-intrinsic-size:auto 164px');
  });

  it('links Show more to the address with the next step shown, which shows that many at first', () => {
    const items = numbers(60).map((id) => ({ id }));
    const list = <IncrementalCards items={items} noun="recipes" card={(i) => <p>Recipe {i.id}</p>} />;
    const { unmount } = render(at(list, '/recipes?category=salsa'));
    expect(screen.getByRole('link', { name: 'Show 24 more recipes' })).toHaveAttribute(
      'href',
      '/recipes?category=salsa&shown=48',
    );
    unmount();
    render(at(list, '/recipes?category=salsa&shown=48'));
    expect(screen.getAllByRole('listitem')).toHaveLength(48);
    expect(screen.getByRole('link', { name: 'Show 12 more recipes' })).toHaveAttribute(
      'href',
      '/recipes?category=salsa&shown=72',
    );
  });

  it.each([
    [null, 24],
    ['48', 48],
    ['30', 48],
    ['5', 24],
    ['x', 24],
    ['-48', 24],
  ])('takes ?shown=%s as %i, in whole steps', (asked, count) => expect(shownCount(asked, 24)).toBe(count));
});
