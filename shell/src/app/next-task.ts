/**
 * Resolves in a task of its own, after the browser has had its turn: input, a frame, the network. Work split at
 * these points never holds the main thread (and a tap) for longer than its largest piece. A message on a channel
 * is not clamped like a nested timer.
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
