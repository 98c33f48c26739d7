import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/** A few bytes that start like a PNG: enough for the screen to accept and show the file. */
export const photo = (name = 'pepper.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], name, { type: 'image/png' });

/**
 * Keeps the errors the screen logs for failed requests out of the test output; the returned function gives
 * the spy of the running test, so a test can say what was logged.
 */
export function quietConsoleErrors(): () => MockInstance<typeof console.error> {
  let errors: MockInstance<typeof console.error>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());
  return () => errors;
}
