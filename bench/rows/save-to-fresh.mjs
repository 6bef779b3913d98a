// save A -> fresh B (PostgreSQL only): instance B on A's database (and Redis when reachable); save a
// page through A, poll B until the new body appears (B had the old one cached); each wait capped at
// 10 s, misses reported. On PGlite the row is n/a: one process owns an embedded database.
import { fmtMs, msText } from '../lib/format.mjs';
import { request } from '../lib/http.mjs';
import { CFG, SAVE_WAIT_MS } from '../lib/options.mjs';
import { createProbe, percentile, saveProbe, waitForRev } from '../lib/probe.mjs';
import { progress } from '../lib/progress.mjs';
import { note, row, sampleRss } from '../lib/results.mjs';
import { startInstance } from '../lib/server.mjs';
import { median } from '../lib/shared.mjs';

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

const saveToFresh = {
  id: 'save-to-fresh',
  needs: ['build', 'server', 'site', 'postgres'],
  phase: 'instance',
  // Sets ctx.B: the stampede row that follows purges on both instances, and the runner stops B.
  async run(ctx) {
    const { db, A, site, database, redisUrl, authSecret, newDataDir } = ctx;
    try {
      progress(`[postgres] starting instance B on the same database${redisUrl ? ' and Redis' : ''}`);
      ctx.B = await startInstance(`${db}-B`, { dataDir: newDataDir(), databaseUrl: database.url, redisUrl, authSecret });
      sampleRss(ctx.B, db, 'start');
      await saveToFreshRow(db, A, ctx.B, site);
    } catch (err) {
      progress(`[postgres] save on A -> fresh on B: FAILED: ${err.message}`);
      row({ id: 'save-to-fresh', db, label: 'save on A -> fresh page on B', error: err.message });
    }
  },
  skip: ({ db }) => row({ id: 'save-to-fresh', db, label: 'save on A -> fresh page on B', na: 'one process owns an embedded database: no second instance' }),
  table: [
    {
      id: 'save-to-fresh',
      label: 'save on A -> fresh on B',
      cells: (r) => ['-', fmtMs(r.p50), fmtMs(r.p99), '-', '-', `${r.saves} saves, ${r.misses} not fresh within ${SAVE_WAIT_MS / 1000} s; save itself p50 ${fmtMs(r.saveP50)} ms`],
    },
  ],
  targets({ dbs, findRow }) {
    const list = [];
    for (const db of dbs) {
      const s = findRow('save-to-fresh', db);
      if (!s || s.na) continue;
      if (s.error) list.push({ name: `save on A -> fresh on B < 100 ms [${db}]`, status: 'n/a', detail: s.error.slice(0, 120) });
      else
        list.push({
          name: `save on A -> fresh on B < 100 ms (p99, no misses) [${db}]`,
          status: s.p99 < 100 && s.misses === 0 ? 'met' : 'missed',
          detail: `p50 ${msText(s.p50)}, p99 ${msText(s.p99)}, ${s.misses}/${s.saves} saves not fresh on B within ${SAVE_WAIT_MS / 1000} s`,
        });
    }
    if (!dbs.some((db) => findRow('save-to-fresh', db) && !findRow('save-to-fresh', db).na))
      list.push({ name: 'save on A -> fresh on B < 100 ms', status: 'n/a', detail: 'needs PostgreSQL (two instances)' });
    return list;
  },
};

export default saveToFresh;
