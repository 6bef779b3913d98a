import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

export type DbKind = 'pglite' | 'postgres';
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface RunningServer {
  url: string;
  dataDir: string;
  // The server's process (its workers are its children).
  pid: number;
  // The server's own PostgreSQL database (TEST_DB=postgres), for tests that inspect tables directly.
  databaseUrl?: string;
  // What the server wrote to stdout and stderr so far.
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

// A database of its own for this run (random name), dropped when the server stops.
export async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `platform_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

// What a production server of the tests runs with: embedded database in `dataDir` unless a caller
// sets DATABASE_URL, and the platform admin the helpers sign in as.
export function productionEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    PLATFORM_HOST: 'localhost',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@example.test',
    ADMIN_PASSWORD: 'admin-password-1',
  };
  delete env.DATABASE_URL;
  return env;
}

// Starts the real production server (server/server.mjs) on a free port with its own data.
// `databaseVia` rewrites the server's PostgreSQL URL (through test/helpers/fault-proxy.ts, say).
export async function startServer(db: DbKind, extraEnv: Record<string, string> = {}, { databaseVia }: { databaseVia?: (url: string) => string } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-test-'));
  const database = db === 'postgres' ? await createDatabase() : null;
  const env: NodeJS.ProcessEnv = {
    ...productionEnv(port, dataDir),
    ALLOW_PRIVATE_FETCH: 'true',
    RATE_LIMIT_SITES_NEW: '1000',
    RATE_LIMIT_SIGNUP: '100000',
    // Sites' mail budgets too (test/security/mail-trust.test.ts sets small ones to see them hold).
    MAIL_BUDGET_HOUR: '100000',
    MAIL_BUDGET_DAY: '100000',
    MAIL_BUDGET_TRUSTED_HOUR: '100000',
    MAIL_BUDGET_TRUSTED_DAY: '100000',
    ...extraEnv,
  };
  if (database) env.DATABASE_URL = databaseVia ? databaseVia(database.url) : database.url;
  const child: ChildProcess = spawn(process.execPath, ['server/server.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      // Any answer means it listens (this host maps to no site: 404); handlers wait for start-up themselves.
      const res = await fetch(`${url}/api/v1/auth/me`);
      if (res.status > 0) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await database?.drop();
      throw new Error(`server did not start in 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    pid: child.pid!,
    databaseUrl: env.DATABASE_URL,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RunningCluster {
  url: string;
  port: number;
  primary: ChildProcess;
  output: () => string;
  // SIGTERM to the primary, then `npm start` again on the same database and data: resolves once
  // `readyLines` workers logged their ready line again. `output` and `primary` follow the new one.
  restart: () => Promise<void>;
  // SIGTERM to the primary (if it still runs), then the database dropped and the data removed.
  stop: () => Promise<void>;
}

// `npm start` (server/start.mjs, the node:cluster primary) on a database of its own, once
// `readyLines` workers have logged their ready line: a PostgreSQL database, or with `kind` 'pglite' the
// embedded one in its data directory (then served to the workers by the primary's database thread).
export async function startCluster(extraEnv: Record<string, string>, readyLines: number, kind: 'pglite' | 'postgres' = 'postgres'): Promise<RunningCluster> {
  const database = kind === 'postgres' ? await createDatabase() : null;
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-cluster-'));
  const env: NodeJS.ProcessEnv = { ...productionEnv(port, dataDir), ...(database ? { DATABASE_URL: database.url } : {}), RATE_LIMIT_SITES_NEW: '1000', RATE_LIMIT_SIGNUP: '1000', ...extraEnv };
  delete env.REDIS_URL;
  let primary: ChildProcess;
  let output = '';
  const terminate = async () => {
    if (primary.exitCode === null && primary.signalCode === null) {
      primary.kill('SIGTERM');
      await new Promise((r) => primary.once('exit', r));
    }
  };
  const stop = async () => {
    await terminate();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const launch = async () => {
    output = '';
    primary = spawn(process.execPath, ['server/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    primary.stdout?.on('data', (c) => (output += c));
    primary.stderr?.on('data', (c) => (output += c));
    const deadline = Date.now() + 90_000;
    while ((output.match(/ready: /g) ?? []).length < readyLines) {
      if (primary.exitCode !== null || Date.now() > deadline) {
        const seen = output;
        await stop();
        throw new Error(`npm start ${primary.exitCode !== null ? `exited (${primary.exitCode})` : `did not start ${readyLines} workers in 90 s`}:\n${seen}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  await launch();
  const cluster: RunningCluster = {
    url: `http://127.0.0.1:${port}`,
    port,
    primary: primary!,
    output: () => output,
    restart: async () => {
      await terminate();
      await launch();
      cluster.primary = primary;
    },
    stop,
  };
  return cluster;
}
