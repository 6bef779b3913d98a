import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { idempotencyKeys as keys } from '@/db/schema';
import { inSite } from '@/db/scope';
import { background } from '@/lib/shared/background';
import { processSingleton } from '@/lib/shared/process-singleton';

// A key is one client's: its site (null on the platform host), the signed-in user ('' when anonymous)
// and the SHA-256 of the key itself.
export interface KeyScope {
  siteUid: string | null;
  caller: string;
  keyHash: string;
}

export interface StoredAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

// `applied`: the first request's write committed but its answer was lost (it ended without storing one).
export type Reservation = { kind: 'run'; lease: string } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'in_progress' } | { kind: 'other_request' } | { kind: 'applied' };

// A reservation whose request never completed (its process died) may be taken over after this long.
const STALE_AFTER_S = 60;

const scoped = (s: KeyScope, ...conditions: SQL[]): SQL =>
  s.siteUid === null
    ? (and(isNull(keys.siteUid), eq(keys.caller, s.caller), eq(keys.keyHash, s.keyHash), ...conditions) as SQL)
    : inSite(keys, s.siteUid, eq(keys.caller, s.caller), eq(keys.keyHash, s.keyHash), ...conditions);

const EXPIRES = sql`now() + interval '24 hours'`;

// Reserves the key for this request, or says what to answer instead. The unique index decides races:
// of two requests with one new key exactly one inserts; the other finds its row.
export async function reserve(scope: KeyScope, fingerprint: string): Promise<Reservation> {
  const db = await getDb();
  const lease = randomUUID();
  // Twice: a row released (deleted) between our insert and our read is simply free again.
  for (let attempt = 0; attempt < 2; attempt++) {
    const inserted = await db
      .insert(keys)
      .values({ ...scope, fingerprint, lease, expiresAt: EXPIRES })
      .onConflictDoNothing()
      .returning({ id: keys.id });
    if (inserted.length) {
      maybePurgeExpired();
      return { kind: 'run', lease };
    }
    const [row] = await db
      .select({
        id: keys.id,
        lease: keys.lease,
        applied: sql<boolean>`${keys.appliedAt} is not null`,
        fingerprint: keys.fingerprint,
        status: keys.status,
        headers: keys.headers,
        body: keys.body,
        expired: sql<boolean>`${keys.expiresAt} < now()`,
        stale: sql<boolean>`${keys.reservedAt} < now() - make_interval(secs => ${STALE_AFTER_S})`,
      })
      .from(keys)
      .where(scoped(scope))
      .limit(1);
    if (!row) continue;
    // An expired row not purged yet is as good as none; a stale reservation is taken over, and so is
    // one whose request ended here without being able to release it (releaseLater).
    const abandonedHere = abandoned.has(row.lease);
    // Its write committed, its answer was lost: running it again would apply it twice.
    if (!row.expired && row.status === null && row.applied && row.fingerprint === fingerprint && (row.stale || abandonedHere)) return { kind: 'applied' };
    if (row.expired || (row.status === null && (row.stale || abandonedHere) && row.fingerprint === fingerprint)) {
      return (await takeOver(row.id, fingerprint, lease, abandonedHere ? row.lease : null)) ? { kind: 'run', lease } : { kind: 'in_progress' };
    }
    if (row.fingerprint !== fingerprint) return { kind: 'other_request' };
    if (row.status === null) return { kind: 'in_progress' };
    return { kind: 'replay', answer: { status: row.status, headers: row.headers ?? [], body: Buffer.from(row.body ?? '', 'base64') } };
  }
  return { kind: 'in_progress' };
}

