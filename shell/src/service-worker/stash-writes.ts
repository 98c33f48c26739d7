/**
 * Seed stash writes a grower can make offline: adding, changing and removing packets, recording and removing
 * germination tests, and starting a planting from a packet. They are kept and sent in order when the
 * connection returns, like favorites.
 */
const STASH_WRITES: { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/api\/garden\/seeds$/ },
  { method: 'POST', path: /^\/api\/garden\/seeds\/[0-9]+$/ },
  { method: 'DELETE', path: /^\/api\/garden\/seeds\/[0-9]+$/ },
  { method: 'POST', path: /^\/api\/garden\/seeds\/[0-9]+\/(tests|sow)$/ },
  { method: 'DELETE', path: /^\/api\/garden\/germination-tests\/[0-9]+$/ },
];

export function isStashWrite(method: string, path: string): boolean {
  return STASH_WRITES.some((w) => w.method === method && w.path.test(path));
}
