import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { env } from '@/lib/shared/env';
import { newUid } from '@/lib/shared/ids';
import { processSingleton } from '@/lib/shared/process-singleton';
import { log } from '@/lib/shared/server-log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

// SMTP_URL: one pooled SMTP transport per process. Unset: a stream transport builds each message,
// which is written to DATA_DIR/outbox as an .eml file (development, tests).
const smtp = () => processSingleton('mail-smtp', () => nodemailer.createTransport(env.SMTP_URL));
const builder = () => processSingleton('mail-builder', () => nodemailer.createTransport({ streamTransport: true, buffer: true }));

const mailFrom = (): string => env.MAIL_FROM ?? `no-reply@${env.PLATFORM_HOST}`;
const mailDir = (): string => path.join(env.DATA_DIR, 'outbox');

// Sends one mail (throws what the transport throws). Without SMTP_URL the file's path is logged,
// never the address (personal data).
export async function sendMail(message: MailMessage): Promise<{ messageId: string; file?: string }> {
  const mail = { from: mailFrom(), ...message };
  if (env.SMTP_URL) {
    const info = await smtp().sendMail(mail);
    return { messageId: info.messageId };
  }
  // A serverless function has no lasting disk: the row stays queued (retried) until SMTP_URL is set.
  if (env.VERCEL) throw new Error('SMTP_URL is not set: on Vercel mail needs an SMTP server (no lasting disk for .eml files)');
  const info = await builder().sendMail(mail);
  await mkdir(mailDir(), { recursive: true });
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  const file = path.join(mailDir(), `${stamp}-${newUid(8)}.eml`);
  await writeFile(file, info.message as Buffer);
  log.info({ file }, 'mail written (no SMTP_URL)');
  return { messageId: info.messageId, file };
}

// An error message with any address in it replaced: it may reach a site log.
export const withoutAddresses = (text: string): string => text.replace(/[^\s<>"'@,;:]+@[^\s<>"'@,;:]+/g, '<address>');
