import os from 'node:os';
import { and, eq, inArray, isNotNull, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { outbox } from '@/db/schema';
import { env } from '@/lib/env';
import { newUid } from '@/lib/ids';
import { processSingleton, setProcessSingleton } from '@/lib/process-singleton';
import { log } from '@/lib/server-log';
import { handledKinds, KICK, outboxHandler, type OutboxItem, type OutboxResult } from './index';
import { retryDelayMs } from './schedule';
import './handlers';

// The outbox worker. Each server process runs one (lib/startup.ts); several instances on one
// PostgreSQL database share the rows through leases: a claim (UPDATE … WHERE id IN (SELECT … FOR
// UPDATE SKIP LOCKED)) gives each due row to exactly one instance until its lease ends. A deliverer
// that crashes (kill -9) leaves its rows leased; they are due again when the lease ends and go out
// again with the same message id: at least once.

const POLL_MS = 1_000;
const PRUNE_EVERY_MS = 10 * 60_000;
const DEAD_RETENTION_DAYS = 30;
// Deliveries in flight per process, and per site: a site whose receiver hangs (15 s each) holds at
// most PER_SITE of them, so other sites' events still go out at once.
const MAX_IN_FLIGHT = 16;
const PER_SITE = 4;

// Who holds a lease: host, process and a random part (a restarted process with a reused pid differs).
const INSTANCE = `${os.hostname()}:${process.pid}:${newUid(6)}`;

// A handler that has not settled well inside the lease is given up on (and retried), so no lease
// ends while its first deliverer still works on it in the normal case.
const handlerTimeoutMs = () => env.OUTBOX_LEASE_MS - Math.min(10_000, Math.floor(env.OUTBOX_LEASE_MS / 4));

interface WorkerState {
  inFlight: Set<Promise<void>>;
  perSite: Map<string, number>;
  draining: Promise<number> | null;
  again: boolean;
  // The last claim may have left due rows behind (it was full, or skipped busy sites).
  backlog: boolean;
  timers: NodeJS.Timeout[];
  stopped: boolean;
}

const state = processSingleton<WorkerState>('outbox-worker', () => ({
  inFlight: new Set(),
  perSite: new Map(),
  draining: null,
  again: false,
  backlog: false,
  timers: [],
  stopped: false,
}));

const msInterval = (ms: number) => sql`now() + (${Math.round(ms)}::int * interval '1 millisecond')`;

async function claim(limit: number, busySites: string[]): Promise<OutboxItem[]> {
  const kinds = handledKinds();
  if (limit <= 0 || kinds.length === 0) return [];
  const db = await getDb();
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(eq(outbox.state, 'pending'), lte(outbox.dueAt, sql`now()`), inArray(outbox.kind, kinds), busySites.length ? or(isNull(outbox.siteUid), notInArray(outbox.siteUid, busySites)) : undefined),
    )
    .orderBy(outbox.dueAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const lease = msInterval(env.OUTBOX_LEASE_MS);
  const rows = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, dueAt: lease, leasedUntil: lease, leasedBy: INSTANCE })
    .where(inArray(outbox.id, due))
    .returning();
  return rows.map((r) => ({ id: r.id, siteUid: r.siteUid, kind: r.kind, topic: r.topic, payload: r.payload, messageId: r.messageId, attempts: r.attempts, createdAt: r.createdAt }));
}

