import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { memberships, users } from '@/db/schema';
import { forbidden, notFound } from '@/lib/http/errors';
import { listPage, offsetOf, type PageQuery } from '@/lib/http/pagination';
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

// Sets a user's membership role here. Nobody grants above their own role or changes someone above it.
export async function grantRole(siteUid: string, granterRole: number, userUid: string, body: z.output<typeof GrantRoleBody>) {
  const db = await getDb();
  const [user] = await db.select({ uid: users.uid, name: users.name, email: users.email }).from(users).where(eq(users.uid, userUid)).limit(1);
  if (!user) throw notFound('User');
  if (body.role > granterRole) throw forbidden('You cannot grant a role above your own');
  const [current] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(inSite(memberships, siteUid, eq(memberships.userUid, userUid)))
    .limit(1);
  if (current && current.role > granterRole) throw forbidden('You cannot change the role of someone above you');
  if (body.role === 0) {
    await db.delete(memberships).where(and(inSite(memberships, siteUid), eq(memberships.userUid, userUid)));
  } else {
    await db
      .insert(memberships)
      .values({ siteUid, userUid, role: body.role })
      .onConflictDoUpdate({ target: [memberships.siteUid, memberships.userUid], set: { role: body.role } });
  }
  return { ...user, role: body.role };
}
