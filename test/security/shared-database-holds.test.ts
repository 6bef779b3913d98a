import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { strToU8, zipSync } from 'fflate';
import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPgliteFiles } from '@/db/pglite-files.mjs';
import { serveWire, TRANSACTION_SHARE_CODE, type WireServer } from '@/db/pglite-wire.mjs';
import { api, data, newSite } from '../helpers/http';
import { startCluster, type RunningCluster } from '../helpers/server';

// Issue 48, "one transaction holds the embedded database": a theme import of 2,000 draft partials was
// one transaction of ~4,000 statements, and the embedded database's wire server lets a client inside a
// transaction keep the database until it ends it: another site's GET /auth/me waited 5-13 s. Here one
// site imports such an archive into `npm start` while another site's /auth/me is asked every ~50 ms:
// at most one answer or 2% of them take QUIET_MS or more, and none takes HELD_MS (the hole held them 5-13 s; on a
// 2-core machine with both cores busy one answer in a hundred meets a ~400 ms pause beside the import).
// And an import that fails midway leaves the site as it was.

const QUIET_MS = 250;
const HELD_MS = 1_000;
const FILES = 2_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Text that differs per file and compresses, so 2,000 files stay under the request's 1 MB of base64.
const partialBody = (i: number) => `<div class="p${i}">{{ site.name }} ${'lorem ipsum dolor sit amet '.repeat(20)}${i}</div>\n`;

const archiveOf = (files: Record<string, string>) => Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])))).toString('base64');

