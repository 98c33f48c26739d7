import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Success = (pos: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (err: { code: number; message: string }) => void;

/** A device location that answers when the test says so (jsdom has none of its own). */
export function fakeGeolocation() {
  const calls: { success: Success; failure: Failure; options: unknown }[] = [];
  const geolocation = {
    getCurrentPosition: vi.fn((success: Success, failure: Failure, options: unknown) =>
      calls.push({ success, failure, options }),
    ),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return {
    calls,
    grant: (latitude: number, longitude: number) =>
      act(() => calls.at(-1)!.success({ coords: { latitude, longitude } })),
    deny: () => act(() => calls.at(-1)!.failure({ code: 1, message: 'User denied Geolocation' })),
  };
}

export function removeGeolocation() {
  delete (navigator as unknown as Record<string, unknown>).geolocation;
}
