import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnline, setServerReachable } from '@pepper/ui/connection';
import { getToasts, resetToasts } from '@pepper/ui/toast';
import { handleWorkerMessage, QUEUED_TEXT, sentText } from './worker-messages';

const effects = () => ({ refresh: vi.fn() });
const status = { ready: true, files: 120, bytes: 2_400_000, pending: 0, online: true };

afterEach(() => {
  resetToasts();
  setServerReachable(true);
  delete document.documentElement.dataset.offline;
});

describe('what the page does with the service worker’s reports', () => {
  it('marks the app ready offline, with how much it keeps, and says so once', () => {
    handleWorkerMessage({ type: 'OFFLINE_READY', status }, effects());
    expect(document.documentElement.dataset).toMatchObject({
      offline: 'ready',
      offlineFiles: '120',
      offlineBytes: '2400000',
    });
    expect(getToasts()[0]).toMatchObject({ title: 'Ready to work offline' });
  });

  it('on a first visit not yet touched, says it is ready at the visitor’s first tap or key, not over the loading page', () => {
    Object.defineProperty(navigator, 'userActivation', {
      configurable: true,
      value: { hasBeenActive: false },
    });
    try {
      handleWorkerMessage({ type: 'OFFLINE_READY', status }, effects());
      expect(document.documentElement.dataset.offline).toBe('ready');
      expect(getToasts()).toEqual([]);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
      expect(getToasts()).toHaveLength(1);
      expect(getToasts()[0]).toMatchObject({ title: 'Ready to work offline' });
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
      expect(getToasts()).toHaveLength(1);
    } finally {
      delete (navigator as { userActivation?: unknown }).userActivation;
    }
  });

  it('does not claim to be ready before everything is kept', () => {
    handleWorkerMessage({ type: 'STATUS', status: { ...status, ready: false } }, effects());
    expect(document.documentElement.dataset.offline).toBeUndefined();
    expect(getToasts()).toEqual([]);
  });

  it('starts each page from the connection the worker last saw', () => {
    handleWorkerMessage({ type: 'STATUS', status: { ...status, online: false } }, effects());
    expect(isOnline()).toBe(false);
  });

  it('follows the connection the worker sees', () => {
    handleWorkerMessage({ type: 'CONNECTION', online: false }, effects());
    expect(isOnline()).toBe(false);
    handleWorkerMessage({ type: 'CONNECTION', online: true }, effects());
    expect(isOnline()).toBe(true);
  });

  it('says a change made offline is kept and will be sent', () => {
    handleWorkerMessage({ type: 'WRITE_QUEUED', kind: 'favorite-added' }, effects());
    expect(getToasts()[0]).toMatchObject({
      title: 'You are offline',
      description: QUEUED_TEXT['favorite-added'],
    });
  });

  it('says the kept changes were sent, and refreshes what the screens show', () => {
    const fx = effects();
    setServerReachable(false);
    handleWorkerMessage({ type: 'WRITES_SENT', count: 2 }, fx);
    expect(getToasts()[0]).toMatchObject({
      title: 'Back online',
      description: 'The 2 changes you made offline have been saved.',
    });
    expect(sentText(1)).toBe('The change you made offline has been saved.');
    expect(fx.refresh).toHaveBeenCalledOnce();
    expect(isOnline()).toBe(true);
  });
});
