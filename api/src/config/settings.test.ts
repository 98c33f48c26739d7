import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config-error.js';
import { readSettings, SETTING_NAMES } from './settings.js';

const root = path.resolve(import.meta.dirname, '../../..');

/** The variable names written on `.env.example`'s lines (`NAME=value`, commented or not). */
function envExampleNames(): string[] {
  const text = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
  return [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
}

/** The variable names in the first column of the README's configuration table. */
function readmeNames(): string[] {
  const text = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = text.slice(
    text.indexOf('## Configuration'),
    text.indexOf('\n## ', text.indexOf('## Configuration') + 1),
  );
  const firstColumns = [...section.matchAll(/^\|\s*(`[^|]*)\|/gm)].map((m) => m[1]!);
  return firstColumns.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_<>]*)`/g)].map((m) => m[1]!));
}

const remoteNames = SETTING_NAMES.filter((name) => /^REMOTE_[A-Z]+_URL$/.test(name));

describe('the settings schema is the one list of settings', () => {
  it('names every variable of .env.example, and .env.example names every one of it', () => {
    expect([...envExampleNames()].sort()).toEqual([...SETTING_NAMES].sort());
  });

  it('names every variable of the README’s table, and the table names every one of it', () => {
    const named = readmeNames().flatMap((name) => (name === 'REMOTE_<NAME>_URL' ? remoteNames : [name]));
    expect([...new Set(named)].sort()).toEqual([...SETTING_NAMES].sort());
  });
});

describe('reading the settings', () => {
  it('takes numbers as numbers, fills defaults, and counts an empty variable as unset', () => {
    const settings = readSettings({ PORT: '4000', SERVER_RENDER: '', RATE_LIMIT_MAX: '50' });
    expect(settings.PORT).toBe(4000);
    expect(settings.SERVER_RENDER).toBe('1');
    expect(settings.RATE_LIMIT_MAX).toBe(50);
    expect(settings.REDIS_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc', /PORT="abc" is not accepted: it takes a port number from 1 to 65535/],
    ['PORT', '70000', /PORT="70000" is not accepted/],
    ['RATE_LIMIT_MAX', '0', /RATE_LIMIT_MAX="0" is not accepted: it takes a whole number/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL="loud" is not accepted: it takes fatal, error/],
    [
      'PUBLIC_URL',
      'atlas.example',
      /PUBLIC_URL="atlas.example" is not accepted: it takes the app’s public http\(s\) address/,
    ],
    [
      'DATABASE_URL',
      'postgres://db',
      /DATABASE_URL="postgres:\/\/db" is not accepted: it takes a mysql:\/\/ address/,
    ],
    [
      'SERVER_RENDER',
      'yes',
      /SERVER_RENDER="yes" is not accepted: it takes 0 to leave every page to the browser/,
    ],
  ])('refuses %s=%s with a message naming the variable and what it accepts', (name, value, message) => {
    expect(() => readSettings({ [name]: value })).toThrow(ConfigError);
    expect(() => readSettings({ [name]: value })).toThrow(message);
  });

  it('names every refused variable at once', () => {
    expect(() => readSettings({ PORT: 'abc', REDIS_URL: 'localhost' })).toThrow(
      /PORT="abc".*REDIS_URL="localhost"|REDIS_URL="localhost".*PORT="abc"/,
    );
  });
});

describe('starting the server with a bad setting', () => {
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/server.ts')], {
      env: { PATH: process.env.PATH, DATA_DIR: '/nonexistent', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('stops at PORT=abc with a message naming PORT, before listening or opening a database', () => {
    const result = start({ PORT: 'abc' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Pepper Atlas cannot start: PORT="abc" is not accepted: it takes a port number from 1 to 65535.',
    );
  });

  it('stops at a SESSION_SECRET shorter than 32 characters, saying how long it must be', () => {
    const result = start({ SESSION_SECRET: 'short' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Pepper Atlas cannot start: SESSION_SECRET must be at least 32 characters',
    );
  });
});
