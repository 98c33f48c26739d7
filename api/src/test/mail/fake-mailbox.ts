/**
 * A local mail server for end-to-end runs: it accepts every message over SMTP and shows the newest one to each
 * address over HTTP (GET /latest?to=…), so a test can read a code the way a person reads their inbox.
 */
import http from 'node:http';
import { smtpReceiver } from './smtp-receiver.js';

export interface FakeMailbox {
  close(): Promise<void>;
}

export async function startFakeMailbox({
  smtpPort,
  httpPort,
}: {
  smtpPort: number;
  httpPort: number;
}): Promise<FakeMailbox> {
  const latest = new Map<string, string>();
  const smtp = smtpReceiver((raw, recipients) => {
    for (const address of recipients) latest.set(address.toLowerCase(), raw);
  });
  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mailbox');
    if (url.pathname === '/health') return res.writeHead(200).end('ok');
    const message = latest.get((url.searchParams.get('to') ?? '').toLowerCase());
    if (url.pathname !== '/latest' || !message) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(message);
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => web.listen(httpPort, '127.0.0.1', resolve));
  return {
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => web.close(() => resolve()));
    },
  };
}
