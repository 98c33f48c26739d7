import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const REMOTES = createRequire(import.meta.url)('./packages/rspack-config/remotes.json').remotes.map(
  (remote) => remote.dir,
);

const APPS = [...REMOTES, 'shell'];

/** The feature folders of an app: src/features/<name>. */
const featuresOf = (app) => {
  const dir = new URL(`./${app}/src/features/`, import.meta.url);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
};

/** A remote may import packages/* and what the shell shares, never another remote or the shell itself. */
function appPatterns(app) {
  const others = APPS.filter((name) => name !== app);
  return [
    {
      group: others.flatMap((name) => [name, `${name}/*`, `**/${name}/**`]),
      message: 'Remotes never import each other or the shell: share through packages/* instead.',
    },
    {
      group: ['react-router', 'react-router-dom'],
      message: "Import routing from '@pepper/router', the one instance the shell shares.",
    },
  ];
}

/**
 * Inside an app, a feature never imports a sibling feature: shared pieces live in src/components (and pages
 * compose features). Tests may bring features together.
 */
function featurePatterns(app, feature) {
  const siblings = featuresOf(app).filter((name) => name !== feature);
  if (!siblings.length) return [];
  return [
    {
      group: siblings.flatMap((name) => [
        `../${name}`,
        `../${name}/**`,
        `../../${name}/**`,
        `../../../${name}/**`,
        `**/features/${name}/**`,
      ]),
      message: 'Features do not import each other: move the shared piece to src/components.',
    },
  ];
}

function boundariesFor(app) {
  const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  return [
    { files: [`${app}/**/*.{ts,tsx}`], rules: rule(appPatterns(app)) },
    ...featuresOf(app).map((feature) => ({
      files: [`${app}/src/features/${feature}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: rule([...appPatterns(app), ...featurePatterns(app, feature)]),
    })),
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.nx/**',
      '.test-results/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/mocks/public/**',
    ],
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
        [
          'process',
          'console',
          'require',
          'module',
          'URL',
          'URLSearchParams',
          '__dirname',
          'fetch',
          'AbortSignal',
          'setTimeout',
          'clearTimeout',
          'Buffer',
        ].map((g) => [g, 'readonly']),
      ),
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['packages/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  ...APPS.flatMap(boundariesFor),
  {
    files: ['packages/**/*.{ts,tsx}'],
    ignores: ['packages/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react-router', 'react-router-dom'], message: "Import routing from '@pepper/router'." },
          ],
        },
      ],
    },
  },
);
