import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { invitations, memberships, sites, users } from '@/db/schema';
import { refuseDuplicates, UNIQUE } from '@/db/unique';
import type { SessionUser } from '@/lib/domains/accounts/auth/session';
import { keyedHash, sameHash } from '@/lib/domains/accounts/auth/keyed-hash';
import { prepareLinkToken } from '@/lib/domains/accounts/auth/secrets';
import { AppError, forbidden, invalid, notFound } from '@/lib/shared/errors';
import { logEvent } from '@/lib/domains/platform/site-logs';
import { enqueue, kickOutbox } from '@/lib/domains/messaging/outbox';
import { listPage, offsetOf, type PageQuery } from '@/lib/shared/pagination';
import { consume } from '@/lib/shared/rate-limit';
import { siteHost } from '@/lib/domains/platform/sites/operations';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { INVITATION_TTL_DAYS, invitationMail } from './invitation-mail';
import { isMemberAddress } from './operations';
import type { AcceptedView, InvitationPreview, InvitationView, InviteBody } from './schemas';

// Invitations (docs/behaviours.md#B-role-consent): the only way a role reaches an account that is not a member yet. The link
// mailed to the address carries `<row id>.<32 random bytes>`; the row keeps only an HMAC of the secret
// (keyed with the auth secret, as lib/domains/accounts/auth/secrets.ts does), compared in constant time. Accepting
// needs the signed-in account whose address it was sent to.

type Row = typeof invitations.$inferSelect;
const HASH_LABEL = 'invitation';

const open = () => and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));
const live = () => and(open(), gt(invitations.expiresAt, sql`now()`));

function statusOf(row: Row): InvitationView['status'] {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= Date.now() ? 'expired' : 'pending';
}

const toView = (row: Row): InvitationView => ({
  id: row.id,
  email: row.email,
  role: row.role,
  status: statusOf(row),
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

// Mails an invitation to join this site with `role` (1..5, never above the inviter's own). A newer
// invitation to the same address replaces the open one in the same transaction. The answer is the
// same whether or not the address has an account; an address that already belongs to a member is
// refused (the inviter sees members in GET /users anyway): their role is changed with PUT instead.
export async function createInvitation(site: SiteRef, inviter: { uid: string; role: number }, body: z.output<typeof InviteBody>): Promise<InvitationView> {
  if (body.role > inviter.role) throw forbidden('You cannot invite someone to a role above your own');
  await consume('invitation', site.uid);
  if (await isMemberAddress(site.uid, body.email)) {
    throw invalid('This address belongs to a member of this site already: change their role with PUT /api/v1/users/:uid instead');
  }
  const link = prepareLinkToken();
  const mail = invitationMail(site, body.email, body.role, link.token);
  const db = await getDb();
  const row = await refuseDuplicates(
    () =>
      db.transaction(async (tx) => {
        await tx
          .update(invitations)
          .set({ revokedAt: sql`now()` })
          .where(inSite(invitations, site.uid, eq(invitations.email, body.email), open()));
        const [created] = await tx
          .insert(invitations)
          .values({
            id: link.id,
            siteUid: site.uid,
            email: body.email,
            role: body.role,
            invitedByUid: inviter.uid,
            secretHash: keyedHash(HASH_LABEL, link.secret),
            expiresAt: sql`now() + (${INVITATION_TTL_DAYS}::int * interval '1 day')`,
          })
          .returning();
        await enqueue(tx, { siteUid: site.uid, kind: 'mail', topic: 'invitation', payload: { to: body.email, ...mail } });
        return created!;
      }),
    // Two invitations to one address at the same moment: the database lets one of them in.
    { [UNIQUE.openInvitation]: () => invalid('Another invitation to this address was sent at the same moment: look at the open invitations and try again if needed') },
  );
  kickOutbox();
  return toView(row);
}

// The site's open invitations (pending and not expired), newest first.
export async function listInvitations(siteUid: string, q: PageQuery) {
  const db = await getDb();
  const where = inSite(invitations, siteUid, live());
  return listPage(
    q,
    db.select().from(invitations).where(where).orderBy(desc(invitations.createdAt), invitations.id).limit(q.page_size).offset(offsetOf(q)),
    db.select({ n: count() }).from(invitations).where(where),
    toView,
  );
}

// Revokes an open invitation of this site: its link stops working at once.
export async function revokeInvitation(siteUid: string, id: string): Promise<InvitationView> {
  const db = await getDb();
  const [row] = await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(inSite(invitations, siteUid, eq(invitations.id, id), open()))
    .returning();
  if (!row) throw notFound('Open invitation');
  return toView(row);
}

const unusable = (why: string) => new AppError('not_found', `This invitation ${why}: ask the site for a new one`);

// The row a link token names, if the token's secret is right.
async function rowOfToken(token: string): Promise<Row | null> {
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.id, token.slice(0, dot)))
    .limit(1);
  // Hashed either way, so an unknown id takes as long as a wrong secret.
  const hash = keyedHash(HASH_LABEL, token.slice(dot + 1));
  return row && sameHash(hash, row.secretHash) ? row : null;
}

