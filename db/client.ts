import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env } from '@/lib/env';
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
}

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
  const sql = postgres(url, { max: env.DATABASE_POOL_MAX, idle_timeout: env.DATABASE_IDLE_TIMEOUT, onnotice: () => {} });
  const db = drizzle(sql, { schema });
  const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
    // A session lock on a connection of its own, held while `fn` uses the pool.
    const lock = await sql.reserve();
    try {
      await lock`select pg_advisory_lock(${STARTUP_LOCK.toString()}::bigint)`;
      return await fn();
    } finally {
      await lock`select pg_advisory_unlock(${STARTUP_LOCK.toString()}::bigint)`.catch(() => {});
      lock.release();
    }
  };
  if (runMigrations) await exclusive(() => migrate(db, { migrationsFolder: MIGRATIONS }));
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    close: () => sql.end({ timeout: 5 }),
    checkpoint: async () => {},
    exclusive,
    ping: async () => void (await sql`select 1`),
  };
}

async function openPglite(dataDir: string, { migrate: runMigrations }: OpenOptions): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
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
  };
}

// Next.js may load this module in several bundles of one process; the handle lives on globalThis
// so there is exactly one connection pool (and one PGlite owner of DATA_DIR) per process.
const globalKey = Symbol.for('site-platform.db');
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<DbHandle> };

// The first caller's options decide (start-up calls first).
export function dbHandle(options: OpenOptions = { migrate: true }): Promise<DbHandle> {
  const g = globalThis as GlobalWithDb;
  g[globalKey] ??= (env.DATABASE_URL ? openPostgres(env.DATABASE_URL, options) : openPglite(env.DATA_DIR, options)).catch((err: unknown) => {
    delete g[globalKey];
    const where = env.DATABASE_URL ? 'the PostgreSQL server at DATABASE_URL' : `the embedded database in ${env.DATA_DIR}`;
    throw new Error(`Cannot open ${where}: ${err instanceof Error ? err.message : String(err)}`);
  });
  return g[globalKey];
}

export async function getDb(): Promise<Db> {
  return (await dbHandle()).db;
}
