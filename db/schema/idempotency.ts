import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from './sites';

// Idempotency keys (lib/shared/idempotency): the first answer to a write sent with an `Idempotency-Key`,
// kept 24 h so that a retry with the same key is answered from here instead of running again.
// `status` is null while the first request is still running (a reservation held by `lease`).
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // Null for the platform host's own routes (sign-up, sites/new without a site).
    siteUid: text('site_uid').references(() => sites.uid, { onDelete: 'cascade' }),
    // The signed-in user's uid, or '' for anonymous callers.
    caller: text('caller').notNull(),
    // SHA-256 (hex) of the key: the client's key itself is never stored.
    keyHash: text('key_hash').notNull(),
    // SHA-256 (hex) of method, path with query and body bytes: the same key with another request is refused.
    fingerprint: text('fingerprint').notNull(),
    // Who holds the reservation: only that request may store or release it.
    lease: text('lease').notNull(),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // Set inside the transaction of the write itself (db/guard.ts's beforeCommit): the write committed
    // even if its answer never came back, so the key is not released for a second run.
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    status: integer('status'),
    headers: jsonb('headers').$type<[string, string][]>(),
    // The answer's bytes, base64 (any media type, replayed byte for byte).
    body: text('body'),
  },
  (t) => [
    // The key hash first, so the look-up by key uses the index; the platform (no site) is one scope.
    uniqueIndex('idempotency_keys_scope').on(t.keyHash, t.caller, sql`coalesce(${t.siteUid}, '')`),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
