// The database outage run of issue 27: one production server (server/server.mjs, pinned to the server
// core) on PostgreSQL reached through a TCP proxy that fails on command (test/helpers/fault-proxy.mjs),
// under a steady paced load from this process (pinned to the load core): anonymous pages of three sites
// (cached), a signed-in page (rendered every time), an API read and lead posts, each lead with an
// Idempotency-Key and retried with the same key until it is answered 201. Phases: warm, the database
// silent for SILENT_S, back, refusing connections for REFUSED_S, back. Per phase (by the time a request
// was sent) and kind: answers by status, p50 / p99 / max latency; then what the done-when lines of the issue ask: pages of every site
// 200 throughout, no request over 2.5 s, writes 201 or 503 with Retry-After, everything answered from
// 2 s after the database is back, one log line per outage and recovery, and every lead stored once.
//
//   node bench/outage.mjs [--quick] [--silent-s 60] [--refused-s 20] [--rate 330]
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { startFaultProxy } from '../test/helpers/fault-proxy.mjs';
import { LOAD_CORE, ROOT, SERVER_CORE } from './lib/shared.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const QUICK = args.includes('--quick');
const SILENT_S = flag('--silent-s', QUICK ? 8 : 60);
const REFUSED_S = flag('--refused-s', QUICK ? 5 : 20);
const RATE = flag('--rate', 330);
const WARM_S = flag('--warm-s', QUICK ? 3 : 10);
const AFTER_S = QUICK ? 5 : 15;
const PG = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Pin this process (the load) to its core, as the other rows do.
if (os.platform() === 'linux') spawn('taskset', ['-cp', LOAD_CORE, String(process.pid)], { stdio: 'ignore' });

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function call(base, host, method, p, { token, body, headers = {} } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const h = { host: `${host}:${base.port}`, accept: 'application/json', ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  if (payload) Object.assign(h, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = http.request({ hostname: base.hostname, port: base.port, method, path: p, headers: h, agent, timeout: 30_000 }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - t0, at: t0 }));
    });
    req.on('timeout', () => req.destroy(new Error('client timeout (30 s)')));
    req.on('error', (err) => resolve({ status: 0, headers: {}, text: String(err.message), ms: performance.now() - t0, at: t0 }));
    if (payload) req.write(payload);
    req.end();
  });
}

