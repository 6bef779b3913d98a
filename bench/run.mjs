// `npm run bench`: the platform's throughput and latency in one table, with the targets of issue 10
// evaluated from the same run. Servers run as `npm start` runs them (server/start.mjs: a node:cluster
// primary, a serving worker and a prepared standby) pinned to core 0; load comes from autocannon in its
// own process pinned to core 1 (50 connections, warm-up, median of three runs). Every server row runs
// on the embedded database (PGlite) and on PostgreSQL (a fresh database created and dropped here).
//
//   npm run bench [-- --list] [-- --quick] [-- --cpu-prof] [-- --db pglite|postgres] [-- --only plugins] [-- --out file.json]
//   npm run bench -- --scale [--scale-sites 10000]
//   npm run bench -- --memory [--db postgres]
//
// --quick     short smoke run (2 s warm-up, one 2 s run per row, 10 saves, one stampede round)
// --cpu-prof [row]  also profile one HTTP row (uncached, posts, lead, cached, next; uncached by
//             default): a single server/server.mjs under `node --cpu-prof --cpu-prof-dir=.bench/prof`,
//             top 15 functions by self time
// --db        only one database (default: both; PostgreSQL is skipped with a note when unreachable)
// --only      some rows only, by id (comma-separated): ceiling, inprocess, cached, uncached, posts, lead,
//             next, save-to-fresh, stampede, analytics (e.g. `--only analytics` for the on/off rows)
//             plugins: the plugin lead rows (bench/plugins.mjs); checkout: checkout -> paid (bench/checkout.mjs, PostgreSQL);
//             noisy: the noisy-neighbour rows, direct and behind nginx (bench/noisy-neighbour.mjs; noisy-nginx: behind nginx alone); search: the search row (bench/search-queries.ts, PostgreSQL)
// --memory    only the memory row (bench/memory.mjs): 50,000 mixed requests (signed-in and anonymous
//             pages, the posts API, lead forms, paid checkouts), the serving worker's RSS every second
// --scale     only the long-tail rows (bench/scale.mjs, PostgreSQL): cached hits and uncached renders over
//             --scale-sites sites (default 10,000) against one site, with Redis and without, a 100,000-post
//             INSERT with and without the generation triggers, RSS per worker after
// --list      the rows (id, phase, what each needs, the --only ids that pick it), then exit
//
// Rows: one module each in bench/rows/ (the list and the report's order: bench/rows/index.mjs); the
// site they run against: bench/lib/site.mjs (created with POST /api/v1/sites/new, themes/demo installed
// as its templates, 60 posts, a signed-in visitor; Host: <subdomain>.localhost). A row's `phase` says
// when it runs: `before` once, before any server (in-process rows, no database of the bench's own);
// `instance` on each database's instance A with the site (save-to-fresh starts B beside it); `after`
// on each database once A has stopped, with instances of its own; `last` once, after the databases.
// `alone: 'short'`: asked for alone (`--only <id>`), the section starts only what the row needs;
// `alone: 'only'`: the row runs only when asked for alone. `needs` lists what it uses (`build`: the
// production build; `server`: instance A; `site`: the demo site on it; `postgres`: PostgreSQL only,
// `skip(ctx)` says why on PGlite; `nginx`: the half behind nginx, skipped loudly without it).
// HTTP rows report req/s, p50/p99, the ratio to the ceiling, VmRSS per server process after the row,
// and the server's CPU share during the runs (plus other processes' share of the server core).
//
// PostgreSQL: BENCH_PG_URL or TEST_PG_URL (an admin URL; default postgres://postgres@127.0.0.1:5432/postgres).
// Redis (for the two-instance rows): BENCH_REDIS_URL (default redis://127.0.0.1:6379), used when reachable.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setupAgent, tcpReachable } from './lib/http.mjs';
import { BENCH_DIR, CONNECTIONS, CPU_PROF, DB_CHOICE, LIST, ONLY, PG_ADMIN_URL, QUICK, REDIS_URL, TWO_CORES } from './lib/options.mjs';
import { pinSelf } from './lib/procs.mjs';
import { createDatabase, postgresReachable } from './lib/postgres.mjs';
import { profileRun } from './lib/profile-run.mjs';
import { cleanup, cleanups, progress } from './lib/progress.mjs';
import { finish } from './lib/report.mjs';
import { note, results, rssText, sampleRss } from './lib/results.mjs';
import { startInstance, waitQuiet } from './lib/server.mjs';
import { ROOT } from './lib/shared.mjs';
import { POSTS, setupSite } from './lib/site.mjs';
import { REPORT, ROWS } from './rows/index.mjs';

process.chdir(ROOT);
const { ensureBuild } = await import('../scripts/ensure-build.mjs');

