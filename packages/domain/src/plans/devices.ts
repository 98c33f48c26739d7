/**
 * A signed-in session's browser and system in plain words ("Chrome on Android"), read from its User-Agent
 * header. Only the common browsers and systems are named; anything else is "Unknown browser" or "unknown
 * device", never a guess. Order matters: Edge, Opera and Samsung Internet also call themselves Chrome and
 * Safari, and Chrome on iOS calls itself Safari.
 */
import { counted } from '../numbers';

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOPiOS\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  // HeadlessChrome: Chrome run by a program (a test, a link preview) names itself so.
  [/\bCriOS\/|Chrome\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

/** "Firefox on Windows"; "Unknown browser" when the header names none of the known ones. */
export function deviceName(userAgent: string | null | undefined): string {
  const text = userAgent ?? '';
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return `${browser} on an unknown device`;
  if (system) return `A browser on ${system}`;
  return 'Unknown browser';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * When a session was last used, as a person says it. The server keeps the time to within five minutes, so
 * anything under ten is "Active now"; a month on, the date (UTC, written out without the browser's locale data).
 */
export function lastSeenText(lastSeenAt: string, now: Date): string {
  const then = new Date(lastSeenAt);
  const ago = now.getTime() - then.getTime();
  if (ago < 10 * MINUTE) return 'Active now';
  if (ago < HOUR) return `Last seen ${counted(Math.floor(ago / MINUTE), 'minute', 'minutes')} ago`;
  if (ago < DAY) return `Last seen ${counted(Math.floor(ago / HOUR), 'hour', 'hours')} ago`;
  if (ago < 2 * DAY) return 'Last seen yesterday';
  if (ago < 30 * DAY) return `Last seen ${Math.floor(ago / DAY)} days ago`;
  return `Last seen on ${then.getUTCDate()} ${MONTHS[then.getUTCMonth()]} ${then.getUTCFullYear()}`;
}
