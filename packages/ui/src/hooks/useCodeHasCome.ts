import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * Whether the page's code is running: false while the server renders the page and while the browser hydrates
 * it, true from the render after. A control that can only work with the code (the camera, the device's location)
 * is shown disabled and busy until then, so a tap before the code has loaded is never silently lost.
 */
export function useCodeHasCome(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
