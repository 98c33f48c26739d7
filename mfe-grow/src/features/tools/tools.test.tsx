import { screen, waitFor } from '@testing-library/react';
import GrowingTools from './GrowingToolsScreen';
import { renderRoutes } from '@pepper/ui/testing';
import { expectTabs } from '../../test/page-checks';

const renderTools = (path: string) =>
  renderRoutes(path, [
    { path: '/tools', element: <GrowingTools /> },
    { path: '/tools/:tool', element: <GrowingTools /> },
  ]);
const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('the growing tools', () => {
  it.each([
    ['/tools', 'Calendar'],
    ['/tools/calendar', 'Calendar'],
    ['/tools/no-such-tool', 'Calendar'],
    ['/tools/spacing', 'Spacing'],
    ['/tools/yield', 'Yield'],
    ['/tools/weather', 'Weather'],
    ['/tools/fertilizer', 'Fertilizer'],
  ])('%s opens the %s tab (any other tool shows the calendar)', (path, tab) => {
    renderTools(path);
    expect(selected()).toBe(tab);
  });

  it('has the calendar, spacing, yield, weather and fertilizer tabs, in that order', () => {
    renderTools('/tools');
    expectTabs(['Calendar', 'Spacing', 'Yield', 'Weather', 'Fertilizer']);
  });

  it('moves to /tools/<tab> when a tab is chosen', async () => {
    const { user, location } = renderTools('/tools');
    await user.click(screen.getByRole('tab', { name: 'Yield' }));
    expect(location()).toBe('/tools/yield');
    expect(selected()).toBe('Yield');
  });

  it('calendar: seed start 8 weeks before the transplant date, first flowers 6 weeks after, harvest 14 weeks after', async () => {
    const { user } = renderTools('/tools/calendar');
    expect(screen.getByText('Choose a date to see your calendar.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Transplant date'), '2026-05-15');
    const dates = screen.getByRole('list', { name: 'Your planting dates' });
    expect(dates).toHaveTextContent('Start seeds indoors: Fri, March 20, 2026');
    expect(dates).toHaveTextContent('Transplant outside: Fri, May 15, 2026');
    expect(dates).toHaveTextContent('First flowers: Fri, June 26, 2026');
    expect(dates).toHaveTextContent('First harvest: Fri, August 21, 2026');
  });

  it('calendar: once a variety is chosen, seed start and harvest follow its lead time (a Carolina Reaper: 12 weeks)', async () => {
    const { user, location } = renderTools('/tools/calendar');
    await user.type(screen.getByLabelText('Transplant date'), '2026-05-15');
    await user.type(screen.getByLabelText('Variety (optional)'), 'Carolina Reaper');
    expect(location()).toContain('find=Carolina+Reaper');
    await user.click(await screen.findByRole('link', { name: /Carolina Reaper/ }));
    // Choosing is a link to the address with the variety, the search done.
    expect(location()).toMatch(/^\/tools\/calendar\?transplant=2026-05-15&variety=\d+$/);
    const dates = screen.getByRole('list', { name: 'Your planting dates' });
    // 12 weeks before May 15; the mock database gives it 80 days to maturity.
    await waitFor(() =>
      expect(dates).toHaveTextContent('Start seeds indoors: Fri, February 20, 2026 (12 weeks before)'),
    );
    expect(dates).toHaveTextContent('First flowers: Fri, June 26, 2026');
    expect(dates).toHaveTextContent('First harvest: Mon, August 3, 2026 (80 days after)');
  });

  it('spacing: defaults 10 ft by 4 ft at 18 in give 6 plants per row, 2 rows, 12 plants', async () => {
    const { user } = renderTools('/tools/spacing');
    expect(screen.getByLabelText('Bed length (ft)')).toHaveValue(10);
    expect(screen.getByLabelText('Bed width (ft)')).toHaveValue(4);
    expect(screen.getByLabelText('Spacing (in)')).toHaveValue(18);
    expect(screen.getByTestId('plants-per-row')).toHaveTextContent('6');
    expect(screen.getByTestId('rows')).toHaveTextContent('2');
    expect(screen.getByTestId('total-plants')).toHaveTextContent('12');
    // 8 ft = 96 in: floor(96 / 24) = 4 per row; 3 ft = 36 in: floor(36 / 24) = 1 row.
    await user.clear(screen.getByLabelText('Bed length (ft)'));
    await user.type(screen.getByLabelText('Bed length (ft)'), '8');
    await user.clear(screen.getByLabelText('Bed width (ft)'));
    await user.type(screen.getByLabelText('Bed width (ft)'), '3');
    await user.clear(screen.getByLabelText('Spacing (in)'));
    await user.type(screen.getByLabelText('Spacing (in)'), '24');
    expect(screen.getByTestId('plants-per-row')).toHaveTextContent('4');
    expect(screen.getByTestId('rows')).toHaveTextContent('1');
    expect(screen.getByTestId('total-plants')).toHaveTextContent('4');
  });

  it('yield: 12 jalapeño plants by default give 300-420 peppers; 5 ghost plants give 75-125', async () => {
    const { user } = renderTools('/tools/yield');
    expect(screen.getByLabelText('Variety')).toHaveValue('jalapeño');
    expect(screen.getByLabelText('Number of plants')).toHaveValue(12);
    expect(screen.getByTestId('yield-range')).toHaveTextContent('300-420');
    await user.selectOptions(screen.getByLabelText('Variety'), 'Ghost Pepper');
    await user.clear(screen.getByLabelText('Number of plants'));
    await user.type(screen.getByLabelText('Number of plants'), '5');
    expect(screen.getByTestId('yield-range')).toHaveTextContent('75-125');
  });

  it('fertilizer: a schedule by growth stage with N-P-K, and the amount for a bed', async () => {
    const { user } = renderTools('/tools/fertilizer');
    expect(screen.getByText('Seedling / transplant · N-P-K 10-10-10')).toBeInTheDocument();
    expect(screen.getByText('Fruiting · N-P-K 5-10-10')).toBeInTheDocument();
    // Vegetative: 1 lb per 100 sq ft; a 10 x 4 ft bed is 40 sq ft: 0.4 lb = 6.4 oz = 181 g.
    expect(screen.getByTestId('fertilizer-amount')).toHaveTextContent('6.4 oz (181 g)');
    await user.selectOptions(screen.getByLabelText('Growth stage'), 'Seedling / transplant');
    expect(screen.getByTestId('fertilizer-amount')).toHaveTextContent('12.8 oz (363 g)');
  });
});
