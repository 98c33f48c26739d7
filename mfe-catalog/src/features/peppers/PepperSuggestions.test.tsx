import { renderRoutes } from '@pepper/ui/testing';
import { screen, within } from '@testing-library/react';
import PepperList from './PepperListScreen';

const renderList = () =>
  renderRoutes('/peppers', [
    { path: '/peppers', element: <PepperList /> },
    { path: '/peppers/:id', element: <p>Pepper page</p> },
  ]);

const LIST = { name: 'Search peppers: suggestions' };
/** The suggestions on show (the filter selects beside the box hold options of their own). */
const suggestions = () => {
  const list = screen.queryByRole('listbox', LIST);
  return list ? within(list).queryAllByRole('option') : [];
};
const findSuggestions = async () => within(await screen.findByRole('listbox', LIST)).findAllByRole('option');

/** The search box on screen (a plain field until first used, then the combobox in its place). */
const searchBox = () => screen.getByRole('combobox', { name: 'Search peppers' });

/** Opens the database, types into its search box and waits for the suggestions that answer. */
async function suggestFor(text: string) {
  const page = renderList();
  await page.user.type(searchBox(), text);
  return { ...page, options: await findSuggestions() };
}

describe('suggestions in the database search box', () => {
  it('offers nothing for one character, then up to six peppers with name and heat, named for screen readers', async () => {
    const { user } = renderList();
    await user.type(searchBox(), 'h');
    expect(suggestions()).toEqual([]);
    await user.type(searchBox(), 'abenero');
    const options = await findSuggestions();
    expect(options.length).toBeLessThanOrEqual(6);
    expect(options[0]).toHaveTextContent('Habanero');
    expect(options[0]).toHaveTextContent('Hot · 100K-350K SHU');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves through the suggestions with the arrow keys and opens the chosen pepper with Enter', async () => {
    const { user, location } = await suggestFor('haba');
    await user.keyboard('{ArrowDown}');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', suggestions()[0].id);
    expect(suggestions()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Pepper page')).toBeInTheDocument();
    expect(location()).toBe('/peppers/3001');
  });

  it('opens a pepper chosen with a tap, and closes the list with Escape', async () => {
    const { user, location } = await suggestFor('jal');
    await user.keyboard('{Escape}');
    expect(suggestions()).toEqual([]);
    await user.type(searchBox(), 'a');
    const [first] = await findSuggestions();
    await user.click(first);
    expect(await screen.findByText('Pepper page')).toBeInTheDocument();
    expect(location()).toMatch(/^\/peppers\/\d+$/);
  });

  it('still searches the list on Enter when no suggestion is highlighted', async () => {
    const { user, location } = renderList();
    await user.type(searchBox(), 'haba{Enter}');
    expect(location()).toBe('/peppers?search=haba');
  });
});
