/**
 * Resolves in a new task, so the browser can handle input, paint and network events first. Work split at these
 * points blocks the main thread (and a tap) for no longer than its largest piece. A MessageChannel message is
 * used because, unlike a nested timer, it is not clamped.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
