import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { userIdentities, users } from '@/db/schema';
import { AppError } from '@/lib/shared/errors';
import { kickOutbox } from '@/lib/domains/messaging/outbox';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { chargeUnsent, composeLinkMail, mailOrigin, queueMail } from './mail';
import { issueFor, type Issued } from './operations';
import { hashPassword } from './password';
import type { PasswordConfirmBody } from './schemas';
import { LINK_TTL_SECONDS, readLinkToken, spendAllFor, spendLinkToken, storeLinkToken } from './secrets';

export const badLink = () => new AppError('unauthorized', 'This link is invalid, expired or already used: ask for a new one');

// Mails a reset link (an hour, once) to an account's address. Answers the same, in the same time, for
// an unknown or disabled address: the same reads, render, stored row (one that names no account, so
// it can never reset anything) and charge of the site's mail budget, without the mail.
export async function requestPasswordReset(site: SiteRef | null, email: string): Promise<void> {
  const db = await getDb();
  const [account] = await db
    .select({ uid: users.uid, name: users.name, platformRole: users.platformRole, disabled: users.disabled, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const origin = await mailOrigin(site, account ? { ...account, proven: account.verifiedAt !== null } : null);
  const { link, mail } = await composeLinkMail('password_reset', origin, { name: account?.name ?? '', email });
  const to = account && !account.disabled ? account : null;
  await db.transaction(async (tx) => {
    await storeLinkToken(tx, { purpose: 'password_reset', email, userUid: to?.uid ?? null, siteUid: site?.uid ?? null, ttlSeconds: LINK_TTL_SECONDS.password_reset }, link);
    if (to) await queueMail(tx, site, 'password_reset', email, mail);
    else await chargeUnsent(tx, site, 'password_reset');
  });
  kickOutbox();
}

// Sets the new password, ends every older token of the account (token version), spends this link and
// any other reset link or sign-in code of the account, and marks the address proven (the link came
// through it). Answers a new token for this host. The address must still be the one the link went to.
export async function confirmPasswordReset(site: SiteRef | null, body: z.output<typeof PasswordConfirmBody>): Promise<Issued> {
  const row = await readLinkToken(body.token, ['password_reset']);
  if (!row?.userUid) throw badLink();
  const userUid = row.userUid;
  const passwordHash = await hashPassword(body.password);
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (!(await spendLinkToken(tx, row.id))) throw badLink();
    const [before] = await tx.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.uid, userUid)).limit(1);
    // An account whose address was never proven may carry a provider identity someone else linked
    // (an unverified provider address creates, never links): proving the mailbox now ends those.
    if (before && !before.verifiedAt) await tx.delete(userIdentities).where(eq(userIdentities.userUid, userUid));
    const changed = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(and(eq(users.uid, userUid), eq(users.email, row.email)))
      .returning({ uid: users.uid });
    if (changed.length === 0) throw badLink();
    await spendAllFor(tx, userUid, row.email, ['password_reset', 'login_code']);
  });
  return issueFor(site, userUid);
}