// Records the outcome, only while the lease is still this claim's (a row whose lease ended and
// that another instance claimed again is that instance's to finish).
async function finish(item: OutboxItem, result: OutboxResult): Promise<void> {
  const db = await getDb();
  const ours = and(eq(outbox.id, item.id), eq(outbox.leasedBy, INSTANCE), eq(outbox.attempts, item.attempts));
  // `leased_by` stays: it tells who ran the row last.
  const released = { leasedUntil: null };
  if (result.ok) {
    await db
      .update(outbox)
      .set({ ...released, state: 'done', finishedAt: new Date(), lastError: null })
      .where(ours);
    return;
  }
  const delay = result.retry ? retryDelayMs(item.attempts) : null;
  const error = result.error.slice(0, 1000);
  if (delay === null) {
    await db
      .update(outbox)
      .set({ ...released, state: 'dead', finishedAt: new Date(), lastError: error })
      .where(ours);
    log.warn({ site: item.siteUid, kind: item.kind, topic: item.topic, messageId: item.messageId, attempts: item.attempts }, `outbox: gave up (${error})`);
    return;
  }
  await db
    .update(outbox)
    .set({ ...released, dueAt: msInterval(delay), lastError: error })
    .where(ours);
  log.warn({ site: item.siteUid, kind: item.kind, topic: item.topic, messageId: item.messageId, attempts: item.attempts, retryInMs: delay }, `outbox: attempt failed, will retry (${error})`);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no result within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function deliver(item: OutboxItem): Promise<void> {
  const handler = outboxHandler(item.kind);
  let result: OutboxResult;
  try {
    if (!handler) throw new Error(`no handler for ${item.kind}`);
    result = await withTimeout(handler(item), handlerTimeoutMs());
  } catch (err) {
    result = { ok: false, retry: true, error: err instanceof Error ? err.message : String(err) };
  }
  // If this fails (database gone) the lease ends and the row is delivered again: at least once.
  await finish(item, result).catch((err: unknown) => log.error({ err, messageId: item.messageId }, 'outbox: recording a result failed'));
}

function start(item: OutboxItem): void {
  // Platform mail (no site) is never held back by a busy site, nor counted as one.
  const site = item.siteUid;
  if (site) state.perSite.set(site, (state.perSite.get(site) ?? 0) + 1);
  const run: Promise<void> = deliver(item).finally(() => {
    state.inFlight.delete(run);
    const left = site ? (state.perSite.get(site) ?? 1) - 1 : 0;
    if (site && left > 0) state.perSite.set(site, left);
    else if (site) state.perSite.delete(site);
    if (state.backlog && !state.stopped) void drain();
  });
  state.inFlight.add(run);
}

// Claims what is due (up to the free slots) and starts it; returns how many rows it started. One
// drain at a time per process; a kick during a drain makes it claim once more.
export function drain(): Promise<number> {
  if (state.draining) {
    state.again = true;
    return state.draining;
  }
  const run = (async () => {
    let started = 0;
    try {
      do {
        state.again = false;
        const free = MAX_IN_FLIGHT - state.inFlight.size;
        if (free <= 0) {
          state.backlog = true;
          break;
        }
        const busy = [...state.perSite].filter(([, n]) => n >= PER_SITE).map(([site]) => site);
        const rows = await claim(free, busy);
        state.backlog = rows.length === free || busy.length > 0;
        for (const row of rows) start(row);
        started += rows.length;
        if (state.backlog && rows.length > 0) state.again = true;
      } while (state.again && !state.stopped);
    } catch (err) {
      log.error({ err }, 'outbox: claiming due rows failed');
    }
    return started;
  })();
  // Cleared once the run settles, never from inside it: a run that ends without awaiting (every slot
  // busy) would clear `draining` before this assignment and leave a settled promise here for good,
  // and no drain would ever run again.
  state.draining = run;
  void run.finally(() => {
    if (state.draining === run) state.draining = null;
  });
  return run;
}

// Drains until nothing is due (or `budgetMs` passed) and every started delivery settled: a
// serverless function's after() time and the Vercel Cron call. Returns how many rows it ran.
export async function drainNow(budgetMs = 25_000): Promise<number> {
  const end = Date.now() + budgetMs;
  let total = 0;
  for (;;) {
    const started = await drain();
    total += started;
    await Promise.allSettled([...state.inFlight]);
    if (started === 0 || Date.now() > end) return total;
  }
}

// Bounded retention: delivered rows go after OUTBOX_RETENTION_DAYS, dead ones (kept to be seen)
// after 30 days; at most 1000 rows of each per call.
export async function pruneOutbox(): Promise<number> {
  const db = await getDb();
  let removed = 0;
  for (const [st, days] of [
    ['done', env.OUTBOX_RETENTION_DAYS],
    ['dead', DEAD_RETENTION_DAYS],
  ] as const) {
    const old = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.state, st), lt(outbox.finishedAt, sql`now() - (${days}::int * interval '1 day')`)))
      .limit(1000);
    removed += (await db.delete(outbox).where(inArray(outbox.id, old)).returning({ id: outbox.id })).length;
  }
  return removed;
}

// The embedded database has one owner process: any lease in it belongs to a process that is gone
// (a killed worker), so its rows are due again now rather than when the lease would end.
async function releaseStaleLeases(): Promise<void> {
  const db = await getDb();
  await db
    .update(outbox)
    .set({ dueAt: sql`now()`, leasedUntil: null })
    .where(and(eq(outbox.state, 'pending'), isNotNull(outbox.leasedUntil)));
}

// Once per long-lived server process (lib/startup.ts); not on Vercel, where nothing outlives a request.
export async function startOutboxWorker(kind: 'pglite' | 'postgres'): Promise<void> {
  if (state.timers.length) return;
  if (kind === 'pglite') await releaseStaleLeases().catch((err: unknown) => log.error({ err }, 'outbox: releasing stale leases failed'));
  state.stopped = false;
  setProcessSingleton(KICK, () => void drain());
  const poll = setInterval(() => void drain(), POLL_MS);
  const prune = () => pruneOutbox().catch((err: unknown) => log.error({ err }, 'outbox: pruning failed'));
  const pruning = setInterval(prune, PRUNE_EVERY_MS);
  const firstPrune = setTimeout(prune, 60_000);
  state.timers.push(poll, pruning, firstPrune);
  for (const t of state.timers) t.unref();
  // A stopping server claims nothing more; what is in flight finishes or its lease ends. Only beside
  // the server's own SIGTERM handler: a first listener would take away the default exit.
  if (process.listenerCount('SIGTERM') > 0) process.once('SIGTERM', stopOutboxWorker);
  void drain();
}

export function stopOutboxWorker(): void {
  state.stopped = true;
  for (const t of state.timers.splice(0)) clearInterval(t);
  setProcessSingleton(KICK, undefined);
}
