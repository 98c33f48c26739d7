/**
 * Outgoing mail: through SMTP when SMTP_URL is set (smtp://user:pass@host:587, smtps://… for TLS), else
 * written to the server log, so sign-in codes still reach a developer running the app without a mail server.
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(
  config: { smtpUrl: string | null; mailFrom: string },
  log: FastifyBaseLogger,
): Mailer {
  if (!config.smtpUrl) {
    return {
      async send(message) {
        log.warn(
          { to: message.to, subject: message.subject, text: message.text },
          'mail not sent (no SMTP_URL): shown here instead',
        );
      },
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: config.mailFrom, ...message });
    },
  };
}
