import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, resetToasts, toast, TOAST_REMOVE_DELAY_MS, useToasts } from './toast-store';

afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('show at most one at once, the newest', () => {
    toast({ title: 'First' });
    toast({ title: 'Second' });
    expect(getToasts().map((t) => t.title)).toEqual(['Second']);
  });

  it('are removed 1,000,000 ms after dismissal, not before', () => {
    vi.useFakeTimers();
    const { id } = toast({ title: 'Saved' });
    dismissToast(id);
    expect(getToasts()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('reach every component that reads the store', () => {
    const { result } = renderHook(() => useToasts());
    act(() => void toast({ title: 'Payment Successful', description: 'Welcome to the Pro plan' }));
    expect(result.current[0]).toMatchObject({
      title: 'Payment Successful',
      description: 'Welcome to the Pro plan',
      open: true,
    });
  });
});
