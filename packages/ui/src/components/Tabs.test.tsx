import { MemoryRouter } from '@pepper/router/memory';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render-routes';
import { SectionTab, SectionTabs } from './Tabs';

const guide = (
  <SectionTabs label="Guide sections" inAddress>
    <SectionTab value="zones" title="Zones">
      <p>About zones</p>
    </SectionTab>
    <SectionTab value="seasons" title="Seasons">
      <p>About seasons</p>
    </SectionTab>
  </SectionTabs>
);

describe('section tabs kept in the address', () => {
  it('are links to ?tab=, the first to the plain address, keeping the rest of the query', () => {
    renderPage('/guide?unit=c', guide);
    expect(screen.getByRole('tab', { name: 'Zones' })).toHaveAttribute('href', '/guide?unit=c');
    expect(screen.getByRole('tab', { name: 'Seasons' })).toHaveAttribute('href', '/guide?unit=c&tab=seasons');
  });

  it('show the tab the address names, and the first for any other', () => {
    const { unmount } = renderPage('/guide?tab=seasons', guide);
    expect(screen.getByRole('tab', { name: 'Seasons' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('About seasons')).toBeInTheDocument();
    unmount();
    renderPage('/guide?tab=nothing', guide);
    expect(screen.getByRole('tab', { name: 'Zones' })).toHaveAttribute('aria-selected', 'true');
  });

  it('are links in the server’s HTML, with the addressed tab open', () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(
      <MemoryRouter initialEntries={['/guide?tab=seasons']}>{guide}</MemoryRouter>,
    );
    expect(html.querySelector('a[role="tab"][aria-selected="true"]')).toHaveTextContent('Seasons');
    expect(html).toHaveTextContent('About seasons');
    expect(html).not.toHaveTextContent('About zones');
  });

  it('open a tab by its link, and the address follows', async () => {
    const { user, location } = renderPage('/guide', guide);
    await user.click(screen.getByRole('tab', { name: 'Seasons' }));
    expect(location()).toBe('/guide?tab=seasons');
    expect(screen.getByText('About seasons')).toBeInTheDocument();
  });
});
