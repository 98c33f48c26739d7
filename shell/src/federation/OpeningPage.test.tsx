import type { ComponentType } from 'react';
import { createQueryClient } from '@pepper/client';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFirstReads } from '../app/first-reads';
import { renderWithShell } from '../test/render';
import { afterPageShown } from './page-shown';
import { RemotePage } from './RemotePage';
import { loadPage } from './remotes';

vi.mock('./remotes', () => ({ loadPage: vi.fn() }));

type Act = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };

// As in the browser: React's own scheduling decides when the page shows, not a test's act().
beforeEach(() => {
  (globalThis as Act).IS_REACT_ACT_ENVIRONMENT = false;
  window.history.pushState({}, '', '/glossary');
  startFirstReads(createQueryClient(), { pathname: '/glossary', search: '' });
});
afterEach(() => {
  (globalThis as Act).IS_REACT_ACT_ENVIRONMENT = true;
  window.history.pushState({}, '', '/');
});

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the page the app opened on', () => {
  it('shows the spinner while its code is on its way, then the page as soon as the code is there', async () => {
    let arrive!: (page: { default: ComponentType }) => void;
    vi.mocked(loadPage).mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    const shown = vi.fn();
    afterPageShown('guides/Glossary', shown);
    renderWithShell(<RemotePage remote="guides" module="Glossary" />, { path: '/glossary' });
    await later(20);
    expect(screen.getByRole('status')).toHaveTextContent('Loading page…');
    expect(shown).not.toHaveBeenCalled();
    arrive({ default: () => <h1>Glossary</h1> });
    // Content that replaces a Suspense fallback is held back until 300 ms after the fallback showed; the page
    // the app opened on is not.
    await later(120);
    expect(screen.getByRole('heading', { name: 'Glossary' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(shown).toHaveBeenCalledOnce();
  });

  it("shows 'Something went wrong' when its remote cannot be fetched", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(loadPage).mockRejectedValueOnce(new Error('Failed to fetch remoteEntry.js of guides'));
    renderWithShell(<RemotePage remote="guides" module="Quiz" />, { path: '/glossary' });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch remoteEntry.js of guides')).toBeInTheDocument();
  });
});
