import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteFiles } from '@/db/pglite-files.mjs';
import { HEAVY_LANE_APP, serveWire, type WireServer } from '@/db/pglite-wire.mjs';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The embedded database served to several processes (db/pglite-wire.mjs): real PGlite files, real
// driver connections over the Unix socket, as `npm start`'s workers use it.
describe('the embedded database over its Unix socket', () => {
  let dir = '';
  let db: PGlite;
  let wire: WireServer;
  const notes: Array<[string, string]> = [];
  const logs: string[] = [];
  const clients: Sql[] = [];
  const connect = (max = 4, lane?: 'heavy') => {
    const application_name = lane === 'heavy' ? HEAVY_LANE_APP : 'test';
    const sql = postgres({ path: path.join(dir, '.s.PGSQL.5432'), max, fetch_types: false, onnotice: () => {}, connection: { application_name } });
    clients.push(sql);
    return sql;
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-wire-'));
    db = await openPgliteFiles(dir);
    await db.exec('CREATE TABLE t (id serial PRIMARY KEY, who text NOT NULL, n int NOT NULL)');
    await db.exec('LISTEN news');
    wire = serveWire(db, { socketPath: path.join(dir, '.s.PGSQL.5432'), onNotification: (c, p) => notes.push([c, p]), log: (_l, m) => logs.push(m), shareMs: 800, heavyHoldMs: 100 });
    await wire.listen();
  }, 60_000);

  afterAll(async () => {
    for (const c of clients) await c.end({ timeout: 1 }).catch(() => {});
    await wire?.close();
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers each of many concurrent statements from several connections with its own result', async () => {
    const a = connect();
    const b = connect();
    // Different statements with parameters at once: an interleaved Parse/Bind would mix them up.
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => (i % 2 ? a : b)<{ v: number; s: string }[]>`select ${i}::int + 1 as v, ${`s${i}`}::text || '!' as s`));
    answers.forEach((rows, i) => expect(rows[0]).toEqual({ v: i + 1, s: `s${i}!` }));
  });

  it("keeps one connection's transaction whole: others wait for its commit and never see its rows before", async () => {
    const a = connect();
    const b = connect();
    const seenInside: number[] = [];
    const tx = a.begin(async (sql) => {
      await sql`insert into t (who, n) values ('tx', 1)`;
      await sleep(150);
      await sql`insert into t (who, n) values ('tx', 2)`;
    });
    await sleep(30);
    const started = Date.now();
    const rows = await b<{ count: number }[]>`select count(*)::int as count from t where who = 'tx'`;
    seenInside.push(rows[0]!.count);
    await tx;
    // The reader waited for the commit (as for a lock) and saw both rows, never one.
    expect(Date.now() - started).toBeGreaterThan(80);
    expect(seenInside).toEqual([2]);
  });

  it('rolls back what a failed transaction wrote and goes on serving', async () => {
    const a = connect();
    await expect(
      a.begin(async (sql) => {
        await sql`insert into t (who, n) values ('failed', 1)`;
        await sql`select 1 / 0`;
      }),
    ).rejects.toThrow(/division by zero/);
    expect((await a`select count(*)::int as c from t where who = 'failed'`)[0]!.c).toBe(0);
    expect((await a`select 2 as ok`)[0]!.ok).toBe(2);
  });

  it('takes the database back from a connection that holds a transaction idle while others wait, and rolls it back', async () => {
    const a = connect(1);
    const b = connect();
    // (The driver's reserve() waits forever on a pool that never connected.)
    await a`select 1`;
    const held = await a.reserve();
    await held`begin`;
    await held`insert into t (who, n) values ('stalled', 1)`;
    const started = Date.now();
    const rows = await b<{ c: number }[]>`select count(*)::int as c from t where who = 'stalled'`;
    expect(rows[0]!.c).toBe(0);
    expect(Date.now() - started).toBeGreaterThan(700);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(logs.join('\n')).toMatch(/a connection kept a transaction open 800 ms while others waited: rolled back/);
    expect(wire.stats().released).toBe(1);
    held.release();
  });

  it('rolls back the open transaction of a connection that goes away', async () => {
    const a = connect(1);
    const b = connect();
    // (The driver's reserve() waits forever on a pool that never connected.)
    await a`select 1`;
    const held = await a.reserve();
    await held`begin`;
    await held`insert into t (who, n) values ('gone', 1)`;
    await a.end({ timeout: 0 });
    expect((await b`select count(*)::int as c from t where who = 'gone'`)[0]!.c).toBe(0);
    expect(wire.stats().holding).toBe(false);
  });

  it("gives way to the other lanes: a heavy-lane connection's transaction held idle while they wait is taken back after a moment", async () => {
    const heavy = connect(1, 'heavy');
    const normal = connect();
    await heavy`select 1`;
    const held = await heavy.reserve();
    await held`begin`;
    await held`insert into t (who, n) values ('heavy', 1)`;
    const started = Date.now();
    expect((await normal`select count(*)::int as c from t where who = 'heavy'`)[0]!.c).toBe(0);
    expect(Date.now() - started).toBeLessThan(700);
    expect(logs.join('\n')).toMatch(/a heavy-lane connection kept a transaction open 100 ms while other lanes waited/);
    held.release();
  });

  it("serves a heavy-lane connection's statements after the waiting others'", async () => {
    // One connection each: the driver pipelines the statements on it.
    const heavy = connect(1, 'heavy');
    const normal = connect(1);
    const holder = connect(1);
    await Promise.all([heavy`select 1`, normal`select 1`, holder`select 1`]);
    const order: string[] = [];
    // Both lanes' statements queue while a transaction holds the database, the heavy lane's first.
    const held = await holder.reserve();
    await held`begin`;
    const all = Array.from({ length: 3 }, (_, i) => heavy.unsafe(`select ${i}`).then(() => order.push('heavy')));
    await sleep(10);
    all.push(...Array.from({ length: 3 }, (_, i) => normal.unsafe(`select ${i}`).then(() => order.push('normal'))));
    await sleep(10);
    await held`commit`;
    held.release();
    await Promise.all(all);
    expect(order).toEqual(['normal', 'normal', 'normal', 'heavy', 'heavy', 'heavy']);
  });

  it('deallocates the statements a closed connection prepared in the shared session', async () => {
    const count = async () => Number((await db.query<{ c: number }>('select count(*)::int as c from pg_prepared_statements')).rows[0]!.c);
    const before = await count();
    const a = connect(1);
    for (let i = 0; i < 5; i++) await a.unsafe(`select ${i} + $1::int as v`, [i], { prepare: true });
    expect(await count()).toBe(before + 5);
    await a.end({ timeout: 1 });
    for (let i = 0; i < 50 && (await count()) > before; i++) await sleep(20);
    expect(await count()).toBe(before);
  });

  it('picks the notifications of committed transactions out of the answers, and none of rolled-back ones', async () => {
    const a = connect();
    await a.begin(async (sql) => {
      await sql`select pg_notify('news', 'committed')`;
    });
    await a
      .begin(async (sql) => {
        await sql`select pg_notify('news', 'rolled back')`;
        throw new Error('undo');
      })
      .catch(() => {});
    await a`select pg_notify('news', 'alone')`;
    expect(notes).toEqual([
      ['news', 'committed'],
      ['news', 'alone'],
    ]);
  });

  it('closes a connection that sends garbage without disturbing the others', async () => {
    const net = await import('node:net');
    const a = connect();
    const socket = net.connect(path.join(dir, '.s.PGSQL.5432'));
    await new Promise((r) => socket.once('connect', r));
    const closed = new Promise((r) => socket.once('close', r));
    socket.write(Buffer.from([0, 0, 0, 2, 1, 2, 3, 4]));
    await closed;
    expect((await a`select 3 as ok`)[0]!.ok).toBe(3);
  });
});
