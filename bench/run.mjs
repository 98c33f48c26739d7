// `npm run bench`: figures, not pass/fail unit tests. Exits non-zero when a budget or goal is missed.
import { runApiBench } from './api.mjs';
import { runBundleBench } from './bundle.mjs';
import { runClusterBench } from './cluster.mjs';
import { runHostileBench } from './hostile.mjs';
import { runHydrateBench } from './hydrate.mjs';
import { runSearchBench } from './search.mjs';
import { runIdentifyBench } from './identify.mjs';
import { runKeyedWritesBench } from './keyed-writes.mjs';
import { runLighthouseBench } from './lighthouse.mjs';
import { runServerRenderBench } from './server-render.mjs';

const only = process.argv[2];
const failures = [];
if (!only || only === 'bundle') failures.push(...(await runBundleBench()));
// Lighthouse times the page's tasks on this machine and scales them to a phone: it runs before the load tests,
// whose work (the database catching up, the processes they leave winding down) would be counted as the page's.
if (!only || only === 'lighthouse') failures.push(...(await runLighthouseBench()));
// The hydration bench measures pages the same way, so it also runs before the load tests.
if (!only || only === 'hydrate') failures.push(...(await runHydrateBench()));
if (!only || only === 'api') failures.push(...(await runApiBench()));
if (!only || only === 'hostile') failures.push(...(await runHostileBench()));
if (!only || only === 'search') failures.push(...(await runSearchBench()));
if (!only || only === 'identify') failures.push(...(await runIdentifyBench()));
if (!only || only === 'render') failures.push(...(await runServerRenderBench()));
if (!only || only === 'cluster') failures.push(...(await runClusterBench()));
if (!only || only === 'keyed-writes') failures.push(...(await runKeyedWritesBench()));
if (failures.length) {
  console.log(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll budgets and goals met.');
