import { server, http, HttpResponse, setScenario } from '@pepper/mocks/node';
import { screen, within } from '@testing-library/react';
import Collection from './CollectionScreen';
import { renderRoutes } from '@pepper/ui/testing';

const renderCollection = (path: string) =>
  renderRoutes(path, [
    { path: '/collections', element: <Collection /> },
    { path: '/collections/:collection', element: <Collection /> },
  ]);
const members = () =>
  within(screen.getByRole('region', { name: 'Peppers in this collection' }))
    .getAllByRole('article')
    .map((a) => within(a).getAllByRole('link')[0].textContent);

describe('Collections (/collections/{collection})', () => {
  it('shows the superhots by default, with a tile per collection', async () => {
    renderCollection('/collections');
    expect(screen.getByRole('heading', { level: 1, name: 'Superhots' })).toBeInTheDocument();
    const tiles = within(screen.getByRole('navigation', { name: 'Collections' })).getAllByRole('link');
    expect(tiles.map((t) => t.getAttribute('href'))).toEqual([
      '/collections/superhots',
      '/collections/heirlooms',
      '/collections/wild',
      '/collections/ornamental',
      '/collections/regional',
      '/collections/nuclear',
      '/collections/mild',
    ]);
    expect(tiles[0]).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: 'Pepper X' })).toHaveAttribute('href', '/peppers/3005');
    // A superhot is at or above 1,000,000 SHU by its typical heat: habaneros and the ghost pepper are Very Hot.
    expect(members()).toEqual(['Pepper X', 'Carolina Reaper']);
    expect(screen.getByText(/1,000,000 SHU or more/)).toBeInTheDocument();
  });

  it('lists a collection hottest first, with a bomb above 3,000,000 SHU and a stats card', async () => {
    renderCollection('/collections/superhots');
    await screen.findByRole('link', { name: 'Pepper X' });
    expect(members()[0]).toBe('Pepper X');
    const bombs = screen.getAllByRole('img', { name: 'Over 3 million SHU' });
    expect(bombs).toHaveLength(1);
    expect(bombs[0].closest('article')).toHaveTextContent('Pepper X');
    const stats = screen.getByRole('region', { name: 'Collection stats' });
    expect(within(stats).getByText('Varieties').nextElementSibling).toHaveTextContent(
      String(members().length),
    );
    expect(within(stats).getByText('Hottest').nextElementSibling).toHaveTextContent('3,180,000');
    // The span comes from the members' own ranges.
    expect(stats).toHaveTextContent(
      'From 1,400,000 SHU (Carolina Reaper) to 3,180,000 SHU (Pepper X), across the members’ ranges.',
    );
  });

  it('lists as Mild the peppers whose typical heat is below 2,500 SHU, and says so', async () => {
    renderCollection('/collections/mild');
    await screen.findByRole('link', { name: 'Anaheim' });
    expect(members()).toEqual(['Anaheim', 'Poblano', 'Bell Pepper']);
    expect(screen.getByText(/below 2,500 SHU/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Collection stats' })).toHaveTextContent(
      'From 0 SHU (Bell Pepper) to 2,500 SHU (Anaheim)',
    );
  });

  it('follows a tile to another collection', async () => {
    const { user, location } = renderCollection('/collections/superhots');
    await screen.findByRole('link', { name: 'Pepper X' });
    await user.click(screen.getByRole('link', { name: /Wild/ }));
    expect(location()).toBe('/collections/wild');
    expect(await screen.findByRole('link', { name: 'Anaheim' })).toBeInTheDocument();
    expect(members()).not.toContain('Bell Pepper');
    expect(members()).not.toContain('Habanero');
  });

  it("shows 'No Peppers Found' linking to /peppers when a collection is empty", async () => {
    setScenario('empty');
    renderCollection('/collections/nuclear');
    expect(await screen.findByText('No Peppers Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the database' })).toHaveAttribute('href', '/peppers');
  });

  it("shows 'No Peppers Found' for a key that is no collection", async () => {
    renderCollection('/collections/sweet-and-sour');
    expect(await screen.findByText('No Peppers Found')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Collections' })).getAllByRole('link')).toHaveLength(
      7,
    );
  });

  it('lists as Nuclear the varieties the Heat Index’s Nuclear range counts (typically 2,200,000 - 3,499,999 SHU)', async () => {
    renderCollection('/collections/nuclear');
    await screen.findByRole('link', { name: 'Pepper X' });
    // The Carolina Reaper tops out at 2,200,000 but is typically 1,800,000: Extremely Hot, not Nuclear.
    expect(members()).toEqual(['Pepper X']);
    expect(screen.getByText(/2,200,000 to 3,499,999 SHU/)).toBeInTheDocument();
    expect(screen.getByText('Pepper X runs from 2,500,000 to 3,180,000 SHU.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nuclear' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch peppers' when the list cannot be loaded", async () => {
    server.use(http.get('/api/peppers', () => new HttpResponse('down', { status: 500 })));
    renderCollection('/collections/mild');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch peppers');
  });
});
