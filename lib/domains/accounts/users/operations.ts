import { count, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { memberships, sites, users } from '@/db/schema';
import { bumpTokenVersion } from '@/lib/domains/accounts/auth/operations';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { AppError, forbidden } from '@/lib/shared/errors';
import { listPage, offsetOf, type PageQuery } from '@/lib/shared/pagination';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { staffMailRole } from '@/lib/domains/messaging/notifications/staff-mail';
import type { GrantRoleBody, MyMembershipBody } from './schemas';

// A membership with a role (role 0 is no membership: such a row is never listed nor changed).
const memberOf = (siteUid: string, ...more: (SQL | undefined)[]) => inSite(memberships, siteUid, gt(memberships.role, ROLE.none), ...more);

export async function listMembers(siteUid: string, q: PageQuery) {
  const db = await getDb();
  const where = memberOf(siteUid);
  return listPage(
    q,
    db
      .select({ uid: users.uid, name: users.name, email: users.email, role: memberships.role, staffMail: memberships.staffMail })
      .from(memberships)
      .innerJoin(users, eq(users.uid, memberships.userUid))
      .where(where)
      .orderBy(desc(memberships.role), users.email)
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(memberships).where(where),
    (member) => member,
  );
}

// The same answer whether the uid names no account or an account that is not a member here: a uid is
// no way to learn who has an account, and no way to put a role on one (docs/behaviours.md#B-role-consent).
const notAMember = () => new AppError('not_found', 'No member of this site has this uid: to give someone a role here, invite them by email (POST /api/v1/users/invitations)');

// Changes the role of an existing member of this site (docs/behaviours.md#B-role-changes): nobody grants above their own
// role; a member never changes someone at or above their own role unless they are the site's owner;
// nobody below role 7 changes the owner's role. Role 0 removes the membership and ends the user's
// tokens. Anyone who is not a member (platform admins included) is invited instead: a role is never
// put on an account without its consent.
export async function grantRole(site: SiteRef, granter: { uid: string; role: number }, userUid: string, body: z.output<typeof GrantRoleBody>) {
  const platformAdmin = granter.role >= ROLE.superAdmin;
  const granterIsOwner = site.ownerUid === granter.uid;
  if (body.role > granter.role) throw forbidden('You cannot grant a role above your own');
  if (userUid === site.ownerUid && !platformAdmin) throw forbidden("Only a platform admin can change the site owner's role");
  const db = await getDb();
  const [member] = await db
    .select({ uid: users.uid, name: users.name, email: users.email, role: memberships.role, staffMail: memberships.staffMail })
    .from(memberships)
    .innerJoin(users, eq(users.uid, memberships.userUid))
    .where(memberOf(site.uid, eq(memberships.userUid, userUid)))
    .limit(1);
  if (!member) throw notAMember();
  if (member.role >= granter.role && !granterIsOwner && !platformAdmin) {
    throw forbidden('You cannot change the role of someone at or above your own role');
  }
  const target = memberOf(site.uid, eq(memberships.userUid, userUid));
  // Conditional on the membership still being there: one removed meanwhile is not brought back.
  const changed =
    body.role === ROLE.none
      ? await db.delete(memberships).where(target).returning({ uid: memberships.userUid })
      : await db.update(memberships).set({ role: body.role }).where(target).returning({ uid: memberships.userUid });
  if (changed.length === 0) throw notAMember();
  if (body.role === ROLE.none) await bumpTokenVersion(userUid);
  return { uid: member.uid, name: member.name, email: member.email, role: body.role, staffMail: member.staffMail };
}

// The caller's own membership here (a platform admin without one is no member: 404), with the site's
// staff-mail setting, so the member sees whether the staff mails reach them at all.
export async function myMembership(siteUid: string, userUid: string, change?: z.output<typeof MyMembershipBody>) {
  const db = await getDb();
  const mine = memberOf(siteUid, eq(memberships.userUid, userUid));
  const [row] = change
    ? await db.update(memberships).set({ staffMail: change.staffMail }).where(mine).returning({ role: memberships.role, staffMail: memberships.staffMail })
    : await db.select({ role: memberships.role, staffMail: memberships.staffMail }).from(memberships).where(mine).limit(1);
  if (!row) {
    // Reading: a platform admin, say, reaches the site without a membership of it: nothing to show.
    if (!change) return null;
    throw new AppError('not_found', 'You are not a member of this site');
  }
  const [site] = await db.select({ settings: sites.settings }).from(sites).where(eq(sites.uid, siteUid)).limit(1);
  return { uid: userUid, role: row.role, staffMail: row.staffMail, staffMailRole: staffMailRole(site?.settings ?? {}) };
}

// Whether an address belongs to a member of the site (for invitations: that one's role is changed,
// not offered). Reads the same rows whether or not the address has an account.
export async function isMemberAddress(siteUid: string, email: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ uid: memberships.userUid })
    .from(memberships)
    .innerJoin(users, eq(users.uid, memberships.userUid))
    .where(memberOf(siteUid, eq(users.email, email)))
    .limit(1);
  return !!row;
}
