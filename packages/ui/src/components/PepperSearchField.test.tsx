import { MemoryRouter } from '@pepper/router/memory';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PepperSearchField } from './PepperSearchField';

function PepperSearchForm({ submit, onSent }: { submit?: 'icon' | 'word'; onSent: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <MemoryRouter>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSent(String(new FormData(e.currentTarget).get('search')));
        }}
      >
        <PepperSearchField
          id="search-test"
          submit={submit}
          value={text}
          onValueChange={setText}
          peppers={[]}
          end={<a href="/peppers">Clear search</a>}
        />
      </form>
    </MemoryRouter>
  );
}

describe('the pepper search field', () => {
  it('sends what is typed in the peppers search box as `search`, from the word button too', async () => {
    const sent: string[] = [];
    render(<PepperSearchForm submit="word" onSent={(text) => sent.push(text)} />);
    const box = screen.getByRole('combobox', { name: 'Search peppers' });
    await userEvent.type(box, 'reaper');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.type(box, '{Enter}');
    expect(sent).toEqual(['reaper', 'reaper']);
  });

  it('shows the control given for the end of the box', () => {
    render(<PepperSearchForm onSent={() => {}} />);
    expect(screen.getByRole('link', { name: 'Clear search' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search peppers' })).toHaveAttribute(
      'placeholder',
      'Search peppers...',
    );
  });
});
