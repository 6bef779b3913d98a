import { and, eq, gte, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { memberships, sites, users } from '@/db/schema';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { logEvent } from '@/lib/domains/platform/site-logs';
import { enqueueMany, type DbOrTx } from '@/lib/domains/messaging/outbox';
import { countUp } from '@/lib/shared/rate-limit';
import { platformOrigin } from '@/lib/shared/tenancy/canonical-origin';
import { mailTrustedColumn } from '@/lib/shared/tenancy/site-lookup';

// Who of a site's staff is told of new orders and leads: the setting `staffMailRole` (3 to 5; role 3
// is the least that sees orders and leads), the owner role 5 unless set.
export function staffMailRole(settings: Record<string, unknown>): number {
  const role = settings.staffMailRole;
  return typeof role === 'number' && Number.isInteger(role) && role >= ROLE.marketer && role <= ROLE.admin ? role : ROLE.admin;
}

export interface StaffMail {
  topic: 'staff.order' | 'staff.lead';
  subject: (siteName: string) => string;
  text: (siteName: string) => string;
}

// Leads come from anyone: a flood of them must not spend the site's whole mail budget (sign-in codes and
// order confirmations come out of it too), so staff mails of a site are capped per hour on top of it.
const STAFF_MAILS_PER_HOUR = 60;

// Where a mail's link goes: the admin on the platform host (staff sign in there).
export const adminLink = (siteUid: string, path: string) => `${platformOrigin()}/admin/sites/${encodeURIComponent(siteUid)}/${path}`;

const provenAddress = sql<boolean>`${users.emailVerifiedAt} is not null`.mapWith((v: unknown) => v === true || v === 't');

// Who may take these mails, before the site's role setting and address checks below narrow it: members
// who took the membership themselves and did not opt out, with an account that is not disabled.
const takerMembership = and(eq(memberships.staffMail, true), isNotNull(memberships.acceptedAt));
const takerAccount = and(eq(users.uid, memberships.userUid), eq(users.disabled, false));

// Whether anyone of the site's staff might be sent one: the query below's conditions with the lowest
// role the setting allows, so it never says no when queueStaffMail would send. For a statement that
// does without the mails when nobody is (lib/domains/messaging/leads/store.ts).
export function staffMailCandidates(siteUid: string): SQL {
  const address = and(like(users.email, '%@%'), or(mailTrustedColumn, isNotNull(users.emailVerifiedAt)));
  return sql`select 1 from ${memberships} join ${users} on ${takerAccount} join ${sites} on ${sites.uid} = ${memberships.siteUid} where ${and(eq(memberships.siteUid, siteUid), takerMembership, gte(memberships.role, ROLE.marketer), address)}`;
}

// Sites whose staff mails are capped until the hour's window ends, learned from the counter (it only
// grows within its window): their leads need no staff query. Per process, bounded.
const cappedUntil = new LRUCache<string, number>({ max: 10_000 });
export const staffMailCapped = (siteUid: string): boolean => (cappedUntil.get(siteUid) ?? 0) > Date.now();

// One mail per staff member, queued in the caller's transaction (the order's payment, the lead's
// insert) through the outbox, charged to the site's mail budget like every mail of the site. The words
// carry the site's data, so, as with notifications (docs/behaviours.md#B-mail-trust), only members who took the membership
// themselves (`accepted_at`), whose account is not disabled and who did not opt out (`staff_mail`),
// and, until the platform trusts the site, only addresses their accounts proved. Answers how many.
export async function queueStaffMail(tx: DbOrTx, siteUid: string, mail: StaffMail): Promise<number> {
  if (staffMailCapped(siteUid)) return 0;
  // One round trip (a lead's insert waits for it): the site, whether its mail is trusted, and the members
  // who may take these mails, filtered below by the site's role setting and, until it is trusted, by
  // proven addresses.
  const rows = await tx
    .select({ name: sites.name, settings: sites.settings, trusted: mailTrustedColumn, email: users.email, role: memberships.role, verified: provenAddress })
    .from(sites)
    .leftJoin(memberships, and(eq(memberships.siteUid, sites.uid), takerMembership))
    .leftJoin(users, takerAccount)
    .where(eq(sites.uid, siteUid));
  const site = rows[0];
  if (!site) return 0;
  const role = staffMailRole(site.settings);
  const all = rows.flatMap((m) => (m.email?.includes('@') && m.role !== null && m.role >= role && (site.trusted || m.verified) ? [{ email: m.email }] : []));
  if (!all.length) return 0;
  const { count, resetMs } = await countUp('staffMailHour', siteUid, all.length);
  if (count >= STAFF_MAILS_PER_HOUR && resetMs) cappedUntil.set(siteUid, Date.now() + resetMs);
  const before = count - all.length;
  const recipients = all.slice(0, Math.max(0, STAFF_MAILS_PER_HOUR - before));
  if (before < STAFF_MAILS_PER_HOUR && count > STAFF_MAILS_PER_HOUR) {
    void logEvent(siteUid, 'warn', 'mail.staff_capped', `Staff mails about new orders and leads are capped at ${STAFF_MAILS_PER_HOUR} an hour: further ones this hour are not sent.`, {});
  }
  if (!recipients.length) return 0;
  const subject = mail.subject(site.name);
  const text = `${mail.text(site.name)}\n\n--\nYou get this as staff of ${site.name}. Turn these mails off in the admin: Account, or Settings > Members.`;
  await enqueueMany(
    tx,
    recipients.map((m) => ({ siteUid, kind: 'mail' as const, topic: mail.topic, payload: { to: m.email, subject, text } })),
  );
  return recipients.length;
}
