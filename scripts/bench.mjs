// `npm run bench`: build what is stale, then print the bundle budgets and API throughput ratios.
import { buildApps, ensureInstalled, run } from './lib.mjs';

ensureInstalled();
buildApps();
process.exit(run('node', ['bench/run.mjs', ...process.argv.slice(2)]));
