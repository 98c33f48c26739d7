import { server, http, HttpResponse, setScenario } from '@pepper/mocks/node';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import HeatIndex from '../../pages/HeatIndex';
import { renderRoutes } from '@pepper/ui/testing';

const renderIndex = () => renderRoutes('/scoville', [{ path: '/scoville', element: <HeatIndex /> }]);
const listed = () =>
  within(screen.getByRole('region', { name: 'Peppers in this range' }))
    .queryAllByRole('article')
    .map((a) => within(a).getAllByRole('link')[0].textContent);
const thumb = (name: 'Minimum SHU' | 'Maximum SHU') => screen.getByRole('slider', { name });

describe('Heat index (/scoville)', () => {
  it('explains the Scoville scale', () => {
    renderIndex();
    expect(screen.getByRole('heading', { name: 'What is the Scoville scale?' })).toBeInTheDocument();
  });

  it('has a two-handle slider over 0 to 500,000,000 SHU, starting with every pepper in range', async () => {
    renderIndex();
    for (const name of ['Minimum SHU', 'Maximum SHU'] as const) {
      expect(thumb(name)).toHaveAttribute('aria-valuemin', '0');
      expect(thumb(name)).toHaveAttribute('aria-valuemax', '500000000');
    }
    expect(thumb('Minimum SHU')).toHaveAttribute('aria-valuenow', '0');
    expect(thumb('Maximum SHU')).toHaveAttribute('aria-valuenow', '500000000');
    await waitFor(() => expect(listed()).toHaveLength(14));
    expect(listed()[0]).toBe('Bell Pepper');
    expect(listed().at(-1)).toBe('Pepper X');
  });

  it('moves in steps of 10,000 from the keyboard, and the list follows', async () => {
    renderIndex();
    await waitFor(() => expect(listed()).toHaveLength(14));
    act(() => thumb('Minimum SHU').focus());
    fireEvent.keyDown(thumb('Minimum SHU'), { key: 'ArrowRight' });
    expect(thumb('Minimum SHU')).toHaveAttribute('aria-valuenow', '10000');
    expect(thumb('Minimum SHU')).toHaveAttribute('aria-valuetext', '10,000 SHU');
    expect(listed()).not.toContain('Jalapeño');
    expect(listed()).toContain('Serrano');
    fireEvent.keyDown(thumb('Minimum SHU'), { key: 'Home' });
    expect(thumb('Minimum SHU')).toHaveAttribute('aria-valuenow', '0');
    expect(listed()).toContain('Jalapeño');
    act(() => thumb('Maximum SHU').focus());
    fireEvent.keyDown(thumb('Maximum SHU'), { key: 'ArrowLeft' });
    expect(thumb('Maximum SHU')).toHaveAttribute('aria-valuenow', '499990000');
  });

  it('shows the ten heat range cards; choosing one sets the slider to it', async () => {
    const { user } = renderIndex();
    const cards = within(screen.getByRole('region', { name: 'Heat ranges' })).getAllByRole('button');
    expect(cards.map((c) => c.querySelector('span')!.textContent)).toEqual([
      'No Heat',
      'Mild',
      'Medium',
      'Hot',
      'Very Hot',
      'Extremely Hot',
      'Nuclear',
      'Ultra Nuclear',
      'Experimental',
      'Theoretical',
    ]);
    const hot = screen.getByRole('button', { name: /^Hot 100,001 - 500,000 SHU/ });
    await user.click(hot);
    expect(hot).toHaveAttribute('aria-pressed', 'true');
    expect(thumb('Minimum SHU')).toHaveAttribute('aria-valuenow', '100001');
    expect(thumb('Maximum SHU')).toHaveAttribute('aria-valuenow', '500000');
    await waitFor(() => expect(listed()).toEqual(['Habanero', 'Scotch Bonnet']));
    // Cards keep their exact bounds: 'Mild' starts at 1 SHU, so the 0 SHU bell pepper is not in it.
    await user.click(screen.getByRole('button', { name: /^Mild 1 - 10,000 SHU/ }));
    expect(listed()).toContain('Jalapeño');
    expect(listed()).not.toContain('Bell Pepper');
    await user.click(screen.getByRole('button', { name: /^No Heat 0 SHU/ }));
    expect(listed()).toEqual(['Bell Pepper']);
    await user.click(screen.getByRole('button', { name: /^Nuclear 2,200,001 - 3,500,000 SHU/ }));
    expect(listed()).toEqual(['Pepper X']);
    expect(screen.getByRole('img', { name: 'Over 3 million SHU' })).toBeInTheDocument();
  });

  it('takes exact figures and clamps them to 0..500,000,000', async () => {
    const { user } = renderIndex();
    await waitFor(() => expect(listed()).toHaveLength(14));
    const max = screen.getByRole('textbox', { name: 'Maximum SHU' });
    await user.clear(max);
    await user.type(max, '900000000{Enter}');
    expect(thumb('Maximum SHU')).toHaveAttribute('aria-valuenow', '500000000');
    const min = screen.getByRole('textbox', { name: 'Minimum SHU' });
    await user.clear(min);
    await user.type(min, '2,500,000{Enter}');
    expect(thumb('Minimum SHU')).toHaveAttribute('aria-valuenow', '2500000');
    expect(listed()).toEqual(['Pepper X']);
  });

  it('links each pepper in range to its page', async () => {
    renderIndex();
    expect(await screen.findByRole('link', { name: 'Habanero' })).toHaveAttribute('href', '/peppers/3001');
  });

  it("says 'Failed to fetch peppers' when the list cannot be loaded", async () => {
    server.use(http.get('/api/peppers', () => new HttpResponse('down', { status: 500 })));
    renderIndex();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch peppers');
  });

  it('says when no pepper is in the database at all', async () => {
    setScenario('empty');
    renderIndex();
    expect(await screen.findByText('No peppers found')).toBeInTheDocument();
  });
});
