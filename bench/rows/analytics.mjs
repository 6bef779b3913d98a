// analytics on / off (issue 12): the cached hit again, with a Referer as from a search page, on two
// fresh instances of the demo site side by side, ANALYTICS=on and ANALYTICS=off, their runs
// alternating: what counting every view costs the fast path. Runs after instance A stopped (its PGlite
// data directory is copied). The in-process cost of one view is bench/rows/analytics-cost.mjs.
import fs from 'node:fs';
import { expectStatus, request } from '../lib/http.mjs';
import { cannon, measuredRun, summary } from '../lib/load.mjs';
import { CFG } from '../lib/options.mjs';
import { progress } from '../lib/progress.mjs';
import { findRow, row, sampleRss } from '../lib/results.mjs';
import { startInstance } from '../lib/server.mjs';

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

const analytics = {
  id: 'analytics',
  needs: ['build', 'site'],
  phase: 'after',
  run: ({ db, envA, site, newDataDir }) => analyticsRows(db, envA, site, newDataDir),
  table: [
    { id: 'analytics-on', label: 'cached hit, analytics on (+Referer)' },
    { id: 'analytics-off', label: 'cached hit, analytics off (+Referer)' },
  ],
  targets({ dbs, findRow: find, ok, fmtInt, fmtMs }) {
    const list = [];
    for (const db of dbs) {
      const on = find('analytics-on', db);
      const off = find('analytics-off', db);
      const name = `cached hit with analytics on >= 0.95 x off [${db}]`;
      // Also the server's CPU time per request, which a neighbour's load on the shared core disturbs less.
      if (ok(on) && ok(off)) {
        const cost = find('analytics-cost', '-');
        const share = cost?.ns
          ? `; recording costs at most ${Math.round(Math.max(...Object.values(cost.ns)))} ns per view in-process = ${((Math.max(...Object.values(cost.ns)) / 1000 / off.cpuUsPerRequest) * 100).toFixed(1)}% of a hit's CPU`
          : '';
        list.push({
          name,
          status: on.rps >= 0.95 * off.rps ? 'met' : 'missed',
          detail: `${fmtInt(on.rps)} vs ${fmtInt(off.rps)} req/s (${(on.rps / off.rps).toFixed(3)} x); p99 ${fmtMs(on.p99)} vs ${fmtMs(off.p99)} ms; CPU per request ${on.cpuUsPerRequest.toFixed(1)} vs ${off.cpuUsPerRequest.toFixed(1)} µs (off/on ${(off.cpuUsPerRequest / on.cpuUsPerRequest).toFixed(3)})${share}`,
        });
      } else if (on || off) list.push({ name, status: 'n/a', detail: 'a row failed' });
    }
    return list;
  },
};

export default analytics;
