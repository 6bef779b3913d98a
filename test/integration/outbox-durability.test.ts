import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { itOn } from '../helpers/db-only';
import { api, data, newSite } from '../helpers/http';
import { receiver, type Hit, type Receiver } from '../helpers/receiver';
import { createDatabase, freePort, productionEnv, startServer, type RunningServer } from '../helpers/server';

// The outbox under crashes and scale-out: a lead committed just before a kill -9 is delivered after
// the restart, with the same webhook-id; two instances on one PostgreSQL deliver each event once.
// OUTBOX_LEASE_MS=3000 shortens the lease a killed deliverer leaves behind (60 s by default), so the
// PostgreSQL case sees it end within the test; the embedded database releases it at start anyway.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Proc {
  child: ChildProcess;
  url: string;
  output: () => string;
}

// A production process (server/server.mjs, or `npm start`'s server/start.mjs) on given data.
async function launch(script: string, dataDir: string, extraEnv: Record<string, string>): Promise<Proc> {
  const port = await freePort();
  const env = { ...productionEnv(port, dataDir), ALLOW_PRIVATE_FETCH: 'true', RATE_LIMIT_SITES_NEW: '1000', OUTBOX_LEASE_MS: '3000', ...extraEnv };
  const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ; await sleep(200)) {
    if (child.exitCode !== null) throw new Error(`${script} exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${script} did not answer in 60 s:\n${output}`);
    const ready = await fetch(`${url}/readyz`).catch(() => null);
    if (ready?.status === 200) break;
  }
  return { child, url, output: () => output };
}

function kill9(pid: number | undefined): void {
  try {
    if (pid) process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

const exited = (child: ChildProcess) => new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)));

const valid = (hit: Hit, secret: string) =>
  new Webhook(secret).verify(hit.body, {
    'webhook-id': String(hit.headers['webhook-id']),
    'webhook-timestamp': String(hit.headers['webhook-timestamp']),
    'webhook-signature': String(hit.headers['webhook-signature']),
  });

// A site with its lead slot pointing at `rx`; answers the slot's secret.
async function siteWithHook(base: string, rx: Receiver) {
  const site = await newSite('Durable', base);
  const put = await api(site.host, base).put('/api/v1/webhooks', { lead: { url: `${rx.url}/lead`, enabled: true } }, { token: site.ownerToken });
  expect(put.status, put.text).toBe(200);
  return { site, secret: data(put).item.lead.secret as string };
}

async function submitLead(host: string, base: string, probe: string): Promise<void> {
  const r = await api(host, base).post('/api/v1/leads', { form: 'durable', data: { probe } });
  expect(r.status, r.text).toBe(201);
}

describe('kill -9 during a delivery', () => {
  const cleanup: Array<() => unknown> = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
  });

  it('the lead committed before the kill is delivered after the restart, with the same webhook-id', async () => {
    const kind = inject('dbKind');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-kill-'));
    cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const extra: Record<string, string> = {};
    if (kind === 'postgres') {
      const db = await createDatabase();
      cleanup.push(db.drop);
      extra.DATABASE_URL = db.url;
    }
    // The first delivery is held open (no answer): the deliverer is killed in the middle of it.
    const rx = await receiver((_h, i) => (i === 0 ? 'hold' : { status: 200 }));
    cleanup.push(rx.close);
    const first = await launch('server/server.mjs', dataDir, extra);
    cleanup.push(() => kill9(first.child.pid));
    const { site, secret } = await siteWithHook(first.url, rx);
    await submitLead(site.host, first.url, 'before-the-crash');
    const held = await rx.waitFor(() => true);
    expect(held, 'first delivery started').toBeTruthy();
    kill9(first.child.pid);
    await exited(first.child);
    const killedAt = Date.now();

    const second = await launch('server/server.mjs', dataDir, extra);
    cleanup.push(() => kill9(second.child.pid));
    const again = await rx.waitFor((h) => h !== held, 20_000);
    expect(again, `redelivered after restart:\n${second.output()}`).toBeTruthy();
    console.log(`${kind}: redelivered ${again!.at - killedAt} ms after kill -9 (restart included)`);
    expect(again!.headers['webhook-id']).toBe(held!.headers['webhook-id']);
    expect(again!.body).toBe(held!.body);
    expect(again!.body).toContain('before-the-crash');
    expect(valid(again!, secret)).toBeTruthy();
    await sleep(1000);
    expect(rx.hits.length, 'delivered once after the restart').toBe(2);
  }, 150_000);

  itOn(
    'pglite',
    'under npm start with HEAVY_LANE=off (one worker owns the database), the standby that takes over delivers what the killed worker held',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-cluster-'));
      cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const rx = await receiver((_h, i) => (i === 0 ? 'hold' : { status: 200 }));
      cleanup.push(rx.close);
      const primary = await launch('server/start.mjs', dataDir, { HEAVY_LANE: 'off' });
      const pids = () => [...primary.output().matchAll(/worker (\d+) (?:serving|on standby)/g)].map((m) => Number(m[1]));
      cleanup.push(() => {
        kill9(primary.child.pid);
        for (const pid of pids()) kill9(pid);
      });
      const { site, secret } = await siteWithHook(primary.url, rx);
      await submitLead(site.host, primary.url, 'cluster-crash');
      const held = await rx.waitFor(() => true);
      expect(held).toBeTruthy();
      for (const deadline = Date.now() + 20_000; !/on standby/.test(primary.output()) && Date.now() < deadline;) await sleep(100);
      const [worker] = [...primary.output().matchAll(/worker (\d+) serving/g)].map((m) => Number(m[1]));
      kill9(worker);
      const again = await rx.waitFor((h) => h !== held, 30_000);
      expect(again, primary.output()).toBeTruthy();
      expect(again!.headers['webhook-id']).toBe(held!.headers['webhook-id']);
      expect(valid(again!, secret)).toBeTruthy();
    },
    150_000,
  );

  itOn(
    'pglite',
    'under npm start (workers sharing the embedded database), a replacement delivers what the killed workers held once the lease ends',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-shared-'));
      cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const rx = await receiver((_h, i) => (i === 0 ? 'hold' : { status: 200 }));
      cleanup.push(rx.close);
      const primary = await launch('server/start.mjs', dataDir, { WEB_CONCURRENCY: '2' });
      const pids = () => [...primary.output().matchAll(/worker (\d+) (?:serving|on the heavy lane)/g)].map((m) => Number(m[1]));
      cleanup.push(() => {
        kill9(primary.child.pid);
        for (const pid of pids()) kill9(pid);
      });
      const { site, secret } = await siteWithHook(primary.url, rx);
      await submitLead(site.host, primary.url, 'shared-crash');
      const held = await rx.waitFor(() => true);
      expect(held).toBeTruthy();
      // Whichever serving worker holds the delivery dies; the database (the primary's thread) lives on.
      const serving = [...primary.output().matchAll(/worker (\d+) serving/g)].map((m) => Number(m[1]));
      expect(serving).toHaveLength(2);
      const killedAt = Date.now();
      for (const pid of serving) kill9(pid);
      const again = await rx.waitFor((h) => h !== held, 30_000);
      expect(again, primary.output()).toBeTruthy();
      // Not before the lease (OUTBOX_LEASE_MS, 3 s here) of the killed worker ended.
      expect(again!.at - killedAt).toBeGreaterThan(1000);
      expect(again!.headers['webhook-id']).toBe(held!.headers['webhook-id']);
      expect(valid(again!, secret)).toBeTruthy();
      expect(primary.output()).toMatch(/replacing it/);
    },
    150_000,
  );
});

