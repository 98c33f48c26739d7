import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The schemas are built when their module loads, so a bundler keeps every schema of a module the app imports
 * anything from, and TypeBox with them. The app (the shell, the remotes and the packages they are built from)
 * takes values from the contract only where no module on the way imports TypeBox: the endpoint table, the
 * word lists, the limits, the address and query helpers. Types cost nothing and may come from anywhere.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const CONTRACT = path.join(ROOT, 'packages/contract/src');
const APP_FOLDERS = [
  'shell/src',
  'packages/client/src',
  'packages/ui/src',
  'packages/router/src',
  'packages/domain/src',
  'packages/search/src',
  'packages/content/src',
  ...fs
    .readdirSync(ROOT)
    .filter((name) => name.startsWith('mfe-'))
    .map((name) => `${name}/src`),
];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test', 'testing']);
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.(test|spec)\.[a-z]+$/;

function sourceFiles(dir: string, found: string[] = []): string[] {
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) sourceFiles(full, found);
    } else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) {
      found.push(full);
    }
  }
  return found;
}

/** The names a source imports or re-exports as values from `from`; `*` when it takes the whole module. */
function valuesImported(text: string, from: string): string[] {
  const quoted = `['"]${from.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"]`;
  const named = new RegExp(`(?:import|export)\\s+(?!type\\b)\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g');
  const whole = new RegExp(`(?:import|export)\\s+(?!type\\b)\\*[^;]*?from\\s*${quoted}`);
  const names = [...text.matchAll(named)].flatMap(([, list]) =>
    list
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]),
  );
  return whole.test(text) ? [...names, '*'] : names;
}

const contractModules = fs
  .readdirSync(CONTRACT)
  .filter((name) => SOURCE.test(name) && !TEST.test(name) && name !== 'index.ts');
const textOf = (module: string) => fs.readFileSync(path.join(CONTRACT, module), 'utf8');
const relativeImports = (text: string) =>
  [...text.matchAll(/(?:import|export)\s+(?!type\b)[^;]*?from\s*'\.\/([\w-]+)\.js'/g)].map(
    ([, name]) => `${name}.ts`,
  );

/** Whether loading the contract module loads TypeBox, itself or through the modules it imports. */
function loadsTypeBox(module: string, seen = new Set<string>()): boolean {
  if (seen.has(module)) return false;
  seen.add(module);
  const text = textOf(module);
  return (
    valuesImported(text, 'typebox').length > 0 ||
    relativeImports(text).some((imported) => loadsTypeBox(imported, seen))
  );
}

/** The contract module that declares each exported value. */
const declaringModule = new Map(
  contractModules.flatMap((module) =>
    [...textOf(module).matchAll(/^export (?:const|function|class) (\w+)/gm)].map(([, name]) => [
      name,
      module,
    ]),
  ),
);

describe('the app takes from the contract only what loads no schemas', () => {
  it('reads value imports and re-exports, leaving types out', () => {
    const text = [
      "import { endpoints, pathTo, type Pepper } from '@pepper/contract';",
      "import type { Recipe } from '@pepper/contract';",
      "export { PEPPER_PAGE_SIZE as PAGE } from '@pepper/contract';",
      "import * as contract from '@pepper/contract';",
    ].join('\n');
    expect(valuesImported(text, '@pepper/contract')).toEqual([
      'endpoints',
      'pathTo',
      'PEPPER_PAGE_SIZE',
      '*',
    ]);
  });

  it('knows which contract modules load TypeBox', () => {
    expect(loadsTypeBox('routes.ts')).toBe(true);
    expect(loadsTypeBox('schemas.ts')).toBe(true);
    expect(loadsTypeBox('endpoint-paths.ts')).toBe(false);
    expect(loadsTypeBox('page-reads.ts')).toBe(false);
    expect(loadsTypeBox('list-queries.ts')).toBe(false);
  });

  it('finds no value of the app from a module that loads TypeBox', () => {
    const files = APP_FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(100);
    const offending = files.flatMap((file) =>
      valuesImported(fs.readFileSync(file, 'utf8'), '@pepper/contract')
        .filter((name) => {
          const module = declaringModule.get(name);
          return !module || loadsTypeBox(module);
        })
        .map((name) => `${path.relative(ROOT, file)}: ${name} (${declaringModule.get(name) ?? 'not found'})`),
    );
    expect(offending).toEqual([]);
  });
});
