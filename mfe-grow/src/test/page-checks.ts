import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** A Grow page leads back to the menu, as every guide does. */
export function expectBackToMenu() {
  expect(screen.getByRole('link', { name: 'Back to Menu' })).toHaveAttribute('href', '/menu');
}

/** The page's tabs carry these names in this order, and the first one is open. */
export function expectTabs(names: readonly string[]) {
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(names);
  expect(screen.getByRole('tab', { name: names[0] })).toHaveAttribute('aria-selected', 'true');
}

/** The page has one h1, and it reads `title`. */
export function expectOneTitle(title: string) {
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
}
