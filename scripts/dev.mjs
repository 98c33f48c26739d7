// `npm run dev`: the API plus the shell and every remote on their own hot-reloading dev servers.
// `npm run dev:mock`: the same front end answered by the MSW mocks in the browser, with no API.
import { APPS, ensureInstalled, start } from './lib.mjs';

const mock = process.argv.includes('--mock');
ensureInstalled();
const children = [];
if (!mock) children.push(start('npx', ['tsx', 'watch', 'api/src/server.ts'], { env: { PORT: '3000' } }));
for (const app of APPS) {
  children.push(
    start('npx', ['rspack', 'serve', '--mode', 'development'], {
      cwd: new URL(`../${app}/`, import.meta.url).pathname,
      env: { NODE_ENV: 'development', PEPPER_MOCK: mock ? '1' : '0' },
    }),
  );
}
console.log(
  `Shell: http://localhost:3001${mock ? ' (mock API: pick a scenario with ?mock=free, premium, pro, admin, signed-out, empty, server-error or slow)' : ''}`,
);
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
