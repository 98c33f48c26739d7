/// <reference lib="webworker" />
import type { WorkerMessage } from './messages';

declare const self: ServiceWorkerGlobalScope;

/** Posts a message to every page of the app, the ones this worker does not control yet included. */
export async function tell(message: WorkerMessage): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}
