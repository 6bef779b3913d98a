import { getDb } from '@/db/client';
import { logs } from '@/db/schema';
import { background } from '@/lib/background';
import { log } from '@/lib/server-log';
import { noteLogWrite } from './retention';

export type LogLevel = 'info' | 'warn' | 'error';

// Writes a site log entry; logging never fails the request that logs. Callers need not wait: the
// write is background work of the request (lib/background.ts), so a serverless function finishes it.
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
