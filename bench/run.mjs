// `npm run bench`: figures, not pass/fail unit tests. Exits non-zero when a budget or goal is missed.
import { runApiBench } from './api.mjs';
import { runBundleBench } from './bundle.mjs';
import { runClusterBench } from './cluster.mjs';
import { runHostileBench } from './hostile.mjs';
import { runSearchBench } from './search.mjs';
import { runIdentifyBench } from './identify.mjs';
import { runLighthouseBench } from './lighthouse.mjs';
import { runServerRenderBench } from './server-render.mjs';

const only = process.argv[2];
const failures = [];
if (!only || only === 'bundle') failures.push(...(await runBundleBench()));
if (!only || only === 'api') failures.push(...(await runApiBench()));
if (!only || only === 'hostile') failures.push(...(await runHostileBench()));
if (!only || only === 'search') failures.push(...(await runSearchBench()));
if (!only || only === 'identify') failures.push(...(await runIdentifyBench()));
if (!only || only === 'render') failures.push(...(await runServerRenderBench()));
if (!only || only === 'lighthouse') failures.push(...(await runLighthouseBench()));
if (!only || only === 'cluster') failures.push(...(await runClusterBench()));
if (failures.length) {
  console.log(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll budgets and goals met.');
