import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../test/render';
import { BottomNav } from './BottomNav';

const active = () =>
  screen
    .getAllByRole('link')
    .filter((l) => l.getAttribute('aria-current') === 'page')
    .map((l) => l.textContent);

describe('Bottom navigation', () => {
  it.each([
    ['/', ['Home']],
    ['/peppers', ['Search']],
    ['/peppers/3001', ['Search']],
    ['/grow/climate', ['Grow']],
    ['/menu', ['Menu']],
    ['/recipes/4', ['Menu']],
    ['/tools/heat-calc', ['Menu']],
    ['/glossary', []],
  ])('on %s highlights %j', (path, expected) => {
    renderWithShell(<BottomNav />, { path });
    expect(active()).toEqual(expected);
  });

  it('has four tabs to /, /peppers, /grow and /menu', () => {
    renderWithShell(<BottomNav />);
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/',
      '/peppers',
      '/grow',
      '/menu',
    ]);
  });
});
