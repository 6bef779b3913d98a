import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { memberships, users } from '@/db/schema';
import { bumpTokenVersion } from '@/lib/auth/operations';
import { ROLE } from '@/lib/auth/roles';
import { forbidden, notFound } from '@/lib/errors';
import { listPage, offsetOf, type PageQuery } from '@/lib/pagination';
import type { SiteRef } from '@/lib/tenancy/site-lookup';
import type { GrantRoleBody } from './schemas';

export async function listMembers(siteUid: string, q: PageQuery) {
  const db = await getDb();
  const where = inSite(memberships, siteUid);
  return listPage(
    q,
    db
      .select({ uid: users.uid, name: users.name, email: users.email, role: memberships.role })
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

// Sets a user's membership role here (CONTRACT 3): nobody grants above their own role; a member never
// changes someone at or above their own role unless they are the site's owner; nobody below role 7
// changes the owner's role. Removing a role ends the user's tokens. The answer carries a name and email
// only for someone who was already a member, so a uid is no way to read a stranger's personal data.
export async function grantRole(site: SiteRef, granter: { uid: string; role: number }, userUid: string, body: z.output<typeof GrantRoleBody>) {
  const db = await getDb();
  const [user] = await db.select({ uid: users.uid, name: users.name, email: users.email }).from(users).where(eq(users.uid, userUid)).limit(1);
  if (!user) throw notFound('User');
  const platformAdmin = granter.role >= ROLE.superAdmin;
  const granterIsOwner = site.ownerUid === granter.uid;
  if (body.role > granter.role) throw forbidden('You cannot grant a role above your own');
  if (userUid === site.ownerUid && !platformAdmin) throw forbidden("Only a platform admin can change the site owner's role");
  const [current] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(inSite(memberships, site.uid, eq(memberships.userUid, userUid)))
    .limit(1);
  if (current && current.role >= granter.role && !granterIsOwner && !platformAdmin) {
    throw forbidden('You cannot change the role of someone at or above your own role');
  }
  if (body.role === 0) {
    await db.delete(memberships).where(and(inSite(memberships, site.uid), eq(memberships.userUid, userUid)));
    if (current) await bumpTokenVersion(userUid);
  } else {
    await db
      .insert(memberships)
      .values({ siteUid: site.uid, userUid, role: body.role })
      .onConflictDoUpdate({ target: [memberships.siteUid, memberships.userUid], set: { role: body.role } });
  }
  return current ? { ...user, role: body.role } : { uid: user.uid, role: body.role };
}
