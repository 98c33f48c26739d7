import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { createRequire } from 'node:module';

const REMOTES = createRequire(import.meta.url)('./packages/rspack-config/remotes.json').remotes.map((remote) => remote.dir);

/** A remote may import packages/* and what the shell shares, never another remote or the shell itself. */
function boundariesFor(app) {
  const others = [...REMOTES, 'shell'].filter((name) => name !== app);
  return {
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: others.flatMap((name) => [name, `${name}/*`, `**/${name}/**`]),
              message: 'Remotes never import each other or the shell: share through packages/* instead.',
            },
            {
              group: ['react-router', 'react-router-dom'],
              message: "Import routing from '@pepper/router', the one instance the shell shares.",
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.nx/**', '.test-results/**', '**/test-results/**', '**/playwright-report/**', 'packages/mocks/public/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: Object.fromEntries(
        ['process', 'console', 'require', 'module', 'URL', 'URLSearchParams', '__dirname', 'fetch', 'setTimeout', 'clearTimeout', 'Buffer'].map((g) => [g, 'readonly']),
      ),
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['packages/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  ...[...REMOTES, 'shell'].map(boundariesFor),
  {
    files: ['packages/**/*.{ts,tsx}'],
    ignores: ['packages/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react-router', 'react-router-dom'], message: "Import routing from '@pepper/router'." }] },
      ],
    },
  },
);
