// search p99 (issue 31): bench/search-queries.ts on PostgreSQL, GET /search's operation on a cache miss
// on one site of 100,000 posts, 10 searches in flight over 10 connections (a mix of common, rare,
// phrase, -word, prefix and type-filtered searches). No server runs: `--only search` starts none.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fmtInt, fmtMs } from '../lib/format.mjs';
import { PG_ADMIN_URL, QUICK } from '../lib/options.mjs';
import { serverCore } from '../lib/procs.mjs';
import { progress } from '../lib/progress.mjs';
import { row } from '../lib/results.mjs';
import { ROOT } from '../lib/shared.mjs';

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

const search = {
  id: 'search',
  needs: ['postgres'],
  phase: 'before',
  async run() {
    try {
      await searchRow();
    } catch (err) {
      progress(`search: FAILED: ${err.message}`);
      row({ id: 'search', db: 'postgres', label: 'search, 100,000 posts, 10 connections', error: err.message });
    }
  },
  table: [
    {
      id: 'search',
      label: 'search, 100,000 posts (10 conn.)',
      cells: (r) => [fmtInt(r.rps), fmtMs(r.p50), fmtMs(r.p99), '-', '-', `searches/s with ${r.connections} in flight, ${r.runs} searches on a cache miss (bench/search-queries.ts)`],
    },
  ],
  targets({ findRow }) {
    const s = findRow('search', 'postgres');
    if (!s) return [];
    return [
      {
        name: 'search p99 < 50 ms, 100,000 posts in one site, 10 connections (issue 31) [postgres]',
        status: s.error ? 'n/a' : s.p99 < 50 ? 'met' : 'missed',
        detail: s.error ? s.error.slice(0, 120) : `p99 ${fmtMs(s.p99)} ms, p50 ${fmtMs(s.p50)} ms`,
      },
    ];
  },
};

export default search;
