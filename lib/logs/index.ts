import { getDb } from '@/db/client';
import { logs } from '@/db/schema';

export type LogLevel = 'info' | 'warn' | 'error';

// Writes a site log entry; logging never fails the request that logs.
export async function logEvent(siteUid: string, level: LogLevel, kind: string, message: string, data: Record<string, unknown> = {}): Promise<void> {
  const line = `[${level}] ${kind} site=${siteUid}: ${message}`;
  if (level === 'error') console.error(line);
  else console.log(line);
  try {
    const db = await getDb();
    await db.insert(logs).values({ siteUid, level, kind, message: message.slice(0, 2000), data });
  } catch (err) {
    console.error('log write failed:', err instanceof Error ? err.message : err);
  }
}
