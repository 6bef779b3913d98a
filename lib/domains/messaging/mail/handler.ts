import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { outbox } from '@/db/schema';
import { logEvent } from '@/lib/domains/platform/site-logs';
import type { OutboxItem, OutboxResult } from '@/lib/domains/messaging/outbox/types';
import { sendMail, withoutAddresses } from './send';

// What a mail row of the outbox holds (enqueue kind 'mail'); other fields (a notification's uid) ride along.
const MailPayload = z.object({
  to: z.string().email(),
  subject: z.string().min(1).max(1000),
  text: z.string(),
  html: z.string().optional(),
});

// An SMTP 5xx is a permanent refusal (no such mailbox): retrying cannot help.
const permanent = (err: unknown) => {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

// An auth mail (topic `auth.*`) or an invitation carries a one-time code or link in clear: once it is
// sent, the row keeps no copy (a delivered row stays OUTBOX_RETENTION_DAYS), so the database holds the
// secret only as its HMAC (auth_secrets, invitations). Best effort: the mail is out either way.
const carriesSecret = (topic: string) => topic.startsWith('auth.') || topic === 'invitation';

async function scrubSent(item: OutboxItem): Promise<void> {
  if (!carriesSecret(item.topic)) return;
  const db = await getDb();
  await db
    .update(outbox)
    .set({ payload: { scrubbed: true } })
    .where(eq(outbox.id, item.id));
}

export async function deliverMail(item: OutboxItem): Promise<OutboxResult> {
  const parsed = MailPayload.safeParse(item.payload);
  if (!parsed.success) return { ok: false, retry: false, error: 'malformed mail payload' };
  try {
    await sendMail(parsed.data);
    await scrubSent(item).catch(() => undefined);
    return { ok: true };
  } catch (err) {
    const error = withoutAddresses(err instanceof Error ? err.message : String(err));
    if (item.siteUid)
      void logEvent(item.siteUid, 'warn', 'mail.delivery', `mail (${item.topic}) not sent, attempt ${item.attempts}: ${error}`, {
        messageId: item.messageId,
        topic: item.topic,
        attempt: item.attempts,
      });
    return { ok: false, retry: !permanent(err), error };
  }
}
