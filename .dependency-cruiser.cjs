/**
 * The package layers (docs/architecture.md): imports only point down, and nothing imports in a circle.
 * `node scripts/check-layers.mjs` (a step of `npm test`) checks the tree against these rules.
 */
const path = require('node:path');

/**
 * Lowest first. A part may import its own layer's parts only where `may` says so, and any layer below.
 * The platform's build setup and list of remotes (packages/rspack-config) is data every layer may read.
 */
const LAYERS = [
  {
    name: 'foundations',
    parts: ['packages/contract', 'packages/domain', 'packages/content'],
    // The contract imports none of ours; the domain uses the contract's words; content is written in both.
    may: {
      'packages/domain': ['packages/contract'],
      'packages/content': ['packages/contract', 'packages/domain'],
    },
  },
  {
    name: 'shared logic',
    parts: ['packages/search', 'packages/client', 'packages/router'],
    // A page's first reads are found by the router's own matching of its address.
    may: { 'packages/client': ['packages/router'] },
  },
  { name: 'libraries and server', parts: ['packages/ui', 'packages/mocks', 'api'], may: {} },
  { name: 'apps', parts: ['shell', 'mfe-[^/]+'], may: {} },
  {
    name: 'tools',
    parts: ['packages/e2e', 'bench'],
    // The bench starts the production server and Chromium the way the end-to-end tests do.
    may: { bench: ['packages/e2e'] },
  },
];

const pattern = (parts) => `^(${parts.join('|')})/`;

const TEST_FILE = '\\.(test|spec)\\.tsx?$';
/** Tests of any layer may serve their calls with the mock API. */
const TEST_SUPPORT = 'packages/mocks';

/** What each part may not import: every layer above it, and the parts of its own layer it is not given. */
const layerRules = LAYERS.flatMap((layer, index) => {
  const above = LAYERS.slice(index + 1).flatMap((l) => l.parts);
  return layer.parts.flatMap((part) => {
    const siblings = layer.parts.filter((p) => p !== part && !(layer.may[part] ?? []).includes(p));
    const forbidden = [...above, ...siblings];
    const rule = (name, from, to) => ({
      name: `layers: ${part.replace('[^/]+', '*')}${name}`,
      comment: `${part} (${layer.name}) imports only from the layers below it${
        layer.may[part] ? ` and ${layer.may[part].join(', ')}` : ''
      }.`,
      severity: 'error',
      from,
      to: { path: pattern(to) },
    });
    const forTests = forbidden.filter((p) => p !== TEST_SUPPORT);
    return [
      rule('', { path: pattern([part]), pathNot: TEST_FILE }, forbidden),
      rule(' (tests)', { path: `${pattern([part])}.*${TEST_FILE}` }, forTests),
    ].filter((r) => r.to.path !== '^()/');
  });
});

/**
 * The API's own layers, top to bottom: HTTP (the app, its plugins and routes, the server and the CLI) →
 * services (the app's work, free of Fastify) → db and lib (the database, shared helpers and the settings).
 * Tests may reach across, to build an app around what they test.
 */
const API_HTTP = '^api/src/(app|server)\\.ts$|^api/src/(routes|plugins|cli)/';
const API_SERVICES = '^api/src/services/';
const apiLayerRules = [
  {
    name: 'api layers: services',
    comment: 'A service does the app’s work without HTTP: it imports no route, plugin, app or server.',
    severity: 'error',
    from: { path: API_SERVICES, pathNot: TEST_FILE },
    to: { path: API_HTTP },
  },
  {
    name: 'api layers: db and lib',
    comment: 'The database, lib and the settings sit under the services: they import none of them, nor HTTP.',
    severity: 'error',
    from: { path: '^api/src/(db|lib|config)/', pathNot: TEST_FILE },
    to: { path: `${API_HTTP}|${API_SERVICES}` },
  },
];

/**
 * The contract's schemas are built when their module loads, so a bundler keeps every schema of a module the app
 * imports a value from, and TypeBox with them. These modules build schemas; every other module of the contract
 * is free of TypeBox, and the app (the shell, the remotes and the packages they are built from) takes values
 * only from those, each by its own subpath (`@pepper/contract/endpoint-paths`), since the package's index
 * re-exports the schemas too. Types cost nothing and may come from anywhere.
 */
const CONTRACT = '^packages/contract/src/';
const SCHEMA_MODULES = [
  'account',
  'garden',
  'identify',
  'idempotency',
  'orders',
  'ratings',
  'route-parts',
  'routes',
  'schema-parts',
  'schemas',
  'seeds',
  'weather',
];
const CONTRACT_SCHEMAS = `${CONTRACT}(${SCHEMA_MODULES.join('|')})\\.ts$`;
const APP_CODE = '^(shell|mfe-[^/]+|packages/(client|ui|router|domain|search|content))/src/';
const NOT_APP_CODE = `${TEST_FILE}|/(test|testing)/`;
// A type-only import loads nothing at run time.
const TYPE_ONLY = ['type-only'];
const appSchemaRules = [
  {
    name: 'the app loads no schemas',
    comment: 'App code takes no value from a contract module that builds schemas: it would ship TypeBox.',
    severity: 'error',
    from: { path: APP_CODE, pathNot: NOT_APP_CODE },
    to: { path: CONTRACT_SCHEMAS, dependencyTypesNot: TYPE_ONLY },
  },
  {
    name: 'the app names the contract module it takes a value from',
    comment: 'The contract’s index re-exports the schemas: app code takes values by the module’s subpath.',
    severity: 'error',
    from: { path: APP_CODE, pathNot: NOT_APP_CODE },
    to: { path: `${CONTRACT}index\\.ts$`, dependencyTypesNot: TYPE_ONLY },
  },
  {
    name: 'only the contract’s schema modules load TypeBox',
    comment: 'A contract module outside SCHEMA_MODULES loads neither TypeBox nor a schema module.',
    severity: 'error',
    from: { path: CONTRACT, pathNot: `${CONTRACT_SCHEMAS}|${CONTRACT}index\\.ts$|${TEST_FILE}` },
    to: { path: `(^|/)node_modules/typebox/|${CONTRACT_SCHEMAS}`, dependencyTypesNot: TYPE_ONLY },
  },
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A module never imports itself through others: split out what both sides need.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    ...apiLayerRules,
    ...appSchemaRules,
    {
      name: 'remotes stay apart',
      comment: 'A remote never imports another remote or the shell: what two apps share lives in packages/.',
      severity: 'error',
      from: { path: '^(mfe-[^/]+)/' },
      to: { path: '^(mfe-[^/]+|shell)/', pathNot: '^$1/' },
    },
    {
      name: 'the shell loads remotes at run time',
      comment: 'The shell reaches a remote through Module Federation, never by importing its code.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: '^mfe-[^/]+/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // TypeBox stays in the graph, unfollowed, so that the rules can see which modules load it.
    exclude: { path: '(^|/)(dist|\\.nx|test-results|\\.test-results)/|(^|/)node_modules/(?!typebox/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.base.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
