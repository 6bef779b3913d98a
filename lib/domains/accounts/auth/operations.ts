import { and, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { memberships, revokedTokens, users } from '@/db/schema';
import { refuseDuplicates, UNIQUE } from '@/db/unique';
import { AppError, invalid } from '@/lib/shared/errors';
import { newUid } from '@/lib/shared/ids';
import { kickOutbox, type DbOrTx } from '@/lib/domains/messaging/outbox';
import { requireSignupAllowed } from '@/lib/domains/platform/sites/signup-policy';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { composeLinkMail, newAccountOrigin, queueMail } from './mail';
import { dummyHash, hashPassword, verifyPassword } from './password';
import { effectiveRole, ROLE } from './roles';
import type { LoginBody, SignupBody } from './schemas';
import type { Session } from './session';
import { forgetPageSessionsOf } from './session-cache';
import { LINK_TTL_SECONDS, storeLinkToken } from './secrets';
import { mintToken, PLATFORM_SID } from './token';

export interface Issued {
  token: string;
  user: { uid: string; email: string; name: string; role: number };
}

// Exported for sign-ins that find the account another way (lib/domains/accounts/auth/social, mailed codes).
export const mintFor = (userUid: string, site: SiteRef | null, version: number) => mintToken(userUid, site?.uid ?? PLATFORM_SID, version);

// A sign-in for a user already proven some other way (a mailed code or link): their token for this
// host, with their role here as login answers it. A disabled account gets 403, as at login.
export async function issueFor(site: SiteRef | null, userUid: string): Promise<Issued> {
  const db = await getDb();
  const [row] = await db
    .select({ user: users, membershipRole: memberships.role })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userUid, users.uid), eq(memberships.siteUid, site?.uid ?? '')))
    .where(eq(users.uid, userUid))
    .limit(1);
  if (!row) throw new AppError('unauthorized', 'This account no longer exists');
  if (row.user.disabled) throw new AppError('forbidden', 'This account is disabled');
  const { user } = row;
  const role = site ? effectiveRole(row.membershipRole, user.platformRole) : user.platformRole;
  return { token: await mintFor(user.uid, site, user.tokenVersion), user: { uid: user.uid, email: user.email, name: user.name, role } };
}

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

export interface NewAccount {
  email: string;
  // null: an account without a password (made by a mailed sign-in code).
  password: string | null;
  name: string;
  platformRole?: number;
  // The address is already proven (a mailed code made the account).
  verified?: boolean;
}

// A new account and, with `siteUid`, its role-1 membership there, in one transaction (with `within`'s
// writes, such as its verification mail). The password is hashed first and the database refuses a
// taken email (users_email_unique) when the row is written, so a taken email answers no faster than a
// new one, and two sign-ups at once cannot both get it.
export async function createAccount(input: NewAccount, siteUid?: string, within?: (tx: DbOrTx, uid: string) => Promise<void>): Promise<string> {
  const passwordHash = input.password === null ? null : await hashPassword(input.password);
  const db = await getDb();
  const uid = newUid();
  await refuseDuplicates(
    () =>
      db.transaction(async (tx) => {
        await tx.insert(users).values({ uid, email: input.email, name: input.name, passwordHash, platformRole: input.platformRole ?? 0, emailVerifiedAt: input.verified ? new Date() : null });
        if (siteUid) await tx.insert(memberships).values({ siteUid, userUid: uid, role: ROLE.customer });
        await within?.(tx, uid);
      }),
    { [UNIQUE.userEmail]: emailTaken },
  );
  return uid;
}

// Sign-up on a site host gives membership role 1 there; on the platform host, an account with no site.
// The account is made with a verification link queued to its address in the same transaction.
export async function signup(site: SiteRef | null, body: z.output<typeof SignupBody>): Promise<Issued> {
  requireSignupAllowed(site);
  const origin = newAccountOrigin(site);
  const { link, mail } = await composeLinkMail('email_verify', origin, { name: body.name, email: body.email });
  const uid = await createAccount(body, site?.uid, async (tx, uid) => {
    await storeLinkToken(tx, { purpose: 'email_verify', email: body.email, userUid: uid, siteUid: site?.uid ?? null, ttlSeconds: LINK_TTL_SECONDS.email_verify }, link);
    await queueMail(tx, site, 'email_verify', body.email, mail);
  });
  kickOutbox();
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
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.uid, userUid));
}

// docs/behaviours.md#B-logout: the presented token stops working at once; `everywhere` ends all of the user's tokens.
export async function logout(session: Session, everywhere: boolean): Promise<void> {
  const db = await getDb();
  if (everywhere) await bumpTokenVersion(session.user.uid);
  await db
    .insert(revokedTokens)
    .values({ jti: session.token.jti, expiresAt: new Date(session.token.exp * 1000) })
    .onConflictDoNothing();
  forgetPageSessionsOf({ jti: session.token.jti, userUid: everywhere ? session.user.uid : undefined });
  // Revocations outlive their token by nothing: expired rows go whenever someone signs out.
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
}
