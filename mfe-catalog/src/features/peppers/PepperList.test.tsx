import { HEAT_SCALE } from '@pepper/domain/heat';
import { ORIGIN_OPTIONS } from '@pepper/domain/peppers';
import { server, http, HttpResponse } from '@pepper/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import PepperList from './PepperListScreen';
import { optionTexts, renderRoutes } from '@pepper/ui/testing';
import { manyPeppers, pepperListHandler, peppers } from '../../test/pepper-fixtures';

const renderList = (path = '/peppers') => renderRoutes(path, [{ path: '/peppers', element: <PepperList /> }]);
const cards = () => screen.getAllByRole('article');
const cardNames = () => cards().map((c) => within(c).getAllByRole('link')[0].textContent);

describe('Pepper database (/peppers)', () => {
  it('shows placeholders while loading, then cards that link to /peppers/{id}', async () => {
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading peppers…');
    const jalapeno = await screen.findByRole('link', { name: 'Jalapeño' });
    expect(jalapeno).toHaveAttribute('href', '/peppers/1003');
    expect(screen.getByText('14 varieties')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pepper Database' })).toBeInTheDocument();
    expect(document.title).toBe('Pepper Database | Pepper Atlas');
  });

  it("has a search input with the placeholder 'Search peppers...', pre-filled from ?search=", async () => {
    renderList('/peppers?search=jal');
    const box = screen.getByRole('combobox', { name: 'Search peppers' });
    expect(box).toHaveAttribute('placeholder', 'Search peppers...');
    expect(box).toHaveValue('jal');
    await waitFor(() => expect(cardNames()).toEqual(['Jalapeño', 'Purple Jalapeño']));
  });

  it('is a GET form to /peppers whose named fields are the address, with a submit button', async () => {
    renderList('/peppers?search=jal&heatLevel=hot&origin=Mexico');
    const form = screen.getByRole('search', { name: 'Find peppers' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/peppers');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      search: 'jal',
      heatLevel: 'hot',
      origin: 'Mexico',
    });
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('clears the search with a link to the address without it', async () => {
    const { user, location } = renderList('/peppers?search=jal&origin=Mexico');
    const clear = screen.getByRole('link', { name: 'Clear search' });
    expect(clear).toHaveAttribute('href', '/peppers?origin=Mexico');
    await user.click(clear);
    expect(location()).toBe('/peppers?origin=Mexico');
    expect(screen.getByRole('combobox', { name: 'Search peppers' })).toHaveValue('');
  });

  it('keeps the typed search in the address and resets to page 1', async () => {
    const { user, location } = renderList('/peppers?page=2&heatLevel=very-hot');
    await user.type(screen.getByRole('combobox', { name: 'Search peppers' }), 'haba');
    await waitFor(() => expect(location()).toBe('/peppers?heatLevel=very-hot&search=haba'));
    await waitFor(() => expect(cardNames()).toEqual(['Habanero']));
  });

  it('filters by the heat scale’s levels, as the badges name them', async () => {
    const { user, location } = renderList('/peppers?page=3');
    await screen.findByRole('link', { name: 'Jalapeño' });
    const heat = screen.getByRole('combobox', { name: 'Heat level' });
    expect(optionTexts(heat)).toEqual(['All heat levels', ...HEAT_SCALE.map((l) => l.label)]);
    await user.selectOptions(heat, 'Superhot');
    expect(location()).toBe('/peppers?heatLevel=superhot');
    // Alphabetical, as the server lists them; the ghost pepper, typically 948,214 SHU, is Very Hot.
    await waitFor(() => expect(cardNames()).toEqual(['Carolina Reaper', 'Pepper X']));
    expect(screen.getAllByText('Superhot', { selector: 'article *' })).toHaveLength(2);
    await user.selectOptions(heat, 'No Heat');
    await waitFor(() => expect(cardNames()).toEqual(['Bell Pepper']));
    expect(screen.getByText('No Heat', { selector: 'article *' })).toBeInTheDocument();
  });

  it('keeps the specification’s /peppers?heatLevel=extreme working: the hottest peppers, Very Hot and Superhot', async () => {
    const { user, location } = renderList('/peppers?heatLevel=extreme');
    const heat = screen.getByRole('combobox', { name: 'Heat level' });
    expect(heat).toHaveDisplayValue('Very Hot and Superhot');
    await waitFor(() => expect(cardNames()).toContain('Carolina Reaper'));
    // Every card is Very Hot or Superhot, and both levels are there.
    const badges = screen.getAllByText(/^(Very Hot|Superhot)$/, { selector: 'article *' });
    expect(badges).toHaveLength(cards().length);
    expect(new Set(badges.map((b) => b.textContent))).toEqual(new Set(['Very Hot', 'Superhot']));
    await user.selectOptions(heat, 'Hot');
    expect(location()).toBe('/peppers?heatLevel=hot');
    expect(optionTexts(heat)).toEqual(['All heat levels', ...HEAT_SCALE.map((l) => l.label)]);
  });

  it("offers the product's origins, USA once, and filters by the chosen one", async () => {
    const { user, location } = renderList();
    await screen.findByRole('link', { name: 'Jalapeño' });
    const origin = screen.getByRole('combobox', { name: 'Origin' });
    const offered = optionTexts(origin);
    expect(offered).toEqual(['All origins', ...ORIGIN_OPTIONS]);
    expect(offered.filter((o) => o === 'USA')).toHaveLength(1);
    await user.selectOptions(origin, 'Peru');
    expect(location()).toBe('/peppers?origin=Peru');
    await waitFor(() => expect(cardNames()).toEqual(['Aji Amarillo']));
  });

  it('highlights only letters some pepper starts with; each is a link that sets the search text and asks for that letter', async () => {
    const calls: URL[] = [];
    server.use(pepperListHandler(peppers, calls));
    const { user, location } = renderList();
    await screen.findByRole('link', { name: 'Jalapeño' });
    const bar = screen.getByRole('navigation', { name: 'Browse by first letter' });
    const letters = within(bar).getAllByRole('link');
    expect(letters.map((b) => b.textContent).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    await waitFor(() =>
      expect(within(bar).getByRole('link', { name: 'Peppers starting with C' })).toBeInTheDocument(),
    );
    expect(within(bar).getByRole('link', { name: 'Peppers starting with Q (none)' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Peppers starting with C' })).toHaveAttribute(
      'href',
      '/peppers?letter=C&search=C',
    );

    await user.click(within(bar).getByRole('link', { name: 'Peppers starting with C' }));
    expect(location()).toBe('/peppers?letter=C&search=C');
    expect(screen.getByRole('combobox', { name: 'Search peppers' })).toHaveValue('C');
    expect(within(bar).getByRole('link', { name: 'Peppers starting with C' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Picking the letter again clears it.
    expect(within(bar).getByRole('link', { name: 'Peppers starting with C' })).toHaveAttribute(
      'href',
      '/peppers',
    );
    await waitFor(() => expect(cardNames()).toEqual(['Carolina Reaper', 'Cayenne']));
    expect(calls.at(-1)!.searchParams.get('letter')).toBe('C');
  });

  it("shows 'no peppers start with letter' with a Clear Letter Filter action", async () => {
    server.use(pepperListHandler(peppers));
    const { user, location } = renderList('/peppers?letter=Q&search=Q');
    expect(await screen.findByText('No peppers start with letter "Q"')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear Letter Filter' }));
    expect(location()).toBe('/peppers');
    expect(await screen.findByRole('link', { name: 'Jalapeño' })).toBeInTheDocument();
  });

  it("shows 'No peppers found, Try adjusting your search or filters' when nothing matches", async () => {
    renderList('/peppers?search=zzzz');
    expect(await screen.findByText('No peppers found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
  });

  it('offers the closest name when a misspelling finds nothing, and searches for it when chosen', async () => {
    const { user, location } = renderList('/peppers?search=cayenneeeee');
    const offer = await screen.findByRole('link', { name: 'Did you mean Cayenne?' });
    expect(offer).toHaveAttribute('href', '/peppers?search=Cayenne');
    await user.click(offer);
    await waitFor(() => expect(location()).toBe('/peppers?search=Cayenne'));
    expect(await screen.findByRole('link', { name: /Cayenne/ })).toBeInTheDocument();
  });

  it('pages 20 at a time on the server with Previous and Next', async () => {
    const calls: URL[] = [];
    server.use(pepperListHandler(manyPeppers(45), calls));
    const { user, location } = renderList();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(cards()).toHaveLength(20);
    expect(calls.at(-1)!.searchParams.get('limit')).toBe('20');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(location()).toBe('/peppers?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(cardNames()[0]).toBe('Capsicum Test 21'));
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(location()).toBe('/peppers?page=2');
  });

  it('links Previous and Next to the addresses of their pages, the search kept', async () => {
    server.use(pepperListHandler(manyPeppers(45)));
    renderList('/peppers?search=capsicum&page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    for (const [name, href] of [
      ['Previous', '/peppers?search=capsicum'],
      ['Next', '/peppers?search=capsicum&page=3'],
    ])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('hides Previous and Next when everything fits on one page', async () => {
    renderList();
    await screen.findByRole('link', { name: 'Jalapeño' });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('goes back to page 1 when a letter is picked on a later page', async () => {
    server.use(pepperListHandler(manyPeppers(45)));
    const { user, location } = renderList('/peppers?page=3');
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /^Peppers starting with C/ }));
    expect(location()).toBe('/peppers?letter=C&search=C');
  });

  it('draws heat bars on the 3,000,000 SHU scale and a bomb only above it', async () => {
    renderList();
    await screen.findByRole('link', { name: 'Jalapeño' });
    expect(screen.getByRole('meter', { name: 'Habanero heat' })).toHaveAttribute('aria-valuenow', '12');
    expect(screen.getByRole('meter', { name: 'Carolina Reaper heat' })).toHaveAttribute(
      'aria-valuenow',
      '73',
    );
    expect(screen.getByRole('meter', { name: 'Pepper X heat' })).toHaveAttribute('aria-valuenow', '100');
    const bombs = screen.getAllByRole('img', { name: 'Over 3 million SHU' });
    expect(bombs).toHaveLength(1);
    expect(bombs[0].closest('article')).toHaveTextContent('Pepper X');
  });

  it("says 'Failed to fetch peppers' when the list cannot be loaded", async () => {
    server.use(http.get('/api/peppers', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch peppers');
  });
});
