// in-process render: bench/liquid-render.ts renders the demo home in-process, ours against stock
// liquidjs, on the server core with no server running (the uncached row's target divides by it).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { CFG } from '../lib/options.mjs';
import { serverCore } from '../lib/procs.mjs';
import { progress } from '../lib/progress.mjs';
import { row } from '../lib/results.mjs';
import { ROOT } from '../lib/shared.mjs';
import { fmtInt } from '../lib/format.mjs';

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

const inprocess = {
  id: 'inprocess',
  needs: [],
  phase: 'before',
  async run() {
    try {
      await inProcessRow();
    } catch (err) {
      progress(`in-process render: FAILED: ${err.message}`);
      row({ id: 'inprocess', db: '-', label: 'in-process render', error: err.message });
    }
  },
  table: [
    {
      id: 'inprocess',
      label: 'in-process render (ours)',
      cells: (r) => [fmtInt(r.rps), '-', '-', '-', '-', `renders/s on one core (${(1000 / r.rps).toFixed(2)} ms each); stock liquidjs ${fmtInt(r.stock)}/s (ours x${(r.rps / r.stock).toFixed(1)})`],
    },
  ],
  targets: () => [],
};

export default inprocess;
