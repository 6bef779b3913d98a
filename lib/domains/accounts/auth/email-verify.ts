import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { refuseDuplicates, UNIQUE } from '@/db/unique';
import { invalid, notFound } from '@/lib/shared/errors';
import { kickOutbox } from '@/lib/domains/messaging/outbox';
import { siteByUid, type SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { composeLinkMail, composeMail, mailOrigin, queueMail } from './mail';
import { badLink } from './password-reset';
import { LINK_TTL_SECONDS, readLinkToken, spendAllFor, spendLinkToken, storeLinkToken } from './secrets';

// Mails a verification link for the caller's current address; nothing when it is already proven.
export async function requestEmailVerification(site: SiteRef | null, userUid: string): Promise<{ sent: boolean }> {
  const db = await getDb();
  const [account] = await db
    .select({ uid: users.uid, name: users.name, email: users.email, platformRole: users.platformRole, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.uid, userUid))
    .limit(1);
  if (!account) throw notFound('User');
  if (account.verifiedAt) return { sent: false };
  // Not proven: that is what this mail is for.
  const origin = await mailOrigin(site, { ...account, proven: false });
  const { link, mail } = await composeLinkMail('email_verify', origin, { name: account.name, email: account.email });
  await db.transaction(async (tx) => {
    await storeLinkToken(tx, { purpose: 'email_verify', email: account.email, userUid: account.uid, siteUid: site?.uid ?? null, ttlSeconds: LINK_TTL_SECONDS.email_verify }, link);
    await queueMail(tx, site, 'email_verify', account.email, mail);
  });
  kickOutbox();
  return { sent: true };
}

// Mails a confirmation link to the new address of an account (the change waits for it).
export async function requestEmailChange(site: SiteRef | null, account: { uid: string; name: string; email: string; platformRole: number }, newEmail: string): Promise<void> {
  // The mail goes to the new address, which nothing has proven yet.
  const origin = await mailOrigin(site, { ...account, proven: false });
  const { link, mail } = await composeLinkMail('email_change', origin, { name: account.name, email: account.email }, newEmail);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await storeLinkToken(tx, { purpose: 'email_change', email: newEmail, userUid: account.uid, siteUid: site?.uid ?? null, ttlSeconds: LINK_TTL_SECONDS.email_change }, link);
    await queueMail(tx, site, 'email_change', newEmail, mail);
  });
  kickOutbox();
}

const emailTaken = () => invalid('email: another account uses this address now');

// A verification link marks the address proven (if it is still the account's address). An
// address-change link swaps the new address in, proven, spends every other pending secret of the
// account, and tells the old address. Tokens stay valid: the user keeps their sessions, and the old
// address hears of the change at once.
export async function confirmEmail(token: string): Promise<{ text: string; email: string }> {
  const row = await readLinkToken(token, ['email_verify', 'email_change']);
  if (!row?.userUid) throw badLink();
  const userUid = row.userUid;
  const db = await getDb();
  if (row.purpose === 'email_verify') {
    await db.transaction(async (tx) => {
      if (!(await spendLinkToken(tx, row.id))) throw badLink();
      const proven = await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(and(eq(users.uid, userUid), eq(users.email, row.email)))
        .returning({ uid: users.uid });
      if (proven.length === 0) throw badLink();
    });
    return { text: 'Your email address is confirmed', email: row.email };
  }
  const [account] = await db
    .select({ uid: users.uid, name: users.name, email: users.email, platformRole: users.platformRole, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.uid, userUid))
    .limit(1);
  if (!account) throw badLink();
  const site = row.siteUid ? await siteByUid(row.siteUid) : null;
  const notice = await composeMail('email_changed', await mailOrigin(site, { ...account, proven: account.verifiedAt !== null }), {
    user: { name: account.name, email: account.email },
    code: '',
    link: '',
    expires_minutes: 0,
    new_email: row.email,
  });
  await refuseDuplicates(
    () =>
      db.transaction(async (tx) => {
        if (!(await spendLinkToken(tx, row.id))) throw badLink();
        const changed = await tx
          .update(users)
          .set({ email: row.email, emailVerifiedAt: sql`now()` })
          .where(and(eq(users.uid, userUid), eq(users.email, account.email)))
          .returning({ uid: users.uid });
        if (changed.length === 0) throw badLink();
        await spendAllFor(tx, userUid, account.email, ['login_code', 'password_reset', 'email_verify', 'email_change']);
        await queueMail(tx, site, 'email_changed', account.email, notice);
      }),
    { [UNIQUE.userEmail]: emailTaken },
  );
  kickOutbox();
  return { text: 'Your new email address is in use', email: row.email };
}
