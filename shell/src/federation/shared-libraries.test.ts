import * as reactQuery from '@tanstack/react-query';
import * as router from '@pepper/router';
import * as toast from '@pepper/ui/toast';
import React from 'react';
import { describe, expect, it } from 'vitest';
import { sharedLibraries } from './shared-libraries';

describe('the libraries the shell hands its remotes', () => {
  const shared = sharedLibraries();

  it('are every library that holds state, each as one copy for the whole app', () => {
    expect(Object.keys(shared).sort()).toEqual([
      '@pepper/router',
      '@pepper/ui/connection',
      '@pepper/ui/toast',
      '@tanstack/query-core',
      '@tanstack/react-query',
      'react',
      'react-dom',
      'react/jsx-runtime',
    ]);
    for (const library of Object.values(shared).flat())
      expect(library.shareConfig).toMatchObject({ singleton: true });
  });

  it('are the very copies the shell itself runs on, so a remote joins its router, query client and toasts', () => {
    const lib = (name: string) => {
      const [library] = [shared[name]].flat();
      return library && 'lib' in library ? library.lib?.() : undefined;
    };
    expect(lib('react')).toBe(React);
    expect(lib('@pepper/router')).toBe(router);
    expect(lib('@tanstack/react-query')).toBe(reactQuery);
    expect(lib('@pepper/ui/toast')).toBe(toast);
  });

  it('name the versions installed', () => {
    expect([shared.react].flat()[0]?.version).toBe(React.version);
  });
});
