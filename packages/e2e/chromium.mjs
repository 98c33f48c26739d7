/**
 * The one Chromium every browser run here uses (Playwright's tests, the bundle bench, Lighthouse): the system's
 * build, with the flags that keep its own background traffic (updates, QUIC probes, GPU) out of what is measured.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
]);

/** Playwright's launch options for that Chromium, with any flags a caller needs on top. */
export function chromiumLaunchOptions(extraArgs = []) {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] };
}

/** That Chromium, headless, started through playwright-core. */
export async function launchChromium(extraArgs = []) {
  const { chromium } = await import('playwright-core');
  return chromium.launch(chromiumLaunchOptions(extraArgs));
}
