import { renderPage, renderRoutes } from '@pepper/ui/testing';
import { screen, within } from '@testing-library/react';
import PreservationGuide from '../preservation/PreservationScreen';
import GuidesIndex from './GuidesIndexScreen';

/** The guide pages of the specification's route table, by the list of the index that holds them. */
const SPEC_GUIDES: Record<string, string[]> = {
  'Growing guides': ['/guides/seeds', '/guides/pests', '/guides/harvest', '/grow/climate'],
  'Kitchen guides': ['/cooking', '/guides/preservation', '/pairing', '/safety', '/meal-planning'],
  'Learning guides': ['/science', '/heat-guide', '/nutrition', '/history', '/breeding'],
};

describe('the guides index (/guides)', () => {
  it('lists every guide once, each with a line on what it covers', () => {
    renderPage('/guides', <GuidesIndex />);
    expect(screen.getByRole('heading', { level: 1, name: 'Guides' })).toBeInTheDocument();
    const lists = Object.keys(SPEC_GUIDES).map((name) => screen.getByRole('list', { name }));
    const links = lists.flatMap((list) => within(list).getAllByRole('link'));
    expect(links.map((a) => a.getAttribute('href')).sort()).toEqual(Object.values(SPEC_GUIDES).flat().sort());
    for (const link of links) expect(link.textContent!.length).toBeGreaterThan(30);
    expect(within(lists[0]!).getByRole('link', { name: /^Seed Starting/ })).toHaveAttribute(
      'href',
      '/guides/seeds',
    );
  });

  it('goes back to the menu, and points to the glossary', () => {
    renderPage('/guides', <GuidesIndex />);
    expect(screen.getByRole('link', { name: 'Back to Menu' })).toHaveAttribute('href', '/menu');
    expect(screen.getByRole('link', { name: 'Glossary' })).toHaveAttribute('href', '/glossary');
  });

  it('opens a guide from its link', async () => {
    const { user, location } = renderRoutes('/guides', [
      { path: '/guides', element: <GuidesIndex /> },
      { path: '/guides/preservation', element: <PreservationGuide /> },
    ]);
    await user.click(screen.getByRole('link', { name: /^Preservation/ }));
    expect(location()).toBe('/guides/preservation');
    expect(screen.getByRole('combobox', { name: 'Pepper type' })).toBeInTheDocument();
  });
});