describe(`no request of one tenant holds the shared database (npm start on ${inject('dbKind')})`, () => {
  let cluster: RunningCluster;

  beforeAll(async () => {
    // Two serving workers and the heavy lane each log their ready line.
    cluster = await startCluster({ WEB_CONCURRENCY: '2', ALLOW_PRIVATE_FETCH: 'true' }, 3, inject('dbKind'));
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
  });

  it(`another site answers within ${QUIET_MS} ms while a site imports a ${FILES}-file theme archive`, async () => {
    const [importer, quiet] = await Promise.all([newSite('Importer', cluster.url), newSite('Quiet', cluster.url)]);
    const files: Record<string, string> = { 'theme.json': JSON.stringify({ name: 'big', manifestVersion: 1 }) };
    for (let i = 0; i < FILES - 1; i++) files[`partials/p${String(i).padStart(4, '0')}.liquid`] = partialBody(i);
    const archive = archiveOf(files);
    expect(archive.length).toBeLessThan(1024 * 1024);
    const me = () => api(quiet.host, cluster.url).get('/api/v1/auth/me', { token: quiet.ownerToken });
    for (let i = 0; i < 3; i++) expect((await me()).status).toBe(200);

    const waits: number[] = [];
    const failures: string[] = [];
    let done = false;
    const polling = (async () => {
      while (!done) {
        const started = performance.now();
        const r = await me();
        const ms = performance.now() - started;
        waits.push(ms);
        if (r.status !== 200) failures.push(`${r.status} after ${Math.round(ms)} ms: ${r.text.slice(0, 200)}`);
        await sleep(50);
      }
    })();
    // Three imports of the archive: its 1,999 drafts created; their bodies changed (every row updated);
    // then published (every row updated again, each batch moving the site's generation).
    const changed = archiveOf(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, name.endsWith('.liquid') ? `${text}changed\n` : text])));
    const runs: [string, string, boolean, Record<string, number>][] = [
      ['drafts created', archive, false, { created: FILES - 1, updated: 0, unchanged: 0 }],
      ['drafts changed', changed, false, { created: 0, updated: FILES - 1, unchanged: 0 }],
      ['published', changed, true, { created: 0, updated: FILES - 1, unchanged: 0 }],
    ];
    const timings: string[] = [];
    try {
      for (const [what, body, publish, counts] of runs) {
        const started = performance.now();
        const imported = await api(importer.host, cluster.url).post('/api/v1/themes/import', { archive: body, publish }, { token: importer.ownerToken });
        timings.push(`${what} ${imported.status} in ${Math.round(performance.now() - started)} ms`);
        expect(imported.status, imported.text.slice(0, 300)).toBe(200);
        expect(data(imported).item.templates).toEqual(counts);
      }
    } finally {
      done = true;
      await polling;
    }
    const sorted = [...waits].sort((a, b) => a - b);
    const max = sorted.at(-1) ?? 0;
    // The batches' own log lines (db/batches.ts): how many, and the longest.
    const batches = cluster
      .output()
      .split('\n')
      .filter((l) => l.includes('"job":"theme import"') && l.includes('"batch"'))
      .map((l) => JSON.parse(l) as { ms: number; rows: number });
    console.log(
      `imports of ${FILES} files: ${timings.join('; ')}; ${batches.length} batches, the longest ${Math.max(...batches.map((b) => b.ms))} ms, rows ${Math.min(...batches.map((b) => b.rows))}-${Math.max(...batches.map((b) => b.rows))}; ` +
        `the quiet site's /auth/me: ${waits.length} answers, median ${Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)} ms, max ${Math.round(max)} ms, over ${QUIET_MS} ms: ${waits.filter((w) => w >= QUIET_MS).length}`,
    );
    expect(failures).toEqual([]);
    expect(max).toBeLessThan(HELD_MS);
    // One pause over QUIET_MS, or 2% of the answers if more, is a busy 2-core machine's scheduler (seen with
    // other work running); the hole held every answer for seconds.
    expect(waits.filter((w) => w >= QUIET_MS).length).toBeLessThanOrEqual(Math.max(1, Math.floor(waits.length * 0.02)));
    expect(waits.length).toBeGreaterThan(10);
    expect(batches.length).toBeGreaterThan(3 * 5);

    // The import is all there: the next one of the same archive changes nothing.
    const again = await api(importer.host, cluster.url).post('/api/v1/themes/import', { archive: changed, publish: true }, { token: importer.ownerToken });
    expect(again.status, again.text.slice(0, 300)).toBe(200);
    expect(data(again).item.templates).toEqual({ created: 0, updated: 0, unchanged: FILES - 1 });
  }, 120_000);

  it('an import that fails midway (a path another template holds, in a late batch) leaves the site as it was', async () => {
    const site = await newSite('Half import', cluster.url);
    const owner = { token: site.ownerToken };
    const client = api(site.host, cluster.url);
    for (const t of [
      { title: 'Holder', type: 'page', permalink: '/taken', body: 'held' },
      { title: 'Mover', type: 'page', permalink: '/mover', body: 'mover before' },
      { title: 'shared', type: 'partial', body: 'shared before' },
      // Changed by the archive's first batch, which commits before the failing one: put back as it was.
      { title: 'l0003', type: 'layout', body: 'layout before' },
    ]) {
      const r = await client.post('/api/v1/templates', t, owner);
      expect(r.status, r.text).toBe(201);
    }
    // A history of more versions than are kept, so the change pruned the oldest (0008_template-versions.sql).
    const layout = (data(await client.get('/api/v1/templates?page_size=100', owner)).items as { uid: string; title: string }[]).find((t) => t.title === 'l0003')!;
    for (let v = 1; v <= 20; v++) {
      const saved = await client.put(`/api/v1/templates/${layout.uid}`, { body: `layout before ${v}`, baseVersion: v }, owner);
      expect(saved.status, saved.text).toBe(200);
    }
    const history = async () => (data(await client.get(`/api/v1/templates/${layout.uid}/versions`, owner)).items as { version: number; size: number }[]).map((h) => `${h.version}:${h.size}`);
    const historyBefore = await history();
    expect(historyBefore).toHaveLength(20);
    expect((await client.post('/api/v1/bits', { name: 'greeting', value: 'before' }, owner)).status).toBe(201);
    const state = async () => {
      const items = data(await client.get('/api/v1/templates?page_size=100', owner)).items as { uid: string; version: number; title: string; published: boolean; permalink: string | null }[];
      const bits = data(await client.get('/api/v1/bits', owner)).items as { name: string; value: unknown }[];
      return { templates: items.map((t) => `${t.uid}@${t.version} ${t.title} ${t.published} ${t.permalink}`).sort(), bits: bits.map((b) => `${b.name}=${JSON.stringify(b.value)}`).sort() };
    };
    const before = await state();
    const moverBefore = await client.get('/mover', { headers: { accept: 'text/html' } });
    expect(moverBefore.text).toContain('mover before');

    // Sorted by path: 1,000 layouts (new, live), then pages/Mover (its live record moves onto /taken,
    // which Holder holds: the unique index refuses it), then 997 partials, one of them an existing one (2,000 files with theme.json and bits.json).
    const files: Record<string, string> = { 'theme.json': JSON.stringify({ name: 'half', manifestVersion: 1 }), 'bits.json': JSON.stringify({ greeting: 'after' }) };
    for (let i = 0; i < 1_000; i++) files[`layouts/l${String(i).padStart(4, '0')}.liquid`] = `<main>{% block content %}{% endblock %}</main>${partialBody(i)}`;
    files['pages/Mover.liquid'] = '---\npermalink: /taken\n---\nmover after';
    for (let i = 0; i < 996; i++) files[`partials/q${String(i).padStart(4, '0')}.liquid`] = partialBody(i);
    files['partials/shared.liquid'] = 'shared after';
    const r = await client.post('/api/v1/themes/import', { archive: archiveOf(files), publish: true }, owner);
    expect(r.status, r.text.slice(0, 300)).toBe(422);
    expect(data(r).text).toMatch(/nothing was imported/);
    expect(await state()).toEqual(before);
    expect(await history()).toEqual(historyBefore);
    expect(data(await client.get(`/api/v1/templates/${layout.uid}`, owner)).item.body).toBe('layout before 20');
    const moverAfter = await client.get('/mover', { headers: { accept: 'text/html' } });
    expect(moverAfter.status).toBe(200);
    expect(moverAfter.text).toContain('mover before');
    expect((await client.get('/taken', { headers: { accept: 'text/html' } })).text).toContain('held');
    // It failed midway, not before writing: the batches before it were written, then undone.
    expect(cluster.output()).toMatch(/theme import: failed midway; its \d+ committed batches were undone/);
    // And the site takes the archive once the path is free.
    const holder = (data(await client.get('/api/v1/templates?page_size=100', owner)).items as { uid: string; title: string }[]).find((t) => t.title === 'Holder')!;
    expect((await client.del(`/api/v1/templates/${holder.uid}`, owner)).status).toBe(200);
    const retried = await client.post('/api/v1/themes/import', { archive: archiveOf(files), publish: true }, owner);
    expect(retried.status, retried.text.slice(0, 300)).toBe(200);
    expect((await client.get('/taken', { headers: { accept: 'text/html' } })).text).toContain('mover after');
  }, 120_000);
});

