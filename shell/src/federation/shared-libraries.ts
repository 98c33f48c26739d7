import * as queryCore from '@tanstack/query-core';
import { version as queryCoreVersion } from '@tanstack/query-core/package.json';
import * as reactQuery from '@tanstack/react-query';
import { version as reactQueryVersion } from '@tanstack/react-query/package.json';
import * as router from '@pepper/router';
import * as connection from '@pepper/ui/connection';
import * as toast from '@pepper/ui/toast';
import React from 'react';
import ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import type { createInstance } from '@module-federation/enhanced/runtime';

type Shared = NonNullable<Parameters<typeof createInstance>[0]['shared']>;

/**
 * The shell's own copies of the libraries that hold state, shared with every remote (the `shared` list in
 * packages/rspack-config): one React, one router context, one query client, one toast store, one connection.
 * A remote takes the copy already loaded over its own.
 */
export function sharedLibraries(): Shared {
  const one = (version: string, lib: object) => ({
    version,
    lib: () => lib,
    shareConfig: { singleton: true, requiredVersion: false as const },
  });
  return {
    react: one(React.version, React),
    'react/jsx-runtime': one(React.version, jsxRuntime),
    'react-dom': one(ReactDOM.version, ReactDOM),
    '@tanstack/query-core': one(queryCoreVersion, queryCore),
    '@tanstack/react-query': one(reactQueryVersion, reactQuery),
    '@pepper/router': one('1.0.0', router),
    '@pepper/ui/toast': one('1.0.0', toast),
    '@pepper/ui/connection': one('1.0.0', connection),
  };
}
