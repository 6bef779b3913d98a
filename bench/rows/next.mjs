// trivial Next.js route: GET /api/v1/runtime/manifest on the platform host (a cached object). The
// posts and lead rows are held against it (issue 28), so their targets are reported here.
import { expectStatus, request } from '../lib/http.mjs';
import { httpRow } from '../lib/http-row.mjs';

const scenario = (inst) => ({
  label: 'trivial Next.js route (runtime manifest)',
  target: { url: `http://127.0.0.1:${inst.port}/api/v1/runtime/manifest`, headers: { host: 'localhost', accept: 'application/json' } },
  check: async () => {
    const r = expectStatus(await request(inst.port, 'localhost', 'GET', '/api/v1/runtime/manifest'), 200, 'GET /api/v1/runtime/manifest');
    return `${Buffer.byteLength(r.text)} B`;
  },
});

const next = {
  id: 'next',
  needs: ['build', 'server', 'site'],
  phase: 'instance',
  scenario,
  run: (ctx) => httpRow(ctx, 'next', scenario),
  table: [{ id: 'next', label: 'trivial Next.js route (manifest)' }],
  targets({ dbs, findRow, ok, fmtInt }) {
    const list = [];
    for (const db of dbs) {
      const n = findRow('next', db);
      // Issue 28: each API row against the trivial route of the same run.
      for (const [id, label, share] of [
        ['posts', 'posts API (page_size=50)', 0.95],
        ['lead', 'lead form POST', 0.8],
      ]) {
        const r = findRow(id, db);
        const name = `${label} >= ${share} x trivial Next.js route (issue 28) [${db}]`;
        if (ok(r) && ok(n)) list.push({ name, status: r.rps >= share * n.rps ? 'met' : 'missed', detail: `${fmtInt(r.rps)} vs ${fmtInt(n.rps)} req/s (${(r.rps / n.rps).toFixed(2)} x)` });
        else if (r || n) list.push({ name, status: 'n/a', detail: 'a row failed or did not run' });
      }
    }
    return list;
  },
};

export default next;
