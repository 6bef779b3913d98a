// posts API: GET /api/v1/posts?page_size=50 (anonymous). Its target, against the trivial Next.js
// route of the same run, is reported by bench/rows/next.mjs.
import { expectStatus, request } from '../lib/http.mjs';
import { httpRow } from '../lib/http-row.mjs';

const scenario = (inst, site) => ({
  label: 'GET /api/v1/posts?page_size=50',
  target: { url: `http://127.0.0.1:${inst.port}/api/v1/posts?page_size=50`, headers: { host: site.host, accept: 'application/json' } },
  check: async () => {
    const r = expectStatus(await request(inst.port, site.host, 'GET', '/api/v1/posts?page_size=50'), 200, 'GET /api/v1/posts');
    const n = r.json?.data?.items?.length;
    if (n !== 50) throw new Error(`posts list answered ${n} items, not 50`);
    return `${Buffer.byteLength(r.text)} B`;
  },
});

const posts = {
  id: 'posts',
  needs: ['build', 'server', 'site'],
  phase: 'instance',
  scenario,
  run: (ctx) => httpRow(ctx, 'posts', scenario),
  table: [{ id: 'posts', label: 'GET /api/v1/posts?page_size=50' }],
  targets: () => [],
};

export default posts;
