import { eq, isNull, and } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { uniqueViolation } from '@/db/unique';
import { env } from '@/lib/shared/env';
import { AppError } from '@/lib/shared/errors';
import { kickOutbox } from '@/lib/domains/messaging/outbox';
import { signupAllowed } from '@/lib/domains/platform/sites/signup-policy';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { chargeUnsent, composeMail, mailOrigin, queueMail } from './mail';
import { createAccount, issueFor, type Issued } from './operations';
import type { LoginVerifyBody } from './schemas';
import { checkCode, newCode, storeCode } from './secrets';

// Passwordless sign-in: a 6-digit code mailed to the address, valid AUTH_CODE_TTL_SECONDS (10 minutes),
// once, for CODE_TRIES tries (lib/domains/accounts/auth/secrets.ts). The request answers the same, in the same time,
// whether or not the address has an account: both paths read the account, render the mail, store a
// code, charge the site's mail budget and commit; only the queued mail differs, and an unknown address
// where sign-up is closed gets none (its code is stored all the same, and can never be learnt).
export async function requestLoginCode(site: SiteRef | null, email: string): Promise<void> {
  const db = await getDb();
  const [account] = await db.select({ uid: users.uid, name: users.name, platformRole: users.platformRole, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.email, email)).limit(1);
  const origin = await mailOrigin(site, account ? { ...account, proven: account.verifiedAt !== null } : null);
  const code = newCode();
  const mail = await composeMail('login_code', origin, {
    user: { name: account?.name ?? '', email },
    code,
    link: '',
    expires_minutes: Math.ceil(env.AUTH_CODE_TTL_SECONDS / 60),
    new_email: '',
  });
  const send = account !== undefined || signupAllowed(site);
  await db.transaction(async (tx) => {
    await storeCode(tx, { purpose: 'login_code', email, userUid: account?.uid ?? null, siteUid: site?.uid ?? null, ttlSeconds: env.AUTH_CODE_TTL_SECONDS }, code);
    if (send) await queueMail(tx, site, 'login_code', email, mail);
    else await chargeUnsent(tx, site, 'login_code');
  });
  kickOutbox();
}

function refused(check: Exclude<Awaited<ReturnType<typeof checkCode>>, { ok: true }>): AppError {
  if (check.reason === 'wrong') return new AppError('unauthorized', `Wrong code: ${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left`);
  if (check.reason === 'spent') return new AppError('unauthorized', 'Wrong code: that was the last try, ask for a new code');
  return new AppError('unauthorized', 'No valid code for this address: it is used, expired or was never sent; ask for a new one');
}

// A right code signs in: an existing account as login does (disabled: 403); an unknown address gets a
// new account without a password (role 1 on this site; on the platform host no site role) where
// sign-up is open. Either way the address is now proven.
export async function verifyLoginCode(site: SiteRef | null, body: z.output<typeof LoginVerifyBody>): Promise<{ issued: Issued; created: boolean }> {
  const check = await checkCode(body.email, site?.uid ?? null, body.code);
  if (!check.ok) throw refused(check);
  const db = await getDb();
  const [existing] = await db.select({ uid: users.uid }).from(users).where(eq(users.email, body.email)).limit(1);
  let uid = existing?.uid;
  let created = false;
  if (!uid) {
    if (!signupAllowed(site)) throw refused({ ok: false, reason: 'none', triesLeft: 0 });
    try {
      uid = await createAccount({ email: body.email, password: null, name: '', verified: true }, site?.uid);
      created = true;
    } catch (err) {
      // A sign-up with this address got in between: the code proves the mailbox, so it signs in there.
      if (uniqueViolation(err) === null && !(err instanceof AppError && err.code === 'invalid')) throw err;
      const [raced] = await db.select({ uid: users.uid }).from(users).where(eq(users.email, body.email)).limit(1);
      if (!raced) throw err;
      uid = raced.uid;
    }
  }
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.uid, uid), isNull(users.emailVerifiedAt)));
  return { issued: await issueFor(site, uid), created };
}
