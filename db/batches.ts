import { performance } from 'node:perf_hooks';
import { log } from '@/lib/shared/server-log';
import { getDb, type Db } from './client';
import { heldTooLong } from './unreachable';

// Bulk writes (a theme import now, every import and restore to come) in bounded batches, each its own
// short transaction, so no request holds the shared database, a pool slot or a site's row lock for
// long (issue 48): the embedded database serves one transaction at a time and ends one that keeps
// others waiting past its share (db/pglite-wire.mjs).
//
// All or nothing for the user, by compensation rather than staging: every batch returns a record of
// what it changed (the rows it created, the rows it overwrote as they were), and a failure undoes the
// committed batches, newest first, each again in a transaction of its own. Staging (write everything
// to a side table, then move it in) would still end in one statement or transaction as large as the
// whole import, the very hold this avoids, and would need a side table per kind of record. The price:
// what committed batches wrote is visible until the import ends or is undone (a publishing import's
// new templates go live batch by batch: docs/bulk-writes.md), and a process that dies
// midway leaves the batches it committed (importing the same archive again completes them).

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// One kind of record to write: `write` writes one batch of items in `tx` and answers how to undo it;
// `undo` undoes one such record in a transaction of its own.
export interface BatchPhase<Item, Undo> {
  name: string;
  items: readonly Item[];
  // What an item weighs in bytes (its bodies), so a batch of large items stays small.
  bytesOf?: (item: Item) => number;
  write: (tx: Tx, batch: Item[]) => Promise<Undo>;
  undo: (tx: Tx, record: Undo) => Promise<void>;
}

interface BatchProgress {
  job: string;
  phase: string;
  batch: number;
  rows: number;
  done: number;
  total: number;
  ms: number;
}

export interface BatchOptions {
  // For the log: what runs, and for which site.
  job: string;
  siteUid: string;
  onProgress?: (p: BatchProgress) => void;
}

// The bounds of one batch. Its rows adapt to TARGET_MS (halved after a slower batch, doubled after one
// under half of it, up to MAX_ROWS); BATCH_BYTES caps what one statement carries.
export const BATCH_LIMITS = { maxRows: 100, firstRows: 50, maxBytes: 512 * 1024, targetMs: 50 } as const;
// A batch the embedded database ended for its share (a busy machine) is tried again this often, smaller.
const RETRIES = 3;

// A phase with its types closed over, so phases of different records run in one list.
export interface ErasedPhase {
  name: string;
  total: number;
  slice: (from: number, rows: number) => { count: number; run: (tx: Tx) => Promise<(tx: Tx) => Promise<void>> };
}

export function phase<Item, Undo>(p: BatchPhase<Item, Undo>): ErasedPhase {
  return {
    name: p.name,
    total: p.items.length,
    slice: (from, rows) => {
      const batch: Item[] = [];
      let bytes = 0;
      for (let i = from; i < p.items.length && batch.length < rows; i++) {
        const weight = p.bytesOf?.(p.items[i]!) ?? 0;
        if (batch.length && bytes + weight > BATCH_LIMITS.maxBytes) break;
        batch.push(p.items[i]!);
        bytes += weight;
      }
      return {
        count: batch.length,
        run: async (tx) => {
          const record = await p.write(tx, batch);
          return (undoTx) => p.undo(undoTx, record);
        },
      };
    },
  };
}

export class BatchesUndone extends Error {
  constructor(
    readonly original: unknown,
    readonly undone: boolean,
  ) {
    super(original instanceof Error ? original.message : String(original));
    this.name = 'BatchesUndone';
  }
}

// Runs the phases in order, batch by batch. Throws BatchesUndone when a batch failed: `original` is its
// error, `undone` whether every committed batch was undone (false: the undo itself failed, logged).
// Answers how many batches ran and how long it took.
export async function runBatches(options: BatchOptions, phases: ErasedPhase[]): Promise<{ batches: number; ms: number }> {
  const db = await getDb();
  const undos: ((tx: Tx) => Promise<void>)[] = [];
  const started = performance.now();
  let rows: number = BATCH_LIMITS.firstRows;
  let batch = 0;
  try {
    for (const p of phases) {
      for (let done = 0; done < p.total;) {
        let retries = 0;
        for (;;) {
          const slice = p.slice(done, rows);
          const at = performance.now();
          try {
            undos.push(await db.transaction((tx) => slice.run(tx)));
          } catch (err) {
            // Rolled back whole; smaller, on a machine too busy for this size.
            if (heldTooLong(err) && retries++ < RETRIES && slice.count > 1) {
              rows = Math.max(1, Math.floor(slice.count / 2));
              log.warn({ job: options.job, site: options.siteUid, phase: p.name, rows }, `${options.job}: a batch held the database too long; trying it again smaller`);
              continue;
            }
            throw err;
          }
          const ms = performance.now() - at;
          done += slice.count;
          batch++;
          const progress = { job: options.job, phase: p.name, batch, rows: slice.count, done, total: p.total, ms: Math.round(ms) };
          log.info({ ...progress, site: options.siteUid }, `${options.job}: ${p.name} ${done}/${p.total} (batch ${batch}, ${slice.count} rows, ${Math.round(ms)} ms)`);
          options.onProgress?.(progress);
          if (ms > BATCH_LIMITS.targetMs) rows = Math.max(1, Math.floor(slice.count / 2));
          else if (ms < BATCH_LIMITS.targetMs / 2) rows = Math.min(BATCH_LIMITS.maxRows, slice.count * 2);
          break;
        }
      }
    }
  } catch (err) {
    throw new BatchesUndone(err, await undoAll(db, options, undos));
  }
  return { batches: batch, ms: Math.round(performance.now() - started) };
}

// The committed batches undone, newest first, each in a transaction of its own.
async function undoAll(db: Db, options: BatchOptions, undos: ((tx: Tx) => Promise<void>)[]): Promise<boolean> {
  const total = undos.length;
  while (undos.length) {
    try {
      await db.transaction((tx) => undos.at(-1)!(tx));
      undos.pop();
    } catch (err) {
      log.error({ err, job: options.job, site: options.siteUid, left: undos.length }, `${options.job}: undoing a failed run failed; ${undos.length} of ${total} batches stay written`);
      return false;
    }
  }
  if (total) log.info({ job: options.job, site: options.siteUid, batches: total }, `${options.job}: failed midway; its ${total} committed batches were undone`);
  return true;
}
