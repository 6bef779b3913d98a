// In-process cost of counting one page view (lib/domains/platform/analytics/record.ts, as the page handlers call it on
// every served page), for the kinds of request a site sees: no Referer, a Referer of the site itself
// (navigation), another site's origin (what browsers send across sites by default) and a full
// referring URL with a query. Run: node_modules/.bin/vite-node -c vitest.config.ts bench/analytics-record.ts
// With BENCH_JSON=1 it also prints one `BENCH_JSON {…}` line (bench/rows/analytics-cost.mjs reads it).
import { analytics } from '../lib/domains/platform/analytics/flush';
import { recordPageView } from '../lib/domains/platform/analytics/record';

const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const HOST = 'bench1234.localhost:3000';
const cases = {
  none: { method: 'GET', host: HOST, referer: null, userAgent: UA },
  own: { method: 'GET', host: HOST, referer: `http://${HOST}/blog/notes`, userAgent: UA },
  origin: { method: 'GET', host: HOST, referer: 'https://search.example/', userAgent: UA },
  query: { method: 'GET', host: HOST, referer: 'https://search.example/results?q=coffee+beans', userAgent: UA },
};
const PATHS = ['/', '/blog', '/blog/notes', '/shop', '/contact'];
const BATCH = 100_000;

type Req = (typeof cases)[keyof typeof cases];
// Each request brings its own header strings (a string's hash is computed once per string object):
// a pool of fresh copies, cycled.
const copy = (v: string | null) => (v === null ? null : (' ' + v).slice(1));
const pool = (req: Req) => Array.from({ length: 1024 }, () => ({ ...req, referer: copy(req.referer), userAgent: copy(req.userAgent)!, host: copy(req.host)! }));

// Nanoseconds per call: the median of 7 batches after a warm-up; the counters are handed over (as a
// flush would) between batches so the maps stay the size a flush window has.
function nsPerView(req: Req): number {
  const reqs = pool(req);
  const once = () => {
    for (let i = 0; i < BATCH; i++) recordPageView('site-uid-0001', reqs[i & 1023]!, PATHS[i % PATHS.length]!, 200, 'text/html; charset=utf-8', '');
    analytics.counters.take();
  };
  once();
  const runs: number[] = [];
  for (let r = 0; r < 7; r++) {
    const t = performance.now();
    once();
    runs.push(((performance.now() - t) * 1e6) / BATCH);
  }
  return runs.sort((a, b) => a - b)[3]!;
}

nsPerView(cases.query);
const result = Object.fromEntries(Object.entries(cases).map(([name, req]) => [name, nsPerView(req)]));
for (const [name, ns] of Object.entries(result)) console.log(`record one view, Referer ${name}: ${ns.toFixed(0)} ns`);
if (process.env.BENCH_JSON === '1') console.log(`BENCH_JSON ${JSON.stringify(result)}`);
process.exit(0);
