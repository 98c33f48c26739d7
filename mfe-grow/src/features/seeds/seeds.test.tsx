import { screen, within } from '@testing-library/react';
import SeedGuide from './SeedGuideScreen';
import { renderPage } from '@pepper/ui/testing';
import { expectBackToMenu, expectTabs } from '../../test/page-checks';

const renderSeeds = () => renderPage('/guides/seeds', <SeedGuide />);

describe('the seed starting guide', () => {
  it('links back to the menu and has the tabs timeline, varieties and troubleshooting', () => {
    renderSeeds();
    expectBackToMenu();
    expectTabs(['Timeline', 'Varieties', 'Troubleshooting']);
  });

  it('shows week 1 at 75-85°F first, and each week with its temperature range', async () => {
    const { user } = renderSeeds();
    expect(screen.getByRole('link', { name: 'Week 1' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { name: 'Week 1: Sowing' }).parentElement).toHaveTextContent(
      '75-85°F',
    );
    for (const [week, range] of [
      [2, '75-85'],
      [3, '70-80'],
      [4, '70-75'],
    ] as const) {
      await user.click(screen.getByRole('link', { name: `Week ${week}` }));
      expect(screen.getByRole('link', { name: `Week ${week}` })).toHaveAttribute('aria-current', 'step');
      expect(screen.getByText(new RegExp(`Keep the soil at ${range}°F`))).toBeInTheDocument();
    }
  });

  it('links each week to its address, keeping the open tab; week 1 is the plain address', () => {
    renderPage('/guides/seeds?tab=timeline&week=3', <SeedGuide />);
    expect(screen.getByRole('link', { name: 'Week 3' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { name: /^Week 3/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Week 1' })).toHaveAttribute(
      'href',
      '/guides/seeds?tab=timeline',
    );
    expect(screen.getByRole('link', { name: 'Week 4' })).toHaveAttribute(
      'href',
      '/guides/seeds?tab=timeline&week=4',
    );
  });

  it('ticks tasks done per week and task, and a second tick undoes', async () => {
    const { user } = renderSeeds();
    const tasks = screen.getAllByRole('checkbox');
    await user.click(tasks[0]);
    expect(tasks[0]).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('1 of 4 tasks done')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Week 2' }));
    expect(screen.getAllByRole('checkbox').every((t) => t.getAttribute('aria-checked') === 'false')).toBe(
      true,
    );
    await user.click(screen.getByRole('link', { name: 'Week 1' }));
    const again = screen.getAllByRole('checkbox');
    expect(again[0]).toHaveAttribute('aria-checked', 'true');
    await user.click(again[0]);
    expect(again[0]).toHaveAttribute('aria-checked', 'false');
  });

  it('gives germination times by heat class: 7-14, 10-21, 14-28 and 21-35+ days', async () => {
    const { user } = renderSeeds();
    await user.click(screen.getByRole('tab', { name: 'Varieties' }));
    const panel = screen.getByRole('tabpanel');
    for (const days of ['7-14 days', '10-21 days', '14-28 days', '21-35+ days'])
      expect(within(panel).getByText(days)).toBeInTheDocument();
  });

  it('lists problems with their causes and fixes', async () => {
    const { user } = renderSeeds();
    await user.click(screen.getByRole('tab', { name: 'Troubleshooting' }));
    expect(screen.getByRole('heading', { name: 'Seedlings collapse at the base' })).toBeInTheDocument();
    expect(screen.getAllByText('Fix:').length).toBeGreaterThanOrEqual(5);
  });
});
