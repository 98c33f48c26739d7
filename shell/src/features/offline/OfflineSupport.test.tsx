import { createQueryClient } from '@pepper/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageShown } from '../../federation/page-shown';
import { OFFLINE_SUPPORT_LATEST_MS, OfflineSupport } from './OfflineSupport';
import { startServiceWorker } from './service-worker-client';

vi.mock('./service-worker-client', () => ({ startServiceWorker: vi.fn() }));

const renderSupport = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OfflineSupport />
    </QueryClientProvider>,
  );

afterEach(() => {
  vi.useRealTimers();
  window.history.pushState({}, '', '/');
});

describe('offline support', () => {
  it('starts once the page the app opened on is on screen, and only once', async () => {
    window.history.pushState({}, '', '/grow');
    renderSupport();
    await act(async () => undefined);
    expect(startServiceWorker).not.toHaveBeenCalled();
    render(<PageShown page="grow/GrowCenter" />);
    await vi.waitFor(() => expect(startServiceWorker).toHaveBeenCalledOnce());
  });

  it('holds what the worker says before it has started, and tells it once it has', async () => {
    vi.mocked(startServiceWorker).mockClear();
    const container = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    try {
      window.history.pushState({}, '', '/grow');
      renderSupport();
      await act(async () => undefined);
      const kept = { type: 'WRITE_QUEUED', kind: 'favorite-added' };
      container.dispatchEvent(new MessageEvent('message', { data: kept }));
      render(<PageShown page="grow/GrowCenter" />);
      await vi.waitFor(() => expect(startServiceWorker).toHaveBeenCalledOnce());
      expect(vi.mocked(startServiceWorker).mock.calls[0]![1]).toEqual([kept]);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('starts anyway when the first page never shows (its remote is down)', async () => {
    vi.mocked(startServiceWorker).mockClear();
    vi.useFakeTimers();
    window.history.pushState({}, '', '/identify');
    renderSupport();
    await act(async () => vi.advanceTimersByTime(OFFLINE_SUPPORT_LATEST_MS - 1));
    expect(startServiceWorker).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await vi.waitFor(() => expect(startServiceWorker).toHaveBeenCalledOnce());
  });
});
