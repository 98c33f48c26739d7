/**
 * A TCP proxy in front of the test database that can stall (connections stay open, no byte passes) or refuse
 * (nothing listens), to see what the app does when the database network fails.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  port: number;
  stall(): void;
  /** Lets bytes pass again, the held ones first; resolves once the held ones are handed to their sockets. */
  flow(): Promise<void>;
  /** Drops every connection and stops listening: new connections are refused. */
  refuse(): Promise<void>;
  /** Listens again on the same port. */
  accept(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let stalled = false;
  const held: (() => Promise<void>)[] = [];
  const sockets = new Set<net.Socket>();
  const pipe = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk) => {
      // A connection closed meanwhile drops what was held for it, as a network would.
      const send = () =>
        new Promise<void>((resolve) => (to.writable ? to.write(chunk, () => resolve()) : resolve()));
      if (stalled) held.push(send);
      else void send();
    });
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    pipe(client, upstream);
    pipe(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  return {
    port,
    stall: () => {
      stalled = true;
    },
    flow: async () => {
      stalled = false;
      await Promise.all(held.splice(0).map((send) => send()));
    },
    refuse: async () => {
      const closed = stopListening();
      for (const s of sockets) s.destroy();
      await closed;
    },
    accept: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: async () => {
      const closed = stopListening();
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}
