import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('work that can wait starts once the page a visitor is waiting for is up', () => {
  it('on a remote page: after the document has loaded and the page has rendered', () => {
    const loaded = documentLoading();
    const then = vi.fn();
    afterPageSettled('/glossary', then);
    loaded();
    expect(then).not.toHaveBeenCalled();
    render(<PageShown page="guides/Glossary" />);
    expect(then).toHaveBeenCalledOnce();
  });

  it("on the shell's own pages: once the document has loaded", () => {
    const loaded = documentLoading();
    const then = vi.fn();
    afterPageSettled('/', then);
    expect(then).not.toHaveBeenCalled();
    loaded();
    expect(then).toHaveBeenCalledOnce();
  });

  it('not at all once cancelled', () => {
    const then = vi.fn();
    const cancel = afterPageSettled('/peppers', then);
    cancel();
    render(<PageShown page="catalog/PepperList" />);
    expect(then).not.toHaveBeenCalled();
  });
});
