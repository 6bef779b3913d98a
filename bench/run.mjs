// `npm run bench`: the platform's throughput and latency in one table, with the targets of issue 10
// evaluated from the same run. Servers run as `npm start` runs them (scripts/start.mjs: a node:cluster
// primary, a serving worker and a prepared standby) pinned to core 0; load comes from autocannon in its
// own process pinned to core 1 (50 connections, warm-up, median of three runs). Every server row runs
// on the embedded database (PGlite) and on PostgreSQL (a fresh database created and dropped here).
//
//   npm run bench [-- --quick] [-- --cpu-prof] [-- --db pglite|postgres] [-- --only plugins] [-- --out file.json]
//   npm run bench -- --scale [--scale-sites 10000]
//   npm run bench -- --memory [--db postgres]
//
// --quick     short smoke run (2 s warm-up, one 2 s run per row, 10 saves, one stampede round)
// --cpu-prof [row]  also profile one HTTP row (uncached, posts, lead, cached, next; uncached by
//             default): a single scripts/server.mjs under `node --cpu-prof --cpu-prof-dir=.bench/prof`,
//             top 15 functions by self time
// --db        only one database (default: both; PostgreSQL is skipped with a note when unreachable)
// --only      some rows only, by id (comma-separated): ceiling, inprocess, cached, uncached, posts, lead,
//             next, save-to-fresh, stampede, analytics (e.g. `--only analytics` for the on/off rows)
//             plugins: the plugin lead rows (bench/plugins.mjs); checkout: checkout -> paid (bench/checkout.mjs, PostgreSQL);
//             noisy: the noisy-neighbour row (bench/noisy-neighbour.mjs); search: the search row (bench/search-queries.ts, PostgreSQL)
// --memory    only the memory row (bench/memory.mjs): 50,000 mixed requests (signed-in and anonymous
//             pages, the posts API, lead forms, paid checkouts), the serving worker's RSS every second
// --scale     only the long-tail rows (bench/scale.mjs, PostgreSQL): cached hits and uncached renders over
//             --scale-sites sites (default 10,000) against one site, with Redis and without, a 100,000-post
//             INSERT with and without the generation triggers, RSS per worker after
//
// Rows (the site: created with POST /api/v1/sites/new, themes/demo installed as its templates, 60
// posts, a signed-in visitor; Host: <subdomain>.localhost):
//   node:http ceiling     bench/static-server.mjs answering the demo home's bytes: the ceiling (once, no database)
//   cached hit            anonymous GET / answered from the page cache (X-Cache: HIT, outer fast path)
//   uncached render       GET / with the visitor's bearer token: never cached, renders every time
//   posts API             GET /api/v1/posts?page_size=50 (anonymous)
//   lead submit           the demo contact form as a browser posts it (urlencoded, 303 to /thanks)
//   trivial Next.js route GET /api/v1/runtime/manifest on the platform host (a cached object)
//   save A -> fresh B     PostgreSQL only: save a page through A, poll B until the new body appears
//                         (B had the old one cached); each wait capped at 10 s, misses reported
//   purge stampede        save a page (purge), then 100 concurrent anonymous GETs per instance:
//                         X-Cache MISS answers = renders, and how many carried the new body
//   in-process render     bench/liquid-render.ts: the demo home rendered in-process, ours vs liquidjs
//   analytics on / off    the cached hit again (with a Referer, as from a search page) on two fresh
//                         instances of the same site side by side, ANALYTICS=on and ANALYTICS=off, their
//                         runs alternating: what counting every view costs the fast path; and
//                         bench/analytics-record.ts: the in-process cost of recording one view
//   checkout -> paid      bench/checkout.mjs (PostgreSQL): POST /payments/checkout + the signed payment webhook,
//                         at 1 and 10 connections, against two lead submits interleaved in the same run
//   noisy neighbour       bench/noisy-neighbour.mjs: a quiet site's p99 and webhook delivery, alone and while four
//                         hostile tenants run the worst templates, Markdown, plugins, uploads and hanging webhooks
//                         (an instance of its own with ALLOW_PRIVATE_FETCH=true for the local webhook receivers)
//   search p99            bench/search-queries.ts (PostgreSQL): GET /search's operation on a cache miss, on one site of
//                         100,000 posts, 10 searches in flight over 10 connections (a mix of common, rare, phrase,
//                         -word, prefix and type-filtered searches)
//   plugin lead cost      bench/plugins.mjs: lead submits to a site without plugins against one with a
//                         single lead_received plugin, interleaved, at 50 connections and at one
// HTTP rows report req/s, p50/p99, the ratio to the ceiling, VmRSS per server process after the row,
// and the server's CPU share during the runs (plus other processes' share of the server core).
//
// PostgreSQL: BENCH_PG_URL or TEST_PG_URL (an admin URL; default postgres://postgres@127.0.0.1:5432/postgres).
// Redis (for the two-instance rows): BENCH_REDIS_URL (default redis://127.0.0.1:6379), used when reachable.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { LOAD_CORE, ROOT, SERVER_CORE, median } from './lib.mjs';
import { checkoutRows, checkoutTable } from './checkout.mjs';
import { imageRows, imageTable } from './images.mjs';
import { noisyNeighbourRow, noisyNeighbourTable, noisyNeighbourTargets } from './noisy-neighbour.mjs';
import { pluginLeadRows, pluginLeadTable, pluginLeadTargets } from './plugins.mjs';
import { readFolderFiles } from '../lib/theme-folder/files.mjs';
import { readFolder } from '../lib/theme-folder/format.mjs';
import { scaleRows, scaleTable, scaleTargets } from './scale.mjs';
import { memoryRow, memoryTable, memoryTargets } from './memory.mjs';
import { formatTop, selfTimes } from './profile.mjs';

process.chdir(ROOT);
const { ensureBuild } = await import('../scripts/ensure-build.mjs');

// ---------------------------------------------------------------------------------------------
// Options

const argv = process.argv.slice(2);
const flagValue = (name) => {
  const i = argv.indexOf(name);
  return i === -1 ? undefined : argv[i + 1];
};
const QUICK = argv.includes('--quick');
// `--cpu-prof [row]`: the row of httpScenarios to profile (uncached by default).
const CPU_PROF = argv.includes('--cpu-prof') ? (/^[a-z]+$/.test(flagValue('--cpu-prof') ?? '') ? flagValue('--cpu-prof') : 'uncached') : null;
const DB_CHOICE = flagValue('--db') ?? 'both';
const SCALE = argv.includes('--scale');
const SCALE_SITES = Number(flagValue('--scale-sites') ?? 10_000);
const ONLY =
  flagValue('--only')
    ?.split(',')
    .map((x) => x.trim()) ?? (SCALE ? ['scale'] : argv.includes('--memory') ? ['memory'] : undefined);
const wanted = (id) => !ONLY || ONLY.includes(id);
if (!['both', 'pglite', 'postgres'].includes(DB_CHOICE)) {
  console.error('--db takes pglite or postgres');
  process.exit(2);
}
const OUT = path.resolve(flagValue('--out') ?? '.bench/results.json');
const CFG = QUICK
  ? { warmup: 2, seconds: 2, runs: 1, saves: 10, abBudgetMs: 30_000, stampedeRounds: 1, inprocMs: 300 }
  : { warmup: 5, seconds: 5, runs: 3, saves: 30, abBudgetMs: 90_000, stampedeRounds: 3, inprocMs: 1000 };
const CONNECTIONS = 50;
const SAVE_WAIT_MS = 10_000;
const STAMPEDE = 100;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BENCH_DIR = path.join(ROOT, '.bench');
const RUN_ID = new Date().toISOString().replace(/[:.]/g, '-');
const LOG_DIR = path.join(BENCH_DIR, 'logs', RUN_ID);
const TWO_CORES = os.cpus().length >= 2;

// ---------------------------------------------------------------------------------------------
// Progress, cleanup

const t0 = Date.now();
function progress(msg) {
  const s = Math.round((Date.now() - t0) / 1000);
  process.stderr.write(`[${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}] ${msg}\n`);
}
const cleanups = [];
let cleaningUp = false;
async function cleanup() {
  if (cleaningUp) return;
  cleaningUp = true;
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      await fn();
    } catch (err) {
      progress(`cleanup: ${err.message}`);
    }
  }
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    progress(`${sig}: stopping servers and dropping bench databases`);
    cleanup().finally(() => process.exit(130));
  });
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// HTTP

const setupAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });

function request(port, host, method, pathname, { headers = {}, json, form, agent = setupAgent, timeoutMs = 30_000 } = {}) {
  const h = { host, accept: 'application/json, text/html', ...headers };
  let payload;
  if (json !== undefined) {
    payload = JSON.stringify(json);
    h['content-type'] = 'application/json';
  } else if (form !== undefined) {
    payload = new URLSearchParams(form).toString();
    h['content-type'] = 'application/x-www-form-urlencoded';
  }
  if (payload !== undefined) h['content-length'] = String(Buffer.byteLength(payload));
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: pathname, headers: h, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        resolve({ status: res.statusCode, headers: res.headers, text, json: body, at: performance.now() });
      });
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${pathname} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

