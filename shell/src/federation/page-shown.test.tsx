import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  afterPageSettled,
  afterReadsAnswered,
  PageShown,
  READS_LATEST_MS,
  SETTLE_GRACE_MS,
} from './page-shown';

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

/** Runs the next two animation frames' callbacks: a frame painted. */
function paintFrame() {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersToNextFrame();
}

/** A frame painted, and the grace after it. */
async function paintFrameAndWait() {
  paintFrame();
  await vi.advanceTimersByTimeAsync(SETTLE_GRACE_MS);
}

describe('work that can wait starts once the page a visitor is waiting for is up', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it('on a remote page: a while after the document has loaded, the page has rendered and that frame is painted', async () => {
    const loaded = documentLoading();
    const then = vi.fn();
    afterPageSettled('/glossary', then);
    loaded();
    await paintFrameAndWait();
    expect(then).not.toHaveBeenCalled();
    render(<PageShown page="guides/Glossary" />);
    expect(then).not.toHaveBeenCalled();
    paintFrame();
    await vi.advanceTimersByTimeAsync(SETTLE_GRACE_MS - 1);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(then).toHaveBeenCalledOnce();
  });

  it('with the query client: only once the page’s reads under way are answered, and that frame painted', async () => {
    const queryClient = new QueryClient();
    let answer!: (value: string) => void;
    void queryClient.fetchQuery({
      queryKey: ['plans'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const then = vi.fn();
    afterPageSettled('/premium', then, queryClient);
    render(<PageShown page="premium/PremiumPage" />);
    await paintFrameAndWait();
    expect(then).not.toHaveBeenCalled();
    answer('plans');
    await vi.advanceTimersByTimeAsync(1);
    expect(then).not.toHaveBeenCalled();
    await paintFrameAndWait();
    expect(then).toHaveBeenCalledOnce();
  });

  it("on the shell's own pages: once the document has loaded and a frame is painted", async () => {
    const loaded = documentLoading();
    const then = vi.fn();
    afterPageSettled('/', then);
    await paintFrameAndWait();
    expect(then).not.toHaveBeenCalled();
    loaded();
    expect(then).not.toHaveBeenCalled();
    await paintFrameAndWait();
    expect(then).toHaveBeenCalledOnce();
  });

  it('not at all once cancelled, also while it waits for the paint', async () => {
    const then = vi.fn();
    const cancel = afterPageSettled('/peppers', then);
    cancel();
    render(<PageShown page="catalog/PepperList" />);
    await paintFrameAndWait();
    expect(then).not.toHaveBeenCalled();

    const waiting = afterPageSettled('/', then);
    waiting();
    await paintFrameAndWait();
    expect(then).not.toHaveBeenCalled();
  });
});

describe('work that waits for a page’s first reads', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  function slowRead(queryClient: QueryClient) {
    let answer!: (value: string) => void;
    void queryClient.fetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    return (value: string) => answer(value);
  }

  it('starts once no read is under way', async () => {
    const queryClient = new QueryClient();
    const answer = slowRead(queryClient);
    const then = vi.fn();
    afterReadsAnswered(queryClient, then);
    expect(then).not.toHaveBeenCalled();
    answer('ready');
    await vi.advanceTimersByTimeAsync(1);
    expect(then).toHaveBeenCalledOnce();
  });

  it('starts at once when nothing is being read, and once only', async () => {
    const queryClient = new QueryClient();
    const then = vi.fn();
    afterReadsAnswered(queryClient, then);
    expect(then).toHaveBeenCalledOnce();
    await queryClient.fetchQuery({ queryKey: ['later'], queryFn: () => 'x' });
    await vi.advanceTimersByTimeAsync(READS_LATEST_MS);
    expect(then).toHaveBeenCalledOnce();
  });

  it('does not wait for a read that never answers longer than its limit, nor at all once cancelled', async () => {
    const queryClient = new QueryClient();
    slowRead(queryClient);
    const then = vi.fn();
    afterReadsAnswered(queryClient, then);
    const cancelled = vi.fn();
    afterReadsAnswered(queryClient, cancelled)();
    await vi.advanceTimersByTimeAsync(READS_LATEST_MS - 1);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(then).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