// The invitation a link names, usable by this signed-in account: a link forwarded to someone else, or
// opened while signed in as another account, is refused (403); unknown, revoked, expired or used links
// answer 404.
async function invitationFor(user: SessionUser, token: string): Promise<Row> {
  const row = await rowOfToken(token);
  if (!row) throw unusable('link is unknown (copy the whole link from the mail)');
  const status = statusOf(row);
  if (status === 'accepted') throw unusable('was already accepted');
  if (status === 'revoked') throw unusable('was withdrawn by the site');
  if (status === 'expired') throw unusable(`has expired (it worked for ${INVITATION_TTL_DAYS} days)`);
  if (user.email.toLowerCase() !== row.email) throw sentToAnother();
  return row;
}

const sentToAnother = () => forbidden('This invitation was sent to another address: sign in with it');

// What the accept page shows before the click: the site's host (the platform's words, never its name)
// and the role.
export async function previewInvitation(user: SessionUser, token: string): Promise<z.output<typeof InvitationPreview>> {
  const row = await invitationFor(user, token);
  const db = await getDb();
  const [site] = await db.select({ uid: sites.uid, subdomain: sites.subdomain }).from(sites).where(eq(sites.uid, row.siteUid)).limit(1);
  if (!site) throw unusable('is for a site that no longer exists');
  return { site: { uid: site.uid, host: siteHost(site.subdomain) }, role: row.role, email: row.email, expiresAt: row.expiresAt.toISOString() };
}

// The signed-in account accepts an invitation mailed to its own address (see invitationFor). Two
// accepts at once are decided by one conditional UPDATE, so only one wins. Accepting creates the
// membership (or keeps the higher role of one made meanwhile) with its consent time, and marks the
// address proven: the mailed link came through it.
export async function acceptInvitation(user: SessionUser, token: string): Promise<z.output<typeof AcceptedView>> {
  const row = await invitationFor(user, token);
  const db = await getDb();
  const accepted = await db.transaction(async (tx) => {
    const [won] = await tx
      .update(invitations)
      .set({ acceptedAt: sql`now()`, acceptedByUid: user.uid })
      .where(and(eq(invitations.id, row.id), live()))
      .returning();
    if (!won) throw unusable('was already used or withdrawn');
    const [site] = await tx.select({ uid: sites.uid, name: sites.name, subdomain: sites.subdomain }).from(sites).where(eq(sites.uid, won.siteUid)).limit(1);
    if (!site) throw unusable('is for a site that no longer exists');
    // The account must still have the address the link went to (not changed since the check above).
    const proven = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(and(eq(users.uid, user.uid), eq(users.email, won.email)))
      .returning({ uid: users.uid });
    if (proven.length === 0) throw sentToAnother();
    const [membership] = await tx
      .insert(memberships)
      .values({ siteUid: site.uid, userUid: user.uid, role: won.role, acceptedAt: sql`now()` })
      .onConflictDoUpdate({
        target: [memberships.siteUid, memberships.userUid],
        set: { role: sql`greatest(${memberships.role}, excluded.role)`, acceptedAt: sql`coalesce(${memberships.acceptedAt}, now())` },
      })
      .returning({ role: memberships.role });
    return { site: { uid: site.uid, name: site.name, host: siteHost(site.subdomain) }, role: membership!.role };
  });
  void logEvent(accepted.site.uid, 'info', 'activity.users.accept', `invitation ${row.id} accepted`, { actor: user.uid, target: row.id, role: accepted.role });
  return accepted;
}
