import os from 'node:os';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { outbox, type OutboxKind } from '@/db/schema';
import { env } from '@/lib/shared/env';
import { newUid } from '@/lib/shared/ids';
import { processSingleton, setBridgeSlot } from '@/lib/shared/process-singleton';
import { log } from '@/lib/shared/server-log';
import { claimDue, LANES, laneShares } from './claim';
import { OUTBOX_HANDLERS } from './handlers';
import { retryDelayMs } from './schedule';
import { type OutboxHandler, type OutboxItem, type OutboxResult } from './types';

// The outbox worker. Each server process runs one (lib/startup/start.ts); several instances on one
// PostgreSQL database share the rows through leases: a claim (UPDATE … WHERE id IN (SELECT … FOR
// UPDATE SKIP LOCKED)) gives each due row to exactly one instance until its lease ends. A deliverer
// that crashes (kill -9) leaves its rows leased; they are due again when the lease ends and go out
// again with the same message id: at least once. Which rows a claim takes, and how many per site and
// per owner, is decided inside its SQL (./claim.ts), per lane (mail apart from webhooks).

const POLL_MS = 1_000;
const PRUNE_EVERY_MS = 10 * 60_000;
const DEAD_RETENTION_DAYS = 30;
// The longest pause between two claims (see drain()): a claim slowed by a cold start or a lock wait
// must not hold back the next kick for long.
const MAX_CLAIM_PAUSE_MS = 250;

// Who holds a lease: host, process and a random part (a restarted process with a reused pid differs).
const INSTANCE = `${os.hostname()}:${process.pid}:${newUid(6)}`;

// A handler that has not settled well inside the lease is given up on (and retried), so no lease
// ends while its first deliverer still works on it in the normal case.
const handlerTimeoutMs = () => env.OUTBOX_LEASE_MS - Math.min(10_000, Math.floor(env.OUTBOX_LEASE_MS / 4));

interface WorkerState {
  inFlight: Set<Promise<void>>;
  // Deliveries in flight in this process per lane (kind): its slots.
  busy: Record<OutboxKind, number>;
  draining: Promise<number> | null;
  again: boolean;
  // No claim before this time (ms): see drain().
  nextClaimAt: number;
  timers: NodeJS.Timeout[];
  stopped: boolean;
}

const state = processSingleton<WorkerState>('outbox-worker', () => ({
  inFlight: new Set(),
  busy: { webhook: 0, mail: 0 },
  draining: null,
  again: false,
  nextClaimAt: 0,
  timers: [],
  stopped: false,
}));

const msInterval = (ms: number) => sql`now() + (${Math.round(ms)}::int * interval '1 millisecond')`;

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
  // A row of a kind this version has no handler for (written by another version) is retried.
  const handler: OutboxHandler | undefined = OUTBOX_HANDLERS[item.kind];
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
  const lane = item.kind;
  state.busy[lane]++;
  const run: Promise<void> = deliver(item).finally(() => {
    state.inFlight.delete(run);
    state.busy[lane]--;
    // A slot and a share are free again (its lease is released): rows held back may go now.
    if (!state.stopped) void drain();
  });
  state.inFlight.add(run);
}

// Free slots of the lanes that have a handler (every kind has one: ./handlers.ts).
function freeSlots(): Partial<Record<OutboxKind, number>> {
  const shares = laneShares();
  return Object.fromEntries(LANES.filter((lane) => lane in OUTBOX_HANDLERS).map((lane) => [lane, Math.max(0, shares[lane].slots - state.busy[lane])]));
}

// Claims what is due (up to each lane's free slots and every share) and starts it; returns how many
// rows it started. One drain at a time per process; a kick during a drain makes it claim once more.
function drain(): Promise<number> {
  if (state.draining) {
    state.again = true;
    return state.draining;
  }
  const run = (async () => {
    let started = 0;
    try {
      do {
        state.again = false;
        // A claim is a pass over the pending rows, longer the larger a backlog: after each one the
        // database gets as long for everything else (up to MAX_CLAIM_PAUSE_MS), however fast
        // deliveries settle, so a flood of one site's events cannot keep it busy with claims. Kicks
        // meanwhile join this run.
        const pause = state.nextClaimAt - Date.now();
        if (pause > 0) await new Promise((r) => setTimeout(r, pause));
        if (state.stopped) break;
        const free = freeSlots();
        if (!Object.values(free).some((n) => n > 0)) break;
        // A claim may leave rows it could take (past a site's window): claim again until one takes none.
        const claimedAt = Date.now();
        const rows = await claimDue(free, INSTANCE);
        state.nextClaimAt = Date.now() + Math.min(Date.now() - claimedAt, MAX_CLAIM_PAUSE_MS);
        for (const row of rows) start(row);
        started += rows.length;
        if (rows.length > 0) state.again = true;
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

// Once per long-lived server process (lib/startup/start.ts); not on Vercel, where nothing outlives a request.
// `owner`: this process alone uses the database, so a lease left by an earlier run is stale.
export async function startOutboxWorker(kind: 'pglite' | 'postgres', owner: boolean): Promise<void> {
  if (state.timers.length) return;
  if (kind === 'pglite' && owner) await releaseStaleLeases().catch((err: unknown) => log.error({ err }, 'outbox: releasing stale leases failed'));
  state.stopped = false;
  setBridgeSlot('outbox-kick', () => void drain());
  const poll = setInterval(() => void drain(), POLL_MS);
  const prune = () => pruneOutbox().catch((err: unknown) => log.error({ err }, 'outbox: pruning failed'));
  const pruning = setInterval(() => void prune(), PRUNE_EVERY_MS);
  const firstPrune = setTimeout(() => void prune(), 60_000);
  state.timers.push(poll, pruning, firstPrune);
  for (const t of state.timers) t.unref();
  // A stopping server claims nothing more; what is in flight finishes or its lease ends. Only beside
  // the server's own SIGTERM handler: a first listener would take away the default exit.
  if (process.listenerCount('SIGTERM') > 0) process.once('SIGTERM', stopOutboxWorker);
  void drain();
}

function stopOutboxWorker(): void {
  state.stopped = true;
  for (const t of state.timers.splice(0)) clearInterval(t);
  setBridgeSlot('outbox-kick', undefined);
}
