// `npm run bench -- --memory` (issue 28): does a serving worker's memory stay flat? MEMORY_REQUESTS mixed
// requests (signed-in pages, anonymous pages, the posts API, lead form posts and checkouts paid by the
// signed payment webhook) from MEMORY_CONNECTIONS loops against one `npm start` instance, with every
// server process's RSS sampled each second. Reported: the serving worker's RSS after the first tenth
// of the requests and after all of them, and its peak. Target: the end within 50 MB of the first
// tenth, and under 300 MB. Its row: bench/rows/memory.mjs (`--memory`, or `--only memory`);
// BENCH_MEMORY_REQUESTS changes the count.
import http from 'node:http';
import { roundTrip, setupShop } from './checkout.mjs';

const MEMORY_REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 50_000);
const MEMORY_CONNECTIONS = 20;
const FIRST_SHARE = 0.1;
const GROWTH_LIMIT_MB = 50;
const RSS_LIMIT_MB = 300;

function exchange(agent, port, host, method, path, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ agent, host: '127.0.0.1', port, path, method, headers: { host, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}), ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end(body);
  });
}

// One request of the mix by its number (a checkout is two: the order and its payment).
function mixed(site, shop) {
  const form = new URLSearchParams({ form: 'contact', _redirect: '/thanks', name: 'Memory', email: 'memory@example.test', message: 'a lead from the memory bench' }).toString();
  const kinds = [
    ['signed-in page', (a, p) => exchange(a.site, p, site.host, 'GET', '/', { headers: { authorization: `Bearer ${site.visitor}` } }), 200],
    ['signed-in page', (a, p) => exchange(a.site, p, site.host, 'GET', '/blog', { headers: { authorization: `Bearer ${site.visitor}` } }), 200],
    ['anonymous page', (a, p) => exchange(a.site, p, site.host, 'GET', '/'), 200],
    ['posts API', (a, p) => exchange(a.site, p, site.host, 'GET', '/api/v1/posts?page_size=50', { headers: { accept: 'application/json' } }), 200],
    ['lead form', (a, p) => exchange(a.site, p, site.host, 'POST', '/api/v1/leads', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form }), 303],
    // The shop is another host: its own connections (a connection serves one site, server/server.mjs).
    ['checkout', (a, p, i) => roundTrip(a.shop, p, shop, i).then(() => 'paid'), 'paid'],
  ];
  return (i) => kinds[i % kinds.length];
}

// ctx: { db, port, site, inst, request, progress }
export async function memoryRow({ db, port, site, inst, request, progress }) {
  const shop = await setupShop(port, request);
  const pick = mixed(site, shop);
  const agents = { site: new http.Agent({ keepAlive: true, maxSockets: MEMORY_CONNECTIONS }), shop: new http.Agent({ keepAlive: true, maxSockets: MEMORY_CONNECTIONS }) };
  const serving = () => inst.rss().filter((p) => p.role === 'serving' || p.role === 'server' || p.role === 'worker');
  const samples = [];
  let done = 0;
  let next = 0;
  const bad = {};
  const started = performance.now();
  const sampler = setInterval(() => {
    const procs = serving();
    samples.push({ s: Math.round((performance.now() - started) / 1000), done, mb: procs.reduce((m, p) => Math.max(m, p.rssMb ?? 0), 0) });
    if (samples.length % 10 === 0) progress(`[${db}] memory: ${done.toLocaleString('en-US')} of ${MEMORY_REQUESTS.toLocaleString('en-US')} requests, serving worker ${samples.at(-1).mb} MB`);
  }, 1000);
  let atFirst = null;
  try {
    await Promise.all(
      Array.from({ length: MEMORY_CONNECTIONS }, async () => {
        while (next < MEMORY_REQUESTS) {
          const i = next++;
          const [kind, fn, expected] = pick(i);
          const got = await fn(agents, port, i).catch((err) => `error ${err.message}`);
          if (got !== expected) bad[`${kind} ${got}`] = (bad[`${kind} ${got}`] ?? 0) + 1;
          done++;
          if (atFirst === null && done >= MEMORY_REQUESTS * FIRST_SHARE) atFirst = Math.max(...serving().map((p) => p.rssMb ?? 0));
        }
      }),
    );
  } finally {
    clearInterval(sampler);
    agents.site.destroy();
    agents.shop.destroy();
  }
  const end = Math.max(...serving().map((p) => p.rssMb ?? 0));
  const peak = Math.max(end, ...samples.map((s) => s.mb));
  const seconds = (performance.now() - started) / 1000;
  return { id: 'memory', db, label: `${MEMORY_REQUESTS.toLocaleString('en-US')} mixed requests, serving worker RSS`, requests: MEMORY_REQUESTS, seconds, atFirst, end, peak, bad, samples };
}

export function memoryTable(rows) {
  return rows.map(
    (r) =>
      `[${r.db}] ${r.label}: after the first ${Math.round(r.requests * FIRST_SHARE).toLocaleString('en-US')} ${r.atFirst} MB, after all ${r.end} MB (peak ${r.peak} MB, +${r.end - r.atFirst} MB); ${(r.requests / r.seconds).toFixed(0)} req/s over ${r.seconds.toFixed(0)} s; unexpected answers ${JSON.stringify(r.bad)}`,
  );
}

export function memoryTargets(rows) {
  return rows.map((r) => ({
    status: r.end - r.atFirst <= GROWTH_LIMIT_MB && r.end < RSS_LIMIT_MB && Object.keys(r.bad).length === 0 ? 'met' : 'missed',
    name: `serving worker RSS after ${r.requests.toLocaleString('en-US')} mixed requests within ${GROWTH_LIMIT_MB} MB of the first tenth and < ${RSS_LIMIT_MB} MB [${r.db}]`,
    detail: `${r.atFirst} -> ${r.end} MB (+${r.end - r.atFirst}), peak ${r.peak} MB`,
  }));
}