// The wire server's transaction share (db/pglite-wire.mjs) on real PGlite files and real driver
// connections: a transaction that keeps others waiting past SHARE_MS is rolled back, the others go on,
// and the holder's own statement fails with 25P04.
describe("the embedded database's transaction share", () => {
  const SHARE_MS = 300;
  let dir = '';
  let db: PGlite;
  let wire: WireServer;
  const logs: string[] = [];
  const clients: Sql[] = [];
  let busyHolder: Sql | undefined;
  const connect = (max = 2) => {
    const sql = postgres({ path: path.join(dir, '.s.PGSQL.5432'), max, fetch_types: false, onnotice: () => {} });
    clients.push(sql);
    return sql;
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wire-share-'));
    db = await openPgliteFiles(dir);
    await db.exec('CREATE TABLE t (id serial PRIMARY KEY, who text NOT NULL)');
    wire = serveWire(db, { socketPath: path.join(dir, '.s.PGSQL.5432'), log: (_l, m) => logs.push(m), shareMs: SHARE_MS });
    await wire.listen();
  }, 60_000);

  afterAll(async () => {
    for (const c of clients) await c.end({ timeout: 1 }).catch(() => {});
    await wire?.close();
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // Twice on one connection: the second time the driver's ROLLBACK is a statement prepared before.
  it.each([1, 2])(`ends a busy transaction that keeps others waiting ${SHARE_MS} ms: it is rolled back, its own statement fails, the others go on (%i)`, async (round) => {
    const holder = (busyHolder ??= connect(1));
    const other = connect();
    await Promise.all([holder`select 1`, other`select 1`]);
    let statements = 0;
    // A transaction of one statement after another, as a bulk import in one transaction was.
    const tx = holder.begin(async (sql) => {
      await sql`insert into t (who) values ('busy')`;
      for (;;) {
        await sql`select ${statements++}::int`;
        await sleep(2);
      }
    });
    const outcome = tx.then(
      () => null,
      (err: { code?: string; message?: string }) => err,
    );
    await sleep(50);
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const rows = await other<{ c: number }[]>`select count(*)::int as c from t where who = 'busy'`;
      waits.push(performance.now() - started);
      expect(rows[0]!.c).toBe(0);
    }
    const err = await outcome;
    console.log(`the busy holder ran ${statements} statements; the others waited ${waits.map(Math.round).join(', ')} ms; the holder got: ${err?.code} ${err?.message}`);
    expect(err?.code).toBe(TRANSACTION_SHARE_CODE);
    expect(err?.message).toMatch(/ended this transaction and rolled it back: it kept a transaction open 300 ms while others waited/);
    expect(waits[0]).toBeGreaterThan(SHARE_MS - 50);
    expect(waits[0]).toBeLessThan(SHARE_MS + 400);
    expect(Math.max(...waits.slice(1))).toBeLessThan(100);
    expect(logs.join('\n')).toMatch(/a connection kept a transaction open 300 ms while others waited: rolled back/);
    // The holder's pool connects again and is served like anyone.
    expect((await holder`select ${round}::int as ok`)[0]!.ok).toBe(round);
    expect((await other`select count(*)::int as c from t where who = 'busy'`)[0]!.c).toBe(0);
  });

  it('ends an idle holder the same way: its next statement fails with 25P04, nothing it wrote stays', async () => {
    const holder = connect(1);
    const other = connect();
    await holder`select 1`;
    const held = await holder.reserve();
    await held`begin`;
    await held`insert into t (who) values ('idle')`;
    const started = performance.now();
    expect((await other<{ c: number }[]>`select count(*)::int as c from t where who = 'idle'`)[0]!.c).toBe(0);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThan(SHARE_MS - 50);
    expect(waited).toBeLessThan(SHARE_MS + 400);
    // As in an aborted transaction of PostgreSQL: every statement fails until the block ends, a COMMIT
    // included (nobody takes the rolled-back work for saved); then the connection is served again.
    await expect(held`insert into t (who) values ('idle again')`).rejects.toMatchObject({ code: TRANSACTION_SHARE_CODE });
    await expect(held`insert into t (who) values ('idle once more')`).rejects.toMatchObject({ code: TRANSACTION_SHARE_CODE });
    await expect(held`commit`).rejects.toMatchObject({ code: TRANSACTION_SHARE_CODE });
    expect((await held`select 4 as ok`)[0]!.ok).toBe(4);
    held.release();
    expect((await other`select count(*)::int as c from t where who like 'idle%'`)[0]!.c).toBe(0);
    expect((await holder`select 3 as ok`)[0]!.ok).toBe(3);
  });

  it('leaves a transaction alone while nobody waits, however long it runs', async () => {
    const holder = connect(1);
    await holder.begin(async (sql) => {
      await sql`insert into t (who) values ('alone')`;
      await sleep(SHARE_MS + 200);
      await sql`insert into t (who) values ('alone')`;
    });
    expect((await holder`select count(*)::int as c from t where who = 'alone'`)[0]!.c).toBe(2);
  });
});
