// @vitest-environment jsdom
/* global document -- the tests render into jsdom */
import { act, createElement, Suspense, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isTakenOverByReact, median, seconds } from './hydrate-timing.mjs';

globalThis.IS_REACT_ACT_ENVIRONMENT = true;

describe('the middle of the runs', () => {
  it('is the middle value, whatever order the runs came in', () => {
    expect(median([1.7, 1.2, 1.5])).toBe(1.5);
  });

  it('counts a run that measured nothing as the slowest', () => {
    expect(median([NaN, 1.2, 1.5])).toBe(1.5);
    expect(median([NaN, NaN, 1.5])).toBe(Infinity);
  });

  it('is nothing when there were no runs', () => {
    expect(median([])).toBeNaN();
  });

  it('is written in seconds, or as a dash when the page never got there', () => {
    expect(seconds(1234)).toBe('1.23 s');
    expect(seconds(Infinity)).toBe('—');
  });
});

describe("a page's heading", () => {
  const heading = createElement('h1', null, 'Pepper Atlas');

  function serverRendered(element) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    return container;
  }

  it('is not taken over while only the server has rendered it', () => {
    const container = serverRendered(heading);
    expect(isTakenOverByReact(container.querySelector('h1'))).toBe(false);
    expect(isTakenOverByReact(null)).toBe(false);
  });

  it('is taken over once React has hydrated it', async () => {
    const container = serverRendered(heading);
    await act(async () => void hydrateRoot(container, heading));
    expect(isTakenOverByReact(container.querySelector('h1'))).toBe(true);
  });

  it('is not taken over while the render that hydrates it waits for the rest of the page', async () => {
    let arrive;
    const rest = new Promise((resolve) => (arrive = resolve));
    const Rest = () => createElement('p', null, use(rest));
    const page = createElement(Suspense, { fallback: null }, heading, createElement(Rest));
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      createElement(Suspense, { fallback: null }, heading, createElement('p', null, 'the rest')),
    );
    document.body.append(container);
    await act(async () => void hydrateRoot(container, page));
    const h1 = container.querySelector('h1');
    expect(Object.keys(h1).some((key) => key.startsWith('__reactProps$'))).toBe(true);
    expect(isTakenOverByReact(h1)).toBe(false);

    await act(async () => arrive('the rest'));
    expect(isTakenOverByReact(h1)).toBe(true);
  });
});
