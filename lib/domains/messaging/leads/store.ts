import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { leads } from '@/db/schema';
import { newUid } from '@/lib/shared/ids';
import { queueStaffMail, staffMailCandidates, staffMailCapped } from '@/lib/domains/messaging/notifications/staff-mail';
import { enqueueWebhookEvent, webhookEventInsert } from '@/lib/domains/messaging/webhooks/events';
import type { CreateLeadBody } from './schemas';
import { staffLeadMail } from './staff-mail';

export interface LeadView {
  uid: string;
  form: string;
  status: string;
  data: Record<string, unknown>;
  submitterUid: string | null;
  createdAt: string;
  updatedAt: string;
}

// Stores a lead with what it sets off: its webhook event and the staff's mails commit with it, so a
// crash after the insert loses no delivery. Most submits queue no staff mail (nobody of the staff can
// take it, or the site's hourly cap is spent, as in any flood): those are one statement, the lead and
// its event in one round trip, against five for the transaction (begin, lead, event, staff, commit),
// which a submit that may mail someone still takes. Issue 28: a submit was ~3.5 ms of server CPU, a
// third of it in the database driver and drizzle.
// `queued`: whether it queued anything for the outbox (a site without webhooks and staff mail queues
// nothing, and its outbox worker need not claim).
export async function storeLead(siteUid: string, submitterUid: string | null, body: z.output<typeof CreateLeadBody>): Promise<{ lead: LeadView; queued: boolean }> {
  const now = new Date();
  const lead: LeadView = { uid: newUid(), form: body.form ?? 'default', status: 'new', data: body.data, submitterUid, createdAt: now.toISOString(), updatedAt: now.toISOString() };
  const db = await getDb();
  const alone = staffMailCapped(siteUid) ? sql`` : sql` where not exists (${staffMailCandidates(siteUid)})`;
  const stored = await db.execute(sql`with lead as (
    insert into ${leads} (uid, site_uid, form, status, data, submitter_uid, created_at, updated_at)
    select ${lead.uid}, ${siteUid}, ${lead.form}, 'new', ${JSON.stringify(lead.data)}::jsonb, ${submitterUid}, ${lead.createdAt}::timestamptz, ${lead.createdAt}::timestamptz${alone}
    returning uid
  ), event as (${webhookEventInsert(siteUid, 'lead.received', { lead }, 'lead')})
  select exists (select 1 from event) as queued from lead`);
  const [row] = rowsOf(stored) as { queued: boolean }[];
  if (row) return { lead, queued: row.queued };
  await db.transaction(async (tx) => {
    await tx.insert(leads).values({ uid: lead.uid, siteUid, form: lead.form, data: lead.data, submitterUid, createdAt: now, updatedAt: now });
    await enqueueWebhookEvent(tx, siteUid, 'lead.received', { lead });
    await queueStaffMail(tx, siteUid, staffLeadMail(siteUid, lead));
  });
  return { lead, queued: true };
}
