import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { memberships, revokedTokens, users } from '@/db/schema';
import type { Credential } from './credential';
import { effectiveRole } from './roles';
import { verifyToken, type TokenClaims } from './token';

export interface SessionUser {
  uid: string;
  email: string;
  name: string;
  platformRole: number;
  tokenVersion: number;
}

export interface Session {
  user: SessionUser;
  role: number;
  // The presented token's claims, so sign-out can revoke exactly it.
  token: TokenClaims;
}

// A presented credential's session on the addressed host. A session cookie on a site host counts
// only if it was minted there (its `sid` is the site): a cookie is honoured only where it was set, so
// one another host planted (cookie tossing) with a token of its own site signs nobody in here. Bearer
// tokens are the caller's explicit choice and work on every site (docs/behaviours.md#B-no-membership).
export async function sessionFromCredential(credential: Credential, siteUid: string | null, platformHost: boolean): Promise<Session | null> {
  if (credential.source === 'conflict') return null;
  const claims = await verifyToken(credential.token);
  if (!claims) return null;
  if (credential.source === 'cookie' && !platformHost && claims.sid !== siteUid) return null;
  return sessionFor(claims, siteUid);
}

// The user and role behind claims already verified (a session token's, or a purpose token's by its
// own check), under the same rules: disabled, revoked or outdated tokens end here.
export async function sessionFor(claims: TokenClaims, siteUid: string | null): Promise<Session | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      uid: users.uid,
      email: users.email,
      name: users.name,
      platformRole: users.platformRole,
      tokenVersion: users.tokenVersion,
      disabled: users.disabled,
      membershipRole: memberships.role,
      revoked: revokedTokens.jti,
    })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userUid, users.uid), eq(memberships.siteUid, siteUid ?? '')))
    .leftJoin(revokedTokens, eq(revokedTokens.jti, claims.jti))
    .where(eq(users.uid, claims.sub))
    .limit(1);
  if (!row || row.disabled || row.revoked || claims.ver < row.tokenVersion) return null;
  const { membershipRole, disabled: _disabled, revoked: _revoked, ...user } = row;
  const role = siteUid ? effectiveRole(membershipRole, user.platformRole) : user.platformRole;
  return { user, role, token: claims };
}
