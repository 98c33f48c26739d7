// The package layers and circles (rules in .dependency-cruiser.cjs): `node scripts/check-layers.mjs` checks the
// repository and exits 1 on any violation; `checkLayers` gives the violations of any tree laid out like it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const platform = createRequire(import.meta.url)('../packages/rspack-config/remotes.json');

/** Every folder whose code is checked: the packages, the server, the shell, each remote and the benchmarks. */
export const CHECKED_FOLDERS = [
  'packages',
  'api',
  platform.shell.dir,
  ...platform.remotes.map((r) => r.dir),
  'bench',
];

/**
 * The imports that break a rule in `folders` of the tree at `cwd`, each as the rule's name and the two modules
 * (for a circle, `cycle` lists its modules).
 */
export function checkLayers({ cwd = root, folders = CHECKED_FOLDERS } = {}) {
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/depcruise'),
    ['--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'json', ...folders],
    { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (result.error) throw result.error;
  if (!result.stdout.trim()) throw new Error(`dependency-cruiser gave no answer: ${result.stderr}`);
  const { summary } = JSON.parse(result.stdout);
  return summary.violations.map((v) => ({
    rule: v.rule.name,
    from: v.from,
    to: v.to,
    ...(v.cycle ? { cycle: v.cycle.map((step) => (typeof step === 'string' ? step : step.name)) } : {}),
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const violations = checkLayers();
  for (const v of violations) console.error(`${v.rule}: ${v.from} → ${v.cycle ? v.cycle.join(' → ') : v.to}`);
  console.log(
    violations.length
      ? `${violations.length} import(s) break the package layers.`
      : 'Package layers: every import points down, and none goes in a circle.',
  );
  process.exit(violations.length ? 1 : 0);
}
