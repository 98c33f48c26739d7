import path from 'node:path';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * The one vitest setup every project uses. `npm test` sets PEPPER_TEST_REPORT_DIR so each project also
 * writes a JSON report that the runner adds up into one closing line.
 */
export function projectConfig(
  dir: string,
  options: { dom?: boolean; setupFiles?: string[]; timeoutMs?: number } = {},
): ViteUserConfig {
  const reportDir = process.env.PEPPER_TEST_REPORT_DIR;
  const name = path.basename(dir);
  return defineConfig({
    oxc: { jsx: { runtime: 'automatic' } },
    test: {
      root: dir,
      include: ['src/**/*.test.{ts,tsx}'],
      environment: options.dom ? 'jsdom' : 'node',
      globals: true,
      setupFiles: [
        ...(options.dom ? [path.join(import.meta.dirname, 'vitest.dom-setup.ts')] : []),
        ...(options.setupFiles ?? []),
      ],
      testTimeout: options.timeoutMs ?? 15_000,
      // A file's setup (a fresh MySQL database with its schema, on a machine running two files at once) gets
      // the same time as a test.
      hookTimeout: options.timeoutMs ?? 15_000,
      pool: 'forks',
      maxWorkers: 2,
      reporters: reportDir
        ? ['default', ['json', { outputFile: path.join(reportDir, `vitest-${name}.json`) }]]
        : ['default'],
    },
  });
}
