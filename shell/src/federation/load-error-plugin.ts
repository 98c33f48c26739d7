import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote that cannot be fetched must not take the shell down: log it once and let the route's error
 * boundary show the error screen for that remote's routes only.
 */
export default function loadErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pepper-load-error',
    errorLoadRemote(args) {
      console.error(`Remote module ${String(args.id)} could not be loaded`, args.error);
      // Returning nothing keeps the rejection, which the route's error boundary renders.
      return undefined;
    },
  };
}
