// uncached render: GET / with the visitor's bearer token, never cached, rendered every time; against
// the in-process render rate of the same page (issue 28).
import { expectStatus, request } from '../lib/http.mjs';
import { httpRow } from '../lib/http-row.mjs';
import { CONNECTIONS } from '../lib/options.mjs';
import { HOME_MARKER } from '../lib/site.mjs';

const scenario = (inst, site) => ({
  label: 'uncached render (signed-in GET /)',
  target: { url: `http://127.0.0.1:${inst.port}/`, headers: { host: site.host, authorization: `Bearer ${site.visitor}` } },
  check: async () => {
    const r = expectStatus(await request(inst.port, site.host, 'GET', '/', { headers: { authorization: `Bearer ${site.visitor}` } }), 200, 'signed-in GET /');
    if (r.headers['x-cache'] !== 'MISS') throw new Error(`signed-in GET / answered X-Cache ${r.headers['x-cache']}, not MISS`);
    if (!r.text.includes('Hi, Bench Visitor') || !r.text.includes(HOME_MARKER)) throw new Error('signed-in GET / is not the home page rendered for the visitor');
    return `${Buffer.byteLength(r.text)} B`;
  },
});

const uncached = {
  id: 'uncached',
  needs: ['build', 'server', 'site'],
  phase: 'instance',
  scenario,
  run: (ctx) => httpRow(ctx, 'uncached', scenario),
  table: [{ id: 'uncached', label: 'uncached render, signed-in GET /' }],
  targets({ dbs, findRow, ok, fmtInt, fmtMs }) {
    const list = [];
    const inproc = findRow('inprocess', '-');
    for (const db of dbs) {
      const un = findRow('uncached', db);
      const name = `uncached render >= 0.5 x in-process render, p99 < 50 ms at ${CONNECTIONS} connections (issue 28) [${db}]`;
      if (ok(un) && inproc) {
        const need = 0.5 * inproc.rps;
        list.push({
          name,
          status: un.rps >= need && un.p99 < 50 ? 'met' : 'missed',
          detail: `${fmtInt(un.rps)} req/s vs 0.5 x ${fmtInt(inproc.rps)} = ${fmtInt(need)} (${(un.rps / inproc.rps).toFixed(2)} x); p99 ${fmtMs(un.p99)} ms`,
        });
      } else list.push({ name, status: 'n/a', detail: 'a row failed' });
    }
    return list;
  },
};

export default uncached;
