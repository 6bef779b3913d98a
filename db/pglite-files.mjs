// Opening the embedded database's files (DATA_DIR/pglite): shared by a server process that owns it
// (db/client.ts) and by the database thread of `npm start`'s primary (server/database-host.mjs).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';

// A modest buffer pool: one embedded site database, beside a web server.
const OPTIONS = { postgresqlconf: ["shared_buffers = '32MB'"] };

// The contrib extensions the migrations create (PGlite has only those it is given when it opens):
// pg_trgm for the search's typo tolerance (db/migrations/0031_search-words.sql). Every PGlite that runs
// the migrations opens with these, tests' own databases too.
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

// json and jsonb come back as text, which Drizzle parses, as postgres-js hands them over: PGlite's own
// parsing would be undone by Drizzle parsing again, so a jsonb string "555" read back as the number 555.
// (The database thread serves the raw wire protocol, where these do not apply.)
const asText = (text) => text;
export const JSON_AS_TEXT = { 114: asText, 3802: asText };

export const MIGRATIONS_DIR = path.join(process.cwd(), 'db', 'migrations');

// Creating the cluster (initdb) grows the WebAssembly memory to ~700 MB, and that memory never
// shrinks: a fresh directory is created by a throwaway process, which gives it all back on exit.
// Awaited, not synchronous: a thread waiting for it can still be stopped.
async function createCluster(dir) {
  const script = `const { PGlite } = await import('@electric-sql/pglite'); const db = new PGlite(process.argv[1], JSON.parse(process.argv[2])); await db.waitReady; await db.close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, dir, JSON.stringify(OPTIONS)], { cwd: process.cwd() });
}

export async function openPgliteFiles(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) await createCluster(dir);
  const client = new PGlite(dir, { ...OPTIONS, parsers: JSON_AS_TEXT, extensions: await pgliteExtensions() });
  await client.waitReady;
  return client;
}
