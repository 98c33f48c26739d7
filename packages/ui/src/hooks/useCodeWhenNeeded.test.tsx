import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCodeWhenNeeded } from './useCodeWhenNeeded';

describe('code fetched when it is needed', () => {
  it('is not fetched while it is not needed', () => {
    const load = vi.fn(async () => 'engine');
    const { result } = renderHook(() => useCodeWhenNeeded(load, false));
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toBeUndefined();
  });

  it('is fetched once it is needed, and kept', async () => {
    const load = vi.fn(async () => 'engine');
    const { result, rerender } = renderHook(({ needed }) => useCodeWhenNeeded(load, needed), {
      initialProps: { needed: false },
    });
    rerender({ needed: true });
    await waitFor(() => expect(result.current).toBe('engine'));
    rerender({ needed: false });
    expect(result.current).toBe('engine');
    expect(load).toHaveBeenCalledOnce();
  });

  it('stays away when its fetch fails', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const { result } = renderHook(() => useCodeWhenNeeded(load, true));
    await waitFor(() => expect(load).toHaveBeenCalledOnce());
    expect(result.current).toBeUndefined();
  });
});
