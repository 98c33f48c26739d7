import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnline, setServerReachable, useOnline } from './connection-store';

afterEach(() => {
  setServerReachable(true);
  vi.restoreAllMocks();
});

describe('the connection every screen reads', () => {
  it('is online while the browser is and the server answers', () => {
    expect(isOnline()).toBe(true);
    setServerReachable(false);
    expect(isOnline()).toBe(false);
  });

  it('follows the browser going offline and coming back', () => {
    const { result } = renderHook(() => useOnline());
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(result.current).toBe(false);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current).toBe(true);
  });

  it('follows the server becoming unreachable and reachable again', () => {
    const { result } = renderHook(() => useOnline());
    act(() => setServerReachable(false));
    expect(result.current).toBe(false);
    act(() => setServerReachable(true));
    expect(result.current).toBe(true);
  });
});
