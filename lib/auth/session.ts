import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { memberships, users } from '@/db/schema';
import { effectiveRole } from './roles';
import { verifyToken } from './token';

export interface SessionUser {
  uid: string;
  email: string;
  name: string;
  platformRole: number;
}

export interface Session {
  user: SessionUser;
  role: number;
}

// Token -> user and role on the addressed site, looked up per request so a role change applies at once.
export async function resolveSession(token: string, siteUid: string | null): Promise<Session | null> {
  const claims = await verifyToken(token);
  if (!claims) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      uid: users.uid,
      email: users.email,
      name: users.name,
      platformRole: users.platformRole,
      disabled: users.disabled,
      membershipRole: memberships.role,
    })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userUid, users.uid), eq(memberships.siteUid, siteUid ?? '')))
    .where(eq(users.uid, claims.sub))
    .limit(1);
  if (!row || row.disabled) return null;
  const { membershipRole, disabled: _disabled, ...user } = row;
  const role = siteUid ? effectiveRole(membershipRole, user.platformRole) : user.platformRole;
  return { user, role };
}