async function freePort() {
  const srv = net.createServer();
  await new Promise((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address();
  await new Promise((r) => srv.close(r));
  return port;
}

async function main() {
  const name = `platform_outage_${randomBytes(5).toString('hex')}`;
  const admin = postgres(PG, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const dbUrl = new URL(PG);
  dbUrl.pathname = `/${name}`;
  const proxy = await startFaultProxy({ host: dbUrl.hostname, port: Number(dbUrl.port || 5432) });
  dbUrl.host = proxy.address;
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outage-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    PLATFORM_HOST: 'localhost',
    DATA_DIR: dataDir,
    DATABASE_URL: dbUrl.toString(),
    ADMIN_EMAIL: 'admin@example.test',
    ADMIN_PASSWORD: 'admin-password-1',
    RATE_LIMIT_SITES_NEW: '1000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
  delete env.REDIS_URL;
  const server = spawn('taskset', ['-c', SERVER_CORE, process.execPath, 'server/server.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  server.stdout.on('data', (c) => (log += c));
  server.stderr.on('data', (c) => (log += c));
  const base = new URL(`http://127.0.0.1:${port}`);
  try {
    for (let i = 0; ; i++) {
      if ((await call(base, 'localhost', 'GET', '/readyz')).status === 200) break;
      if (i > 300) throw new Error(`server did not start:\n${log}`);
      await sleep(200);
    }
    const sites = [];
    for (let i = 0; i < 3; i++) {
      const subdomain = `o${randomBytes(4).toString('hex')}`;
      const r = await call(base, 'localhost', 'POST', '/api/v1/sites/new', { body: { subdomain, name: `Outage ${i}`, email: `${subdomain}@example.test`, password: 'owner-password-1' } });
      if (r.status !== 201) throw new Error(`site creation failed: ${r.status} ${r.text}`);
      sites.push({ host: `${subdomain}.localhost`, token: JSON.parse(r.text).data.token });
    }
    console.log(`outage run: ${RATE} requests/s for ${WARM_S} s warm, ${SILENT_S} s silent, ${AFTER_S} s back, ${REFUSED_S} s refusing, ${AFTER_S} s back`);

    // The load: one kind per slot of a fixed cycle, paced to RATE a second.
    const kinds = [
      ...sites.map((s, i) => [`page ${i + 1}`, () => call(base, s.host, 'GET', '/', { headers: { accept: 'text/html' } })]),
      ['signed-in page', () => call(base, sites[0].host, 'GET', '/', { token: sites[0].token, headers: { accept: 'text/html' } })],
      ['api read', () => call(base, sites[1].host, 'GET', '/api/v1/posts')],
      ['lead', () => postLead()],
    ];
    const cycle = [0, 1, 2, 0, 1, 2, 0, 1, 2, 3, 4, 4, 5, 5];
    const results = [];
    // Leads: each has its key; one answered other than 201 is retried with the same key (after 1 s).
    const leads = new Map();
    const pendingLeads = [];
    async function postLead() {
      const retry = pendingLeads.length && performance.now() - pendingLeads[0].lastAt > 1000 ? pendingLeads.shift() : null;
      const lead = retry ?? { key: randomUUID(), mark: randomUUID(), answers: [] };
      if (!retry) leads.set(lead.key, lead);
      const r = await call(base, sites[2].host, 'POST', '/api/v1/leads', { body: { form: 'contact', data: { email: 'pat@example.test', mark: lead.mark } }, headers: { 'idempotency-key': lead.key } });
      lead.answers.push(r.status);
      lead.lastAt = performance.now();
      if (r.status !== 201) pendingLeads.push(lead);
      return r;
    }
    // A server that just started compiles its routes on first use: each kind a few hundred times first,
    // four at a time, unmeasured (an operator's server has been up a while).
    for (const [, fn] of kinds) {
      for (let i = 0; i < 50; i++) await Promise.all([fn(), fn(), fn(), fn()]);
    }
    let phase = 'warm';
    let running = true;
    const inFlight = new Set();
    const loop = (async () => {
      const start = performance.now();
      for (let n = 0; running; n++) {
        const due = start + (n * 1000) / RATE;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        const [kind, fn] = kinds[cycle[n % cycle.length]];
        const p = phase;
        const job = fn().then((r) => results.push({ kind, phase: p, ...r, retryAfter: r.headers['retry-after'], cache: r.headers['x-cache'] }));
        inFlight.add(job);
        void job.finally(() => inFlight.delete(job));
      }
    })();
    const marks = {};
    const enter = (next) => {
      phase = next;
      marks[next] = performance.now();
      console.log(`  ${new Date().toISOString().slice(11, 19)} ${next}`);
    };
    for (const [name, mode, seconds] of [
      ['warm', 'pass', WARM_S],
      ['silent', 'silence', SILENT_S],
      ['back', 'pass', AFTER_S],
      ['refused', 'refuse', REFUSED_S],
      ['back again', 'pass', AFTER_S],
    ]) {
      enter(name);
      proxy.setMode(mode);
      await sleep(seconds * 1000);
    }
    running = false;
    await loop;
    await Promise.all(inFlight);
    // Leads still unanswered are retried (same key) until answered.
    for (let i = 0; pendingLeads.length && i < 100; i++) await postLead();

    report(results, marks, leads, log);
    if (process.env.OUTAGE_TIMELINE) {
      timeline(results, marks.silent);
      fs.writeFileSync(process.env.OUTAGE_TIMELINE, log);
    }
    const rows = await postgres(dbUrl.toString().replace(proxy.address, `${new URL(PG).hostname}:${new URL(PG).port || 5432}`), { max: 1, onnotice: () => {} });
    const stored = await rows`select data->>'mark' as mark from leads`;
    await rows.end();
    const byMark = new Map();
    for (const { mark } of stored) byMark.set(mark, (byMark.get(mark) ?? 0) + 1);
    const answered201 = [...leads.values()].filter((l) => l.answers.includes(201));
    const lost = answered201.filter((l) => !byMark.has(l.mark)).length;
    const doubled = [...byMark.values()].filter((n) => n > 1).length;
    console.log(
      `\nleads: ${leads.size} keys, ${answered201.length} answered 201 at last, ${stored.length} rows; lost ${lost}, stored twice ${doubled}, never answered 201 ${leads.size - answered201.length}`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
    proxy.setMode('pass');
    await proxy.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
    agent.destroy();
  }
}

// Median and max latency per half second of the silent phase (OUTAGE_TIMELINE=1).
function timeline(results, from) {
  const buckets = new Map();
  for (const r of results) {
    const b = Math.floor((r.at - from) / 500);
    if (b < -2 || b > 30) continue;
    if (!buckets.has(b)) buckets.set(b, []);
    buckets.get(b).push(r);
  }
  for (const [b, rs] of [...buckets].sort((x, y) => x[0] - y[0])) {
    const ms = rs.map((r) => r.ms).sort((x, y) => x - y);
    console.log(`${(b / 2).toFixed(1).padStart(5)} s  n=${rs.length}  p50 ${pct(ms, 50).toFixed(0)}  max ${ms.at(-1).toFixed(0)}  5xx ${rs.filter((r) => r.status >= 500).length}`);
  }
}

const pct = (xs, p) => (xs.length ? xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] : 0);

function report(results, marks, leads, log) {
  const phases = Object.keys(marks);
  console.log('\nphase       kind             answers (status: count)             p50 ms  p99 ms  max ms');
  for (const phase of phases) {
    const kinds = [...new Set(results.filter((r) => r.phase === phase).map((r) => r.kind))];
    for (const kind of kinds) {
      const rs = results.filter((r) => r.phase === phase && r.kind === kind);
      const ms = rs.map((r) => r.ms).sort((a, b) => a - b);
      const statuses = {};
      for (const r of rs) statuses[r.status + (r.cache === 'STALE' ? ' stale' : '')] = (statuses[r.status + (r.cache === 'STALE' ? ' stale' : '')] ?? 0) + 1;
      const counts = Object.entries(statuses)
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ');
      console.log(`${phase.padEnd(11)} ${kind.padEnd(16)} ${counts.padEnd(35)} ${pct(ms, 50).toFixed(0).padStart(6)} ${pct(ms, 99).toFixed(0).padStart(7)} ${(ms.at(-1) ?? 0).toFixed(0).padStart(7)}`);
    }
  }
  const isPage = (r) => r.kind.startsWith('page');
  const checks = [];
  const check = (ok, what) => checks.push(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  check(
    results.filter(isPage).every((r) => r.status === 200),
    `anonymous pages of every site 200 throughout (${results.filter(isPage).length} answers)`,
  );
  const slowest = results.reduce((m, r) => (r.ms > m.ms ? r : m), { ms: 0, kind: '' });
  check(slowest.ms <= 2500, `no request over 2.5 s (slowest ${slowest.ms.toFixed(0)} ms, ${slowest.kind}, ${slowest.phase})`);
  const writes = results.filter((r) => r.kind === 'lead');
  check(
    writes.every((r) => r.status === 201 || (r.status === 503 && Number(r.retryAfter) > 0)),
    `every lead answered 201 or 503 with Retry-After (${writes.filter((r) => r.status === 503).length} x 503; others: ${JSON.stringify(writes.filter((r) => r.status !== 201 && r.status !== 503).map((r) => `${r.status} ${r.phase} ${Math.round(r.ms)} ms`))})`,
  );
  // Phases by the time a request was sent; one sent late in a phase may be answered in the next.
  for (const [phase, from, until] of [
    ['back', marks.back, marks.refused],
    ['back again', marks['back again'], Infinity],
  ]) {
    const late = results.filter((r) => r.at >= from + 2000 && r.phase === phase && r.at + r.ms < until);
    const failed = late.filter((r) => r.status === 0 || r.status >= 500);
    const lastFailure = results.filter((r) => r.phase === phase && r.at + r.ms < until && (r.status === 0 || r.status >= 500)).reduce((m, r) => Math.max(m, r.at + r.ms - from), 0);
    check(failed.length === 0, `${phase}: every request from 2 s on succeeds (${late.length} answers; last failure answered ${lastFailure.toFixed(0)} ms after the database was back)`);
  }
  const down = log.split('\n').filter((l) => l.includes('"msg":"database unreachable')).length;
  const up = log.split('\n').filter((l) => l.includes('"msg":"database reachable again"')).length;
  const errors = log.split('\n').filter((l) => l.includes('"level":"error"')).length;
  check(down === 2 && up === 2, `the log shows each outage once: ${down} "database unreachable", ${up} "reachable again" (${errors} error lines in all)`);
  console.log(`\n${checks.join('\n')}`);
  void leads;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
