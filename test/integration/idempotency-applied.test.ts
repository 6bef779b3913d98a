import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../helpers/server';

// A keyed write whose COMMIT went through while its answer was lost (a connection reset between the
// two) must not run again on a retry: the key is marked applied inside the write's own transaction
// (db/guard.ts's beforeCommit, lib/http/idempotency.ts), so releasing it after the failed answer
// keeps it, and the retry is told the write was applied. The store and the guard on their own, on a
// PostgreSQL database of this test's (the HTTP side: idempotency.test.ts).
describe('an idempotency key whose write committed', () => {
  let drop: () => Promise<void>;
  let before: string | undefined;
  let mods: {
    store: typeof import('@/lib/shared/idempotency/store');
    guard: typeof import('@/db/guard');
    client: typeof import('@/db/client');
  };
  beforeAll(async () => {
    const database = await createDatabase();
    drop = database.drop;
    before = process.env.DATABASE_URL;
    process.env.DATABASE_URL = database.url;
    // Fresh instances that read DATABASE_URL now (integration files share a module registry).
    vi.resetModules();
    mods = { store: await import('@/lib/shared/idempotency/store'), guard: await import('@/db/guard'), client: await import('@/db/client') };
  }, 60_000);
  afterAll(async () => {
    await (await mods?.client.dbHandle())?.close();
    await drop?.();
    if (before === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = before;
    vi.resetModules();
  });

  const scope = (key: string) => ({ siteUid: null, caller: '', keyHash: key.padEnd(64, '0') });

  it('is kept when released, and a retry after its request ended is told it was applied', async () => {
    const { store, guard, client } = mods;
    const db = await client.getDb();
    const keyed = scope('a1');
    const first = await store.reserve(keyed, 'fp');
    expect(first.kind).toBe('run');
    const lease = (first as { lease: string }).lease;
    const mark = store.appliedMark(keyed, lease);
    // The write: one transaction, committed, with the mark inside it.
    await guard.beforeCommit.run(
      (run) => run(mark.query, mark.params).then(() => undefined),
      () => db.transaction(async (tx) => void (await tx.execute('select 1'))),
    );
    // Its answer was lost: the 503 releases the key, which stays.
    await store.release(keyed, lease);
    expect((await store.reserve(keyed, 'fp')).kind).toBe('in_progress');
    // The request ended here (its release is pending, as after an outage): the retry is told.
    store.releaseLater(keyed, lease);
    expect((await store.reserve(keyed, 'fp')).kind).toBe('applied');
  });

  it('is freed when released if nothing committed, and the retry runs', async () => {
    const { store } = mods;
    const keyed = scope('b2');
    const first = await store.reserve(keyed, 'fp');
    expect(first.kind).toBe('run');
    await store.release(keyed, (first as { lease: string }).lease);
    expect((await store.reserve(keyed, 'fp')).kind).toBe('run');
  });
});
