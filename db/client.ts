import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import { env } from '@/lib/env';
import { processSingleton, setProcessSingleton } from '@/lib/process-singleton';
import { guardPool, type BreakerState } from './guard';
import * as schema from './schema';

// One Drizzle type over both drivers: queries are written once and run on PGlite and PostgreSQL alike.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
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

// The advisory lock key of start-up work: any constant shared by every instance ("site-plt").
const STARTUP_LOCK = 0x736974652d706c74n;

export interface OpenOptions {
  // False for a replacement worker: its predecessor from the same build applied them already.
  migrate: boolean;
}

const MIGRATIONS = path.join(process.cwd(), 'db', 'migrations');

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
  // after DATABASE_OUTAGE_AFTER without any answer (db/guard.ts).
  const statementMs = Math.round(env.DATABASE_STATEMENT_TIMEOUT * 1000);
  const guard = guardPool((max) => postgres(url, { ...options, ...(max ? { max } : {}), connection: { statement_timeout: statementMs } }), {
    silenceMs: Math.round(env.DATABASE_OUTAGE_AFTER * 1000),
    statementMs: statementMs + 250,
  });
  // Drizzle calls only what GuardedClient offers (unsafe, begin, savepoint, the parser tables).
  const db = drizzle(guard.client as unknown as Sql, { schema });
  const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
    // A session lock on a connection of its own, held while `fn` uses the pool.
    const lock = await guard.current().reserve();
    try {
      await lock`select pg_advisory_lock(${STARTUP_LOCK.toString()}::bigint)`;
      return await fn();
    } finally {
      await lock`select pg_advisory_unlock(${STARTUP_LOCK.toString()}::bigint)`.catch(() => {});
      lock.release();
    }
  };
  // Migrations may run long: on a pool of their own, with no statement deadline.
  const migrateAlone = async () => {
    const own = postgres(url, { ...options, max: 1 });
    try {
      await migrate(drizzle(own, { schema }), { migrationsFolder: MIGRATIONS });
    } finally {
      await own.end({ timeout: 5 });
    }
  };
  if (runMigrations) await exclusive(migrateAlone);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    close: guard.end,
    checkpoint: async () => {},
    exclusive,
    ping: guard.ping,
    breaker: guard.state,
  };
}

const PGLITE_SHARED_BUFFERS = '32MB';

function createPgliteCluster(dir: string, options: object): void {
  const script = `const { PGlite } = await import('@electric-sql/pglite'); const db = new PGlite(process.argv[1], JSON.parse(process.argv[2])); await db.waitReady; await db.close();`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script, dir, JSON.stringify(options)], { cwd: process.cwd(), stdio: ['ignore', 'ignore', 'inherit'] });
}

async function openPglite(dataDir: string, { migrate: runMigrations }: OpenOptions): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  // A modest buffer pool: one embedded site database, inside a web server's process.
  const options = { postgresqlconf: [`shared_buffers = '${PGLITE_SHARED_BUFFERS}'`] };
  // Creating the cluster (initdb) grows the WebAssembly memory to ~700 MB, and that memory never
  // shrinks: a fresh directory is created by a throwaway process, which gives it all back on exit.
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) createPgliteCluster(dir, options);
  const client = new PGlite(dir, options);
  await client.waitReady;
  const db = drizzle(client, { schema });
  if (runMigrations) await migrate(db, { migrationsFolder: MIGRATIONS });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    checkpoint: async () => void (await client.exec('CHECKPOINT')),
    exclusive: (fn) => fn(),
    ping: async () => void (await client.query('select 1')),
    breaker: () => CLOSED,
  };
}

// One handle per process (one connection pool, one PGlite owner of DATA_DIR), under the name
// scripts/server.mjs closes on stop. The first caller's options decide (start-up calls first).
export function dbHandle(options: OpenOptions = { migrate: true }): Promise<DbHandle> {
  return processSingleton('db', () =>
    (env.DATABASE_URL ? openPostgres(env.DATABASE_URL, options) : openPglite(env.DATA_DIR, options)).catch((err: unknown) => {
      // A failed open must not stick: the next caller tries again.
      setProcessSingleton('db', undefined);
      const where = env.DATABASE_URL ? 'the PostgreSQL server at DATABASE_URL' : `the embedded database in ${env.DATA_DIR}`;
      throw new Error(`Cannot open ${where}: ${err instanceof Error ? err.message : String(err)}`);
    }),
  );
}

export async function getDb(): Promise<Db> {
  return (await dbHandle()).db;
}
