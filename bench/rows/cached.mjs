// cached hit: anonymous GET / answered from the page cache (X-Cache: HIT, the outer fast path),
// against the ceiling (issue 28).
import { expectStatus, request } from '../lib/http.mjs';
import { httpRow } from '../lib/http-row.mjs';
import { CONNECTIONS } from '../lib/options.mjs';

const scenario = (inst, site) => ({
  label: 'cached hit (anonymous GET /)',
  target: { url: `http://127.0.0.1:${inst.port}/`, headers: { host: site.host } },
  check: async () => {
    await request(inst.port, site.host, 'GET', '/');
    const r = expectStatus(await request(inst.port, site.host, 'GET', '/'), 200, 'GET /');
    if (r.headers['x-cache'] !== 'HIT') throw new Error(`second anonymous GET / answered X-Cache ${r.headers['x-cache']}, not HIT`);
    return `${Buffer.byteLength(r.text)} B`;
  },
});

const cached = {
  id: 'cached',
  needs: ['build', 'server', 'site'],
  phase: 'instance',
  scenario,
  run: (ctx) => httpRow(ctx, 'cached', scenario),
  table: [{ id: 'cached', label: 'cached hit, anonymous GET /' }],
  targets({ dbs, findRow, ok, fmtInt, fmtMs }) {
    const list = [];
    const ceiling = findRow('ceiling', '-');
    for (const db of dbs) {
      const c = findRow('cached', db);
      if (ok(c) && ok(ceiling)) {
        const r1 = c.rps >= 0.95 * ceiling.rps;
        const r2 = c.p99 < 20;
        list.push({
          name: `cached hit >= 0.95 x ceiling (issue 28), p99 < 20 ms at ${CONNECTIONS} connections [${db}]`,
          status: r1 && r2 ? 'met' : 'missed',
          detail: `${fmtInt(c.rps)} req/s = ${(c.rps / ceiling.rps).toFixed(2)} x ${fmtInt(ceiling.rps)} (${r1 ? 'ok' : 'short'}); p99 ${fmtMs(c.p99)} ms (${r2 ? 'ok' : 'over'})`,
        });
      } else list.push({ name: `cached hit >= 0.95 x ceiling, p99 < 20 ms [${db}]`, status: 'n/a', detail: 'a row failed' });
    }
    return list;
  },
};

export default cached;
