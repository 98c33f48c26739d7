import { describe, expect, it, vi } from 'vitest';
import { watchConnection } from './connection';
import { tell } from './pages';

vi.mock('./pages', () => ({ tell: vi.fn(async () => undefined) }));

type Hook = (args: Record<string, unknown>) => Promise<unknown>;
const hook = (plugin: object, name: string) => (plugin as Record<string, Hook>)[name]!;

describe('the connection the service worker follows', () => {
  it('asks the server itself, never taking the browser cache’s stale copy for an answer', async () => {
    const { plugin } = watchConnection(() => undefined);
    const asked = (await hook(
      plugin,
      'requestWillFetch',
    )({
      request: new Request('http://app.test/api/peppers?search=hab'),
    })) as Request;
    expect(asked.cache).toBe('no-cache');
    expect(asked.url).toBe('http://app.test/api/peppers?search=hab');
  });

  it('is offline once a request to the server fails, tells the pages, and is back when one is answered', async () => {
    const back = vi.fn();
    const connection = watchConnection(back);
    await hook(connection.plugin, 'fetchDidFail')({});
    expect(connection.online).toBe(false);
    expect(tell).toHaveBeenLastCalledWith({ type: 'CONNECTION', online: false });
    await hook(connection.plugin, 'fetchDidSucceed')({ response: new Response('{}') });
    expect(connection.online).toBe(true);
    expect(tell).toHaveBeenLastCalledWith({ type: 'CONNECTION', online: true });
    expect(back).toHaveBeenCalledOnce();
  });
});