function expectStatus(r, status, what) {
  if (r.status !== status) throw new Error(`${what}: expected ${status}, got ${r.status}: ${r.text.slice(0, 300)}`);
  return r;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function tcpReachable(urlText) {
  const u = new URL(urlText);
  return new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port) || 6379, timeout: 1000 }, () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.on('timeout', () => {
      s.destroy();
      resolve(false);
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Processes: pinning, RSS, CPU time

function pinSelf() {
  if (!TWO_CORES) return;
  spawnSync('taskset', ['-a', '-p', '-c', LOAD_CORE, String(process.pid)], { stdio: 'ignore' });
}
const serverCore = SERVER_CORE;
const loadCore = TWO_CORES ? LOAD_CORE : SERVER_CORE;

function procStat(pid) {
  try {
    const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), cpuTicks: Number(f[11]) + Number(f[12]) };
  } catch {
    return null;
  }
}
// VmRSS (what the target is about) and its parts, MB.
function memory(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (key) => {
      const m = new RegExp(`${key}:\\s+(\\d+) kB`).exec(text);
      return m ? Math.round(Number(m[1]) / 1024) : null;
    };
    return { rssMb: mb('VmRSS'), anonMb: mb('RssAnon'), fileMb: mb('RssFile'), hwmMb: mb('VmHWM') };
  } catch {
    return { rssMb: null };
  }
}
const rssMb = (pid) => memory(pid).rssMb;
const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
// Busy and total jiffies of one CPU (/proc/stat), to tell how much of the server core others used.
function coreTicks(core) {
  const line = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`cpu${core} `));
  const f = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = f[3] + (f[4] ?? 0);
  const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

function ours(pid, port) {
  try {
    const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8');
    return /scripts\/(start|server)\.mjs/.test(cmd) && env.split('\0').includes(`PORT=${port}`);
  } catch {
    return false;
  }
}

function childrenOf(pid) {
  const out = [];
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    if (procStat(Number(d))?.ppid === pid) out.push(Number(d));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Server instances

function serverEnv({ port, dataDir, databaseUrl, redisUrl, authSecret, extra = {} }) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    PLATFORM_HOST: 'localhost',
    DATA_DIR: dataDir,
    AUTH_SECRET: authSecret,
    ADMIN_EMAIL: 'admin@example.test',
    ADMIN_PASSWORD: 'admin-password-1',
    DEMO: 'false',
    RATE_LIMIT_LOGIN: '1000000',
    RATE_LIMIT_LOGIN_IP: '1000000',
    RATE_LIMIT_AVAILABLE: '1000000',
    RATE_LIMIT_SITES_NEW: '1000000',
    RATE_LIMIT_SIGNUP: '1000000',
    RATE_LIMIT_QUOTE: '1000000',
    RATE_LIMIT_CHECKOUT: '1000000',
    ...extra,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.NODE_OPTIONS;
  if (process.env.BENCH_SERVER_NODE_OPTIONS) env.NODE_OPTIONS = process.env.BENCH_SERVER_NODE_OPTIONS;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (redisUrl) env.REDIS_URL = redisUrl;
  return env;
}

// mode 'cluster': scripts/start.mjs (what `npm start` runs); 'profile': one scripts/server.mjs under --cpu-prof.
async function startInstance(name, { mode = 'cluster', profileDir, ...envOpts }) {
  const port = await freePort();
  const args = mode === 'profile' ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, 'scripts/server.mjs'] : ['scripts/start.mjs'];
  const env = serverEnv({ port, ...envOpts });
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `${name}.log`);
  const logStream = fs.createWriteStream(logFile);
  const child = spawn('taskset', ['-c', serverCore, process.execPath, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let serving = null;
  let standby = null;
  let heavyLane = null;
  let exited = null;
  const onData = (c) => {
    const text = c.toString();
    output += text;
    logStream.write(text);
    for (const m of text.matchAll(/worker (\d+) serving/g)) serving = Number(m[1]);
    for (const m of text.matchAll(/worker (\d+) on standby/g)) standby = Number(m[1]);
    // With DATABASE_URL the second process is the heavy lane (lib/http/lanes.mjs) instead of a standby.
    for (const m of text.matchAll(/worker (\d+) on the heavy lane/g)) heavyLane = Number(m[1]);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.once('exit', (code, signal) => (exited = signal ?? `exit ${code}`));

  const inst = {
    name,
    port,
    mode,
    logFile,
    output: () => output,
    // Roles by pid: the primary (the spawned process; taskset execs node), the serving worker, the standby.
    processes() {
      const list = [];
      if (mode === 'profile') return [{ role: 'server', pid: child.pid }];
      list.push({ role: 'primary', pid: child.pid });
      for (const pid of childrenOf(child.pid)) list.push({ role: pid === serving ? 'serving' : pid === standby ? 'standby' : pid === heavyLane ? 'heavy lane' : 'worker', pid });
      return list;
    },
    rss() {
      return inst.processes().map((p) => ({ ...p, ...memory(p.pid) }));
    },
    cpuTicks() {
      return inst.processes().reduce((n, p) => n + (procStat(p.pid)?.cpuTicks ?? 0), 0);
    },
    async stop() {
      if (exited) return;
      const pids = inst.processes().map((p) => p.pid);
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const ok = await Promise.race([done.then(() => true), sleep(20_000).then(() => false)]);
      if (!ok) {
        progress(`${name}: no exit 20 s after SIGTERM, killing pids ${pids.join(', ')}`);
        for (const pid of pids) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {}
        }
        await done;
      }
      // Workers outliving the primary (should not happen): end them by pid, once sure the pid is still
      // one of this instance's processes (same script, same PORT) and not a reused id.
      for (const pid of pids) {
        if (procStat(pid) && ours(pid, port)) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {}
        }
      }
      logStream.end();
    },
  };
  cleanups.push(() => inst.stop());

  // Listening: the serving worker prints `ready:`; then start-up work (migrations) done: /readyz 200.
  const deadline = Date.now() + 180_000;
  while (!/ready: http/.test(output)) {
    if (exited) throw new Error(`${name} exited (${exited}) before listening; log ${logFile}:\n${output.slice(-2000)}`);
    if (Date.now() > deadline) throw new Error(`${name} did not listen in 180 s; log ${logFile}`);
    await sleep(100);
  }
  for (;;) {
    if (exited) throw new Error(`${name} exited (${exited}); log ${logFile}:\n${output.slice(-2000)}`);
    const r = await request(port, 'localhost', 'GET', '/readyz', { agent: false }).catch(() => null);
    if (r?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`${name}: /readyz not 200 in 180 s (last ${r?.status} ${r?.text?.slice(0, 200)}); log ${logFile}`);
    await sleep(200);
  }
  // The standby prepares Next.js after the serving worker listens: let it finish before measuring.
  if (mode === 'cluster') {
    const until = Date.now() + 60_000;
    while (!standby && !heavyLane && Date.now() < until) await sleep(100);
    if (!standby && !heavyLane) progress(`${name}: no standby or heavy-lane worker after 60 s (measuring anyway)`);
  }
  await waitQuiet(inst);
  return inst;
}

// Until the instance's processes use under ~10% of a core for a second (at most 30 s).
async function waitQuiet(inst, maxMs = 30_000) {
  const hz = CLK_TCK;
  const until = Date.now() + maxMs;
  let last = inst.cpuTicks();
  while (Date.now() < until) {
    await sleep(1000);
    const now = inst.cpuTicks();
    if (now - last <= hz * 0.1) return;
    last = now;
  }
}

async function createDatabase() {
  const name = `platform_bench_${randomBytes(6).toString('hex')}`;
  const admin = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    const a = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} });
    try {
      await a.unsafe(`drop database if exists ${name} with (force)`);
    } finally {
      await a.end();
    }
  };
  cleanups.push(drop);
  return { name, url: url.toString(), drop };
}

async function postgresReachable() {
  const sql = postgres(PG_ADMIN_URL, { connect_timeout: 3, max: 1, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

// ---------------------------------------------------------------------------------------------
// The site: created over the API (POST /api/v1/sites/new), the demo theme (themes/demo) installed
// as template records, 60 published posts, and a signed-in visitor (role 1).

const THEME_DIR = path.join(ROOT, 'themes', 'demo');
const TAGS = ['Brewing', 'Origins', 'Roasting', 'News'];
const POSTS = 60;
const HOME_MARKER = 'Latest from the journal';

// The demo theme's records, as the theme folder reads them (lib/theme-folder).
function themeTemplates() {
  return readFolder(readFolderFiles(THEME_DIR)).templates.map((t) => ({ title: t.title, permalink: t.permalink, type: t.type, body: t.body }));
}

function benchPost(i) {
  const tag = TAGS[i % TAGS.length];
  const lead = `Notes from batch ${i + 1}: grind, water and a steady pour matter more than any gadget.`;
  return {
    title: `Journal entry ${i + 1}: ${tag.toLowerCase()} notes`,
    body: `<p>${lead}</p><p>We keep notes on every batch and share what we learn along the way. If you try this at home, tell us how it went: we read every message.</p><p>Questions about this post or a coffee? Use the contact page and we will answer within two working days.</p>`,
    type: 'post',
    status: 1,
    tag,
    label: 'blog',
    date: new Date(Date.now() - i * 7 * 24 * 3600 * 1000).toISOString(),
  };
}

async function inBatches(items, size, fn) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

async function setupSite(port) {
  const subdomain = `bench${randomBytes(4).toString('hex')}`;
  const created = expectStatus(
    await request(port, 'localhost', 'POST', '/api/v1/sites/new', { json: { subdomain, name: 'Ember & Oak Coffee', email: `${subdomain}@example.test`, password: 'bench-owner-password' } }),
    201,
    'POST /api/v1/sites/new',
  );
  const host = `${subdomain}.localhost`;
  const owner = created.json.data.token;
  const auth = { authorization: `Bearer ${owner}` };
  const settings = await request(port, host, 'PUT', '/api/v1/sites', {
    headers: auth,
    json: {
      settings: {
        tagline: 'Small batch coffee, roasted weekly.',
        description: 'A small roastery: brewing guides, origin stories and fresh beans.',
        postPath: '/blog/:slug',
        themeColor: '#9a4d24',
        currency: 'EUR',
      },
    },
  });
  if (settings.status !== 200) progress(`note: site settings not saved (${settings.status}): ${settings.text.slice(0, 200)}`);

  // The new site's seeded /index is replaced by the demo home; every other theme file is created.
  const list = expectStatus(await request(port, host, 'GET', '/api/v1/templates?page_size=100'), 200, 'GET /api/v1/templates');
  const existing = new Map((list.json.data.items ?? []).filter((t) => t.permalink).map((t) => [t.permalink, t.uid]));
  for (const t of themeTemplates()) {
    const uid = t.permalink ? existing.get(t.permalink) : undefined;
    const r = uid ? await request(port, host, 'PUT', `/api/v1/templates/${uid}`, { headers: auth, json: t }) : await request(port, host, 'POST', '/api/v1/templates', { headers: auth, json: t });
    if (r.status !== 200 && r.status !== 201) throw new Error(`saving template ${t.title}: ${r.status} ${r.text.slice(0, 300)}`);
    if (r.json?.data?.item?.published === false) throw new Error(`template ${t.title} was stored as a draft`);
  }
  await inBatches(
    Array.from({ length: POSTS }, (_, i) => i),
    8,
    async (i) => expectStatus(await request(port, host, 'POST', '/api/v1/posts', { headers: auth, json: benchPost(i) }), 201, `POST /api/v1/posts #${i}`),
  );
  const visitorEmail = `visitor-${subdomain}@example.test`;
  const signup = expectStatus(
    await request(port, host, 'POST', '/api/v1/auth/signup', { json: { email: visitorEmail, password: 'bench-visitor-password', name: 'Bench Visitor' } }),
    201,
    'POST /api/v1/auth/signup',
  );
  const site = { host, subdomain, owner, ownerAuth: auth, visitor: signup.json.data.token };

  // The home page renders the demo theme with 20 post cards.
  const home = expectStatus(await request(port, host, 'GET', '/'), 200, 'GET / (anonymous)');
  const cards = (home.text.match(/class="card"/g) ?? []).length;
  if (!home.text.includes(HOME_MARKER) || cards !== 20) throw new Error(`home page is not the demo home (marker ${home.text.includes(HOME_MARKER)}, ${cards} cards)`);
  site.homeBytes = Buffer.byteLength(home.text);
  ceilingBody ??= home.text;
  return site;
}

// ---------------------------------------------------------------------------------------------
// Load: autocannon in its own process on the load core

// `nice`: a lower priority for this load process, so a latency probe beside it on the load core
// measures the server rather than its own wait for that core (the noisy-neighbour row's hostile loads).
function cannon({ nice, ...opts }) {
  const command = [process.execPath, path.join(ROOT, 'bench/cannon.mjs'), JSON.stringify({ connections: CONNECTIONS, ...opts })];
  const args = ['-c', loadCore, ...(nice ? ['nice', '-n', String(nice), ...command] : command)];
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err.slice(-500)}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()));
      } catch {
        reject(new Error(`autocannon output unreadable: ${out.slice(-300)} ${err.slice(-300)}`));
      }
    });
  });
}

