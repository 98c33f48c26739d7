import { act, screen } from '@testing-library/react';
import { MemoryRouter } from '@pepper/router/memory';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../testing/render-routes';
import { AddressForm } from './AddressForm';
import { ApplyWithoutCode } from './ApplyWithoutCode';
import { Input } from './Input';

const HEAT = ['all', 'hot'];

function Filters({ onSubmit }: { onSubmit?: (e: React.FormEvent<HTMLFormElement>) => void }) {
  return (
    <AddressForm action="/peppers" role="search" aria-label="Find peppers" onSubmit={onSubmit}>
      <Input type="search" name="search" aria-label="Search peppers" defaultValue="" />
      <select name="heatLevel" aria-label="Heat level" defaultValue="all">
        {HEAT.map((h) => (
          <option key={h}>{h}</option>
        ))}
      </select>
      <button type="submit">Search</button>
      <ApplyWithoutCode />
    </AddressForm>
  );
}

describe('a form whose fields are the address', () => {
  it('is a GET form to its page, so the browser can send it without the page’s code', () => {
    renderPage('/peppers', <Filters />);
    const form = screen.getByRole('search', { name: 'Find peppers' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/peppers');
  });

  it('goes, with the code, to the address the browser would, without reloading the page', async () => {
    const { user, location } = renderPage('/peppers', <Filters />);
    await user.type(screen.getByRole('searchbox', { name: 'Search peppers' }), 'habanero');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Heat level' }), 'hot');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/peppers?search=habanero&heatLevel=hot');
  });

  it('leaves the address to a page that writes it itself', async () => {
    const { user, location } = renderPage('/peppers', <Filters onSubmit={(e) => e.preventDefault()} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search peppers' }), 'habanero');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/peppers');
  });

  it('shows its button for browsers without scripts only, and hydrates without a warning', async () => {
    const page = (
      <MemoryRouter initialEntries={['/peppers']}>
        <Filters />
      </MemoryRouter>
    );
    const html = renderToString(page);
    expect(html).toMatch(/<noscript><button type="submit"[^>]*>Show results<\/button><\/noscript>/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => void hydrateRoot(container, page));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
