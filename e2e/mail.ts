import fs from 'node:fs';
import path from 'node:path';
import type { ReceivedMail } from '../test/helpers/smtp-sink';

// Mails the global setup's SMTP sink received, read from its directory (E2E_MAIL_DIR).
const dir = () => process.env.E2E_MAIL_DIR ?? '';

// Only whole mails: the sink writes `NNNNN.json.part` first and renames it when complete.
const mailFiles = (): string[] =>
  fs.existsSync(dir())
    ? fs
        .readdirSync(dir())
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

export const mailCount = (): number => mailFiles().length;

export async function mailTo(to: string, since: number, match: (m: ReceivedMail) => boolean = () => true, ms = 15_000): Promise<ReceivedMail> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const files = mailFiles().slice(since);
    for (const f of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir(), f), 'utf8')) as ReceivedMail;
      if (mail.to.includes(to.toLowerCase()) && match(mail)) return mail;
    }
  }
  throw new Error(`no mail to ${to} within ${ms} ms`);
}
