import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { liveInSite } from '@/db/scope';
import { leads } from '@/db/schema';
import { cellOf, csvRows, neutralisedCell } from './csv';
import { EXPORT_MAX_DATA_COLUMNS, EXPORT_MAX_ROWS, type LeadFilter } from './schemas';

const FIXED_COLUMNS = ['uid', 'form', 'status', 'createdAt'] as const;
// Data keys past the column cap still reach the file, as one JSON cell.
const MORE_COLUMN = 'moreData';
// Rows are read this many at a time, so a large export never holds every lead at once, and written
// about CHUNK_CHARS of cells at a time: each chunk is one step of the event loop (a lead may hold a
// megabyte, and 500 of them were one step of seconds).
const BATCH = 500;
const CHUNK_CHARS = 256 * 1024;

export interface LeadsExport {
  rows: number;
  truncated: boolean;
  body: ReadableStream<Uint8Array>;
}

const filterOf = (siteUid: string, f: LeadFilter) => liveInSite(leads, siteUid, f.form ? eq(leads.form, f.form) : undefined, f.status ? eq(leads.status, f.status) : undefined);

// The filtered leads as CSV, newest first, at most EXPORT_MAX_ROWS: columns uid, form, status,
// createdAt, then the data keys of the exported leads (most used first), every text cell neutralised
// against formula injection. The uids are fixed first, so leads arriving while it streams change nothing.
export async function exportLeads(siteUid: string, filter: LeadFilter): Promise<LeadsExport> {
  const db = await getDb();
  const where = filterOf(siteUid, filter);
  const [picked, [total]] = await Promise.all([
    db.select({ uid: leads.uid }).from(leads).where(where).orderBy(desc(leads.createdAt), desc(leads.uid)).limit(EXPORT_MAX_ROWS),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  const uids = picked.map((r) => r.uid);
  const keys = uids.length ? await dataKeys(siteUid, uids) : [];
  const columns = keys.slice(0, EXPORT_MAX_DATA_COLUMNS);
  const more = keys.length > columns.length;
  const header = [...FIXED_COLUMNS, ...columns, ...(more ? [MORE_COLUMN] : [])].map(neutralisedCell);
  const kept = new Set(columns);

  let next = 0;
  // Leads of the batch read last, not yet written.
  let waiting: (typeof leads.$inferSelect)[] = [];
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvRows([header])));
    },
    async pull(controller) {
      while (waiting.length === 0) {
        const batch = uids.slice(next, next + BATCH);
        next += BATCH;
        if (batch.length === 0) return controller.close();
        const rows = await db
          .select()
          .from(leads)
          .where(and(liveInSite(leads, siteUid), inArray(leads.uid, batch)));
        const byUid = new Map(rows.map((r) => [r.uid, r]));
        // deleted since the uids were read: left out
        waiting = batch.flatMap((uid) => byUid.get(uid) ?? []);
      }
      const lines: (string | number)[][] = [];
      let chars = 0;
      while (waiting.length && (lines.length === 0 || chars < CHUNK_CHARS)) {
        const r = waiting.shift()!;
        const extra = Object.fromEntries(Object.entries(r.data).filter(([k]) => !kept.has(k)));
        const line = [
          r.uid,
          neutralisedCell(r.form),
          neutralisedCell(r.status),
          r.createdAt.toISOString(),
          ...columns.map((k) => cellOf(r.data[k])),
          ...(more ? [Object.keys(extra).length ? cellOf(extra) : ''] : []),
        ];
        for (const cell of line) chars += typeof cell === 'string' ? cell.length : 8;
        lines.push(line);
      }
      controller.enqueue(encoder.encode(csvRows(lines)));
    },
  });
  return { rows: uids.length, truncated: (total?.n ?? 0) > uids.length, body };
}

// The data keys of these leads, most used first (then by name): one query over the jsonb.
async function dataKeys(siteUid: string, uids: string[]): Promise<string[]> {
  const db = await getDb();
  const key = sql<string>`k.key`;
  const rows = await db
    .select({ key })
    .from(sql`${leads} cross join lateral jsonb_object_keys(case when jsonb_typeof(${leads.data}) = 'object' then ${leads.data} else '{}'::jsonb end) as k(key)`)
    .where(and(liveInSite(leads, siteUid), inArray(leads.uid, uids)))
    .groupBy(key)
    .orderBy(desc(count()), key);
  return rows.map((r) => r.key);
}
