/**
 * Loading this module makes the browser prefetch the federation runtime's files without running them (the build
 * adds the prefetch links when this small chunk loads), so a visit to a remote's page finds them in the cache.
 */
export const federationRuntimeAhead = () => import(/* webpackPrefetch: true */ './runtime');
