import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { memberships, sites, users } from '@/db/schema';
import { requireCurrentPassword } from '@/lib/domains/accounts/auth/password-check';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import type { SessionUser } from '@/lib/domains/accounts/auth/session';
import { forbidden, invalid, notFound } from '@/lib/shared/errors';
import { listPage, offsetOf } from '@/lib/shared/pagination';
import type { AccountsQuery, AccountView, DeleteOwnAccountBody, UpdateAccountBody } from './schemas';

// Accounts are platform-wide (one person, many sites): only a platform admin (role 7+) lists, disables
// or deletes someone else's. A site admin manages memberships (lib/domains/accounts/users), never the account itself.

const columns = {
  uid: users.uid,
  email: users.email,
  name: users.name,
  platformRole: users.platformRole,
  disabled: users.disabled,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  sites: sql<number>`(select count(*)::int from ${memberships} where ${memberships.userUid} = ${users.uid})`,
};
type Row = { uid: string; email: string; name: string; platformRole: number; disabled: boolean; emailVerifiedAt: Date | null; createdAt: Date; sites: number };

const view = ({ emailVerifiedAt, createdAt, ...row }: Row): AccountView => ({ ...row, emailVerified: emailVerifiedAt !== null, createdAt: createdAt.toISOString() });

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listAccounts(q: z.output<typeof AccountsQuery>) {
  const db = await getDb();
  const where = q.q ? or(ilike(users.email, `%${escapeLike(q.q)}%`), ilike(users.name, `%${escapeLike(q.q)}%`)) : undefined;
  return listPage(q, db.select(columns).from(users).where(where).orderBy(desc(users.createdAt)).limit(q.page_size).offset(offsetOf(q)), db.select({ n: count() }).from(users).where(where), view);
}

async function readAccount(uid: string): Promise<Row> {
  const db = await getDb();
  const [row] = await db.select(columns).from(users).where(eq(users.uid, uid)).limit(1);
  if (!row) throw notFound('Account');
  return row;
}

// Nobody locks out or removes a platform admin but a higher one, and nobody does it to themselves
// here (their own account goes through DELETE /auth/me, which asks for the password).
function requireAbove(actor: SessionUser, target: Row): void {
  if (target.uid === actor.uid) throw invalid('This is your own account: use your account page instead');
  if (target.platformRole >= ROLE.superAdmin && target.platformRole >= actor.platformRole) throw forbidden('Only a higher platform role may change another platform admin');
}

export async function updateAccount(actor: SessionUser, uid: string, body: z.output<typeof UpdateAccountBody>): Promise<AccountView> {
  const target = await readAccount(uid);
  requireAbove(actor, target);
  const db = await getDb();
  // Disabling also bumps the token version: enabling the account again never revives an old token.
  await db
    .update(users)
    .set({ disabled: body.disabled, ...(body.disabled && !target.disabled ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}) })
    .where(eq(users.uid, uid));
  return view({ ...target, disabled: body.disabled });
}

// Deleting an account removes its memberships, identities and pending codes (foreign keys cascade),
// and with the row gone no token of it resolves any more. Sites it owns must be handed over or
// deleted first: a site without an owner would be nobody's to manage.
async function deleteAccountRow(uid: string): Promise<void> {
  const db = await getDb();
  const [owned] = await db.select({ n: count() }).from(sites).where(eq(sites.ownerUid, uid));
  if ((owned?.n ?? 0) > 0) throw invalid(`This account owns ${owned!.n} site(s): delete them or hand them over first`);
  await db.delete(users).where(eq(users.uid, uid));
}

export async function deleteAccount(actor: SessionUser, uid: string): Promise<void> {
  requireAbove(actor, await readAccount(uid));
  await deleteAccountRow(uid);
}

// The password check counts as a failed sign-in when wrong (docs/behaviours.md#B-password-attempts), like every other.
export async function deleteOwnAccount(user: SessionUser, body: z.output<typeof DeleteOwnAccountBody>, ip: string): Promise<void> {
  const db = await getDb();
  const [row] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.uid, user.uid)).limit(1);
  if (!row) throw notFound('Account');
  await requireCurrentPassword(row, body.password, ip, 'password');
  await deleteAccountRow(user.uid);
}