// Warm-up, then CFG.runs runs; req/s, p50 and p99 are the medians of the runs. `cpuTicks` (the
// server's processes' CPU time) gives the server's CPU use during each run: about 100% means the
// server core was the bottleneck, much less means it waited (on the database, or on the load side).
async function measure(label, target, cpuTicks = () => 0) {
  progress(`${label}: warm-up ${CFG.warmup} s`);
  await cannon({ ...target, seconds: CFG.warmup });
  const runs = [];
  for (let i = 0; i < CFG.runs; i++) runs.push(await measuredRun(`${label}: run ${i + 1}/${CFG.runs}`, target, cpuTicks));
  return summary(runs);
}

// One run of CFG.seconds, with the server's CPU share and other processes' share of its core.
async function measuredRun(label, target, cpuTicks) {
  const before = cpuTicks();
  const coreBefore = coreTicks(serverCore);
  const started = performance.now();
  const r = await cannon({ ...target, seconds: CFG.seconds });
  const serverTicks = cpuTicks() - before;
  const coreAfter = coreTicks(serverCore);
  r.serverCpu = (100 * serverTicks) / CLK_TCK / ((performance.now() - started) / 1000);
  // The server core's busy time not spent by the server: other processes on this shared machine.
  r.othersOnServerCore = Math.max(0, (100 * (coreAfter.busy - coreBefore.busy - serverTicks)) / Math.max(1, coreAfter.total - coreBefore.total));
  // The server's CPU time per answered request: what a request costs, however much of the core the server got.
  r.cpuUsPerRequest = r.total > 0 ? (serverTicks / CLK_TCK / r.total) * 1e6 : null;
  progress(
    `${label}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, server CPU ${r.serverCpu.toFixed(0)}%${r.cpuUsPerRequest ? ` (${r.cpuUsPerRequest.toFixed(0)} µs per request)` : ''}, others on core ${serverCore} ${r.othersOnServerCore.toFixed(0)}%${r.bad ? `, ${r.bad} bad answers ${JSON.stringify(r.statusCodes)}` : ''}`,
  );
  return r;
}

function summary(runs) {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    serverCpu: median(runs.map((r) => r.serverCpu)),
    othersOnServerCore: median(runs.map((r) => r.othersOnServerCore)),
    cpuUsPerRequest: median(runs.map((r) => r.cpuUsPerRequest ?? 0)),
    bad: runs.reduce((n, r) => n + r.bad, 0),
    total: runs.reduce((n, r) => n + r.total, 0),
    statusCodes: runs.reduce((acc, r) => {
      for (const [k, v] of Object.entries(r.statusCodes)) acc[k] = (acc[k] ?? 0) + v;
      return acc;
    }, {}),
    runs: runs.map((r) => ({ rps: r.rps, p50: r.p50, p99: r.p99, bad: r.bad, serverCpu: r.serverCpu, othersOnServerCore: r.othersOnServerCore, cpuUsPerRequest: r.cpuUsPerRequest })),
  };
}

// ---------------------------------------------------------------------------------------------
// Results

const results = {
  meta: {
    started: new Date().toISOString(),
    quick: QUICK,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    node: process.version,
    loadavgAtStart: os.loadavg(),
    commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim(),
    serverCore,
    loadCore,
    connections: CONNECTIONS,
    method: `${CFG.warmup} s warm-up, median of ${CFG.runs} run(s) of ${CFG.seconds} s`,
  },
  rows: [],
  rssSamples: [],
  notes: [],
  profiles: [],
};
const row = (r) => {
  results.rows.push(r);
  return r;
};
const note = (text) => {
  results.notes.push(text);
  progress(`note: ${text}`);
};
const findRow = (id, db) => results.rows.find((r) => r.id === id && r.db === db);

function sampleRss(inst, db, after) {
  const procs = inst.rss();
  for (const p of procs) results.rssSamples.push({ db, instance: inst.name, after, ...p });
  return procs;
}
const rssText = (procs) =>
  procs
    .filter((p) => p.rssMb !== null)
    .map((p) => `${{ serving: 'srv', standby: 'sb', primary: 'pri', server: 'srv', worker: 'wk' }[p.role] ?? p.role} ${p.rssMb}`)
    .join(' · ');

// ---------------------------------------------------------------------------------------------
// Scenarios

// The ceiling sends the very bytes of the demo home (captured when the first site was set up), so the
// cached-hit ratio compares like with like.
let ceilingBody = null;
async function ceilingRow() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ceiling-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'page.html');
  fs.writeFileSync(file, ceilingBody ?? 'hello world\n');
  const port = await freePort();
  const child = spawn('taskset', ['-c', serverCore, process.execPath, 'bench/static-server.mjs', file, String(port), 'text/html; charset=utf-8'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = () => new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM'))));
  cleanups.push(stop);
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (c) => /ready/.test(c) && resolve());
    child.once('exit', (code) => reject(new Error(`static server exited ${code}`)));
  });
  const m = await measure('ceiling: node:http, the same page bytes', { url: `http://127.0.0.1:${port}/`, headers: { host: 'localhost' } }, () => procStat(child.pid)?.cpuTicks ?? 0);
  const procs = [{ role: 'server', pid: child.pid, rssMb: rssMb(child.pid) }];
  await stop();
  return row({ id: 'ceiling', db: '-', label: 'node:http, same bytes (ceiling)', ...m, rss: procs, bytes: fs.statSync(file).size });
}

// What counting one view costs in-process (bench/analytics-record.ts), by kind of Referer: the
// instance-to-instance spread of the on/off rows on a shared machine is wider than the 5% they test.
async function analyticsCostRow() {
  progress(`analytics: in-process cost of recording one view (bench/analytics-record.ts) on core ${serverCore}`);
  const vite = path.join(ROOT, 'node_modules/vite-node/vite-node.mjs');
  const res = spawnSync('taskset', ['-c', serverCore, process.execPath, vite, '-c', 'vitest.config.ts', 'bench/analytics-record.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, BENCH_JSON: '1' },
    timeout: 120_000,
  });
  const line = (res.stdout ?? '').split('\n').find((l) => l.startsWith('BENCH_JSON '));
  if (!line) throw new Error(`bench/analytics-record.ts gave no result (status ${res.status}):\n${(res.stderr ?? '').slice(-1000)}`);
  const ns = JSON.parse(line.slice('BENCH_JSON '.length));
  progress(
    `analytics: one view costs ${Object.entries(ns)
      .map(([k, v]) => `${Math.round(v)} ns (Referer ${k})`)
      .join(', ')}`,
  );
  return row({ id: 'analytics-cost', db: '-', label: 'record one page view, in-process', ns });
}

