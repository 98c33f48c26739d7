import { afterEach, describe, expect, it } from 'vitest';
import { serviceWorkerEnabled } from './service-worker-client';

const saved = { ...process.env };
afterEach(() => {
  process.env.NODE_ENV = saved.NODE_ENV;
  process.env.PEPPER_MOCK = saved.PEPPER_MOCK;
});

describe("the app's service worker", () => {
  it('runs in the production build', () => {
    process.env.NODE_ENV = 'production';
    process.env.PEPPER_MOCK = '0';
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    expect(serviceWorkerEnabled()).toBe(true);
  });

  it('stays off in development and in the mock mode, where the mock API has its own worker', () => {
    process.env.NODE_ENV = 'development';
    expect(serviceWorkerEnabled()).toBe(false);
    process.env.NODE_ENV = 'production';
    process.env.PEPPER_MOCK = '1';
    expect(serviceWorkerEnabled()).toBe(false);
  });
});
