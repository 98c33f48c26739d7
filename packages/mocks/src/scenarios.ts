/**
 * QA scenarios for the mocked API. In the browser they are chosen with ?mock=<scenario> (remembered in
 * localStorage); in tests with setScenario().
 */
export const SCENARIOS = [
  'signed-out',
  'free',
  'premium',
  'pro',
  'admin',
  'empty',
  'server-error',
  'slow',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

let current: Scenario = 'signed-out';

export function setScenario(next: Scenario) {
  current = next;
}

export function getScenario(): Scenario {
  return current;
}

export function isScenario(value: unknown): value is Scenario {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}

export function planFor(scenario: Scenario): 'free' | 'premium' | 'pro' | null {
  switch (scenario) {
    case 'free':
      return 'free';
    case 'premium':
      return 'premium';
    case 'pro':
    case 'admin':
      return 'pro';
    default:
      return null;
  }
}