// One conditional UPDATE, so of two requests taking over one row exactly one gets it.
async function takeOver(id: number, fingerprint: string, lease: string, abandonedLease: string | null): Promise<boolean> {
  const db = await getDb();
  const free = sql`(${keys.expiresAt} < now() or (${keys.status} is null and (${keys.reservedAt} < now() - make_interval(secs => ${STALE_AFTER_S}) or ${keys.lease} = ${abandonedLease ?? ''})))`;
  const taken = await db
    .update(keys)
    .set({ fingerprint, lease, reservedAt: sql`now()`, expiresAt: EXPIRES, status: null, headers: null, body: null })
    .where(and(eq(keys.id, id), free))
    .returning({ id: keys.id });
  if (abandonedLease && taken.length) abandoned.delete(abandonedLease);
  return taken.length > 0;
}

// The first answer, kept 24 h from now; only the request holding the lease may store it.
export async function complete(scope: KeyScope, lease: string, answer: StoredAnswer): Promise<void> {
  const db = await getDb();
  await db
    .update(keys)
    .set({ status: answer.status, headers: answer.headers, body: answer.body.toString('base64'), expiresAt: EXPIRES })
    .where(scoped(scope, eq(keys.lease, lease), isNull(keys.status)));
}

// Gives the key back (the request failed on our side): the client's retry runs again.
// A key whose write committed (applied_at) is kept: a retry is told so instead of running it again.
export async function release(scope: KeyScope, lease: string): Promise<void> {
  const db = await getDb();
  await db.delete(keys).where(scoped(scope, eq(keys.lease, lease), isNull(keys.status), isNull(keys.appliedAt)));
}

// The statement that marks the key applied, run inside the write's own transaction (db/guard.ts's
// beforeCommit), as plain SQL since it runs on the driver's transaction.
export function appliedMark(scope: KeyScope, lease: string): { query: string; params: unknown[] } {
  return {
    query: `update idempotency_keys set applied_at = now() where key_hash = $1 and caller = $2 and coalesce(site_uid, '') = $3 and lease = $4 and status is null`,
    params: [scope.keyHash, scope.caller, scope.siteUid ?? '', lease],
  };
}

// A release that failed (the database was away, the usual reason for the 5xx being released): tried
// again every second for a minute, so that the client's retry after the outage runs at once instead of
// being answered 409 until the reservation goes stale.
// A retry that reaches this instance meanwhile takes the reservation over at once.
const abandoned = processSingleton('idempotency-abandoned-leases', () => new Set<string>());
export function releaseLater(scope: KeyScope, lease: string): void {
  abandoned.add(lease);
  let tries = 0;
  const stop = () => {
    clearInterval(timer);
    abandoned.delete(lease);
  };
  const timer = setInterval(() => {
    if (!abandoned.has(lease) || ++tries > STALE_AFTER_S) return stop();
    release(scope, lease).then(stop, () => {});
  }, 1000);
  timer.unref();
}

const PURGE_EVERY_MS = 10 * 60_000;
const BATCH = 500;
const MAX_BATCHES = 20;

const lastPurge = processSingleton('idempotency-purged-at', () => ({ at: 0 }));

// Expired rows are deleted opportunistically, as idle carts are (lib/domains/shop/carts/prune.ts): when a key is
// reserved, at most once per 10 minutes per process, in the background (on Vercel too, where no timer
// runs). Reads treat an expired row as absent, so a late purge costs only space.
function maybePurgeExpired(): void {
  const now = Date.now();
  if (now - lastPurge.at < PURGE_EVERY_MS) return;
  lastPurge.at = now;
  background(purgeExpired(), 'purging expired idempotency keys');
}

// Expired rows of every site, in bounded batches (index idempotency_keys_expires_idx). Maintenance
// across sites, like the cart and log pruning: no site filter.
async function purgeExpired(): Promise<number> {
  const db = await getDb();
  let total = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const batch = db
      .select({ id: keys.id })
      .from(keys)
      .where(lt(keys.expiresAt, sql`now()`))
      .limit(BATCH);
    const gone = await db.delete(keys).where(inArray(keys.id, batch)).returning({ id: keys.id });
    total += gone.length;
    if (gone.length < BATCH) break;
  }
  return total;
}
