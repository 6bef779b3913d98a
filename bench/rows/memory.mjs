// The memory row (issue 28; `--memory` or `--only memory`, never part of a full run): 50,000 mixed
// requests (signed-in and anonymous pages, the posts API, lead forms, paid checkouts), the serving
// worker's RSS every second (the measurement: bench/memory.mjs).
import { request } from '../lib/http.mjs';
import { progress } from '../lib/progress.mjs';
import { row } from '../lib/results.mjs';
import { memoryRow, memoryTable, memoryTargets } from '../memory.mjs';

const memory = {
  id: 'memory',
  needs: ['build', 'server', 'site'],
  phase: 'instance',
  alone: 'only',
  async run({ db, A, site }) {
    try {
      row(await memoryRow({ db, port: A.port, site, inst: A, request, progress }));
    } catch (err) {
      progress(`[${db}] memory: FAILED: ${err.message}`);
      row({ id: 'memory', db, label: 'mixed requests, serving worker RSS', error: err.message });
    }
  },
  section({ rows }) {
    const lines = memoryTable(rows.filter((r) => r.id === 'memory' && !r.error));
    const out = lines.length ? ['', 'Memory (--memory: mixed requests, RSS sampled every second)', ...lines.map((l) => `  ${l}`)] : [];
    for (const r of rows.filter((x) => x.id === 'memory' && x.error)) out.push(`  ${r.label} [${r.db}]: FAILED: ${r.error}`);
    return out;
  },
  targets: ({ rows }) => memoryTargets(rows.filter((r) => r.id === 'memory' && !r.error)),
};

export default memory;