async function inProcessRow() {
  progress(`in-process render: bench/liquid-render.ts (ours vs stock liquidjs) on core ${serverCore}`);
  const vite = path.join(ROOT, 'node_modules/vite-node/vite-node.mjs');
  const res = spawnSync('taskset', ['-c', serverCore, process.execPath, vite, '-c', 'vitest.config.ts', 'bench/liquid-render.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, BENCH_JSON: '1', BENCH_MS: String(CFG.inprocMs) },
    timeout: 180_000,
  });
  const line = (res.stdout ?? '').split('\n').find((l) => l.startsWith('BENCH_JSON '));
  if (!line) throw new Error(`bench/liquid-render.ts gave no result (status ${res.status}):\n${(res.stdout ?? '').slice(-500)}\n${(res.stderr ?? '').slice(-1500)}`);
  const r = JSON.parse(line.slice('BENCH_JSON '.length));
  progress(`in-process render: ours ${r.ours.toFixed(0)} renders/s, stock liquidjs ${r.stock.toFixed(0)} renders/s (stock with our date filter ${r.stockFastDate.toFixed(0)})`);
  return row({
    id: 'inprocess',
    db: '-',
    label: 'in-process render, ours / stock liquidjs',
    rps: r.ours,
    stock: r.stock,
    stockFastDate: r.stockFastDate,
    outputIdentical: r.identical,
    bytes: r.bytes,
  });
}

// Issue 31: search p99 on one site of 100,000 posts, 10 connections (bench/search-queries.ts).
async function searchRow() {
  progress(`search: bench/search-queries.ts (100,000 posts, 10 in flight) on core ${serverCore}`);
  const vite = path.join(ROOT, 'node_modules/vite-node/vite-node.mjs');
  const res = spawnSync('taskset', ['-c', serverCore, process.execPath, vite, '-c', 'vitest.config.ts', 'bench/search-queries.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, BENCH_JSON: '1', DATABASE_URL: PG_ADMIN_URL, BENCH_RUNS: QUICK ? '400' : '2000' },
    timeout: 600_000,
  });
  const line = (res.stdout ?? '').split('\n').find((l) => l.startsWith('BENCH_JSON '));
  if (!line) throw new Error(`bench/search-queries.ts gave no result (status ${res.status}):\n${(res.stdout ?? '').slice(-500)}\n${(res.stderr ?? '').slice(-1500)}`);
  const r = JSON.parse(line.slice('BENCH_JSON '.length));
  progress(`search: p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.rps.toFixed(0)} searches/s`);
  return row({ id: 'search', db: 'postgres', label: 'search, 100,000 posts, 10 connections', ...r });
}

// The HTTP rows' targets and their checks, against one instance.
function httpScenarios(inst, site) {
  const base = `http://127.0.0.1:${inst.port}`;
  return [
    {
      id: 'cached',
      label: 'cached hit (anonymous GET /)',
      target: { url: `${base}/`, headers: { host: site.host } },
      check: async () => {
        await request(inst.port, site.host, 'GET', '/');
        const r = expectStatus(await request(inst.port, site.host, 'GET', '/'), 200, 'GET /');
        if (r.headers['x-cache'] !== 'HIT') throw new Error(`second anonymous GET / answered X-Cache ${r.headers['x-cache']}, not HIT`);
        return `${Buffer.byteLength(r.text)} B`;
      },
    },
    {
      id: 'uncached',
      label: 'uncached render (signed-in GET /)',
      target: { url: `${base}/`, headers: { host: site.host, authorization: `Bearer ${site.visitor}` } },
      check: async () => {
        const r = expectStatus(await request(inst.port, site.host, 'GET', '/', { headers: { authorization: `Bearer ${site.visitor}` } }), 200, 'signed-in GET /');
        if (r.headers['x-cache'] !== 'MISS') throw new Error(`signed-in GET / answered X-Cache ${r.headers['x-cache']}, not MISS`);
        if (!r.text.includes('Hi, Bench Visitor') || !r.text.includes(HOME_MARKER)) throw new Error('signed-in GET / is not the home page rendered for the visitor');
        return `${Buffer.byteLength(r.text)} B`;
      },
    },
    {
      id: 'posts',
      label: 'GET /api/v1/posts?page_size=50',
      target: { url: `${base}/api/v1/posts?page_size=50`, headers: { host: site.host, accept: 'application/json' } },
      check: async () => {
        const r = expectStatus(await request(inst.port, site.host, 'GET', '/api/v1/posts?page_size=50'), 200, 'GET /api/v1/posts');
        const n = r.json?.data?.items?.length;
        if (n !== 50) throw new Error(`posts list answered ${n} items, not 50`);
        return `${Buffer.byteLength(r.text)} B`;
      },
    },
    {
      id: 'lead',
      label: 'lead submit (form POST /api/v1/leads)',
      // The demo contact form's fields, as a browser posts them: 303 to /thanks.
      target: {
        url: `${base}/api/v1/leads`,
        method: 'POST',
        headers: { host: site.host, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          form: 'contact',
          _redirect: '/thanks',
          name: 'Bench Visitor',
          email: 'visitor@example.test',
          message: 'A question about the Huila lot: is it still in stock?',
        }).toString(),
        expect: '3xx',
      },
      check: async () => {
        const r = await request(inst.port, site.host, 'POST', '/api/v1/leads', { form: { form: 'contact', _redirect: '/thanks', name: 'Check', email: 'check@example.test', message: 'check' } });
        expectStatus(r, 303, 'form POST /api/v1/leads');
        if (r.headers.location !== '/thanks') throw new Error(`lead answered Location ${r.headers.location}`);
        return '303';
      },
    },
    {
      id: 'next',
      label: 'trivial Next.js route (runtime manifest)',
      target: { url: `${base}/api/v1/runtime/manifest`, headers: { host: 'localhost', accept: 'application/json' } },
      check: async () => {
        const r = expectStatus(await request(inst.port, 'localhost', 'GET', '/api/v1/runtime/manifest'), 200, 'GET /api/v1/runtime/manifest');
        return `${Buffer.byteLength(r.text)} B`;
      },
    },
  ];
}

// The HTTP rows against one instance.
async function httpRows(db, inst, site) {
  for (const s of httpScenarios(inst, site).filter((x) => wanted(x.id))) {
    const label = `[${db}] ${s.label}`;
    try {
      const detail = await s.check();
      const m = await measure(label, s.target, () => inst.cpuTicks());
      const procs = sampleRss(inst, db, s.id);
      row({ id: s.id, db, label: s.label, ...m, rss: procs, detail });
    } catch (err) {
      progress(`${label}: FAILED: ${err.message}`);
      row({ id: s.id, db, label: s.label, error: err.message });
    }
  }
}

// Issue 31: a first image transform and a stored variant, each against serving the original (bench/images.mjs).
async function imageBenchRows(db, inst, site) {
  try {
    for (const r of await imageRows({ db, port: inst.port, request, measure, progress, site, quick: QUICK })) row({ ...r, rss: sampleRss(inst, db, r.id) });
  } catch (err) {
    progress(`[${db}] images: FAILED: ${err.message}`);
    row({ id: 'image-first', db, label: 'image transforms', error: err.message });
  }
}

// Issue 12: lead submits with one wired lead_received plugin against none (bench/plugins.mjs).
async function pluginRows(db, inst) {
  try {
    for (const r of await pluginLeadRows({ db, port: inst.port, request, cannon, progress, cfg: CFG, connections: CONNECTIONS })) row({ ...r, rss: sampleRss(inst, db, r.id) });
  } catch (err) {
    progress(`[${db}] plugin lead rows: FAILED: ${err.message}`);
    row({ id: 'plugin-lead', db, label: 'lead submit, no plugin vs one lead_received plugin', error: err.message });
  }
}

// Issue 14: checkout -> paid round trips against two lead submits (bench/checkout.mjs).
async function checkoutBenchRows(db, inst) {
  try {
    for (const r of await checkoutRows({ db, port: inst.port, request, progress, cfg: CFG })) row({ ...r, rss: sampleRss(inst, db, r.id) });
  } catch (err) {
    progress(`[${db}] checkout rows: FAILED: ${err.message}`);
    row({ id: 'checkout', db, label: 'checkout -> paid round trip', error: err.message });
  }
}

// Issue 23: a quiet site beside four hostile tenants, on an instance (and database) of its own.
async function noisyRows(db, envOpts) {
  const database = db === 'postgres' ? await createDatabase() : null;
  let inst = null;
  try {
    // BENCH_NOISY_PROFILE=dir: one scripts/server.mjs under --cpu-prof instead of the cluster, profiles in dir.
    const profile = process.env.BENCH_NOISY_PROFILE ? { mode: 'profile', profileDir: process.env.BENCH_NOISY_PROFILE } : {};
    inst = await startInstance(`${db}-noisy`, { ...profile, ...envOpts, databaseUrl: database?.url, extra: { ALLOW_PRIVATE_FETCH: 'true' } });
    const r = await noisyNeighbourRow({ db, port: inst.port, request, cannon, progress, cfg: CFG, loadCore });
    row({ ...r, rss: sampleRss(inst, db, r.id) });
  } catch (err) {
    progress(`[${db}] noisy neighbour: FAILED: ${err.message}`);
    row({ id: 'noisy', db, label: 'quiet site p99 while four hostile tenants run', error: err.message });
  } finally {
    await inst?.stop();
    await database?.drop();
  }
}

async function scaleSection({ redisUrl, authSecret, newDataDir }) {
  try {
    const r = await scaleRows({ startInstance, createDatabase, setupSite, measure, cannon, progress, redisUrl, authSecret, newDataDir }, SCALE_SITES);
    row({ id: 'scale', db: 'postgres', label: `${SCALE_SITES} sites against one`, ...r });
  } catch (err) {
    progress(`[postgres] scale: FAILED: ${err.stack ?? err.message}`);
    row({ id: 'scale', db: 'postgres', label: `${SCALE_SITES} sites against one`, error: err.message });
  }
}

// A page template whose body carries a revision marker, saved through the API.
const probeBody = (rev, heavy) =>
  heavy
    ? themeTemplates()
        .find((t) => t.permalink === '/index')
        .body.replace('{% endblock %}', `<p id="rev">rev ${rev}</p>\n{% endblock %}`)
    : `<!doctype html><title>probe</title><p id="rev">rev ${rev}</p>`;
const hasRev = (text, rev) => text.includes(`<p id="rev">rev ${rev}</p>`);

