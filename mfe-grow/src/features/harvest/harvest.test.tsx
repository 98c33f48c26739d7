import { screen } from '@testing-library/react';
import HarvestGuide from './HarvestGuideScreen';
import { renderPage } from '@pepper/ui/testing';
import { expectBackToMenu, expectTabs } from '../../test/page-checks';

const renderHarvest = () => renderPage('/guides/harvest', <HarvestGuide />);

describe('the harvest guide', () => {
  it('links back to the menu and has the tabs timing, methods, ripeness and storage, timing first', () => {
    renderHarvest();
    expectBackToMenu();
    expectTabs(['Timing', 'Methods', 'Ripeness', 'Storage']);
  });

  it('needs both a transplant date and a variety before it predicts', async () => {
    const { user } = renderHarvest();
    const waiting = 'Choose a transplant date and a variety to see your harvest dates.';
    expect(screen.getByText(waiting)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Transplant date'), '2026-05-01');
    expect(screen.getByText(waiting)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Variety'), 'medium');
    expect(screen.queryByText(waiting)).not.toBeInTheDocument();
  });

  it('answers for the date and variety in its address, as the server renders it', () => {
    renderPage('/guides/harvest?transplant=2026-05-01&variety=medium', <HarvestGuide />);
    expect(screen.getByLabelText('Transplant date')).toHaveValue('2026-05-01');
    expect(screen.getByRole('list', { name: 'Harvest predictions' })).toHaveTextContent(
      'First ripe peppers: Thu, July 30, 2026 (90-110 days)',
    );
  });

  it('a variety alone predicts nothing until the date is given', async () => {
    const { user } = renderHarvest();
    await user.selectOptions(screen.getByLabelText('Variety'), 'mild');
    expect(
      screen.getByText('Choose a transplant date and a variety to see your harvest dates.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Harvest predictions' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Transplant date'), '2026-05-01');
    expect(screen.getByRole('list', { name: 'Harvest predictions' })).toHaveTextContent(
      'First green peppers: Tue, June 30, 2026 (60-80 days)',
    );
  });

  it.each([
    [
      'has no green pick for a hot variety, which ripens from 100 days',
      'hot',
      'no green harvest',
      'First ripe peppers: Sun, August 9, 2026 (100-120 days)',
    ],
    [
      'predicts green at 70 and ripe at 90 days for a medium variety',
      'medium',
      'First green peppers: Fri, July 10, 2026 (70-90 days)',
      'First ripe peppers: Thu, July 30, 2026 (90-110 days)',
    ],
    [
      'has no green pick for a superhot, which ripens from 120 days',
      'superhot',
      'no green harvest',
      'First ripe peppers: Sat, August 29, 2026 (120-150+ days)',
    ],
  ])('%s', async (_, variety, green, ripe) => {
    const { user } = renderHarvest();
    await user.type(screen.getByLabelText('Transplant date'), '2026-05-01');
    await user.selectOptions(screen.getByLabelText('Variety'), variety);
    const list = screen.getByRole('list', { name: 'Harvest predictions' });
    expect(list).toHaveTextContent(green);
    expect(list).toHaveTextContent(ripe);
  });

  it('explains methods, ripeness and storage', async () => {
    const { user } = renderHarvest();
    await user.click(screen.getByRole('tab', { name: 'Methods' }));
    expect(screen.getByRole('heading', { name: 'Cut, do not pull' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Ripeness' }));
    expect(screen.getByRole('heading', { name: 'Corking' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Storage' }));
    expect(screen.getByRole('heading', { name: 'Freezer' })).toBeInTheDocument();
  });
});
