import { and, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { memberships, revokedTokens, users } from '@/db/schema';
import { refuseDuplicates, UNIQUE } from '@/db/unique';
import { AppError, invalid } from '@/lib/errors';
import { newUid } from '@/lib/ids';
import { requireSignupAllowed } from '@/lib/sites/signup-policy';
import type { SiteRef } from '@/lib/tenancy/site-lookup';
import { dummyHash, hashPassword, verifyPassword } from './password';
import { effectiveRole, ROLE } from './roles';
import type { LoginBody, SignupBody } from './schemas';
import type { Session } from './session';
import { mintToken, PLATFORM_SID } from './token';

export interface Issued {
  token: string;
  user: { uid: string; email: string; name: string; role: number };
}

// Exported for sign-ins that find the account another way (lib/auth/social).
export const mintFor = (userUid: string, site: SiteRef | null, version: number) => mintToken(userUid, site?.uid ?? PLATFORM_SID, version);

export async function login(site: SiteRef | null, body: z.output<typeof LoginBody>): Promise<Issued> {
  const db = await getDb();
  const [row] = await db
    .select({ user: users, membershipRole: memberships.role })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userUid, users.uid), eq(memberships.siteUid, site?.uid ?? '')))
    .where(eq(users.email, body.email))
    .limit(1);
  const ok = await verifyPassword(row?.user.passwordHash ?? (await dummyHash()), body.password);
  if (!row || !ok) throw new AppError('unauthorized', 'Wrong email or password');
  if (row.user.disabled) throw new AppError('forbidden', 'This account is disabled');
  const { user } = row;
  const role = site ? effectiveRole(row.membershipRole, user.platformRole) : user.platformRole;
  return { token: await mintFor(user.uid, site, user.tokenVersion), user: { uid: user.uid, email: user.email, name: user.name, role } };
}

const emailTaken = () => invalid('An account with this email already exists: sign in instead');

// A new account and, with `siteUid`, its role-1 membership there, in one transaction. The password is
// hashed first and the database refuses a taken email (users_email_unique) when the row is written,
// so a taken email answers no faster than a new one, and two sign-ups at once cannot both get it.
async function createAccount(input: { email: string; password: string; name: string; platformRole?: number }, siteUid?: string): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  const uid = newUid();
  await refuseDuplicates(
    () =>
      db.transaction(async (tx) => {
        await tx.insert(users).values({ uid, email: input.email, name: input.name, passwordHash, platformRole: input.platformRole ?? 0 });
        if (siteUid) await tx.insert(memberships).values({ siteUid, userUid: uid, role: ROLE.customer });
      }),
    { [UNIQUE.userEmail]: emailTaken },
  );
  return uid;
}

// Sign-up on a site host gives membership role 1 there; on the platform host, an account with no site.
export async function signup(site: SiteRef | null, body: z.output<typeof SignupBody>): Promise<Issued> {
  requireSignupAllowed(site);
  const uid = await createAccount(body, site?.uid);
  const role = site ? ROLE.customer : 0;
  return { token: await mintFor(uid, site, 0), user: { uid, email: body.email, name: body.name, role } };
}

// Ensures ADMIN_EMAIL exists with platform role 7 (and the given password) at start.
export async function ensurePlatformAdmin(email: string, password: string): Promise<void> {
  const db = await getDb();
  const [existing] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  if (!existing) {
    await createAccount({ email: email.toLowerCase(), password, name: 'Administrator', platformRole: ROLE.superAdmin });
    return;
  }
  const passwordOk = await verifyPassword(existing.passwordHash, password);
  await db
    .update(users)
    .set({
      platformRole: Math.max(existing.platformRole, ROLE.superAdmin),
      disabled: false,
      // A new password ends every token issued under the old one.
      ...(passwordOk ? {} : { passwordHash: await hashPassword(password), tokenVersion: sql`${users.tokenVersion} + 1` }),
    })
    .where(eq(users.uid, existing.uid));
}

// Ends every token the user holds (sign-out everywhere, password change, role removal).
export async function bumpTokenVersion(userUid: string): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.uid, userUid));
}

// CONTRACT 3: the presented token stops working at once; `everywhere` ends all of the user's tokens.
export async function logout(session: Session, everywhere: boolean): Promise<void> {
  const db = await getDb();
  if (everywhere) await bumpTokenVersion(session.user.uid);
  await db
    .insert(revokedTokens)
    .values({ jti: session.token.jti, expiresAt: new Date(session.token.exp * 1000) })
    .onConflictDoNothing();
  // Revocations outlive their token by nothing: expired rows go whenever someone signs out.
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
}
