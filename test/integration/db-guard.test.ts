import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardPool, type GuardedPool } from '@/db/guard';
import { startFaultProxy, type FaultProxy } from '../helpers/fault-proxy.mjs';

// db/guard.ts on its own, against the machine's PostgreSQL through the fault proxy: a slow database is
// waited for, a silent or refusing one fails fast and opens the breaker, and the breaker closes soon
// after the database answers again. (The HTTP side of the same: database-outage.test.ts.)
const PG = new URL(process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

describe('the database guard', () => {
  let proxy: FaultProxy;
  let guard: GuardedPool;
  beforeAll(async () => {
    proxy = await startFaultProxy({ host: PG.hostname, port: Number(PG.port || 5432) });
    const url = new URL(PG);
    url.host = proxy.address;
    // Statements: 2 s on the server; an outage told after 300 ms of silence.
    guard = guardPool((max) => postgres(url.toString(), { max: max ?? 4, connect_timeout: 2, onnotice: () => {}, connection: { statement_timeout: 2000 } }), { silenceMs: 300, statementMs: 2250 });
  });
  afterAll(async () => {
    proxy?.setMode('pass');
    await guard?.end();
    await proxy?.close();
  });

  const select = (sql: string) => guard.client.unsafe(sql).values();
  const timed = async (work: () => Promise<unknown>): Promise<[unknown, number]> => {
    const t0 = performance.now();
    const outcome = await work().then(
      (value: unknown) => value,
      (err: unknown) => err,
    );
    return [outcome, performance.now() - t0];
  };

  it('waits for a slow statement while the database is alive, and lets the server cancel one that runs too long', async () => {
    const [slow, slowMs] = await timed(() => select('select pg_sleep(1), 1 as one'));
    expect(slow).toEqual([['', 1]]);
    expect(slowMs).toBeGreaterThan(1000);
    const [late] = await timed(() => select('select pg_sleep(3)'));
    expect((late as { code?: string }).code).toBe('57014');
    expect(guard.state().open).toBe(false);
  });

  it('fails within the silence and a liveness check when nothing answers, then at once, and closes soon after the database is back', async () => {
    await select('select 1');
    proxy.setMode('silence');
    const [first, firstMs] = await timed(() => select('select 1'));
    expect((first as { code?: string }).code).toBe('QUERY_TIMEOUT');
    // The silence and a liveness check, each late at most once more on a busy machine.
    expect(firstMs).toBeLessThan(2 * (300 + 500) + 400);
    expect(guard.state().open).toBe(true);
    const [next, nextMs] = await timed(() => select('select 1'));
    expect((next as { code?: string }).code).toBe('CIRCUIT_OPEN');
    expect(nextMs).toBeLessThan(20);
    proxy.setMode('pass');
    const back = performance.now();
    while (guard.state().open && performance.now() - back < 5000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(performance.now() - back).toBeLessThan(1500);
    expect(await select('select 2')).toEqual([[2]]);
  });

  it('opens on refused connections and transactions fail fast too', async () => {
    proxy.setMode('refuse');
    const [failed, ms] = await timed(() => guard.client.begin(async (tx) => tx.unsafe('select 1').values()));
    expect(failed).toBeInstanceOf(Error);
    expect(ms).toBeLessThan(1000);
    expect(guard.state().open).toBe(true);
    proxy.setMode('pass');
    const back = performance.now();
    while (guard.state().open && performance.now() - back < 5000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await guard.client.begin(async (tx) => tx.unsafe('select 3').values())).toEqual([[3]]);
  });
});
