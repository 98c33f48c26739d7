// `npm test`: formatting, the package layers, then every suite (domain, contract, content, API on SQLite and
// MySQL, components, end to end in Chromium), then one closing line adding up every runner's counts.
import fs from 'node:fs';
import path from 'node:path';
import { buildApps, ensureInstalled, root, run } from './lib.mjs';

const reportDir = path.join(root, '.test-results');
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });
const env = { PEPPER_TEST_REPORT_DIR: reportDir };

ensureInstalled();
const failures = [];
const step = (name, cmd, args, extraEnv = {}) => {
  console.log(`\n=== ${name}`);
  if (run(cmd, args, { env: { ...env, ...extraEnv } }) !== 0) failures.push(name);
};

step('formatting', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
step('package layers', 'node', ['scripts/check-layers.mjs']);
step('typecheck', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--outputStyle=static', '--skip-nx-cache']);
step('lint', 'npx', ['nx', 'run-many', '-t', 'lint', '--outputStyle=static', '--skip-nx-cache']);
step('unit, API and component tests', 'npx', [
  'nx',
  'run-many',
  '-t',
  'test',
  '--outputStyle=static',
  '--skip-nx-cache',
]);
buildApps();
step('end to end (Chromium)', 'npx', ['playwright', 'test', '-c', 'packages/e2e/playwright.config.ts']);

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.readdirSync(reportDir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(reportDir, file), 'utf8'));
  if (file.startsWith('vitest-')) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
    skipped += report.stats.skipped ?? 0;
  }
}
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
if (failures.length && failed === 0) failed = failures.length;
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length || failed ? 1 : 0);