describe('two instances on one PostgreSQL database', () => {
  let a: RunningServer;
  let b: RunningServer;
  let drop: (() => Promise<void>) | undefined;
  let rx: Receiver | undefined;
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await drop?.();
    await rx?.close();
  });

  it('deliver each of N events exactly once', async () => {
    const database = await createDatabase();
    drop = database.drop;
    // Four webhook slots per instance against four sites' shares of four: one instance alone can
    // hold at most a quarter of what may run, so the other claims while rows are due (with the
    // default 32 slots one instance could take every delivery, and the test would prove nothing).
    const env = { DATABASE_URL: database.url, OUTBOX_WEBHOOK_SLOTS: '4' };
    [a, b] = await Promise.all([startServer('pglite', env), startServer('pglite', env)]);
    // A slow receiver: deliveries overlap, so both instances' workers claim while rows are due.
    rx = await receiver(() => ({ status: 200, delayMs: 200 }));
    const slow = rx;
    // Several sites: one site's events run at most its share at once over both instances together
    // (lib/domains/messaging/outbox/claim.ts), so one site alone could be served by one instance throughout.
    const hooked = await Promise.all(Array.from({ length: 4 }, () => siteWithHook(a.url, slow)));
    const secrets = new Set(hooked.map((h) => h.secret));
    const N = 40;
    await Promise.all(Array.from({ length: N }, (_, i) => submitLead(hooked[i % 4]!.site.host, i % 2 ? a.url : b.url, `event-${i}`)));
    await slow.waitFor(() => slow.hits.length >= N, 30_000);
    // Time for any duplicate to show up (a poll of each instance and more).
    await sleep(3000);
    const ids = slow.hits.map((h) => String(h.headers['webhook-id']));
    const probes = slow.hits.map((h) => (JSON.parse(h.body) as { data: { lead: { data: { probe: string } } } }).data.lead.data.probe);
    expect(new Set(probes).size).toBe(N);
    expect(ids.length).toBe(N);
    expect(new Set(ids).size).toBe(N);
    for (const h of slow.hits)
      expect(
        [...secrets].some((secret) => {
          try {
            return Boolean(valid(h, secret));
          } catch {
            return false;
          }
        }),
      ).toBe(true);
    // Both instances delivered (each row keeps who ran it last), and every row is done.
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<{ leased_by: string; n: number }[]>`select leased_by, count(*)::int as n from outbox where state = 'done' group by leased_by`;
      console.log(`deliveries per instance: ${rows.map((r) => r.n).join(' + ')}`);
      expect(rows.length).toBe(2);
      expect(rows.reduce((sum, r) => sum + r.n, 0)).toBe(N);
    } finally {
      await sql.end();
    }
  }, 150_000);
});
