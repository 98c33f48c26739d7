/** Runs the fake mailbox as a process for the end-to-end tests: SMTP on SMTP_PORT, the inbox over HTTP on PORT. */
import { startFakeMailbox } from './fake-mailbox.js';

const mailbox = await startFakeMailbox({
  smtpPort: Number(process.env.SMTP_PORT ?? 4341),
  httpPort: Number(process.env.PORT ?? 4342),
});
console.log('Fake mailbox listening');
const stop = () => void mailbox.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
