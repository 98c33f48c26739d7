import { recommendedMethods } from '@pepper/domain/guides';
import { screen, within } from '@testing-library/react';
import PreservationGuide from './PreservationScreen';
import { renderPage } from '@pepper/ui/testing';
import {
  PRESERVATION_HELP,
  PRESERVATION_METHODS,
  PRESERVATION_SAFETY,
  STORAGE,
} from '@pepper/content/guides/preservation';

const renderGuide = () => renderPage('/guides/preservation', <PreservationGuide />);
const recommended = () =>
  within(screen.getByRole('group', { name: 'Recommended methods' }))
    .getAllByRole('button')
    .map((b) => b.textContent);
const steps = () => within(screen.getByRole('list', { name: /steps$/ })).getAllByRole('button');

describe('Preservation content', () => {
  it('has the four methods, each with best-for, duration, equipment, six steps, advantages and considerations', () => {
    expect(PRESERVATION_METHODS.map((m) => m.method)).toEqual([
      'Air Drying',
      'Dehydrator Drying',
      'Freezing',
      'Pickling',
    ]);
    for (const m of PRESERVATION_METHODS) {
      expect(m.steps, m.method).toHaveLength(6);
      for (const list of [m.bestFor, m.equipment, m.advantages, m.considerations])
        expect(list.length, m.method).toBeGreaterThan(0);
    }
    expect(STORAGE.map((s) => s.preservation)).toEqual([
      'Dried peppers',
      'Frozen peppers',
      'Pickled peppers',
      'Powdered peppers',
    ]);
    expect(PRESERVATION_SAFETY.map((s) => s.title)).toEqual([
      'Hot pepper handling',
      'Dehydrating',
      'Canning',
    ]);
    expect(PRESERVATION_HELP).toHaveLength(4);
  });

  it("recommends by keyword, with 'All pepper types' and 'All varieties' matching every type", () => {
    const names = (type: Parameters<typeof recommendedMethods>[1]) =>
      recommendedMethods(PRESERVATION_METHODS, type).map((m) => m.method);
    expect(names('')).toEqual([]);
    expect(names('mild')).toEqual(['Dehydrator Drying', 'Freezing', 'Pickling']);
    expect(names('medium')).toEqual(['Dehydrator Drying', 'Freezing', 'Pickling']);
    expect(names('hot')).toEqual(['Air Drying', 'Dehydrator Drying', 'Freezing']);
    expect(names('superhot')).toEqual(['Air Drying', 'Dehydrator Drying', 'Freezing']);
  });

  it('states the preservation constants', () => {
    const text =
      JSON.stringify(PRESERVATION_METHODS) + JSON.stringify(STORAGE) + JSON.stringify(PRESERVATION_SAFETY);
    for (const fact of [
      '135°F (57°C)',
      '6-18 hours',
      '2-4 weeks',
      '8-12 months',
      '0°F',
      '1-2 years',
      'pH is 4.6 or lower',
    ]) {
      expect(text).toContain(fact);
    }
  });
});

describe('Preservation guide (/guides/preservation)', () => {
  it('sets the page description and starts with no pepper type and no methods', () => {
    renderGuide();
    expect(screen.getByRole('heading', { level: 1, name: 'Preservation Guide' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Menu' })).toHaveAttribute('href', '/menu');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Dry, dehydrate, freeze and pickle'),
    );
    const select = screen.getByRole('combobox', { name: 'Pepper type' });
    expect(select).toHaveValue('');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select pepper type...',
      'No Heat (bell, pimiento)',
      'Mild (poblano, Anaheim, banana)',
      'Medium (jalapeño, serrano, Fresno)',
      'Hot (cayenne, Thai, tabasco)',
      'Very Hot (habanero, Scotch bonnet)',
      'Superhot (scorpion, reaper, 7 Pot)',
    ]);
    expect(screen.queryByRole('group', { name: 'Recommended methods' })).not.toBeInTheDocument();
  });

  it('shows the recommended methods for the chosen type as toggle buttons', async () => {
    const { user } = renderGuide();
    const select = screen.getByRole('combobox', { name: 'Pepper type' });
    await user.selectOptions(select, 'superhot');
    expect(recommended()).toEqual(['Air Drying', 'Dehydrator Drying', 'Freezing']);
    await user.selectOptions(select, 'mild');
    expect(recommended()).toEqual(['Dehydrator Drying', 'Freezing', 'Pickling']);
  });

  it('opens a method guide on click and hides it on a second click', async () => {
    const { user } = renderGuide();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pepper type' }), 'hot');
    const dehydrator = screen.getByRole('button', { name: 'Dehydrator Drying' });
    await user.click(dehydrator);
    expect(dehydrator).toHaveAttribute('aria-pressed', 'true');
    const guide = screen.getByRole('region', { name: 'Dehydrator Drying' });
    expect(guide).toHaveTextContent('Duration: 6-18 hours');
    expect(guide).toHaveTextContent('Food dehydrator');
    expect(guide).toHaveTextContent('135°F (57°C)');
    expect(steps()).toHaveLength(6);
    expect(steps()[0]).toHaveTextContent(/^1\. Wear gloves/);
    await user.click(dehydrator);
    expect(dehydrator).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('region', { name: 'Dehydrator Drying' })).not.toBeInTheDocument();
  });

  it('toggles each step done, green and struck through, and counts them in the badge', async () => {
    const { user } = renderGuide();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pepper type' }), 'medium');
    await user.click(screen.getByRole('button', { name: 'Pickling' }));
    const guide = screen.getByRole('region', { name: 'Pickling' });
    expect(guide).toHaveTextContent('0/6 completed');
    await user.click(steps()[0]);
    await user.click(steps()[2]);
    expect(steps()[0]).toHaveAttribute('aria-pressed', 'true');
    expect(steps()[0]).toHaveClass('line-through', 'text-heat-mild');
    expect(steps()[1]).toHaveAttribute('aria-pressed', 'false');
    expect(steps()[1]).not.toHaveClass('line-through');
    expect(guide).toHaveTextContent('2/6 completed');
    await user.click(steps()[0]);
    expect(steps()[0]).toHaveAttribute('aria-pressed', 'false');
    expect(guide).toHaveTextContent('1/6 completed');
    // Progress is per method and kept in page memory while another method is open.
    await user.click(screen.getByRole('button', { name: 'Freezing' }));
    expect(screen.getByRole('region', { name: 'Freezing' })).toHaveTextContent('0/6 completed');
    await user.click(screen.getByRole('button', { name: 'Pickling' }));
    expect(screen.getByRole('region', { name: 'Pickling' })).toHaveTextContent('1/6 completed');
  });

  it('has tabs Methods (default), Storage, Safety and Help', async () => {
    const { user } = renderGuide();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Methods',
      'Storage',
      'Safety',
      'Help',
    ]);
    expect(screen.getByRole('tab', { name: 'Methods' })).toHaveAttribute('aria-selected', 'true');
    for (const m of ['Air Drying', 'Dehydrator Drying', 'Freezing', 'Pickling']) {
      expect(screen.getByRole('heading', { level: 3, name: m })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('tab', { name: 'Storage' }));
    expect(
      screen.getByRole('heading', { name: 'Frozen peppers' }).closest('div')!.parentElement,
    ).toHaveTextContent('8-12 months');
    await user.click(screen.getByRole('tab', { name: 'Safety' }));
    for (const t of ['Hot pepper handling', 'Dehydrating', 'Canning'])
      expect(screen.getByRole('heading', { name: t })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Help' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });
});
