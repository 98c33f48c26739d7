import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchField } from './SearchField';

function SearchForm({ submit, onSent }: { submit?: 'icon' | 'word'; onSent: (text: string) => void }) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSent(String(new FormData(e.currentTarget).get('search')));
      }}
    >
      <SearchField submit={submit}>
        {(boxClassName) => (
          <input type="search" name="search" aria-label="Search peppers" className={boxClassName} />
        )}
      </SearchField>
    </form>
  );
}

describe('the search field', () => {
  it.each(['icon', 'word'] as const)(
    'sends its form with the text from a button named Search (%s)',
    async (submit) => {
      const sent: string[] = [];
      render(<SearchForm submit={submit} onSent={(text) => sent.push(text)} />);
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search peppers' }), 'reaper');
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(sent).toEqual(['reaper']);
    },
  );

  it('leaves room at the end of the box for a control there, and only then', () => {
    const { rerender } = render(
      <SearchField end={<a href="/peppers">Clear search</a>}>
        {(boxClassName) => <input aria-label="with end" className={boxClassName} />}
      </SearchField>,
    );
    expect(screen.getByRole('link', { name: 'Clear search' })).toBeInTheDocument();
    expect(screen.getByLabelText('with end')).toHaveClass('pr-11');
    rerender(
      <SearchField>{(boxClassName) => <input aria-label="without" className={boxClassName} />}</SearchField>,
    );
    expect(screen.getByLabelText('without')).toHaveClass('pr-3');
  });
});
