import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListSection } from './ListSection';

const STEPS = [
  { name: 'Sow', text: 'Sow the seeds.' },
  { name: 'Pot on', text: 'Move each seedling to its own pot.' },
];

describe('a list section', () => {
  it('is a region named by its heading, with its intro and an item per entry', () => {
    render(
      <ListSection title="Steps" intro="From seed to pot." items={STEPS} keyOf={(s) => s.name}>
        {(s) => s.text}
      </ListSection>,
    );
    const region = screen.getByRole('region', { name: 'Steps' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Steps' })).toBeInTheDocument();
    expect(within(region).getByText('From seed to pot.')).toBeInTheDocument();
    const list = within(region).getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sow the seeds.', 'Move each seedling to its own pot.']);
  });

  it('numbers its items in an ordered list when asked, with the classes and attributes it is given', () => {
    render(
      <ListSection
        data-testid="steps"
        className="grid gap-2"
        itemClassName="rounded-xl"
        ordered
        title="Steps"
        items={STEPS}
        keyOf={(s) => s.name}
      >
        {(s, i) => `${i + 1}. ${s.name}`}
      </ListSection>,
    );
    const list = screen.getByTestId('steps');
    expect(list.tagName).toBe('OL');
    expect(list).toHaveClass('grid gap-2');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['1. Sow', '2. Pot on']);
    expect(items[0]).toHaveAttribute('class', 'rounded-xl');
  });
});
