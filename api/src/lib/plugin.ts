import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so its decorators and hooks reach the whole app. This is exactly
 * what `fastify-plugin` does; a symbol avoids depending on a package this workspace does not declare.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function shared<T extends FastifyPluginAsync<any>>(plugin: T): T {
  (plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  return plugin;
}