async function createProbe(inst, site, permalink, heavy) {
  const r = await request(inst.port, site.host, 'POST', '/api/v1/templates', {
    headers: site.ownerAuth,
    json: { title: `Bench probe ${permalink}`, permalink, type: 'page', body: probeBody(0, heavy) },
  });
  expectStatus(r, 201, `POST /api/v1/templates ${permalink}`);
  return r.json.data.item.uid;
}
async function saveProbe(inst, site, uid, rev, heavy) {
  const r = await request(inst.port, site.host, 'PUT', `/api/v1/templates/${uid}`, { headers: site.ownerAuth, json: { body: probeBody(rev, heavy) } });
  expectStatus(r, 200, `PUT /api/v1/templates/${uid}`);
  return r;
}
// Polls an instance (anonymous GETs, one at a time) until the page carries `rev`; ms or null after `capMs`.
async function waitForRev(inst, site, permalink, rev, start, capMs = SAVE_WAIT_MS) {
  let polls = 0;
  for (;;) {
    const r = await request(inst.port, site.host, 'GET', permalink);
    polls++;
    if (r.status === 200 && hasRev(r.text, rev)) return { ms: r.at - start, polls, cache: r.headers['x-cache'] };
    if (performance.now() - start > capMs) return { ms: null, polls, lastStatus: r.status, cache: r.headers['x-cache'] };
  }
}
// Until the instance answers the page from its cache (a visitor has seen it): 'current' at `rev`;
// 'stale' when after 2 s it still serves an older version from its cache (an instance the last purge
// never reached); null when it serves no cached page at all within 10 s.
async function warmPage(inst, site, permalink, rev) {
  const started = Date.now();
  while (Date.now() - started < SAVE_WAIT_MS) {
    const r = await request(inst.port, site.host, 'GET', permalink);
    const hit = r.status === 200 && r.headers['x-cache'] === 'HIT';
    if (hit && hasRev(r.text, rev)) return 'current';
    if (hit && Date.now() - started > 2000) return 'stale';
    await sleep(5);
  }
  return null;
}

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// Save through A, poll B until the new body appears. B has the previous version cached before each save.
async function saveToFreshRow(db, A, B, site) {
  const permalink = '/bench-save-probe';
  const uid = await createProbe(A, site, permalink, false);
  let rev = 0;
  const first = await waitForRev(B, site, permalink, 0, performance.now());
  if (first.ms === null) throw new Error(`B never served the new page ${permalink} within ${SAVE_WAIT_MS} ms`);
  const samples = [];
  const started = Date.now();
  for (let i = 0; i < CFG.saves; i++) {
    // B holds the current version in its page cache (if it ever got it: after a miss it holds an older one).
    await request(B.port, site.host, 'GET', permalink);
    await request(B.port, site.host, 'GET', permalink);
    rev++;
    const start = performance.now();
    const saved = await saveProbe(A, site, uid, rev, false);
    const saveMs = saved.at - start;
    const seen = await waitForRev(B, site, permalink, rev, start);
    samples.push({ rev, saveMs, ms: seen.ms, polls: seen.polls, cache: seen.cache });
    progress(
      `[${db}] save on A -> fresh on B: save ${i + 1}/${CFG.saves}: ${seen.ms === null ? `MISS (B still stale after ${SAVE_WAIT_MS} ms, ${seen.polls} polls)` : `${seen.ms.toFixed(1)} ms (save ${saveMs.toFixed(1)} ms, ${seen.polls} polls)`}`,
    );
    const misses = samples.filter((s) => s.ms === null).length;
    if (i >= 2 && misses === samples.length) {
      note(`save on A -> fresh on B (${db}): the first ${samples.length} saves never reached B within ${SAVE_WAIT_MS / 1000} s each; stopped after ${samples.length} of ${CFG.saves}`);
      break;
    }
    if (Date.now() - started > CFG.abBudgetMs) {
      note(`save on A -> fresh on B (${db}): time budget (${CFG.abBudgetMs / 1000} s) reached after ${samples.length} of ${CFG.saves} saves`);
      break;
    }
  }
  // Misses count as infinitely slow in the percentiles.
  const sorted = samples.map((s) => (s.ms === null ? Infinity : s.ms)).sort((a, b) => a - b);
  const misses = samples.filter((s) => s.ms === null).length;
  return row({
    id: 'save-to-fresh',
    db,
    label: 'save on A -> fresh page on B',
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    saves: samples.length,
    misses,
    saveP50: median(samples.map((s) => s.saveMs)),
    samples,
  });
}

// After a purge (a save through the first instance), 100 concurrent anonymous GETs per instance:
// how many answered MISS (renders) and how many carried the new body.
async function stampedeRow(db, instances, site) {
  const permalink = '/bench-stampede-probe';
  const uid = await createProbe(instances[0], site, permalink, true);
  let rev = 0;
  const rounds = [];
  for (let round = 0; round < CFG.stampedeRounds; round++) {
    for (const inst of instances) {
      const state = await warmPage(inst, site, permalink, rev);
      if (state === 'stale') progress(`[${db}] stampede: ${inst.name} serves an older version than rev ${rev} from its cache (the last purge did not reach it)`);
      if (!state) progress(`[${db}] stampede: ${inst.name} served no cached page before the purge`);
    }
    rev++;
    await saveProbe(instances[0], site, uid, rev, true);
    const perInstance = await Promise.all(
      instances.map(async (inst) => {
        const answers = await Promise.all(
          Array.from({ length: STAMPEDE }, () => request(inst.port, site.host, 'GET', permalink, { agent: false }).catch((err) => ({ status: 0, headers: {}, text: String(err) }))),
        );
        // Which revision each answer carried, by cache state: `MISS rev 0` after a save of rev 1 is a
        // render that read the old template.
        const seen = {};
        for (const a of answers) {
          const key = `${a.headers['x-cache'] ?? 'none'} ${a.status === 200 ? `rev ${/<p id="rev">rev (\d+)<\/p>/.exec(a.text)?.[1] ?? '?'}` : `status ${a.status}`}`;
          seen[key] = (seen[key] ?? 0) + 1;
        }
        return {
          instance: inst.name,
          miss: answers.filter((a) => a.headers['x-cache'] === 'MISS').length,
          hit: answers.filter((a) => a.headers['x-cache'] === 'HIT').length,
          fresh: answers.filter((a) => a.status === 200 && hasRev(a.text, rev)).length,
          failed: answers.filter((a) => a.status !== 200).length,
          seen,
        };
      }),
    );
    rounds.push(perInstance);
    progress(
      `[${db}] purge (save of rev ${rev}) + ${STAMPEDE} concurrent GETs, round ${round + 1}/${CFG.stampedeRounds}: ${perInstance
        .map(
          (p) =>
            `${p.instance} ${p.miss} MISS, ${p.fresh}/${STAMPEDE} fresh (${Object.entries(p.seen)
              .map(([k, v]) => `${v} ${k}`)
              .join(', ')})`,
        )
        .join('; ')}`,
    );
  }
  const summary = instances.map((inst, i) => ({
    instance: inst.name,
    maxMiss: Math.max(...rounds.map((r) => r[i].miss)),
    minFresh: Math.min(...rounds.map((r) => r[i].fresh)),
    failed: rounds.reduce((n, r) => n + r[i].failed, 0),
  }));
  return row({ id: 'stampede', db, label: `purge, then ${STAMPEDE} concurrent GETs per instance`, instances: summary, rounds });
}

// One HTTP row's scenario (CPU_PROF) on one scripts/server.mjs under --cpu-prof, then the top
// self-time functions.
async function profileRun(db, envOpts, site) {
  const dir = path.join(BENCH_DIR, 'prof', `${RUN_ID}-${db}`);
  fs.mkdirSync(dir, { recursive: true });
  progress(`[${db}] --cpu-prof ${CPU_PROF}: starting scripts/server.mjs under node --cpu-prof --cpu-prof-dir=${path.relative(ROOT, dir)}`);
  const inst = await startInstance(`${db}-profile`, { mode: 'profile', profileDir: dir, ...envOpts });
  let m;
  let window = null;
  try {
    const scenario = httpScenarios(inst, site).find((x) => x.id === CPU_PROF);
    if (!scenario)
      throw new Error(
        `--cpu-prof ${CPU_PROF}: no such row (${httpScenarios(inst, site)
          .map((x) => x.id)
          .join(', ')})`,
      );
    await scenario.check();
    progress(`[${db}] profiled ${scenario.label}: warm-up ${CFG.warmup} s`);
    await cannon({ ...scenario.target, seconds: CFG.warmup });
    const fromUs = Number(process.hrtime.bigint() / 1000n);
    m = await cannon({ ...scenario.target, seconds: CFG.seconds });
    window = { fromUs, toUs: Number(process.hrtime.bigint() / 1000n) };
    progress(`[${db}] profiled ${scenario.label}: ${m.rps.toFixed(0)} req/s under the profiler${m.bad ? `, ${m.bad} bad answers ${JSON.stringify(m.statusCodes)}` : ''}`);
  } finally {
    await inst.stop();
  }
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  if (!files.length) throw new Error(`no .cpuprofile written in ${dir} (the server must exit cleanly)`);
  // The server's main thread writes the largest profile (Next.js worker threads, if any, write their own).
  const file = files.map((f) => path.join(dir, f)).sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  // Only the measured run (not start-up or the warm-up); the whole profile if the clocks disagree.
  let summary = selfTimes(profile, window);
  if (!summary.samples) {
    note(`${db} profile: no samples inside the measured run's time window; showing the whole profile`);
    summary = selfTimes(profile);
  }
  results.profiles.push({ db, row: CPU_PROF, file: path.relative(ROOT, file), rpsUnderProfiler: m?.rps, top: summary.functions.slice(0, 15), totalUs: summary.totalUs });
  return { db, file, summary, rps: m?.rps };
}

