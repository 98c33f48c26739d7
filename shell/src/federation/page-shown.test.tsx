import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageSettled, PageShown } from './page-shown';

function documentLoading() {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  return () => {
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    window.dispatchEvent(new Event('load'));
  };
}

afterEach(() => {
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
});

/** Runs the next animation frame's callbacks and what they queued, as a painted frame would. */
async function paintFrame() {
  vi.advanceTimersToNextFrame();
  await vi.advanceTimersByTimeAsync(1);
}

describe('work that can wait starts once the page a visitor is waiting for is up', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it('on a remote page: after the document has loaded, the page has rendered and that frame is painted', async () => {
    const loaded = documentLoading();
    const then = vi.fn();
    afterPageSettled('/glossary', then);
    loaded();
    await paintFrame();
    expect(then).not.toHaveBeenCalled();
    render(<PageShown page="guides/Glossary" />);
    expect(then).not.toHaveBeenCalled();
    await paintFrame();
    expect(then).toHaveBeenCalledOnce();
  });

  it("on the shell's own pages: once the document has loaded and a frame is painted", async () => {
    const loaded = documentLoading();
    const then = vi.fn();
    afterPageSettled('/', then);
    await paintFrame();
    expect(then).not.toHaveBeenCalled();
    loaded();
    expect(then).not.toHaveBeenCalled();
    await paintFrame();
    expect(then).toHaveBeenCalledOnce();
  });

  it('not at all once cancelled, also while it waits for the paint', async () => {
    const then = vi.fn();
    const cancel = afterPageSettled('/peppers', then);
    cancel();
    render(<PageShown page="catalog/PepperList" />);
    await paintFrame();
    expect(then).not.toHaveBeenCalled();

    const waiting = afterPageSettled('/', then);
    waiting();
    await paintFrame();
    expect(then).not.toHaveBeenCalled();
  });
});
