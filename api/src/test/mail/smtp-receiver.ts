import { SMTPServer } from 'smtp-server';

/** An SMTP server that takes every message, without sign-in or TLS, and hands over its raw text and recipients. */
export function smtpReceiver(onMessage: (raw: string, recipients: string[]) => void): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk) => (data += chunk));
      stream.on('end', () => {
        onMessage(
          data,
          session.envelope.rcptTo.map((rcpt) => rcpt.address),
        );
        callback();
      });
    },
  });
}
