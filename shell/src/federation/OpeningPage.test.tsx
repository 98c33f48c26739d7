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

/** How long React holds back content that replaces a Suspense fallback after the fallback showed. */
const FALLBACK_THROTTLE_MS = 300;

describe('the page the app opened on', () => {
  it('shows the spinner while its code is on its way, then the page as soon as the code is there', async () => {
    let arrive!: (page: { default: ComponentType }) => void;
    vi.mocked(loadPage).mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    const shown = vi.fn();
    afterPageShown('guides/Glossary', shown);
    renderWithShell(<RemotePage remote="guides" module="Glossary" />, { path: '/glossary' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading page…');
    expect(shown).not.toHaveBeenCalled();
    arrive({ default: () => <h1>Glossary</h1> });
    // Content that replaces a Suspense fallback is held back until 300 ms after the fallback showed; the page
    // the app opened on is not, so it shows well inside that time.
    expect(
      await screen.findByRole('heading', { name: 'Glossary' }, { timeout: FALLBACK_THROTTLE_MS - 50 }),
    ).toBeInTheDocument();
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
