import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('work left for an idle moment', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs when the browser says it is idle, unless cancelled first', () => {
    const idle = new Map<number, () => void>();
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.set(idle.size + 1, cb).size);
    vi.stubGlobal('cancelIdleCallback', (id: number) => idle.delete(id));
    const work = vi.fn();
    whenIdle(work, 1000);
    const cancel = whenIdle(work, 1000);
    cancel();
    idle.forEach((run) => run());
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback time where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const work = vi.fn();
    whenIdle(work, 1500);
    vi.advanceTimersByTime(1499);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
