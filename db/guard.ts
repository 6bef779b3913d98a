import type { Sql, TransactionSql } from 'postgres';
import { log } from '@/lib/server-log';
import { databaseDidNotAnswer } from './unreachable';

// Deadlines and a circuit breaker around the PostgreSQL pool (issue 27), so that a database that is
// down or silent costs a request a bounded wait and then nothing at all:
// - every statement has a client-side deadline (the pool's queue included): a socket that stays open
//   and never answers, as in a network partition, fails the statement instead of holding the request;
// - when the database has answered nothing since a failed statement began (a deadline, a refused or
//   reset connection), the breaker opens: every statement fails at once, the pool is replaced and the
//   old one destroyed with every connection on it (hung ones included, and a query postgres-js handed
//   to a connection that was already closing), and a probe runs every half second on the new pool;
//   the first answer closes the breaker. One log line when it opens, one when it closes.
// A statement the server cancels for its own timeout is an answer: a slow database is not a down one.

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

const PROBE_EVERY_MS = 500;

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
  // The pool statements go to now (start-up's lock and the migrations use it directly).
  current: () => Sql;
  state: () => BreakerState;
  ping: () => Promise<void>;
  end: () => Promise<void>;
}

export function guardPool(makePool: () => Sql, deadlineMs: number): GuardedPool {
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
    try {
      await withDeadline(() => pool`select 1`, performance.now());
      close();
    } catch {
      // A probe stuck on a silent connection would hold it: the next probe starts on a fresh pool.
      replacePool();
      scheduleProbe(PROBE_EVERY_MS);
    }
  }

  // Runs one statement under the deadline, outside the breaker's own check (the probe uses it too).
  function withDeadline<T>(start: () => PromiseLike<T>, startedAt: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new DatabaseUnavailable('QUERY_TIMEOUT', `The database did not answer within ${deadlineMs} ms`));
        failed(startedAt, `no answer within ${deadlineMs} ms`);
      }, deadlineMs);
      start().then(
        (value) => {
          clearTimeout(timer);
          lastAnswerAt = performance.now();
          resolve(value);
        },
        (err: unknown) => {
          clearTimeout(timer);
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
    return withDeadline(start, performance.now());
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

  // BEGIN waits for a connection like any statement: under the same deadline until the work starts
  // (each statement of the work then has its own). A transaction that starts after its caller gave up
  // does nothing.
  function beginTransaction(fn: (tx: GuardedTransaction) => Promise<unknown>): Promise<unknown> {
    if (breaker.open) return Promise.reject(circuitOpen());
    const startedAt = performance.now();
    let late = false;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        late = true;
        reject(new DatabaseUnavailable('QUERY_TIMEOUT', `The database did not start a transaction within ${deadlineMs} ms`));
        failed(startedAt, `no transaction within ${deadlineMs} ms`);
      }, deadlineMs);
      pool
        .begin(async (tx) => {
          if (late) throw new DatabaseUnavailable('QUERY_TIMEOUT', 'The transaction started after its deadline');
          clearTimeout(timer);
          lastAnswerAt = performance.now();
          return fn(transaction(tx));
        })
        .then(resolve, (err: unknown) => {
          clearTimeout(timer);
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
      await pool.end({ timeout: 5 });
    },
  };
}
