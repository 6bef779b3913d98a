import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { invalid, notFound } from '@/lib/shared/errors';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { requestEmailChange } from './email-verify';
import { issueFor, type Issued } from './operations';
import { hashPassword } from './password';
import { requireCurrentPassword } from './password-check';
import type { MeView, UpdateMeBody } from './schemas';
import { spendAllFor } from './secrets';

type Account = typeof users.$inferSelect;

async function account(uid: string): Promise<Account> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  if (!row) throw notFound('User');
  return row;
}

const view = (a: Account, role: number): MeView => ({
  uid: a.uid,
  email: a.email,
  name: a.name,
  role,
  emailVerified: a.emailVerifiedAt !== null,
  hasPassword: a.passwordHash !== null,
});

// GET /auth/me: the caller with their role on this host, whether the address is proven, whether the
// account has a password.
export async function me(uid: string, role: number): Promise<MeView> {
  return view(await account(uid), role);
}

export interface MeUpdate {
  item: MeView;
  // Set when a new address waits for its confirmation link.
  pendingEmail: string | null;
  // Set when the password changed: every older token ended, this one is the caller's new one.
  issued: Issued | null;
}

// PATCH /auth/me: the name changes at once; a new email is mailed a confirmation link (the address
// changes when it is followed); a new password ends every older token (token version) and any pending
// reset link, and the answer carries a new token.
export async function updateMe(site: SiteRef | null, uid: string, role: number, body: z.output<typeof UpdateMeBody>, ip: string): Promise<MeUpdate> {
  const before = await account(uid);
  const newEmail = body.email !== undefined && body.email !== before.email ? body.email : null;
  // A stolen session alone cannot take the account over: the current password first, where it has one.
  if (newEmail !== null || body.password !== undefined) await requireCurrentPassword(before, body.currentPassword, ip);
  const db = await getDb();
  if (newEmail !== null) {
    const [taken] = await db.select({ uid: users.uid }).from(users).where(eq(users.email, newEmail)).limit(1);
    if (taken) throw invalid('email: another account uses this address');
  }
  const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
  if (body.name !== undefined || passwordHash !== undefined) {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(passwordHash !== undefined ? { passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(eq(users.uid, uid));
      if (passwordHash !== undefined) await spendAllFor(tx, uid, before.email, ['password_reset']);
    });
  }
  const after = await account(uid);
  if (newEmail !== null) await requestEmailChange(site, after, newEmail);
  return { item: view(after, role), pendingEmail: newEmail, issued: passwordHash !== undefined ? await issueFor(site, uid) : null };
}
