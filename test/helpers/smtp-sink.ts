import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './server';

// A real local SMTP server that keeps every message it receives, parsed: the sink for tests that read
// a code or link out of a mail (point the server's SMTP_URL at `url`).

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  received: ReceivedMail[];
  // Mails held unacknowledged now (SmtpSinkOptions.hold).
  held: () => number;
  // The first mail to `to` (case-insensitive) received after `since` messages and matching `match`, waiting up to `ms`.
  waitFor: (to: string, opts?: { since?: number; match?: (m: ReceivedMail) => boolean; ms?: number }) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface SmtpSinkOptions {
  // Each mail is also written there as <n>.json (another process, a Playwright worker, reads them).
  dir?: string;
  // Mails to these recipients are taken in but never acknowledged (until close): a relay that hangs
  // on them, so their sender's connection stays busy.
  hold?: (to: string[]) => boolean;
}

// `dir` (or options): see SmtpSinkOptions.
export async function smtpSink(dirOrOptions?: string | SmtpSinkOptions): Promise<SmtpSink> {
  const { dir, hold } = typeof dirOrOptions === 'string' ? { dir: dirOrOptions, hold: undefined } : (dirOrOptions ?? {});
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const held: Array<() => void> = [];
  const received: ReceivedMail[] = [];
  // Messages the SMTP side accepted and connections it saw (a gap to `received` means parsing failed).
  let accepted = 0;
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A PTR lookup per connection is slow under load and tells a test nothing.
    disableReverseLookup: true,
    // The message is acknowledged as soon as its bytes are in, and parsed afterwards: a slow or failing
    // parse never holds up the sender (a held-up sender looks like the server not mailing at all).
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, session, done) {
      // Read now: the server resets the envelope for the connection's next message once `done` is called.
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', (err: Error) => done(err));
      stream.on('end', () => {
        if (hold?.(to)) {
          held.push(() => done());
          return;
        }
        accepted++;
        done();
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            const mailRecord = { to, subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' };
            received.push(mailRecord);
            if (dir) {
              // Written under a temporary name, then renamed: a reader in another process never sees half a file.
              const file = path.join(dir, `${String(received.length).padStart(5, '0')}.json`);
              fs.writeFileSync(`${file}.part`, JSON.stringify(mailRecord));
              fs.renameSync(`${file}.part`, file);
            }
          })
          .catch((err: unknown) => console.error('smtp sink: a received mail could not be parsed', err));
      });
    },
  });
  const port = await freePort();
  // A client connection reset (the server under test stopping with a pooled SMTP connection open) is
  // emitted here; without a listener it would be an uncaught exception in the test process.
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') console.error('smtp sink:', err);
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    held: () => held.length,
    async waitFor(to, { since = 0, match = () => true, ms = 15_000 } = {}) {
      const want = to.toLowerCase();
      for (const end = Date.now() + ms; Date.now() < end; await sleep(50)) {
        const hit = received.slice(since).find((m) => m.to.includes(want) && match(m));
        if (hit) return hit;
      }
      throw new Error(`no mail to ${to} within ${ms} ms (${received.length} parsed of ${accepted} accepted, ${connections} connections)`);
    },
    close: () => {
      for (const release of held.splice(0)) release();
      return new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}
