// What counting one view costs in-process (bench/analytics-record.ts), by kind of Referer: the
// instance-to-instance spread of the on/off rows on a shared machine is wider than the 5% they test.
// Selected by `--only analytics` with the on/off rows (bench/rows/analytics.mjs), whose target quotes it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { serverCore } from '../lib/procs.mjs';
import { progress } from '../lib/progress.mjs';
import { row } from '../lib/results.mjs';
import { ROOT } from '../lib/shared.mjs';

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

const analyticsCost = {
  id: 'analytics-cost',
  selectedBy: ['analytics'],
  needs: [],
  phase: 'before',
  async run() {
    try {
      await analyticsCostRow();
    } catch (err) {
      progress(`analytics cost: FAILED: ${err.message}`);
      row({ id: 'analytics-cost', db: '-', label: 'record one page view, in-process', error: err.message });
    }
  },
  table: [
    {
      id: 'analytics-cost',
      label: 'record one view (in-process)',
      cells: (r) => [
        '-',
        '-',
        '-',
        '-',
        '-',
        `ns per view by Referer: ${Object.entries(r.ns)
          .map(([k, v]) => `${k} ${Math.round(v)}`)
          .join(', ')}`,
      ],
    },
  ],
  targets: () => [],
};

export default analyticsCost;
