/**
 * Loading this module has the browser fetch the federation runtime's files ahead, as prefetches it runs nothing
 * of (the build names them once this module's own small chunk has come): a visit to a remote's page then finds
 * them in the cache.
 */
export const federationRuntimeAhead = () => import(/* webpackPrefetch: true */ './runtime');
