import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { authSecrets, type AuthSecretPurpose } from '@/db/schema';
import { newUid } from '@/lib/shared/ids';
import type { DbOrTx } from '@/lib/domains/messaging/outbox';
import { keyedHash, sameHash } from './keyed-hash';

// One-time secrets sent by mail (db/schema/auth.ts `auth_secrets`). Only an HMAC of each is stored,
// keyed with the auth secret: a copy of the table alone does not let anyone try six-digit codes
// offline. A row is spent (`used_at`) when it succeeds, when a newer one replaces it, or when a code's
// tries run out.

const CODE_TRIES = 5;
// How long a mailed link works: a reset for an hour, a verification or address change for a day.
export const LINK_TTL_SECONDS = { password_reset: 3600, email_verify: 86_400, email_change: 86_400 } as const;
type SecretRow = typeof authSecrets.$inferSelect;

const hashOf = (purpose: AuthSecretPurpose, value: string) => keyedHash(purpose, value);

// Six digits from the CSPRNG, every one equally likely.
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

// A link token is `<row id>.<32 random bytes, base64url>`: the id finds the row by its key, the rest is
// compared with the stored HMAC in constant time.
function newLinkSecret(id: string): { token: string; secret: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${id}.${secret}`, secret };
}

const atSite = (siteUid: string | null) => (siteUid ? eq(authSecrets.siteUid, siteUid) : isNull(authSecrets.siteUid));
const live = () => and(isNull(authSecrets.usedAt), gt(authSecrets.expiresAt, sql`now()`));

export interface NewSecret {
  purpose: AuthSecretPurpose;
  email: string;
  userUid: string | null;
  siteUid: string | null;
  ttlSeconds: number;
  data?: Record<string, unknown>;
}

// Spends the older unused secrets this one replaces: codes and links of the same purpose for the same
// address and site; for an email change, the account's earlier pending change (whatever address).
async function supersede(tx: DbOrTx, s: NewSecret): Promise<void> {
  const same = s.purpose === 'email_change' && s.userUid ? eq(authSecrets.userUid, s.userUid) : and(eq(authSecrets.email, s.email), atSite(s.siteUid));
  await tx
    .update(authSecrets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authSecrets.purpose, s.purpose), isNull(authSecrets.usedAt), same));
  // Housekeeping where it is cheap: this address's rows that expired more than a day ago.
  await tx.delete(authSecrets).where(and(eq(authSecrets.email, s.email), lt(authSecrets.expiresAt, sql`now() - interval '1 day'`)));
}

async function insert(tx: DbOrTx, s: NewSecret, id: string, secret: string): Promise<void> {
  await supersede(tx, s);
  await tx.insert(authSecrets).values({
    id,
    purpose: s.purpose,
    email: s.email,
    userUid: s.userUid,
    siteUid: s.siteUid,
    secretHash: hashOf(s.purpose, secret),
    data: s.data ?? {},
    expiresAt: sql`now() + (${s.ttlSeconds}::int * interval '1 second')`,
  });
}

// A fresh code, to be stored by `storeCode` inside the caller's transaction.
export async function storeCode(tx: DbOrTx, s: NewSecret, code: string): Promise<void> {
  await insert(tx, s, newUid(), code);
}

// A link token made now (it goes into the mail, rendered before the transaction) and stored later
// with `storeLinkToken` inside the caller's transaction.
export function prepareLinkToken(): { id: string; token: string; secret: string } {
  const id = newUid();
  return { id, ...newLinkSecret(id) };
}

export async function storeLinkToken(tx: DbOrTx, s: NewSecret, prepared: { id: string; secret: string }): Promise<void> {
  await insert(tx, s, prepared.id, prepared.secret);
}

export type CodeCheck = { ok: true; row: SecretRow } | { ok: false; reason: 'none' | 'wrong' | 'spent'; triesLeft: number };

// Checks a sign-in code for this address and site. The try is counted first, in one conditional
// UPDATE (attempts + 1 only while fewer than CODE_TRIES were made), so parallel guesses cannot get
// more tries than that; the try that uses the last one spends the code when it is wrong. A right code
// is then spent by a second conditional UPDATE, so it signs in once.
export async function checkCode(email: string, siteUid: string | null, code: string): Promise<CodeCheck> {
  const db = await getDb();
  const newest = db
    .select({ id: authSecrets.id })
    .from(authSecrets)
    .where(and(eq(authSecrets.purpose, 'login_code'), eq(authSecrets.email, email), atSite(siteUid), live()))
    .orderBy(desc(authSecrets.createdAt))
    .limit(1);
  const [tried] = await db
    .update(authSecrets)
    .set({ attempts: sql`${authSecrets.attempts} + 1` })
    .where(and(inArray(authSecrets.id, newest), live(), lt(authSecrets.attempts, CODE_TRIES)))
    .returning();
  // Hashed either way, so "no code" takes as long as a wrong one.
  const hash = hashOf('login_code', code);
  if (!tried) return { ok: false, reason: 'none', triesLeft: 0 };
  if (!sameHash(hash, tried.secretHash)) {
    const triesLeft = CODE_TRIES - tried.attempts;
    if (triesLeft <= 0)
      await db
        .update(authSecrets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(authSecrets.id, tried.id), isNull(authSecrets.usedAt)));
    return { ok: false, reason: triesLeft <= 0 ? 'spent' : 'wrong', triesLeft };
  }
  const [spent] = await db
    .update(authSecrets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authSecrets.id, tried.id), live()))
    .returning();
  return spent ? { ok: true, row: spent } : { ok: false, reason: 'none', triesLeft: 0 };
}

// The live row a link token names, if the token is right (not spent yet: see `spendLinkToken`).
export async function readLinkToken(token: string, purposes: AuthSecretPurpose[]): Promise<SecretRow | null> {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 200) return null;
  const id = token.slice(0, dot);
  const db = await getDb();
  const [row] = await db
    .select()
    .from(authSecrets)
    .where(and(eq(authSecrets.id, id), live()))
    .limit(1);
  if (!row || !purposes.includes(row.purpose)) return null;
  return sameHash(hashOf(row.purpose, token.slice(dot + 1)), row.secretHash) ? row : null;
}

// Spends the row inside the caller's transaction; false when another request spent it first.
export async function spendLinkToken(tx: DbOrTx, id: string): Promise<boolean> {
  const rows = await tx
    .update(authSecrets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authSecrets.id, id), live()))
    .returning({ id: authSecrets.id });
  return rows.length === 1;
}

// Every unused secret acting on the account ends (its password or address changed).
export async function spendAllFor(tx: DbOrTx, userUid: string, email: string, purposes: AuthSecretPurpose[]): Promise<void> {
  await tx
    .update(authSecrets)
    .set({ usedAt: sql`now()` })
    .where(and(inArray(authSecrets.purpose, purposes), isNull(authSecrets.usedAt), or(eq(authSecrets.userUid, userUid), eq(authSecrets.email, email))));
}
