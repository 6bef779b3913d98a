import { AsyncLocalStorage } from 'node:async_hooks';
import type { Sql, TransactionSql } from 'postgres';
import { log } from '@/lib/shared/server-log';
import { databaseDidNotAnswer } from './unreachable';

// Outage detection and a circuit breaker around the PostgreSQL pool (issue 27), so that a database that
// is down or silent costs a request a bounded wait and then nothing at all:
// - a statement that has waited `silenceMs` (its time in the pool's queue included) while the database
//   answered nothing at all, neither it nor any other statement, asks a liveness question (`select 1`
//   on a connection of its own, half a second at most). An answer means the database is only slow: the
//   statement waits on, up to the server's statement_timeout. No answer means it is down: the
//   statement fails, and so does everything after it until it is back (below). A socket that stays
//   open and never answers, as in a network partition, costs the first requests under 2 s;
// - a statement that fails for want of an answer (refused, reset) while nothing answered since it
//   began opens the breaker too;
// - while open, every statement fails at once, the pool is replaced and the old one destroyed with
//   every connection on it (hung ones included, and a query postgres-js handed to a connection that
//   was already closing), and a probe runs every quarter second; its first answer closes the breaker.
//   One log line when it opens, one when it closes.
// A statement the server cancels (statement_timeout) is an answer: a slow database is not a down one.

// Work done inside every transaction that code run under it commits, just before the COMMIT: the route
// wrapper marks an idempotency key applied in the same transaction as the write it keys, so that a
// write whose COMMIT went through while its answer was lost (a reset connection) is never run twice.
type BeforeCommit = (run: (query: string, params: unknown[]) => Promise<unknown>) => Promise<void>;
export const beforeCommit = new AsyncLocalStorage<BeforeCommit>();

export type BreakerState = { open: false } | { open: true; since: number; reason: string };

// What the drizzle postgres-js session calls on its client (and on a transaction's): `unsafe` with
// `.values()`, `begin`, `savepoint`, and the parser tables it fills once.
interface Queryable {
  unsafe: (query: string, params?: unknown[], options?: object) => LazyQuery;
}
interface LazyQuery extends PromiseLike<unknown> {
  values: () => Promise<unknown>;
}
interface GuardedClient extends Queryable {
  options: Sql['options'];
  begin: (fn: (tx: GuardedTransaction) => Promise<unknown>) => Promise<unknown>;
}
interface GuardedTransaction extends Queryable {
  savepoint: (fn: (tx: GuardedTransaction) => Promise<unknown>) => Promise<unknown>;
}

const PROBE_EVERY_MS = 250;
// How long the liveness question and each probe may take.
const PROBE_TIMEOUT_MS = 500;

class DatabaseUnavailable extends Error {
  constructor(
    readonly code: 'CIRCUIT_OPEN' | 'QUERY_TIMEOUT',
    message: string,
  ) {
    super(message);
    this.name = 'DatabaseUnavailable';
  }
}

// postgres-js rejects with Errors; anything else is wrapped, so callers always get one.
const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

const circuitOpen = () => new DatabaseUnavailable('CIRCUIT_OPEN', 'The database cannot be reached (it is being retried)');

export interface GuardedPool {
  client: GuardedClient;
  // The pool statements go to now (start-up's advisory lock takes a connection of it directly).
  current: () => Sql;
  state: () => BreakerState;
  ping: () => Promise<void>;
  end: () => Promise<void>;
}

