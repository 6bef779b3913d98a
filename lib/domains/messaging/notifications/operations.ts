import { and, count, desc, eq, gte, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { memberships, notifications, users } from '@/db/schema';
import { newUid } from '@/lib/shared/ids';
import { logEvent } from '@/lib/domains/platform/site-logs';
import { enqueueMany, kickOutbox } from '@/lib/domains/messaging/outbox';
import { listPage, offsetOf } from '@/lib/shared/pagination';
import type { NotificationQuery, SendNotificationBody } from './schemas';

type NotificationRow = typeof notifications.$inferSelect;

const footer = (siteName: string, minRole: number) => `\n\n--\nSent to the members of ${siteName}${minRole > 1 ? ` with role ${minRole} or higher` : ''}.`;

// One mail per member at or above minRole (accounts not disabled), queued through the outbox in the
// same transaction as the notification's record: all of them go out, or none is recorded. The words
// are the site's, so they go only to members who took the membership themselves (`accepted_at`),
// and, until the platform trusts the site, only to addresses their accounts proved (docs/behaviours.md#B-mail-trust).
export async function sendNotification(site: { uid: string; name: string; mailTrusted: boolean }, senderUid: string, body: z.output<typeof SendNotificationBody>) {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const members = await tx
      .select({ email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.uid, memberships.userUid))
      .where(
        and(
          eq(memberships.siteUid, site.uid),
          gte(memberships.role, body.minRole),
          eq(users.disabled, false),
          isNotNull(memberships.acceptedAt),
          site.mailTrusted ? undefined : isNotNull(users.emailVerifiedAt),
        ),
      );
    const recipients = members.filter((m) => m.email.includes('@'));
    const uid = newUid();
    const [saved] = await tx
      .insert(notifications)
      .values({ uid, siteUid: site.uid, subject: body.subject, text: body.text, minRole: body.minRole, recipients: recipients.length, sentBy: senderUid })
      .returning();
    const text = body.text + footer(site.name, body.minRole);
    await enqueueMany(
      tx,
      recipients.map((m) => ({ siteUid: site.uid, kind: 'mail' as const, topic: 'notification', payload: { to: m.email, subject: body.subject, text, notification: uid } })),
    );
    return saved!;
  });
  kickOutbox();
  // Counts only: addresses are personal data and never go to a site log.
  void logEvent(site.uid, 'info', 'notification.sent', `Notification "${row.subject}" queued for ${row.recipients} member(s)`, {
    uid: row.uid,
    recipients: row.recipients,
    minRole: row.minRole,
    sentBy: senderUid,
  });
  return { uid: row.uid, subject: row.subject, recipients: row.recipients, createdAt: row.createdAt.toISOString() };
}

const view = (r: NotificationRow) => ({
  uid: r.uid,
  subject: r.subject,
  text: r.text,
  minRole: r.minRole,
  recipients: r.recipients,
  sentBy: r.sentBy,
  createdAt: r.createdAt.toISOString(),
});

export async function listNotifications(siteUid: string, q: z.output<typeof NotificationQuery>) {
  const db = await getDb();
  const where = inSite(notifications, siteUid);
  return listPage(
    q,
    db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.uid)).limit(q.page_size).offset(offsetOf(q)),
    db.select({ n: count() }).from(notifications).where(where),
    view,
  );
}
