import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { memberships, userIdentities, users } from '@/db/schema';
import { uniqueViolation } from '@/db/unique';
import { AppError, conflict, forbidden } from '@/lib/shared/errors';
import { newUid } from '@/lib/shared/ids';
import { consume } from '@/lib/shared/rate-limit';
import { requireSignupAllowed } from '@/lib/domains/platform/sites/signup-policy';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { mintFor, type Issued } from '../operations';
import { effectiveRole, ROLE } from '../roles';
import { PROVIDER_NAMES } from './config';
import type { ProviderProfile } from './protocol';

type UserRow = typeof users.$inferSelect;
type Found = { user: UserRow; membershipRole: number | null; note?: string };

async function userBy(site: SiteRef | null, where: ReturnType<typeof eq>): Promise<Found | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ user: users, membershipRole: memberships.role })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userUid, users.uid), eq(memberships.siteUid, site?.uid ?? '')))
    .where(where)
    .limit(1);
  return row;
}

async function byIdentity(site: SiteRef | null, profile: ProviderProfile): Promise<Found | undefined> {
  const db = await getDb();
  const [identity] = await db
    .select({ userUid: userIdentities.userUid })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, profile.provider), eq(userIdentities.providerUserId, profile.subject)))
    .limit(1);
  return identity ? userBy(site, eq(users.uid, identity.userUid)) : undefined;
}

// Links the provider's identity to an existing account whose address the provider has verified. An
// account whose own address was never proven may have been opened by someone else in that person's
// name (anyone can sign up with any address): now that its owner has proven it, that password and
// every token issued under it end, so a squatter cannot share the account. Platform accounts (made
// by the operator through ADMIN_EMAIL) are nobody's squat and keep theirs.
async function link(found: Found, profile: ProviderProfile): Promise<Found> {
  const db = await getDb();
  const evict = found.user.emailVerifiedAt === null && found.user.platformRole === 0;
  await db.transaction(async (tx) => {
    await tx.insert(userIdentities).values({ provider: profile.provider, providerUserId: profile.subject, userUid: found.user.uid, email: profile.email });
    await tx
      .update(users)
      .set(evict ? { emailVerifiedAt: new Date(), passwordHash: null, tokenVersion: sql`${users.tokenVersion} + 1` } : { emailVerifiedAt: found.user.emailVerifiedAt ?? new Date() })
      .where(eq(users.uid, found.user.uid));
  });
  if (!evict) return found;
  const note = 'Your address is now verified; the password this account had no longer works (ask for a password reset to set a new one)';
  return { ...found, user: { ...found.user, tokenVersion: found.user.tokenVersion + 1, passwordHash: null }, note };
}

// A new account without a password, its identity, and on a site host a role-1 membership there.
async function create(site: SiteRef | null, profile: ProviderProfile & { email: string }): Promise<Found> {
  const db = await getDb();
  const uid = newUid();
  const user = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ uid, email: profile.email, name: profile.name, passwordHash: null, emailVerifiedAt: profile.emailVerified ? new Date() : null })
      .returning();
    if (site) await tx.insert(memberships).values({ siteUid: site.uid, userUid: uid, role: ROLE.customer });
    await tx.insert(userIdentities).values({ provider: profile.provider, providerUserId: profile.subject, userUid: uid, email: profile.email });
    return row!;
  });
  return { user, membershipRole: site ? ROLE.customer : null };
}

// The account the provider's person signs into: the one their identity is linked to; else the one
// with their address, only when the provider verified it; else a new one where sign-up is open.
async function resolve(site: SiteRef | null, profile: ProviderProfile, ip: string): Promise<Found> {
  const linked = await byIdentity(site, profile);
  if (linked) return linked;
  const name = PROVIDER_NAMES[profile.provider];
  if (!profile.email) throw forbidden(`${name} did not share an email address: allow it there, or sign up with email and password`);
  const existing = await userBy(site, eq(users.email, profile.email));
  if (existing) {
    if (!profile.emailVerified) {
      throw conflict(
        `An account with ${profile.email} already exists, and ${name} does not vouch that this address is yours: sign in to that account another way (its password, or an emailed code) instead`,
      );
    }
    // A disabled account gains no identity; the caller refuses it.
    return existing.user.disabled ? existing : link(existing, profile);
  }
  requireSignupAllowed(site);
  // New accounts count against the same per-IP limit as password sign-ups.
  await consume('signup', ip);
  return create(site, { ...profile, email: profile.email });
}

// The signed-in answer for the provider's person on this host (role as login gives it). Two first
// sign-ins at once may race to create or link: the loser finds the winner's work on a second look.
export async function signInWithProfile(site: SiteRef | null, profile: ProviderProfile, ip: string): Promise<Issued & { note?: string }> {
  let found: Found;
  try {
    found = await resolve(site, profile, ip);
  } catch (err) {
    if (uniqueViolation(err) === null) throw err;
    const again = await byIdentity(site, profile);
    if (!again) throw new AppError('conflict', 'This account was changed at the same moment: sign in again');
    found = again;
  }
  const { user, membershipRole } = found;
  if (user.disabled) throw forbidden('This account is disabled');
  const role = site ? effectiveRole(membershipRole, user.platformRole) : user.platformRole;
  const issued = { token: await mintFor(user.uid, site, user.tokenVersion), user: { uid: user.uid, email: user.email, name: user.name, role } };
  return found.note ? { ...issued, note: found.note } : issued;
}
