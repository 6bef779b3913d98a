import { getDb } from '@/db/client';
import { pluginRuns } from '@/db/schema';
import { background } from '@/lib/shared/background';
import { logEvents } from '@/lib/domains/platform/site-logs';
import { processSingleton } from '@/lib/shared/process-singleton';
import { log } from '@/lib/shared/server-log';

// The record of each plugin invocation: a plugin_runs row and a site log row (kind plugin.run, level
// error when it failed). Written behind the request, in batches: a hook's runs wait up to FLUSH_MS
// and go in with one multi-row insert per table, so the answer that fired the hook never waits on them and a
// busy site costs one write per batch, not one per run. Losable by design (a crash loses at most one
// batch of log rows); the run itself already happened.
export interface RunRecord {
  siteUid: string;
  pluginUid: string;
  pluginName: string;
  hook: string;
  ok: boolean;
  // Charged against its limit (CPU and fetch waits); wallMs: from the request to the answer, of
  // which queuedMs waiting for a sandbox thread.
  durationMs: number;
  wallMs: number;
  queuedMs: number;
  error: string | null;
  output: string[];
}

const FLUSH_MS = 50;
const BATCH_MAX = 200;

interface Pending {
  record: RunRecord;
  done: () => void;
}

const buffer = processSingleton('plugin-run-log', () => ({ rows: [] as Pending[], timer: null as NodeJS.Timeout | null }));

// Queues a run's record; the promise settles once it is written (or its write failed, which is logged).
// `now`: someone waits for it (the admin's run button), so the batch goes at once.
export function recordRun(record: RunRecord, now = false): Promise<void> {
  const written = new Promise<void>((done) => {
    buffer.rows.push({ record, done });
  });
  if (now || buffer.rows.length >= BATCH_MAX) void flush();
  else buffer.timer ??= setTimeout(() => void flush(), FLUSH_MS);
  background(written, 'plugin run record');
  return written;
}

async function flush(): Promise<void> {
  if (buffer.timer) clearTimeout(buffer.timer);
  buffer.timer = null;
  const batch = buffer.rows.splice(0);
  if (batch.length === 0) return;
  void logEvents(
    batch.map(({ record: r }) => ({
      siteUid: r.siteUid,
      level: r.ok ? 'info' : 'error',
      kind: 'plugin.run',
      message: r.ok ? `plugin "${r.pluginName}" ran ${r.hook} in ${r.durationMs} ms` : `plugin "${r.pluginName}" failed in ${r.hook} after ${r.durationMs} ms: ${r.error}`,
      data: { plugin: r.pluginUid, hook: r.hook, ok: r.ok, durationMs: r.durationMs, wallMs: r.wallMs, queuedMs: r.queuedMs, error: r.error },
    })),
  );
  const values = batch.map(({ record: r }) => ({ siteUid: r.siteUid, pluginUid: r.pluginUid, hook: r.hook, ok: r.ok, durationMs: r.durationMs, error: r.error, output: r.output }));
  try {
    const db = await getDb();
    await db.insert(pluginRuns).values(values);
  } catch {
    // A plugin deleted meanwhile fails the whole batch (its runs went with it): write the rest one by one.
    await writeOneByOne(values);
  } finally {
    for (const p of batch) p.done();
  }
}

async function writeOneByOne(values: (typeof pluginRuns.$inferInsert)[]): Promise<void> {
  const db = await getDb();
  for (const v of values) {
    try {
      await db.insert(pluginRuns).values(v);
    } catch (err) {
      log.warn({ err, site: v.siteUid, plugin: v.pluginUid }, 'plugin run record not written (plugin deleted?)');
    }
  }
}
