// The primary's side of the embedded database's thread (server/database-host.mjs): starts it, passes its
// news on, and stops it last, once no worker uses it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const STOP_TIMEOUT_MS = 15_000;

// `socketPath` is known at once (workers may start and wait for it); `ready` resolves once the database
// is migrated and served there. `onNotification(payload)`: a change of a site's numbers;
// `onLost(message)`: the thread failed or ended unasked.
export function startDatabaseThread({ dataDir, onNotification, onLost, log }) {
  // A directory only this user may enter (mkdtemp makes it 0700) holds the socket.
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-platform-db-'));
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  const thread = new Worker(new URL('./database-host.mjs', import.meta.url), { workerData: { dataDir: path.resolve(dataDir), socketPath } });
  let stopping = false;
  let served = false;
  let stopped;
  const done = new Promise((resolve) => (stopped = resolve));
  const ready = new Promise((resolve, reject) => {
    thread.on('message', (msg) => {
      if (msg?.ready) {
        served = true;
        resolve();
      } else if (typeof msg?.failed === 'string') reject(new Error(`Cannot open the embedded database in ${dataDir}: ${msg.failed}`));
      else if (typeof msg?.notification === 'string') onNotification(msg.notification);
      else if (Array.isArray(msg?.log)) log(msg.log[0], msg.log[1]);
      else if (msg?.stopped) stopped();
    });
    thread.on('error', (err) => {
      reject(err);
      if (!stopping) onLost(`the embedded database's thread failed: ${err.message}`);
    });
    thread.on('exit', (code) => {
      stopped();
      reject(new Error(`the embedded database's thread ended (exit ${code})`));
      if (!stopping) onLost(`the embedded database's thread ended (exit ${code})`);
    });
  });
  return {
    socketPath,
    ready,
    // Checkpoints and closes the database; resolves when done (or after STOP_TIMEOUT_MS).
    stop: async () => {
      if (stopping) return done;
      stopping = true;
      // Still opening (a worker found the configuration invalid at once, say): nothing to wait for; an
      // interrupted migration is rolled back at the next start, as after a crash.
      if (!served) {
        void thread.terminate();
        fs.rmSync(socketDir, { recursive: true, force: true });
        return;
      }
      thread.postMessage('stop');
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref())]);
      await thread.terminate();
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
