import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../test/helpers/server';
import { smtpSink } from '../test/helpers/smtp-sink';

// One real production server on a fresh embedded database (so the demo site is seeded), mailing to a
// real local SMTP sink whose mails the tests read from E2E_MAIL_DIR.
export default async function globalSetup() {
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-mail-'));
  const sink = await smtpSink(mailDir);
  // Private fetches allowed: the webhook test's receiver listens on this machine. Analytics flush often,
  // so the analytics screen shows the views the test just made.
  const server = await startServer('pglite', { ALLOW_PRIVATE_FETCH: 'true', ANALYTICS_FLUSH_MS: '500', SMTP_URL: sink.url });
  process.env.E2E_SERVER_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    await server.stop();
    await sink.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
  };
}
