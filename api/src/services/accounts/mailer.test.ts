import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { smtpReceiver } from '../../test/mail/smtp-receiver.js';
import { createMailer } from './mailer.js';

const silent = { warn: () => undefined } as never;

describe('outgoing mail', () => {
  it('goes through the SMTP server named by SMTP_URL', async () => {
    const received: string[] = [];
    const server = smtpReceiver((raw) => received.push(raw));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mailer = createMailer(
        { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Pepper Atlas <codes@pepperatlas.test>' },
        silent,
      );
      await mailer.send({
        to: 'grower@example.com',
        subject: 'Your Pepper Atlas code',
        text: 'Your Pepper Atlas code is 123456.',
      });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: grower@example.com');
      expect(received[0]).toContain('From: Pepper Atlas <codes@pepperatlas.test>');
      expect(received[0]).toContain('Your Pepper Atlas code is 123456.');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('writes the mail to the log when no SMTP server is set, so a developer can still read the code', async () => {
    const logged: unknown[] = [];
    const mailer = createMailer({ smtpUrl: null, mailFrom: 'x' }, {
      warn: (o: unknown) => logged.push(o),
    } as never);
    await mailer.send({
      to: 'dev@example.com',
      subject: 'Your Pepper Atlas code',
      text: 'Your Pepper Atlas code is 654321.',
    });
    expect(logged).toEqual([
      expect.objectContaining({ to: 'dev@example.com', text: 'Your Pepper Atlas code is 654321.' }),
    ]);
  });
});