const selects = (m, id) => (m.selectedBy ?? [m.id]).includes(id);
// Asked for by --only (every row without it), and rows that run only alone only when alone.
const chosen = (m) => (m.alone === 'only' ? ONLY?.length === 1 && selects(m, ONLY[0]) : !ONLY || ONLY.some((id) => selects(m, id)));
// `--only <id>` naming one row that has a short path of its own (`alone`).
const solo = ONLY?.length === 1 ? ROWS.find((m) => m.alone && selects(m, ONLY[0])) : undefined;
const inPhase = (phase) => ROWS.filter((m) => m.phase === phase && chosen(m));
const fits = (m, db) => db === 'postgres' || !m.needs.includes('postgres');

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
  // What the rows get: this section's database and settings, then instance A, B and the site as they start.
  const ctx = { db, database, redisUrl, authSecret, newDataDir };
  const runSolo = async () => {
    if (fits(solo, db)) await solo.run(ctx);
    await ctx.A?.stop();
    if (database) await database.drop();
    return null;
  };
  if (solo && !solo.needs.includes('server') && !solo.needs.includes('site')) {
    if (database) await database.drop();
    database = null;
    return runSolo();
  }
  const envA = { dataDir: newDataDir(), databaseUrl: database?.url, redisUrl, authSecret };
  progress(`[${db}] starting instance A (server/start.mjs${database ? ', PostgreSQL' : ', PGlite'}${redisUrl ? ', Redis' : ''})`);
  const A = await startInstance(`${db}-A`, envA);
  Object.assign(ctx, { A, envA });
  sampleRss(A, db, 'start');
  if (solo && !solo.needs.includes('site')) return runSolo();
  progress(`[${db}] A ready on port ${A.port} (${rssText(A.rss())} MB); creating the site, theme and ${POSTS} posts`);
  const site = await setupSite(A.port);
  ctx.site = site;
  progress(`[${db}] site ${site.host}: demo home ${site.homeBytes} B`);
  await waitQuiet(A);
  if (solo) return runSolo();

  for (const m of inPhase('instance')) {
    if (fits(m, db)) await m.run(ctx);
    else await m.skip?.(ctx);
  }
  sampleRss(A, db, 'end');
  if (ctx.B) sampleRss(ctx.B, db, 'end');
  if (ctx.B) await ctx.B.stop();
  await A.stop();
  // After A stopped: its PGlite data directory can be copied.
  for (const m of inPhase('after')) if (fits(m, db)) await m.run(ctx);

  let profile = null;
  if (CPU_PROF) {
    try {
      // The same data (PGlite files in A's DATA_DIR, or the same PostgreSQL database) and secret: the site and token stay valid.
      profile = await profileRun(
        db,
        envA,
        site,
        ROWS.filter((m) => m.scenario),
      );
    } catch (err) {
      progress(`[${db}] --cpu-prof: FAILED: ${err.message}`);
      results.profiles.push({ db, error: err.message });
    }
  }
  if (database) await database.drop();
  return profile;
}

// ---------------------------------------------------------------------------------------------
// Main

function list() {
  const cells = ROWS.map((m) => [m.id, m.phase, m.needs.join(',') || '-', `--only ${(m.selectedBy ?? [m.id]).join('|')}${m.alone === 'only' ? ' (alone only)' : ''}`]);
  const widths = [0, 1, 2].map((i) => Math.max(...cells.map((c) => c[i].length)));
  for (const c of cells) console.log(c.map((x, i) => (i < 3 ? x.padEnd(widths[i]) : x)).join('  '));
}

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

  // Rows before any server; those that need PostgreSQL only when it is asked for and reachable.
  for (const m of inPhase('before')) if (!m.needs.includes('postgres') || (DB_CHOICE !== 'pglite' && (await postgresReachable()))) await m.run({ db: '-' });
  const profiles = [];
  // `--only` naming rows that run before any server (e.g. `--only search`) starts none.
  const serverless = ONLY?.every((id) => ROWS.some((m) => selects(m, id)) && ROWS.filter((m) => selects(m, id)).every((m) => m.phase === 'before'));
  for (const db of serverless ? [] : dbs) {
    try {
      const p = await databaseSection(db, redisUp);
      if (p) profiles.push(p);
    } catch (err) {
      progress(`[${db}] FAILED: ${err.stack ?? err.message}`);
      note(`${db}: section failed: ${err.message.split('\n')[0]}`);
    }
    await cleanup();
  }

  for (const m of inPhase('last')) await m.run({ db: '-' });
  await cleanup();
  finish(ROWS, REPORT, profiles);
}

try {
  if (LIST) list();
  else await main();
} catch (err) {
  progress(`bench failed: ${err.stack ?? err.message}`);
  process.exitCode = 1;
} finally {
  await cleanup();
  setupAgent.destroy();
}
