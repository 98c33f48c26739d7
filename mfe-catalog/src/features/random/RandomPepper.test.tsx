import { server, http, HttpResponse, setScenario } from '@pepper/mocks/node';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import RandomPepper from './RandomPepperScreen';
import { renderRoutes } from '@pepper/ui/testing';

const renderRandom = (path = '/random') =>
  renderRoutes(path, [{ path: '/random', element: <RandomPepper /> }]);
const shownName = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('Random pepper (/random)', () => {
  it('picks a pepper automatically from the full list', async () => {
    renderRandom();
    expect(screen.getByRole('status')).toHaveTextContent('Loading peppers…');
    expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'View Full Details' });
    expect(link.getAttribute('href')).toMatch(/^\/peppers\/\d+$/);
  });

  it('shows another pepper on Next Random and on Generate Random Pepper, links to the next one', async () => {
    const { user, location } = renderRandom();
    await screen.findByRole('heading', { level: 2 });
    const first = shownName();
    const next = screen.getByRole('link', { name: 'Next Random' });
    const nextAddress = next.getAttribute('href');
    expect(nextAddress).toMatch(/^\/random\?pepper=\d+$/);
    await user.click(next);
    expect(location()).toBe(nextAddress);
    const second = shownName();
    expect(second).not.toBe(first);
    await user.click(screen.getByRole('link', { name: 'Generate Random Pepper' }));
    expect(shownName()).not.toBe(second);
    expect(screen.getByRole('link', { name: 'View Full Details' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/peppers\/\d+$/),
    );
  });

  it('shows the pepper its address names, so a pick can be shared', async () => {
    const { location } = renderRandom('/random?pepper=1003');
    await screen.findByRole('heading', { level: 2 });
    expect(screen.getByRole('link', { name: 'View Full Details' })).toHaveAttribute('href', '/peppers/1003');
    expect(location()).toBe('/random?pepper=1003');
  });

  it('has a back control to /menu', async () => {
    renderRandom();
    expect(screen.getByRole('link', { name: 'Back to Menu' })).toHaveAttribute('href', '/menu');
  });

  it("replaces a broken image with 'No Image Available'", async () => {
    renderRandom();
    await screen.findByRole('heading', { level: 2 });
    fireEvent.error(screen.getByRole('img', { name: /pepper$/ }));
    expect(screen.getByText('No Image Available')).toBeInTheDocument();
  });

  it("says 'No peppers available to randomize' when the list is empty", async () => {
    setScenario('empty');
    renderRandom();
    expect(await screen.findByText('No peppers available to randomize')).toBeInTheDocument();
  });

  it("says 'Failed to fetch peppers' when the list cannot be loaded", async () => {
    server.use(http.get('/api/peppers', () => new HttpResponse('down', { status: 503 })));
    renderRandom();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch peppers'));
  });
});
