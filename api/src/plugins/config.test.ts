import { buildApp } from '../app.js';
import { checkConfig, loadConfig, parseTrustProxy } from '../config/app-config.js';
import { ConfigError } from '../config/config-error.js';

describe('TRUST_PROXY', () => {
  it('takes a hop count or the proxies’ addresses, and is off when empty', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
  });

  it('refuses "true", which would believe any address a client names', () => {
    expect(() => parseTrustProxy('true')).toThrow(ConfigError);
  });
});

describe('settings that cannot work together', () => {
  it('refuse an https PUBLIC_URL without TRUST_PROXY, where sign-in would silently set no cookie', async () => {
    const config = loadConfig({ PUBLIC_URL: 'https://atlas.example' });
    expect(() => checkConfig(config)).toThrow(/TRUST_PROXY/);
    await expect(
      buildApp({ env: { PUBLIC_URL: 'https://atlas.example', DATA_DIR: '/nonexistent' } }),
    ).rejects.toThrow(ConfigError);
  });

  it('accept an https PUBLIC_URL behind a trusted proxy, and plain http without one', () => {
    expect(() =>
      checkConfig(loadConfig({ PUBLIC_URL: 'https://atlas.example', TRUST_PROXY: '1' })),
    ).not.toThrow();
    expect(() => checkConfig(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }))).not.toThrow();
  });
});
