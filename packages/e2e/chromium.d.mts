import type { Browser, LaunchOptions } from 'playwright-core';

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare function chromiumLaunchOptions(
  extraArgs?: readonly string[],
): Required<Pick<LaunchOptions, 'executablePath' | 'args'>>;
export declare function launchChromium(extraArgs?: readonly string[]): Promise<Browser>;
