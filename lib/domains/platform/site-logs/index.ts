import { getDb } from '@/db/client';
import { logs } from '@/db/schema';
import { background } from '@/lib/shared/background';
import { log } from '@/lib/shared/server-log';
import { noteLogWrite } from './retention';

export type LogLevel = 'info' | 'warn' | 'error';

// Writes a site log entry; logging never fails the request that logs. Callers need not wait: the
// write is background work of the request (lib/shared/background.ts), so a serverless function finishes it.
export function logEvent(siteUid: string, level: LogLevel, kind: string, message: string, data: Record<string, unknown> = {}): Promise<void> {
  log[level]({ site: siteUid, kind }, message);
  const write = (async () => {
    try {
      const db = await getDb();
      await db.insert(logs).values({ siteUid, level, kind, message: message.slice(0, 2000), data });
      noteLogWrite(siteUid);
    } catch (err) {
      log.error({ err, site: siteUid, kind }, 'site log write failed');
    }
  })();
  background(write, 'site log write');
  return write;
}

export interface LogEntry {
  siteUid: string;
  level: LogLevel;
  kind: string;
  message: string;
  data?: Record<string, unknown>;
}

// logEvent for many rows at once (one insert): for writers that batch their rows, such as the plugin
// run log (lib/domains/messaging/plugins/run-log.ts), so a busy site costs one write per batch instead of one per row.
export function logEvents(entries: LogEntry[]): Promise<void> {
  if (entries.length === 0) return Promise.resolve();
  for (const e of entries) log[e.level]({ site: e.siteUid, kind: e.kind }, e.message);
  const write = (async () => {
    try {
      const db = await getDb();
      await db.insert(logs).values(entries.map((e) => ({ siteUid: e.siteUid, level: e.level, kind: e.kind, message: e.message.slice(0, 2000), data: e.data ?? {} })));
    } catch (err) {
      log.error({ err, rows: entries.length }, 'site log write failed');
    }
  })();
  background(write, 'site log write');
  return write;
}
