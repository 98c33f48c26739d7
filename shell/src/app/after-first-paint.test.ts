import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, START_AT_THE_LATEST_MS } from './after-first-paint';

/** A browser's paint timing, as far as the starter uses it: the test says when the first contentful paint is. */
class FakePaintObserver {
  static painted: (() => void) | null = null;
  constructor(private readonly callback: PerformanceObserverCallback) {}
  observe() {
    FakePaintObserver.painted = () =>
      this.callback(
        { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) } as never,
        this as never,
      );
  }
  disconnect() {
    FakePaintObserver.painted = null;
  }
}

function serverDocument({ rendered = true } = {}) {
  document.head.innerHTML =
    '<template data-after-paint><link rel="preload" as="script" href="/remotes/catalog/remoteEntry.js"></template>';
  document.body.innerHTML = rendered
    ? '<div id="root"><main><h1>Pepper Database</h1><img src="/api/images/peppers/1000.svg" alt=""></main></div>'
    : '<div id="root"></div>';
}

const scriptsInHead = () =>
  [...document.head.querySelectorAll(':scope > link[as="script"]')].map((l) => l.getAttribute('href'));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('the app starts once the server’s first screen is painted', () => {
  it('waits for the first contentful paint (not for the images), then fetches the page’s scripts and starts', () => {
    serverDocument();
    const start = vi.fn();
    afterFirstPaint(start);
    vi.advanceTimersByTime(100);
    expect(start).not.toHaveBeenCalled();
    expect(scriptsInHead()).toEqual([]);
    FakePaintObserver.painted!();
    expect(start).toHaveBeenCalledTimes(1);
    expect(scriptsInHead()).toEqual(['/remotes/catalog/remoteEntry.js']);
    expect(
      document.querySelector<HTMLTemplateElement>('template[data-after-paint]')!.content.childNodes,
    ).toHaveLength(0);
  });

  it('starts in the first frame after the paint is recorded, before an observer hears of it', () => {
    serverDocument();
    let recorded = false;
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      recorded && name === 'first-contentful-paint' ? ([{}] as PerformanceEntryList) : [],
    );
    const start = vi.fn();
    afterFirstPaint(start);
    vi.advanceTimersByTime(100);
    expect(start).not.toHaveBeenCalled();
    recorded = true;
    vi.advanceTimersToNextFrame();
    expect(start).toHaveBeenCalledTimes(1);
    expect(scriptsInHead()).toEqual(['/remotes/catalog/remoteEntry.js']);
    FakePaintObserver.painted?.();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the document holds no page, as the browser renders it', () => {
    serverDocument({ rendered: false });
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(scriptsInHead()).toEqual(['/remotes/catalog/remoteEntry.js']);
  });

  it('starts at once in a tab opened in the background, which paints nothing until it is shown', () => {
    serverDocument();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts once, after a while at the latest, when no paint is ever reported', () => {
    serverDocument();
    const start = vi.fn();
    afterFirstPaint(start);
    vi.advanceTimersByTime(START_AT_THE_LATEST_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    FakePaintObserver.painted?.();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
