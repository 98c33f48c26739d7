import { server, http, HttpResponse, setScenario } from '@pepper/mocks/node';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import HeatIndex from './HeatIndexScreen';
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
    expect(thumb('Minimum SHU')).toHaveAttribute('aria-valuetext', '0 SHU');
    expect(thumb('Maximum SHU')).toHaveAttribute('aria-valuetext', '500,000,000 SHU');
    await waitFor(() => expect(listed()).toHaveLength(14));
    expect(listed()[0]).toBe('Bell Pepper');
    expect(listed().at(-1)).toBe('Pepper X');
  });

  it('moves on a logarithmic track from the keyboard, and the list follows', async () => {
    renderIndex();
    await waitFor(() => expect(listed()).toHaveLength(14));
    act(() => thumb('Minimum SHU').focus());
    // One step from 0 is the first heat there is, 1 SHU: the bell pepper (no heat) leaves the list.
    fireEvent.keyDown(thumb('Minimum SHU'), { key: 'ArrowRight' });
    expect(thumb('Minimum SHU')).toHaveAttribute('aria-valuetext', '1 SHU');
    expect(listed()).not.toContain('Bell Pepper');
    expect(listed()).toContain('Poblano');
    // Every press moves the handle on; Page Up goes a tenth of the track at once.
    const stops: number[] = [];
    for (let i = 0; i < 5; i++) {
      fireEvent.keyDown(thumb('Minimum SHU'), { key: 'PageUp' });
      stops.push(Number(thumb('Minimum SHU').getAttribute('aria-valuenow')));
    }
    expect(new Set(stops).size).toBe(5);
    fireEvent.keyDown(thumb('Minimum SHU'), { key: 'Home' });
    expect(thumb('Minimum SHU')).toHaveAttribute('aria-valuetext', '0 SHU');
    expect(listed()).toContain('Bell Pepper');
    act(() => thumb('Maximum SHU').focus());
    fireEvent.keyDown(thumb('Maximum SHU'), { key: 'ArrowLeft' });
    const top = Number(thumb('Maximum SHU').getAttribute('aria-valuetext')!.replace(/\D/g, ''));
    expect(top).toBeLessThan(500_000_000);
    expect(top).toBeGreaterThan(400_000_000);
  });

  it('gives 1,000, 100,000 and 2,000,000 SHU their own places on the track', async () => {
    const { user } = renderIndex();
    const min = screen.getByRole('textbox', { name: 'Minimum SHU' });
    const positions: number[] = [];
    for (const figure of ['1000', '100000', '2000000']) {
      await user.clear(min);
      await user.type(min, `${figure}{Enter}`);
      positions.push(Number(thumb('Minimum SHU').getAttribute('aria-valuenow')));
    }
    expect(positions[0]).toBeGreaterThan(0);
    expect(positions[1] - positions[0]).toBeGreaterThan(100);
    expect(positions[2] - positions[1]).toBeGreaterThan(100);
    expect(Number(thumb('Maximum SHU').getAttribute('aria-valuemax')) - positions[2]).toBeGreaterThan(100);
  });

  it('shows the ten heat range cards, each counting the varieties whose typical heat is in it', async () => {
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
    await waitFor(() => expect(cards[0]).toHaveTextContent('1 variety'));
    const counts = cards.map((c) => Number(c.textContent!.match(/(\d+) variet/)![1]));
    expect(counts).toEqual([1, 2, 3, 3, 3, 1, 1, 0, 0, 0]);
    // Each variety once: the counts add up to the database.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(14);
    expect(cards[5]).toHaveTextContent('Part of Superhot');

    const veryHot = screen.getByRole('button', { name: /^Very Hot 100,000 - 999,999 SHU/ });
    await user.click(veryHot);
    expect(veryHot).toHaveAttribute('aria-pressed', 'true');
    expect(thumb('Minimum SHU')).toHaveAttribute('aria-valuetext', '100,000 SHU');
    expect(thumb('Maximum SHU')).toHaveAttribute('aria-valuetext', '1,000,000 SHU');
    // A card opens as many varieties as it counts: the ghost pepper, typically 948,214 SHU, is Very Hot.
    await waitFor(() => expect(listed()).toEqual(['Habanero', 'Scotch Bonnet', 'Ghost Pepper']));
    await user.click(screen.getByRole('button', { name: /^Mild 1 - 2,499 SHU/ }));
    expect(listed()).toEqual(['Poblano', 'Anaheim']);
    await user.click(screen.getByRole('button', { name: /^No Heat 0 SHU/ }));
    expect(listed()).toEqual(['Bell Pepper']);
    await user.click(screen.getByRole('button', { name: /^Nuclear 2,200,000 - 3,499,999 SHU/ }));
    expect(listed()).toEqual(['Pepper X']);
    expect(screen.getByRole('img', { name: 'Over 3 million SHU' })).toBeInTheDocument();
  });

  it('offers one way to show more', async () => {
    renderIndex();
    await waitFor(() => expect(listed()).toHaveLength(14));
    const ways = [
      ...screen.queryAllByRole('button', { name: /show more|more peppers/i }),
      ...screen.queryAllByRole('link', { name: /show more|more peppers/i }),
    ];
    expect(ways.length).toBeLessThanOrEqual(1);
  });

  it('takes exact figures and clamps them to 0..500,000,000', async () => {
    const { user } = renderIndex();
    await waitFor(() => expect(listed()).toHaveLength(14));
    const max = screen.getByRole('textbox', { name: 'Maximum SHU' });
    await user.clear(max);
    await user.type(max, '900000000{Enter}');
    expect(thumb('Maximum SHU')).toHaveAttribute('aria-valuetext', '500,000,000 SHU');
    const min = screen.getByRole('textbox', { name: 'Minimum SHU' });
    await user.clear(min);
    await user.type(min, '2,500,000{Enter}');
    expect(min).toHaveValue('2,500,000');
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
