import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const base = process.env.BASE ?? 'http://127.0.0.1:3998';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
for (const route of process.argv.slice(2)) {
  const { lhr } = await lighthouse(`${base}${route}`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
  const a = lhr.audits;
  console.log(`\n## ${route} perf ${Math.round(lhr.categories.performance.score*100)} FCP ${a['first-contentful-paint'].numericValue.toFixed(0)} LCP ${a['largest-contentful-paint'].numericValue.toFixed(0)} TBT ${a['total-blocking-time'].numericValue.toFixed(0)} SI ${a['speed-index'].numericValue.toFixed(0)}`);
  const m = a.metrics.details.items[0];
  console.log(`  observed: FCP ${m.observedFirstContentfulPaint} LCP ${m.observedLargestContentfulPaint} DCL ${m.observedDomContentLoaded} load ${m.observedLoad}`);
  const el = a['largest-contentful-paint-element']?.details?.items ?? [];
  for (const it of el) { if (it.items) for (const x of it.items) console.log('  LCP:', JSON.stringify(x).slice(0, 300)); }
  const lb = a['lcp-breakdown-insight'] ?? a['lcp-phases-insight'];
  if (lb?.details) console.log('  phases:', JSON.stringify(lb.details).slice(0, 600));
  const reqs = a['network-requests'].details.items;
  for (const r of reqs) console.log(`  ${String(Math.round(r.networkRequestTime)).padStart(6)}-${String(Math.round(r.networkEndTime)).padStart(6)} ${String(r.transferSize).padStart(7)} ${r.priority?.padEnd(8)} ${r.resourceType?.padEnd(10)} ${r.url.replace(base, '').slice(0, 90)}`);
  const rb = a['render-blocking-resources']?.details?.items ?? a['render-blocking-insight']?.details?.items ?? [];
  for (const r of rb) console.log('  render-blocking:', r.url, r.wastedMs);
}
await chrome.kill();
