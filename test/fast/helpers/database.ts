// The fast tier's setup file: each test file gets an embedded database of its own, loaded from the
// migrated template (global-setup.ts), and installed as the process's database handle, the one
// getDb() answers (db/client.ts opens nothing while it is set). No build, no server, no HTTP.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, expect, inject } from 'vitest';
import { JSON_AS_TEXT, pgliteExtensions } from '@/db/pglite-files.mjs';
import * as schema from '@/db/schema';
import { existingProcessSingleton, setBridgeSlot, setProcessSingleton } from '@/lib/shared/process-singleton';
import { KICKS } from './kicks';

// Files must not share a process's globals: the database handle, and every cache keyed by a site's
// generation (lib/shared/cache, the host lookup), live on globalThis (lib/shared/process-singleton.ts). The fast
// project keeps vitest's per-file isolation (vitest.config.ts); this says so loudly if that changes.
// The mark stays for the worker's life: a second file that finds it shares the first one's globals.
const MARK = 'fast-tier-file';
const before = existingProcessSingleton<string>(MARK);
if (before !== undefined) throw new Error(`This worker ran ${before} already: the fast project must run each test file in a fresh worker (isolate: true)`);
setProcessSingleton(MARK, expect.getState().testPath ?? 'a test file');

// Uploaded files and the generated auth secret go to a folder of the file's own (read by lib/shared/env.ts,
// which no module imported above loads).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fast-data-'));
process.env.DATA_DIR = dataDir;

const started = performance.now();
const client = await PGlite.create({ extensions: await pgliteExtensions(), parsers: JSON_AS_TEXT, loadDataDir: new Blob([fs.readFileSync(inject('fastTemplate'))]) });
const db = drizzle(client, { schema });
if (process.env.FAST_TIMING) console.log(`database loaded in ${Math.round(performance.now() - started)} ms`);

// The same shape as db/client.ts's handle for an embedded database this process owns.
setBridgeSlot(
  'db',
  Promise.resolve({
    db,
    kind: 'pglite',
    owner: true,
    close: () => client.close(),
    checkpoint: async () => void (await client.exec('CHECKPOINT')),
    exclusive: <T>(fn: () => Promise<T>) => fn(),
    ping: async () => void (await client.query('select 1')),
    breaker: () => ({ open: false }),
  }),
);
// Nothing is delivered: a test reads what was queued in the outbox table, and counts the kicks.
setBridgeSlot('outbox-kick', () => KICKS.count++);

afterAll(async () => {
  // Background work (plugins after an answer, site log rows) may still be under way: let it settle.
  await new Promise((resolve) => setTimeout(resolve, 50));
  setBridgeSlot('db', undefined);
  await client.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
