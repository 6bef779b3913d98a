import fs from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import { env } from '@/lib/shared/env';
import { bridgeSingleton, setBridgeSlot } from '@/lib/shared/process-singleton';
import { guardPool, type BreakerState } from './guard';
import { MIGRATIONS_DIR, openPgliteFiles } from './pglite-files.mjs';
import { HEAVY_LANE_APP } from './pglite-wire.mjs';
import * as schema from './schema';

// One Drizzle type over both drivers: queries are written once and run on PGlite and PostgreSQL alike.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  // Whether this process alone uses the database (embedded, not shared with other workers).
  owner: boolean;
  close: () => Promise<void>;
  // Writes what the start-up wrote to the data files, so a worker that takes over after a crash
  // replays little WAL (PGlite); nothing to do on a PostgreSQL server.
  checkpoint: () => Promise<void>;
  // Runs `fn` while no other instance on this database runs start-up work (a PostgreSQL advisory
  // lock; PGlite has one owner process anyway), so instances starting at once migrate and seed once.
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  // A round trip to the database (readiness).
  ping: () => Promise<void>;
  // Whether statements are refused at once because the database stopped answering (db/guard.ts);
  // the embedded database is never cut off.
  breaker: () => BreakerState;
}

const CLOSED: BreakerState = { open: false };
// PostgreSQL: what one request's transaction may hold (openPostgres).
const IDLE_IN_TRANSACTION_MS = 5_000;
const LOCK_WAIT_MS = 5_000;
const SOCKET_WAIT_MS = 120_000;

// The advisory lock key of start-up work: any constant shared by every instance ("site-plt").
const STARTUP_LOCK = 0x736974652d706c74n;

export interface OpenOptions {
  // False for a replacement worker: its predecessor from the same build applied them already.
  migrate: boolean;
}

async function openPostgres(url: string, { migrate: runMigrations }: OpenOptions): Promise<DbHandle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  // Sized per process (DATABASE_POOL_MAX: 10, or 2 on Vercel); idle connections close after
  // DATABASE_IDLE_TIMEOUT seconds (on Vercel 5, so an idle instance holds none of the server's limit).
  // A database that cannot be reached fails a connection attempt within DATABASE_CONNECT_TIMEOUT seconds
  // (the request answers 503, lib/http/errors.ts), not after the driver's default 30. A closed
  // connection is tried again within half a second: the driver's own backoff grows to 20 s after a few
  // failures, and every query waiting for that connection waited with it (8-10 s per request seen
  // while the database refused connections, and as long again once it was back).
  const options = {
    max: env.DATABASE_POOL_MAX,
    idle_timeout: env.DATABASE_IDLE_TIMEOUT,
    connect_timeout: env.DATABASE_CONNECT_TIMEOUT,
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
    onnotice: () => {},
  };
  // The server cancels a statement after DATABASE_STATEMENT_TIMEOUT; the guard tells an outage apart
  // after DATABASE_OUTAGE_AFTER without any answer (db/guard.ts). What one request may hold is bounded
  // too: a transaction idle between statements longer than IDLE_IN_TRANSACTION_MS (its process stalled)
  // is ended by the server, its locks and its pool slot given back; a statement waiting longer than
  // LOCK_WAIT_MS for a row lock (a site's row during a bulk write's batch, its site_storage row) gives
  // up with 55P03, answered 503 with Retry-After, rather than holding a slot of the pool every tenant
  // of this process shares until the statement timeout.
  const statementMs = Math.round(env.DATABASE_STATEMENT_TIMEOUT * 1000);
  const connection = { statement_timeout: statementMs, idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS, lock_timeout: Math.min(LOCK_WAIT_MS, statementMs) };
  const guard = guardPool((max) => postgres(url, { ...options, ...(max ? { max } : {}), connection }), {
    silenceMs: Math.round(env.DATABASE_OUTAGE_AFTER * 1000),
    statementMs: statementMs + 250,
  });
  // Drizzle calls only what GuardedClient offers (unsafe, begin, savepoint, the parser tables).
  const db = drizzle(guard.client as unknown as Sql, { schema });
  const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
    // A session lock on a connection of its own, held while `fn` uses the pool.
    const lock = await guard.current().reserve();
    try {
      // Another instance may migrate for a while: this wait is bounded by the statement timeout alone.
      await lock`select set_config('lock_timeout', '0', false)`;
      await lock`select pg_advisory_lock(${STARTUP_LOCK.toString()}::bigint)`;
      return await fn();
    } finally {
      await lock`select pg_advisory_unlock(${STARTUP_LOCK.toString()}::bigint)`.catch(() => {});
      await lock`reset lock_timeout`.catch(() => {});
      lock.release();
    }
  };
  // Migrations may run long: on a pool of their own, with no statement deadline.
  const migrateAlone = async () => {
    const own = postgres(url, { ...options, max: 1 });
    try {
      await migrate(drizzle(own, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await own.end({ timeout: 5 });
    }
  };
  if (runMigrations) await exclusive(migrateAlone);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    owner: false,
    close: guard.end,
    checkpoint: async () => {},
    exclusive,
    ping: guard.ping,
    breaker: guard.state,
  };
}