// A timer for judging silence on a busy event loop: an answer may be waiting, unread, behind the work
// that made the timer late. A timer that fired late by more than half its time is set again (up to
// three times: the loop was busy, not the database silent); one on time calls `fn` after the loop's
// pending I/O (setImmediate), so an answer that arrived meanwhile is read first. Returns a cancel.
function patientTimer(ms: number, fn: () => void): () => void {
  let cancelled = false;
  let due = performance.now() + ms;
  let extensions = 0;
  let timer: NodeJS.Timeout | undefined;
  const fire = () => {
    if (performance.now() - due > ms / 2 && extensions++ < 3) {
      due = performance.now() + ms;
      timer = setTimeout(fire, ms);
      return;
    }
    setImmediate(() => !cancelled && fn());
  };
  timer = setTimeout(fire, ms);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

export interface GuardLimits {
  // A statement waiting this long with no answer from the database at all asks whether it is alive.
  silenceMs: number;
  // The longest a statement is waited for (the server's statement_timeout and a margin).
  statementMs: number;
}

// `makePool(max)`: a postgres-js pool of at most `max` connections (the pool's own size when unset).
export function guardPool(makePool: (max?: number) => Sql, { silenceMs, statementMs }: GuardLimits): GuardedPool {
  const first = makePool();
  let pool = first;
  let breaker: BreakerState = { open: false };
  let lastAnswerAt = performance.now();
  let probeTimer: NodeJS.Timeout | undefined;
  let ended = false;

  // A new pool parses and serialises as the first one does (drizzle filled its tables once).
  const replacePool = () => {
    const old = pool;
    pool = makePool();
    Object.assign(pool.options.parsers, first.options.parsers);
    Object.assign(pool.options.serializers, first.options.serializers);
    void old.end({ timeout: 0 }).catch(() => {});
  };

  const open = (reason: string) => {
    if (breaker.open || ended) return;
    breaker = { open: true, since: Date.now(), reason };
    log.error({ reason }, 'database unreachable: requests that need it answer 503 and cached pages are served stale until it answers again');
    replacePool();
    scheduleProbe(0);
  };

  const close = () => {
    if (!breaker.open) return;
    const downMs = Date.now() - breaker.since;
    breaker = { open: false };
    log.info({ downMs }, 'database reachable again');
  };

  function scheduleProbe(delayMs: number) {
    clearTimeout(probeTimer);
    probeTimer = setTimeout(() => void probe(), delayMs);
    probeTimer.unref();
  }

  async function probe() {
    if (ended || !breaker.open) return;
    if (await alive()) close();
    else scheduleProbe(PROBE_EVERY_MS);
  }

  // Does the database answer `select 1` within PROBE_TIMEOUT_MS? On a connection of its own, so that a
  // pool full of long statements does not make it wait; concurrent askers share one question. A
  // connection that did not answer is dropped with its pool.
  let aliveConnection: Sql | null = null;
  let asking: Promise<boolean> | null = null;
  function alive(): Promise<boolean> {
    asking ??= new Promise<boolean>((resolve) => {
      const conn = (aliveConnection ??= makePool(1));
      const cancel = patientTimer(PROBE_TIMEOUT_MS, () => finish(false));
      function finish(answered: boolean) {
        cancel();
        if (answered) lastAnswerAt = performance.now();
        else if (aliveConnection === conn) {
          aliveConnection = null;
          void conn.end({ timeout: 0 }).catch(() => {});
        }
        asking = null;
        resolve(answered);
      }
      conn`select 1`.then(
        () => finish(true),
        () => finish(false),
      );
    });
    return asking;
  }

  // Watches one statement (or a transaction waiting to start) from `startedAt`: every `silenceMs` in
  // which the database answered nothing at all, asks whether it is alive; calls `gone` with whether the
  // database is down (no answer) or the statement only took too long (statementMs).
  function watch(startedAt: number, gone: (down: boolean, reason: string) => void): () => void {
    let cancel = () => {};
    let settled = false;
    const arm = () => {
      const left = startedAt + statementMs - performance.now();
      cancel = patientTimer(Math.max(1, Math.min(silenceMs, left)), () => void check());
    };
    async function check() {
      if (settled) return;
      if (performance.now() - startedAt >= statementMs) return gone(false, `no answer within ${statementMs} ms`);
      const heard = performance.now() - lastAnswerAt < silenceMs || (await alive());
      if (settled) return;
      if (heard) arm();
      else gone(true, `no answer for ${silenceMs} ms, nor to a liveness check`);
    }
    arm();
    return () => {
      settled = true;
      cancel();
    };
  }

  // Runs one statement under watch.
  function watched<T>(start: () => PromiseLike<T>): Promise<T> {
    const startedAt = performance.now();
    return new Promise<T>((resolve, reject) => {
      const stop = watch(startedAt, (down, reason) => {
        stop();
        reject(new DatabaseUnavailable('QUERY_TIMEOUT', `The database did not answer: ${reason}`));
        if (down) open(reason);
      });
      start().then(
        (value) => {
          stop();
          lastAnswerAt = performance.now();
          resolve(value);
        },
        (err: unknown) => {
          stop();
          if (databaseDidNotAnswer(err)) failed(startedAt, err instanceof Error ? err.message : String(err));
          else lastAnswerAt = performance.now();
          reject(asError(err));
        },
      );
    });
  }

  // Nothing answered since this statement began: the database, not the statement, is the problem.
  function failed(startedAt: number, reason: string) {
    if (lastAnswerAt < startedAt) open(reason);
  }

  function guarded<T>(start: () => PromiseLike<T>): Promise<T> {
    if (breaker.open) return Promise.reject(circuitOpen());
    return watched(start);
  }

  // A query object of postgres-js runs when awaited; this one too, once, in whichever form is asked.
  const queryable = (target: () => Pick<Sql, 'unsafe'> | TransactionSql): Queryable => ({
    unsafe: (query, params, options) => ({
      values: () =>
        guarded(() =>
          target()
            .unsafe(query, params as never[], options)
            .values(),
        ),
      then: (onValue, onError) => guarded(() => target().unsafe(query, params as never[], options)).then(onValue, onError),
    }),
  });

  const transaction = (tx: TransactionSql): GuardedTransaction => ({
    ...queryable(() => tx),
    savepoint: (fn) => tx.savepoint((inner) => fn(transaction(inner))),
  });

  const client: GuardedClient = {
    ...queryable(() => pool),
    get options() {
      return first.options;
    },
    begin: (fn) => beginTransaction(fn),
  };

  // BEGIN waits for a connection like any statement, watched the same way until the work starts (each
  // statement of the work then is watched on its own). A transaction that starts after its caller
  // gave up does nothing.
  function beginTransaction(fn: (tx: GuardedTransaction) => Promise<unknown>): Promise<unknown> {
    if (breaker.open) return Promise.reject(circuitOpen());
    const startedAt = performance.now();
    const hook = beforeCommit.getStore();
    let late = false;
    return new Promise((resolve, reject) => {
      const stop = watch(startedAt, (down, reason) => {
        stop();
        late = true;
        reject(new DatabaseUnavailable('QUERY_TIMEOUT', `The database did not start a transaction: ${reason}`));
        if (down) open(reason);
      });
      pool
        .begin(async (tx) => {
          if (late) throw new DatabaseUnavailable('QUERY_TIMEOUT', 'The transaction started after its caller gave up');
          stop();
          lastAnswerAt = performance.now();
          const result = await fn(transaction(tx));
          if (hook) await hook((query, params) => transaction(tx).unsafe(query, params).values());
          return result;
        })
        .then(resolve, (err: unknown) => {
          stop();
          if (databaseDidNotAnswer(err)) failed(startedAt, err instanceof Error ? err.message : String(err));
          else lastAnswerAt = performance.now();
          reject(asError(err));
        });
    });
  }

  return {
    client,
    current: () => pool,
    state: () => breaker,
    ping: () => guarded(() => pool`select 1`).then(() => undefined),
    end: async () => {
      ended = true;
      clearTimeout(probeTimer);
      await Promise.all([pool.end({ timeout: 5 }), aliveConnection?.end({ timeout: 1 })]);
    },
  };
}
