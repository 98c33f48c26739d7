import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * An API address is spelled once, in its route definition here; the app builds it with pathTo, matches it with
 * pathPattern or matchPath. Only the API's own routes and plugins, the benches, the end-to-end suite and tests
 * may write one out.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', 'test', 'tests', 'bench']);
// The layers fixture is a made-up tree of imports the layer rules must refuse, not app code.
const SKIPPED_PATHS = new Set(['api/src', 'packages/contract', 'packages/e2e', 'scripts/layers-fixture']);
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const TEST = /\.(test|spec)\.[a-z]+$/;

/** The project's own source files, as git lists them: what .gitignore names (builds, data) is not the app's code. */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed.split('\n').filter((file) => {
    if (!SOURCE.test(file) || TEST.test(file) || !fs.existsSync(path.join(ROOT, file))) return false;
    const folders = file.split('/').slice(0, -1);
    return !folders.some(
      (name, i) =>
        name.startsWith('.') ||
        SKIPPED_FOLDERS.has(name) ||
        SKIPPED_PATHS.has(folders.slice(0, i + 1).join('/')),
    );
  });
}

/** The lines of a source text that write an API address, comments aside (they may name an endpoint). */
function literalApiPaths(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  return code
    .split('\n')
    .filter((line) => line.includes('/api/'))
    .map((line) => line.trim());
}

describe('API addresses come from the route definitions', () => {
  it('finds an address written out in code, not one named in a comment', () => {
    expect(literalApiPaths("// GET /api/peppers\nfetch('/api/peppers');")).toEqual([
      "fetch('/api/peppers');",
    ]);
    expect(literalApiPaths('/** GET /api/recipes?pepper=id */\nconst a = `http://localhost/api/x`;')).toEqual(
      ['const a = `http://localhost/api/x`;'],
    );
    expect(literalApiPaths('fetch(pathTo(routes.health)); // not /api/health')).toEqual([]);
  });

  it('no source outside the contract, the API, the benches and the tests writes one out', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const written = files.flatMap((file) =>
      literalApiPaths(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((line) => `${file}: ${line}`),
    );
    expect(written).toEqual([]);
  });
});