async function openPglite(dataDir: string, { migrate: runMigrations }: OpenOptions): Promise<DbHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await openPgliteFiles(dataDir);
  const db = drizzle(client, { schema });
  if (runMigrations) await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    owner: true,
    close: () => client.close(),
    checkpoint: async () => void (await client.exec('CHECKPOINT')),
    exclusive: (fn) => fn(),
    ping: async () => void (await client.query('select 1')),
    breaker: () => CLOSED,
  };
}

// The embedded database served by the database thread of `npm start`'s primary (server/database-host.mjs),
// which applied the migrations and checkpoints on stop. One session behind the socket, shared by every
// connection: no per-connection settings; statements are prepared under the driver's random names
// (one round trip each after the first use), and kept for the connection's life, since the server
// deallocates them only when it closes; the heavy lane names itself so it waits behind the others.
// Start-up work is exclusive because the primary starts the first worker alone.
async function openSharedPglite(socketPath: string): Promise<DbHandle> {
  // The primary starts the first worker while its database thread still opens and migrates the files.
  for (const until = Date.now() + SOCKET_WAIT_MS; !fs.existsSync(socketPath); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() > until) throw new Error(`the primary's database thread did not open ${socketPath} within ${SOCKET_WAIT_MS / 1000} s`);
  }
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const client = postgres({
    path: socketPath,
    max: env.DATABASE_POOL_MAX,
    max_lifetime: null,
    fetch_types: false,
    onnotice: () => {},
    backoff: () => 0.1,
    connection: { application_name: env.SITE_PLATFORM_LANE === 'heavy' ? HEAVY_LANE_APP : 'site-platform' },
  });
  // Drizzle runs statements unnamed; behind the shared session an unnamed statement keeps the database
  // across the round trip between its Describe and its Execute (db/pglite-wire.mjs). Named, it need not,
  // and after its first use on a connection it takes one round trip. (In a transaction, which keeps the
  // database anyway, drizzle's statements stay unnamed.)
  const named = new Proxy(client, {
    get: (target, prop, receiver) =>
      prop === 'unsafe' ? (query: string, params?: unknown[], options?: object) => target.unsafe(query, params as never, { ...options, prepare: true }) : Reflect.get(target, prop, receiver),
  });
  return {
    db: drizzle(named, { schema }) as unknown as Db,
    kind: 'pglite',
    owner: false,
    close: () => client.end({ timeout: 5 }),
    checkpoint: async () => {},
    exclusive: (fn) => fn(),
    ping: async () => void (await client`select 1`),
    breaker: () => CLOSED,
  };
}

// One handle per process (one connection pool, one PGlite owner of DATA_DIR), under the name
// server/server.mjs closes on stop. The first caller's options decide (start-up calls first).
export function dbHandle(options: OpenOptions = { migrate: true }): Promise<DbHandle> {
  return bridgeSingleton('db', () =>
    (env.DATABASE_URL ? openPostgres(env.DATABASE_URL, options) : env.SITE_PLATFORM_DB_SOCKET ? openSharedPglite(env.SITE_PLATFORM_DB_SOCKET) : openPglite(env.DATA_DIR, options)).catch(
      (err: unknown) => {
        // A failed open must not stick: the next caller tries again.
        setBridgeSlot('db', undefined);
        const where = env.DATABASE_URL ? 'the PostgreSQL server at DATABASE_URL' : `the embedded database in ${env.DATA_DIR}`;
        throw new Error(`Cannot open ${where}: ${err instanceof Error ? err.message : String(err)}`);
      },
    ),
  );
}

export async function getDb(): Promise<Db> {
  return (await dbHandle()).db;
}
