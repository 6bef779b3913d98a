// A thread of `npm start`'s primary that owns the embedded database (DATA_DIR/pglite) when several
// workers serve it (server/start.mjs): it applies the migrations, then serves the database on a
// Unix socket (db/pglite-wire.mjs) that only this user can open. PGlite runs each statement
// synchronously: on a thread of its own, the primary's connection routing never waits for one.
//
// workerData: { dataDir, socketPath }. Messages to the parent: { ready: true } | { failed: message } |
// { notification: payload } | { log: [level, message] } | { stopped: true }. From the parent: 'stop'.
import { parentPort, workerData } from 'node:worker_threads';
import { MIGRATIONS_DIR, openPgliteFiles } from '../db/pglite-files.mjs';
import { serveWire } from '../db/pglite-wire.mjs';

// The channel of 0024_generation-notify.sql: the primary passes its news on to every worker.
const GENERATIONS_CHANNEL = 'site_generations';

async function main() {
  const db = await openPgliteFiles(workerData.dataDir);
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(drizzle(db), { migrationsFolder: MIGRATIONS_DIR });
  // No worker runs yet: a lease in the outbox belongs to a process of an earlier run, so its rows are
  // due again now rather than when the lease would end (lib/domains/messaging/outbox/worker.ts does this for a sole owner).
  await db.exec(`UPDATE "outbox" SET "due_at" = now(), "leased_until" = NULL WHERE "state" = 'pending' AND "leased_until" IS NOT NULL`);
  // This session hears the notifications of every statement the workers run through it.
  await db.exec(`LISTEN ${GENERATIONS_CHANNEL}`);
  const { socketPath } = workerData;
  const wire = serveWire(db, {
    socketPath,
    onNotification: (channel, payload) => channel === GENERATIONS_CHANNEL && parentPort.postMessage({ notification: payload }),
    log: (level, message) => parentPort.postMessage({ log: [level, message] }),
  });
  await wire.listen();
  parentPort.postMessage({ ready: true });
  parentPort.on('message', async (msg) => {
    if (msg !== 'stop') return;
    await wire.close();
    // What the workers wrote goes to the data files now, so the next start replays little WAL.
    await db.exec('CHECKPOINT').catch(() => {});
    await db.close();
    parentPort.postMessage({ stopped: true });
  });
}

main().catch((err) => parentPort.postMessage({ failed: err instanceof Error ? err.message : String(err) }));