// Cached-hit throughput with page-view analytics on against off. Two instances run side by side (both
// pinned to the server core; the idle one costs nothing): ANALYTICS=on and ANALYTICS=off, each on
// the same site (PGlite: a copy of A's data directory, as one embedded database has one owner;
// PostgreSQL: A's database). Each is warmed up, then their runs alternate (on, off, on, off, …), so
// a neighbour's load on this shared machine falls on both alike; medians per side and their ratio.
async function analyticsRows(db, envOpts, site, newDataDir) {
  const headers = { host: site.host, referer: 'https://search.example/results?q=coffee' };
  const sides = [];
  try {
    for (const mode of ['on', 'off']) {
      const dataDir = newDataDir();
      if (db === 'pglite') fs.cpSync(envOpts.dataDir, dataDir, { recursive: true });
      progress(`[${db}] starting an instance with ANALYTICS=${mode}`);
      const inst = await startInstance(`${db}-analytics-${mode}`, { ...envOpts, dataDir, extra: { ANALYTICS: mode } });
      sides.push({ mode, inst, runs: [], label: `cached hit, analytics ${mode} (anonymous GET / with a Referer)`, target: { url: `http://127.0.0.1:${inst.port}/`, headers } });
    }
    for (const side of sides) {
      await request(side.inst.port, site.host, 'GET', '/', { headers });
      const r = expectStatus(await request(side.inst.port, site.host, 'GET', '/', { headers }), 200, 'GET /');
      if (r.headers['x-cache'] !== 'HIT') throw new Error(`second anonymous GET / (ANALYTICS=${side.mode}) answered X-Cache ${r.headers['x-cache']}, not HIT`);
      progress(`[${db}] ${side.label}: warm-up ${CFG.warmup} s`);
      await cannon({ ...side.target, seconds: CFG.warmup });
    }
    // on, off; off, on; on, off: neither side always goes first.
    for (let i = 0; i < CFG.runs; i++) {
      for (const side of i % 2 ? [...sides].reverse() : sides) side.runs.push(await measuredRun(`[${db}] ${side.label}: run ${i + 1}/${CFG.runs}`, side.target, () => side.inst.cpuTicks()));
    }
    for (const side of sides) row({ id: `analytics-${side.mode}`, db, label: side.label, ...summary(side.runs), rss: sampleRss(side.inst, db, `analytics-${side.mode}`) });
  } catch (err) {
    progress(`[${db}] analytics on/off: FAILED: ${err.message}`);
    for (const mode of ['on', 'off']) if (!findRow(`analytics-${mode}`, db)) row({ id: `analytics-${mode}`, db, label: `cached hit, analytics ${mode}`, error: err.message });
  } finally {
    for (const side of sides) await side.inst.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// One database: instance A (and B on PostgreSQL), the site, the rows.

async function databaseSection(db, redisUp) {
  const authSecret = randomBytes(32).toString('hex');
  const dataDirs = [];
  const newDataDir = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${db}-`));
    dataDirs.push(d);
    return d;
  };
  cleanups.push(() => dataDirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  let database = null;
  if (db === 'postgres') {
    database = await createDatabase();
    progress(`[postgres] database ${database.name} created`);
  }
  const redisUrl = db === 'postgres' && redisUp ? REDIS_URL : undefined;
  if (ONLY?.length === 1 && ONLY[0] === 'scale') {
    if (database) await database.drop();
    if (db === 'postgres') await scaleSection({ redisUrl, authSecret, newDataDir });
    return null;
  }
  if (ONLY?.length === 1 && ONLY[0] === 'noisy') {
    if (database) await database.drop();
    await noisyRows(db, { dataDir: newDataDir(), redisUrl, authSecret });
    return null;
  }
  const envA = { dataDir: newDataDir(), databaseUrl: database?.url, redisUrl, authSecret };
  progress(`[${db}] starting instance A (scripts/start.mjs${database ? ', PostgreSQL' : ', PGlite'}${redisUrl ? ', Redis' : ''})`);
  const A = await startInstance(`${db}-A`, envA);
  sampleRss(A, db, 'start');
  if (ONLY?.length === 1 && ONLY[0] === 'checkout') {
    if (db === 'postgres') await checkoutBenchRows(db, A);
    await A.stop();
    if (database) await database.drop();
    return null;
  }
  if (ONLY?.length === 1 && ONLY[0] === 'plugins') {
    await pluginRows(db, A);
    await A.stop();
    if (database) await database.drop();
    return null;
  }
  progress(`[${db}] A ready on port ${A.port} (${rssText(A.rss())} MB); creating the site, theme and ${POSTS} posts`);
  const site = await setupSite(A.port);
  progress(`[${db}] site ${site.host}: demo home ${site.homeBytes} B`);
  await waitQuiet(A);
  if (ONLY?.length === 1 && ONLY[0] === 'memory') {
    try {
      row(await memoryRow({ db, port: A.port, site, inst: A, request, progress }));
    } catch (err) {
      progress(`[${db}] memory: FAILED: ${err.message}`);
      row({ id: 'memory', db, label: 'mixed requests, serving worker RSS', error: err.message });
    }
    await A.stop();
    if (database) await database.drop();
    return null;
  }

  await httpRows(db, A, site);
  if (wanted('images')) await imageBenchRows(db, A, site);
  if (wanted('plugins')) await pluginRows(db, A);
  if (wanted('checkout') && db === 'postgres') await checkoutBenchRows(db, A);

  let B = null;
  if (!wanted('save-to-fresh')) {
    // not asked for (--only)
  } else if (db === 'postgres') {
    try {
      progress(`[postgres] starting instance B on the same database${redisUrl ? ' and Redis' : ''}`);
      B = await startInstance(`${db}-B`, { dataDir: newDataDir(), databaseUrl: database.url, redisUrl, authSecret });
      sampleRss(B, db, 'start');
      await saveToFreshRow(db, A, B, site);
    } catch (err) {
      progress(`[postgres] save on A -> fresh on B: FAILED: ${err.message}`);
      row({ id: 'save-to-fresh', db, label: 'save on A -> fresh page on B', error: err.message });
    }
  } else {
    row({ id: 'save-to-fresh', db, label: 'save on A -> fresh page on B', na: 'one process owns an embedded database: no second instance' });
  }
  try {
    if (wanted('stampede')) await stampedeRow(db, B ? [A, B] : [A], site);
  } catch (err) {
    progress(`[${db}] stampede: FAILED: ${err.message}`);
    row({ id: 'stampede', db, label: `purge, then ${STAMPEDE} concurrent GETs per instance`, error: err.message });
  }
  sampleRss(A, db, 'end');
  if (B) sampleRss(B, db, 'end');
  if (B) await B.stop();
  await A.stop();
  // After A stopped: its PGlite data directory can be copied.
  if (wanted('analytics')) await analyticsRows(db, envA, site, newDataDir);
  if (wanted('noisy')) await noisyRows(db, { dataDir: newDataDir(), redisUrl, authSecret });

  let profile = null;
  if (CPU_PROF) {
    try {
      // The same data (PGlite files in A's DATA_DIR, or the same PostgreSQL database) and secret: the site and token stay valid.
      profile = await profileRun(db, envA, site);
    } catch (err) {
      progress(`[${db}] --cpu-prof: FAILED: ${err.message}`);
      results.profiles.push({ db, error: err.message });
    }
  }
  if (database) await database.drop();
  return profile;
}

// ---------------------------------------------------------------------------------------------
// Table and targets

const fmtInt = (n) => (n === null || n === undefined || Number.isNaN(n) ? '-' : Math.round(n).toLocaleString('en-US'));
const msText = (n) => (n === Infinity ? `>${SAVE_WAIT_MS / 1000} s` : `${fmtMs(n)} ms`);
const fmtMs = (n) => (n === null || n === undefined ? '-' : n === Infinity ? `>${SAVE_WAIT_MS / 1000} s` : n >= 100 ? n.toFixed(0) : n.toFixed(n < 10 ? 2 : 1).replace(/\.?0+$/, '') || '0');

function table() {
  const ceiling = findRow('ceiling', '-');
  const out = [];
  const order = ['ceiling', 'cached', 'analytics-on', 'analytics-off', 'analytics-cost', 'uncached', 'posts', 'lead', 'next', 'save-to-fresh', 'stampede', 'inprocess', 'search'];
  const labels = {
    ceiling: 'node:http, same bytes (ceiling)',
    cached: 'cached hit, anonymous GET /',
    'analytics-on': 'cached hit, analytics on (+Referer)',
    'analytics-off': 'cached hit, analytics off (+Referer)',
    'analytics-cost': 'record one view (in-process)',
    uncached: 'uncached render, signed-in GET /',
    posts: 'GET /api/v1/posts?page_size=50',
    lead: 'lead submit, form POST',
    next: 'trivial Next.js route (manifest)',
    'save-to-fresh': 'save on A -> fresh on B',
    stampede: `purge + ${STAMPEDE} concurrent GETs`,
    inprocess: 'in-process render (ours)',
    search: 'search, 100,000 posts (10 conn.)',
  };
  const header = ['scenario', 'db', 'req/s', 'p50 ms', 'p99 ms', 'x ceil', 'RSS MB after', 'notes'];
  const rows = [];
  for (const id of order) {
    for (const r of results.rows.filter((x) => x.id === id)) {
      const label = labels[id];
      if (r.error) {
        rows.push([label, r.db, '-', '-', '-', '-', '-', `FAILED: ${r.error.slice(0, 80)}`]);
        continue;
      }
      if (r.na) {
        rows.push([label, r.db, '-', '-', '-', '-', '-', `n/a: ${r.na}`]);
        continue;
      }
      if (id === 'save-to-fresh') {
        rows.push([label, r.db, '-', fmtMs(r.p50), fmtMs(r.p99), '-', '-', `${r.saves} saves, ${r.misses} not fresh within ${SAVE_WAIT_MS / 1000} s; save itself p50 ${fmtMs(r.saveP50)} ms`]);
        continue;
      }
      if (id === 'stampede') {
        rows.push([
          label,
          r.db,
          '-',
          '-',
          '-',
          '-',
          '-',
          r.instances.map((i) => `${i.instance}: ${i.maxMiss} MISS (renders), ${i.minFresh}/${STAMPEDE} fresh`).join('; ') + ` (worst of ${r.rounds.length})`,
        ]);
        continue;
      }
      if (id === 'analytics-cost') {
        rows.push([
          label,
          r.db,
          '-',
          '-',
          '-',
          '-',
          '-',
          `ns per view by Referer: ${Object.entries(r.ns)
            .map(([k, v]) => `${k} ${Math.round(v)}`)
            .join(', ')}`,
        ]);
        continue;
      }
      if (id === 'search') {
        rows.push([label, r.db, fmtInt(r.rps), fmtMs(r.p50), fmtMs(r.p99), '-', '-', `searches/s with ${r.connections} in flight, ${r.runs} searches on a cache miss (bench/search-queries.ts)`]);
        continue;
      }
      if (id === 'inprocess') {
        rows.push([
          label,
          r.db,
          fmtInt(r.rps),
          '-',
          '-',
          '-',
          '-',
          `renders/s on one core (${(1000 / r.rps).toFixed(2)} ms each); stock liquidjs ${fmtInt(r.stock)}/s (ours x${(r.rps / r.stock).toFixed(1)})`,
        ]);
        continue;
      }
      const notes = [];
      if (typeof r.serverCpu === 'number') notes.push(`server CPU ${r.serverCpu.toFixed(0)}%, others ${r.othersOnServerCore.toFixed(0)}%`);
      if (r.bad) notes.push(`${r.bad} bad answers ${JSON.stringify(r.statusCodes)}`);
      if (r.detail) notes.push(r.detail);
      rows.push([
        label,
        r.db,
        fmtInt(r.rps),
        fmtMs(r.p50),
        fmtMs(r.p99),
        ceiling?.rps && id !== 'ceiling' ? (r.rps / ceiling.rps).toFixed(3) : id === 'ceiling' ? '1' : '-',
        r.rss ? rssText(r.rss) : '-',
        notes.join('; '),
      ]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const numeric = new Set([2, 3, 4, 5]);
  const fmtRow = (r) =>
    r
      .map((c, i) => (i === r.length - 1 ? String(c) : numeric.has(i) ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  out.push(fmtRow(header));
  out.push(widths.map((w, i) => '-'.repeat(i === widths.length - 1 ? Math.max(5, w) : w)).join('  '));
  for (const r of rows) out.push(fmtRow(r));
  out.push('RSS: srv = serving worker, sb = standby worker, pri = cluster primary (VmRSS after the row)');
  out.push(`server CPU: the server's processes' CPU during the runs (100% = core ${serverCore} saturated); others: core ${serverCore}'s time used by other processes`);
  return out.join('\n');
}

function targets() {
  const list = [];
  const add = (name, status, detail) => list.push({ name, status, detail });
  const dbs = [...new Set(results.rows.map((r) => r.db).filter((d) => d !== '-'))];
  const ok = (r) => r && !r.error && !r.na && typeof r.rps === 'number';
  const inproc = findRow('inprocess', '-');
  const ceiling = findRow('ceiling', '-');
  for (const db of dbs) {
    const un = findRow('uncached', db);
    const name = `uncached render >= 0.5 x in-process render, p99 < 50 ms at ${CONNECTIONS} connections (issue 28) [${db}]`;
    if (ok(un) && inproc) {
      const need = 0.5 * inproc.rps;
      add(
        name,
        un.rps >= need && un.p99 < 50 ? 'met' : 'missed',
        `${fmtInt(un.rps)} req/s vs 0.5 x ${fmtInt(inproc.rps)} = ${fmtInt(need)} (${(un.rps / inproc.rps).toFixed(2)} x); p99 ${fmtMs(un.p99)} ms`,
      );
    } else add(name, 'n/a', 'a row failed');
  }
  for (const db of dbs) {
    const c = findRow('cached', db);
    if (ok(c) && ok(ceiling)) {
      const r1 = c.rps >= 0.95 * ceiling.rps;
      const r2 = c.p99 < 20;
      add(
        `cached hit >= 0.95 x ceiling (issue 28), p99 < 20 ms at ${CONNECTIONS} connections [${db}]`,
        r1 && r2 ? 'met' : 'missed',
        `${fmtInt(c.rps)} req/s = ${(c.rps / ceiling.rps).toFixed(2)} x ${fmtInt(ceiling.rps)} (${r1 ? 'ok' : 'short'}); p99 ${fmtMs(c.p99)} ms (${r2 ? 'ok' : 'over'})`,
      );
    } else add(`cached hit >= 0.95 x ceiling, p99 < 20 ms [${db}]`, 'n/a', 'a row failed');
  }
  for (const db of dbs) {
    const on = findRow('analytics-on', db);
    const off = findRow('analytics-off', db);
    const name = `cached hit with analytics on >= 0.95 x off [${db}]`;
    // Also the server's CPU time per request, which a neighbour's load on the shared core disturbs less.
    if (ok(on) && ok(off)) {
      const cost = findRow('analytics-cost', '-');
      const share = cost?.ns
        ? `; recording costs at most ${Math.round(Math.max(...Object.values(cost.ns)))} ns per view in-process = ${((Math.max(...Object.values(cost.ns)) / 1000 / off.cpuUsPerRequest) * 100).toFixed(1)}% of a hit's CPU`
        : '';
      add(
        name,
        on.rps >= 0.95 * off.rps ? 'met' : 'missed',
        `${fmtInt(on.rps)} vs ${fmtInt(off.rps)} req/s (${(on.rps / off.rps).toFixed(3)} x); p99 ${fmtMs(on.p99)} vs ${fmtMs(off.p99)} ms; CPU per request ${on.cpuUsPerRequest.toFixed(1)} vs ${off.cpuUsPerRequest.toFixed(1)} µs (off/on ${(off.cpuUsPerRequest / on.cpuUsPerRequest).toFixed(3)})${share}`,
      );
    } else if (on || off) add(name, 'n/a', 'a row failed');
  }
  for (const db of dbs) {
    const n = findRow('next', db);
    // Issue 28: each API row against the trivial route of the same run.
    for (const [id, label, share] of [
      ['posts', 'posts API (page_size=50)', 0.95],
      ['lead', 'lead form POST', 0.8],
    ]) {
      const r = findRow(id, db);
      const name = `${label} >= ${share} x trivial Next.js route (issue 28) [${db}]`;
      if (ok(r) && ok(n)) add(name, r.rps >= share * n.rps ? 'met' : 'missed', `${fmtInt(r.rps)} vs ${fmtInt(n.rps)} req/s (${(r.rps / n.rps).toFixed(2)} x)`);
      else if (r || n) add(name, 'n/a', 'a row failed or did not run');
    }
  }
  for (const db of dbs) {
    const s = findRow('save-to-fresh', db);
    if (!s || s.na) continue;
    if (s.error) add(`save on A -> fresh on B < 100 ms [${db}]`, 'n/a', s.error.slice(0, 120));
    else
      add(
        `save on A -> fresh on B < 100 ms (p99, no misses) [${db}]`,
        s.p99 < 100 && s.misses === 0 ? 'met' : 'missed',
        `p50 ${msText(s.p50)}, p99 ${msText(s.p99)}, ${s.misses}/${s.saves} saves not fresh on B within ${SAVE_WAIT_MS / 1000} s`,
      );
  }
  if (!dbs.some((db) => findRow('save-to-fresh', db) && !findRow('save-to-fresh', db).na)) add('save on A -> fresh on B < 100 ms', 'n/a', 'needs PostgreSQL (two instances)');
  for (const db of dbs) {
    const s = findRow('stampede', db);
    if (!s) continue;
    if (s.error) {
      add(`after a purge, ${STAMPEDE} concurrent requests -> one render per instance [${db}]`, 'n/a', s.error.slice(0, 120));
      continue;
    }
    const met = s.instances.every((i) => i.maxMiss === 1 && i.minFresh === STAMPEDE);
    add(
      `after a purge, ${STAMPEDE} concurrent requests -> one render per instance [${db}]`,
      met ? 'met' : 'missed',
      s.instances.map((i) => `${i.instance}: ${i.maxMiss} MISS, ${i.minFresh}/${STAMPEDE} fresh`).join('; ') + ` (worst of ${s.rounds.length} round(s))`,
    );
  }
  const samples = results.rssSamples.filter((s) => s.rssMb !== null);
  if (samples.length) {
    const worst = samples.reduce((a, b) => (b.rssMb > a.rssMb ? b : a));
    const over = samples.filter((s) => s.rssMb >= 300);
    add(
      'RSS < 300 MB per process',
      over.length ? 'missed' : 'met',
      `largest ${worst.rssMb} MB (${worst.instance} ${worst.role}, after ${worst.after})${over.length ? `; ${over.length} samples at or over 300 MB` : ''}`,
    );
  }
  if (dbs.includes('pglite') && dbs.includes('postgres')) {
    const pairs = ['cached', 'uncached', 'posts', 'lead', 'next']
      .map((id) => ({ id, a: findRow(id, 'pglite'), b: findRow(id, 'postgres') }))
      .filter(({ a, b }) => ok(a) && ok(b))
      .map(({ id, a, b }) => ({ id, ratio: a.rps / b.rps }));
    if (pairs.length) {
      const worst = pairs.reduce((x, y) => (y.ratio < x.ratio ? y : x));
      add(
        'PGlite no worse than 2 x PostgreSQL (req/s per row)',
        pairs.every((p) => p.ratio >= 0.5) ? 'met' : 'missed',
        `PGlite/PostgreSQL: ${pairs.map((p) => `${p.id} ${p.ratio.toFixed(2)}`).join(', ')} (worst ${worst.id})`,
      );
    }
  } else add('PGlite no worse than 2 x PostgreSQL', 'n/a', 'needs both databases');
  for (const t of pluginLeadTargets(
    results.rows.filter((r) => r.id.startsWith('plugin-lead') && !r.error),
    fmtMs,
  ))
    add(t.name, t.status, t.detail);
  for (const t of noisyNeighbourTargets(
    results.rows.filter((r) => r.id === 'noisy' && !r.error),
    fmtMs,
  ))
    add(t.name, t.status, t.detail);
  for (const r of results.rows.filter((x) => x.id === 'noisy' && x.error)) add(`quiet site beside four hostile tenants [${r.db}]`, 'n/a', r.error.slice(0, 120));
  for (const r of results.rows.filter((x) => x.id === 'scale')) {
    if (r.error) add(r.label, 'n/a', r.error.slice(0, 120));
    else for (const t of scaleTargets(r)) add(t.name, t.status, t.detail);
  }
  for (const t of memoryTargets(results.rows.filter((r) => r.id === 'memory' && !r.error))) add(t.name, t.status, t.detail);
  const s = findRow('search', 'postgres');
  if (s)
    add(
      'search p99 < 50 ms, 100,000 posts in one site, 10 connections (issue 31) [postgres]',
      s.error ? 'n/a' : s.p99 < 50 ? 'met' : 'missed',
      s.error ? s.error.slice(0, 120) : `p99 ${fmtMs(s.p99)} ms, p50 ${fmtMs(s.p50)} ms`,
    );
  return list;
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  pinSelf();
  if (!TWO_CORES) note('one CPU: server and load share core 0, numbers are not comparable');
  progress(
    `bench: ${os.cpus().length} cores (${os.cpus()[0]?.model}), node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; ${results.meta.method}, ${CONNECTIONS} connections${QUICK ? ' (--quick)' : ''}`,
  );
  progress('production build: node scripts/ensure-build.mjs (builds when missing or stale)');
  ensureBuild();
  fs.mkdirSync(BENCH_DIR, { recursive: true });

  const dbs = [];
  if (DB_CHOICE !== 'postgres') dbs.push('pglite');
  if (DB_CHOICE !== 'pglite') {
    if (await postgresReachable()) dbs.push('postgres');
    else note(`PostgreSQL not reachable at ${PG_ADMIN_URL.replace(/\/\/[^@]*@/, '//…@')}: PostgreSQL rows skipped (set BENCH_PG_URL)`);
  }
  const redisUp = dbs.includes('postgres') && (await tcpReachable(REDIS_URL));
  if (dbs.includes('postgres') && !redisUp) note(`Redis not reachable at ${REDIS_URL}: the PostgreSQL instances run without REDIS_URL`);

  try {
    if (wanted('inprocess')) await inProcessRow();
  } catch (err) {
    progress(`in-process render: FAILED: ${err.message}`);
    row({ id: 'inprocess', db: '-', label: 'in-process render', error: err.message });
  }
  try {
    if (wanted('search') && DB_CHOICE !== 'pglite' && (await postgresReachable())) await searchRow();
  } catch (err) {
    progress(`search: FAILED: ${err.message}`);
    row({ id: 'search', db: 'postgres', label: 'search, 100,000 posts, 10 connections', error: err.message });
  }
  try {
    if (wanted('analytics')) await analyticsCostRow();
  } catch (err) {
    progress(`analytics cost: FAILED: ${err.message}`);
    row({ id: 'analytics-cost', db: '-', label: 'record one page view, in-process', error: err.message });
  }
  const profiles = [];
  // The search row runs no server: `--only search` starts none.
  for (const db of ONLY?.every((id) => id === 'search') ? [] : dbs) {
    try {
      const p = await databaseSection(db, redisUp);
      if (p) profiles.push(p);
    } catch (err) {
      progress(`[${db}] FAILED: ${err.stack ?? err.message}`);
      note(`${db}: section failed: ${err.message.split('\n')[0]}`);
    }
    await cleanup();
    cleaningUp = false;
  }

  try {
    if (wanted('ceiling')) await ceilingRow();
  } catch (err) {
    progress(`ceiling: FAILED: ${err.message}`);
    row({ id: 'ceiling', db: '-', label: 'node:http, same bytes (ceiling)', error: err.message });
  }
  await cleanup();
  cleaningUp = false;

  results.meta.finished = new Date().toISOString();
  results.meta.seconds = Math.round((Date.now() - t0) / 1000);
  results.meta.loadavgAtEnd = os.loadavg();
  results.targets = targets().filter((t) => !ONLY || t.status !== 'n/a');
  // A row whose server was not busy was limited by something else: other processes on the server
  // core (a shared machine), or the load generator (one autocannon process on one core).
  for (const r of results.rows.filter((x) => typeof x.serverCpu === 'number' && x.serverCpu < 80)) {
    const what = `${r.label}${r.db !== '-' ? ` [${r.db}]` : ''}: server CPU ${r.serverCpu.toFixed(0)}%`;
    if (r.othersOnServerCore >= 20) results.notes.push(`${what}, other processes ${r.othersOnServerCore.toFixed(0)}% of core ${serverCore}: a shared core, this number is low`);
    else if (r.id === 'ceiling' || r.id === 'cached' || r.id.startsWith('analytics-')) results.notes.push(`${what}: the load generator (autocannon, one core), not the server, set this number`);
    else results.notes.push(`${what}: the server waited (database, locks or the load side) more than it computed`);
  }

  const lines = [];
  lines.push('');
  lines.push(`Platform bench (issue 10 part 7) — ${results.meta.started}, commit ${results.meta.commit}, ${results.meta.cpus} cores, node ${results.meta.node}`);
  lines.push(
    `server on core ${serverCore} (npm start: cluster primary + serving + standby worker), autocannon on core ${loadCore}, ${CONNECTIONS} connections, ${results.meta.method}${QUICK ? ' (--quick: smoke run)' : ''}`,
  );
  lines.push('');
  lines.push(table());
  const pluginLines = pluginLeadTable(
    results.rows.filter((r) => r.id.startsWith('plugin-lead') && !r.error),
    fmtInt,
    fmtMs,
  );
  if (pluginLines.length) lines.push('', 'Plugins: lead submits, no plugin vs one lead_received plugin (interleaved runs, medians)', ...pluginLines.map((l) => `  ${l}`));
  for (const r of results.rows.filter((x) => x.id.startsWith('plugin-lead') && x.error)) lines.push(`  ${r.label} [${r.db}]: FAILED: ${r.error}`);
  const noisyLines = noisyNeighbourTable(
    results.rows.filter((r) => r.id === 'noisy' && !r.error),
    fmtMs,
  );
  if (noisyLines.length) {
    lines.push(
      '',
      'Noisy neighbour: a quiet site (signed-in renders at 20/s with a pre_render plugin, a lead a second to a webhook) alone, then beside four hostile tenants (medians)',
      ...noisyLines.map((l) => `  ${l}`),
    );
    for (const r of results.rows.filter((x) => x.id === 'noisy' && !x.error)) for (const [name, h] of Object.entries(r.hostile)) lines.push(`    [${r.db}] hostile ${name}: ${JSON.stringify(h)}`);
  }
  const imageLines = imageTable(
    results.rows.filter((r) => r.id.startsWith('image-')),
    fmtInt,
    fmtMs,
  );
  if (imageLines.length) lines.push('', 'Images: transforms against serving the original file (same run and server)', ...imageLines.map((l) => `  ${l}`));
  const checkoutLines = checkoutTable(
    results.rows.filter((r) => r.id.startsWith('checkout') && !r.error),
    fmtMs,
  );
  if (checkoutLines.length) lines.push('', 'Checkout -> paid (POST /payments/checkout + signed webhook; interleaved runs against two lead submits, medians)', ...checkoutLines.map((l) => `  ${l}`));
  for (const r of results.rows.filter((x) => x.id.startsWith('checkout') && x.error)) lines.push(`  ${r.label} [${r.db}]: FAILED: ${r.error}`);
  for (const r of results.rows.filter((x) => x.id === 'scale')) lines.push('', ...(r.error ? [`Long tail: FAILED: ${r.error}`] : scaleTable(r, fmtInt)));
  const memoryLines = memoryTable(results.rows.filter((r) => r.id === 'memory' && !r.error));
  if (memoryLines.length) lines.push('', 'Memory (--memory: mixed requests, RSS sampled every second)', ...memoryLines.map((l) => `  ${l}`));
  for (const r of results.rows.filter((x) => x.id === 'memory' && x.error)) lines.push(`  ${r.label} [${r.db}]: FAILED: ${r.error}`);
  lines.push('');
  lines.push('Targets');
  const w = Math.max(...results.targets.map((t) => t.name.length));
  for (const t of results.targets) lines.push(`  ${t.status.padEnd(6)}  ${t.name.padEnd(w)}  ${t.detail}`);
  for (const n of results.notes) lines.push(`note: ${n}`);
  for (const p of profiles) {
    lines.push('');
    lines.push(`CPU profile, ${CPU_PROF} row [${p.db}] (${fmtInt(p.rps)} req/s under the profiler): ${path.relative(ROOT, p.file)}`);
    lines.push(formatTop(p.summary, 15));
  }
  for (const p of results.profiles.filter((x) => x.error)) lines.push(`CPU profile [${p.db}]: FAILED: ${p.error}`);
  lines.push('');
  lines.push(`${results.meta.seconds} s; JSON: ${path.relative(ROOT, OUT)}; server logs: ${path.relative(ROOT, LOG_DIR)}/`);
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(
    OUT,
    JSON.stringify(results, (_k, v) => (v === Infinity ? 'Infinity' : v), 2),
  );
  console.log(lines.join('\n'));
}

try {
  await main();
} catch (err) {
  progress(`bench failed: ${err.stack ?? err.message}`);
  process.exitCode = 1;
} finally {
  await cleanup();
  setupAgent.destroy();
}
