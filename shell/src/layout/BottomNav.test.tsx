import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../test/render';
import { ACTIVE_TAB_BY_PATH } from './active-tab-by-path';
import { BottomNav } from './BottomNav';

const active = () =>
  screen
    .getAllByRole('link')
    .filter((l) => l.getAttribute('aria-current') === 'page')
    .map((l) => l.textContent);

describe('Bottom navigation', () => {
  it.each(ACTIVE_TAB_BY_PATH)('on %s highlights %j', (path, expected) => {
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
