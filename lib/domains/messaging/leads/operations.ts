import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { liveInSite } from '@/db/scope';
import { leads, users } from '@/db/schema';
import { background } from '@/lib/shared/background';
import { emit } from '@/lib/domains/messaging/events';
import { fireHook } from '@/lib/domains/messaging/hooks/fire';
import { kickOutbox } from '@/lib/domains/messaging/outbox';
import { notFound } from '@/lib/shared/errors';
import { listPage, offsetOf } from '@/lib/shared/pagination';
import { requireOwnerOrRole, type Caller } from '@/lib/domains/accounts/auth/access';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { log } from '@/lib/shared/server-log';
import { withPluginFields } from './plugin-fields';
import { storeLead, type LeadView } from './store';
import type { CreateLeadBody, LeadQuery, UpdateLeadBody } from './schemas';

type LeadRow = typeof leads.$inferSelect;

const view = (r: LeadRow) => ({
  uid: r.uid,
  form: r.form,
  status: r.status,
  data: r.data,
  submitterUid: r.submitterUid,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

// `answerShowsLead`: the caller answers with the lead (a JSON submit), so it waits for the lead_received
// plugins and shows what they added. A form post answers a redirect that shows nothing of it: the
// visitor is not kept waiting, and the plugins run after the answer (lib/shared/background.ts).
export async function createLead(siteUid: string, submitterUid: string | null, body: z.output<typeof CreateLeadBody>, { answerShowsLead = true } = {}) {
  const { lead, queued } = await storeLead(siteUid, submitterUid, body);
  if (queued) kickOutbox();
  emit({ type: 'lead.received', siteUid, lead: { uid: lead.uid, form: lead.form } });
  const enriched = withLeadPlugins(siteUid, lead);
  if (answerShowsLead) return enriched;
  background(enriched, 'lead_received plugins');
  return lead;
}

// lead_received plugins may add fields (lib/domains/messaging/plugins), merged into the stored lead. The lead is stored
// already: if this part fails (the database went away), the answer is still the stored lead, never an
// error a client would retry into a second lead.
async function withLeadPlugins<L extends LeadView>(siteUid: string, lead: L): Promise<L> {
  try {
    return await withPluginFields(siteUid, lead, await fireHook(siteUid, 'lead_received', { lead }));
  } catch (err) {
    log.warn({ err, site: siteUid, lead: lead.uid }, 'lead stored, but its lead_received plugins could not run');
    return lead;
  }
}

export async function listLeads(siteUid: string, q: z.output<typeof LeadQuery>) {
  const db = await getDb();
  const where = liveInSite(leads, siteUid, q.form ? eq(leads.form, q.form) : undefined, q.status ? eq(leads.status, q.status) : undefined);
  return listPage(
    q,
    db
      .select({ lead: leads, name: users.name, email: users.email })
      .from(leads)
      .leftJoin(users, eq(users.uid, leads.submitterUid))
      .where(where)
      .orderBy(desc(leads.createdAt))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(leads).where(where),
    (r) => ({ ...view(r.lead), submitterName: r.lead.submitterUid ? r.name || r.email?.split('@')[0] || null : null }),
  );
}

// The inbox's form filter: every form with leads here, with how many (live ones).
export async function leadForms(siteUid: string) {
  const db = await getDb();
  return db.select({ form: leads.form, count: count() }).from(leads).where(liveInSite(leads, siteUid)).groupBy(leads.form).orderBy(leads.form);
}

// Submitter or role 3+ (spec part 4); another site's admin has no role here and is refused.
async function ownedLead(ctx: Caller, siteUid: string, uid: string): Promise<LeadRow> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(leads)
    .where(liveInSite(leads, siteUid, eq(leads.uid, uid)))
    .limit(1);
  if (!row) throw notFound('Lead');
  requireOwnerOrRole(ctx, row.submitterUid, ROLE.marketer);
  return row;
}

export async function readLead(ctx: Caller, siteUid: string, uid: string) {
  return view(await ownedLead(ctx, siteUid, uid));
}

export async function updateLead(ctx: Caller, siteUid: string, uid: string, body: z.output<typeof UpdateLeadBody>) {
  const row = await ownedLead(ctx, siteUid, uid);
  const db = await getDb();
  const [updated] = await db
    .update(leads)
    .set({ status: body.status ?? row.status, data: body.data ?? row.data, updatedAt: new Date() })
    .where(and(liveInSite(leads, siteUid), eq(leads.uid, uid)))
    .returning();
  return view(updated!);
}

export async function deleteLead(ctx: Caller, siteUid: string, uid: string) {
  await ownedLead(ctx, siteUid, uid);
  const db = await getDb();
  await db
    .update(leads)
    .set({ deletedAt: new Date() })
    .where(and(liveInSite(leads, siteUid), eq(leads.uid, uid)));
}
