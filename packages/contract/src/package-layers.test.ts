import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLayers } from '../../../scripts/check-layers.mjs';

const fixture = path.resolve(import.meta.dirname, '../../../scripts/layers-fixture');
// dependency-cruiser reads every module of the tree: allow it the time a busy machine takes.
const CRUISE_MS = 120_000;

describe('the package layers check', () => {
  it(
    'reports a foundation importing an app, a circle, a remote importing another and a contract module outside the schemas loading TypeBox, and nothing allowed',
    () => {
      const violations = checkLayers({
        cwd: fixture,
        folders: ['packages', 'shell', 'mfe-catalog', 'mfe-grow'],
      });
      expect(violations.map(({ rule, from, to }) => ({ rule, from, to }))).toEqual(
        expect.arrayContaining([
          { rule: 'layers: packages/domain', from: 'packages/domain/src/rule.ts', to: 'shell/src/page.ts' },
          { rule: 'remotes stay apart', from: 'mfe-catalog/src/list.ts', to: 'mfe-grow/src/plan.ts' },
          {
            rule: 'only the contract’s schema modules load TypeBox',
            from: 'packages/contract/src/limits.ts',
            to: expect.stringMatching(/node_modules\/typebox\//),
          },
        ]),
      );
      const circle = violations.find((v) => v.rule === 'no-circular');
      expect(circle?.cycle?.toSorted()).toEqual([
        'packages/contract/src/garden.ts',
        'packages/contract/src/routes.ts',
      ]);
      expect(violations.some((v) => v.from === 'packages/client/src/reads.ts')).toBe(false);
      expect(violations).toHaveLength(4);
    },
    CRUISE_MS,
  );

  it(
    'reports a service importing a plugin and lib importing a service inside the API, and not a route calling a service',
    () => {
      const violations = checkLayers({ cwd: fixture, folders: ['api'] });
      expect(violations.map(({ rule, from, to }) => ({ rule, from, to }))).toEqual([
        {
          rule: 'api layers: db and lib',
          from: 'api/src/lib/limits.ts',
          to: 'api/src/services/garden/plantings.ts',
        },
        {
          rule: 'api layers: services',
          from: 'api/src/services/garden/plantings.ts',
          to: 'api/src/plugins/errors.ts',
        },
      ]);
    },
    CRUISE_MS,
  );

  it(
    'reports app code taking a value from a schema module or from the contract’s index, and not a type from the index',
    () => {
      const violations = checkLayers({ cwd: fixture, folders: ['packages/client', 'mfe-identify'] });
      expect(violations.map(({ rule, from, to }) => ({ rule, from, to }))).toEqual([
        {
          rule: 'the app loads no schemas',
          from: 'mfe-identify/src/photo.ts',
          to: 'packages/contract/src/schemas.ts',
        },
        {
          rule: 'the app names the contract module it takes a value from',
          from: 'mfe-identify/src/result.ts',
          to: 'packages/contract/src/index.ts',
        },
      ]);
    },
    CRUISE_MS,
  );

  it('finds none in the repository', () => expect(checkLayers()).toEqual([]), CRUISE_MS);
});
