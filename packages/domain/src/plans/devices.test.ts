import { describe, expect, it } from 'vitest';
import { deviceName, lastSeenText } from './devices';

describe('the device a session was opened on, in plain words', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
      'Chrome on iPhone',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
      'Firefox on iPad',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
      'Firefox on Windows',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Safari on Mac',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
      'Opera on Linux',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Chrome on ChromeOS',
    ],
  ])('%s is %s', (ua, name) => expect(deviceName(ua)).toBe(name));

  it('names what it knows and no more', () => {
    expect(deviceName('curl/8.5.0')).toBe('Unknown browser');
    expect(deviceName('')).toBe('Unknown browser');
    expect(deviceName(null)).toBe('Unknown browser');
    expect(deviceName('SomeApp/1.0 (Linux; Android 12)')).toBe('A browser on Android');
    expect(deviceName('Mozilla/5.0 Firefox/127.0')).toBe('Firefox on an unknown device');
  });
});

describe('when a session was last used, in words', () => {
  const now = new Date('2026-11-28T09:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MIN = 60_000;
  it.each([
    [0, 'Active now'],
    [9 * MIN + 59_000, 'Active now'],
    [10 * MIN, 'Last seen 10 minutes ago'],
    [59 * MIN, 'Last seen 59 minutes ago'],
    [60 * MIN, 'Last seen 1 hour ago'],
    [23 * 60 * MIN, 'Last seen 23 hours ago'],
    [24 * 60 * MIN, 'Last seen yesterday'],
    [48 * 60 * MIN, 'Last seen 2 days ago'],
    [29 * 24 * 60 * MIN, 'Last seen 29 days ago'],
    [30 * 24 * 60 * MIN, 'Last seen on 29 Oct 2026'],
  ])('%d ms ago is "%s"', (ms, text) => expect(lastSeenText(ago(ms), now)).toBe(text));
});
