import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newSite, request } from '../helpers/http';
import { startCluster, type RunningCluster } from '../helpers/server';

// Every drop the dialect makes, read through its prototype's methods: forloop (parentloop too),
// tablerowloop, empty and floats (LiquidFloat). When a process held two copies of liquidjs, the worker that had
// seeded the demo site printed `[  3]` for the first loop (lib/liquid/core/one-runtime.ts).
const DROPS = [
  '{% for x in (1..3) %}[{{ forloop.index }} {{ forloop.index0 }} {{ forloop.rindex }} {{ forloop.rindex0 }} {{ forloop.first }} {{ forloop.last }} {{ forloop.length }}]{% endfor %}',
  '{% for a in (1..2) %}{% for b in (1..2) %}<{{ forloop.parentloop.index }}.{{ forloop.index }}>{% endfor %}{% endfor %}',
  '{% tablerow x in (1..3) cols: 2 %}{{ tablerowloop.row }}{{ tablerowloop.col }}{{ tablerowloop.col_first }}{{ tablerowloop.col_last }}{% endtablerow %}',
  '{% assign s = "" %}{% if s == empty %}E{% endif %} {{ 1.5 | times: 2 }} {% if 1.5 == 1.5 %}F{% endif %}',
].join('\n');
const EXPECTED = [
  '[1 0 3 2 true false 3][2 1 2 1 false false 3][3 2 1 0 false true 3]',
  '<1.1><1.2><2.1><2.2>',
  '<tr class="row1">\n<td class="col1">11truefalse</td><td class="col2">12falsetrue</td></tr>\n<tr class="row2"><td class="col1">21truetrue</td></tr>\n',
  'E 3.0 F',
].join('\n');

// The request lines of the server log name the process that answered (`pid`) and the request id the
// answer carries; a line is written just after its answer, so it is waited for.
async function answeredBy(output: () => string, requestId: string): Promise<number> {
  for (const until = Date.now() + 5_000; Date.now() < until; await new Promise((r) => setTimeout(r, 20))) {
    for (const line of output().split('\n')) {
      if (!line.includes(requestId)) continue;
      const row = JSON.parse(line) as { pid?: number; reqId?: string };
      if (row.reqId === requestId && row.pid) return row.pid;
    }
  }
  throw new Error(`no log line for request ${requestId}`);
}

// `npm start` on a fresh embedded database (the newcomer's first start): the worker that creates the
// demo site serves pages beside the others, and each must render the same.
describe('one liquidjs per serving worker (npm start, empty data folder)', () => {
  let cluster: RunningCluster;
  const servingPids = () => [...cluster.output().matchAll(/worker (\d+) serving/g)].map((m) => Number(m[1]));

  beforeAll(async () => {
    cluster = await startCluster({ WEB_CONCURRENCY: '2', ALLOW_PRIVATE_FETCH: 'true' }, 3, 'pglite');
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
  });

  // Until each serving worker has answered twice: a new connection per request, so the primary hands
  // each to a worker anew; a new query string each time, so no answer comes from a page cache.
  async function everyWorkerTwice(host: string, path: string, status = 200): Promise<Map<number, string[]>> {
    const seen = new Map<number, string[]>();
    const wanted = servingPids();
    expect(wanted.length).toBe(2);
    expect(cluster.output()).toContain('created the demo site');
    for (let i = 0; i < 40 && !wanted.every((pid) => (seen.get(pid)?.length ?? 0) >= 2); i++) {
      const r = await request(host, 'GET', `${path}?n=${i}`, { base: cluster.url, headers: { accept: 'text/html', connection: 'close' } });
      expect(r.status, r.text).toBe(status);
      const pid = await answeredBy(cluster.output, String(r.headers['x-request-id']));
      seen.set(pid, [...(seen.get(pid) ?? []), r.text]);
    }
    for (const pid of wanted) expect(seen.get(pid)?.length ?? 0, `worker ${pid} answered`).toBeGreaterThanOrEqual(2);
    return seen;
  }

  it("renders every drop's fields on every serving worker, twice each", async () => {
    const site = await newSite('Drops', cluster.url);
    const t = await api(site.host, cluster.url).post('/api/v1/templates', { title: 'Drops', type: 'page', permalink: '/drops', body: DROPS }, { token: site.ownerToken });
    expect(t.status, t.text).toBe(201);
    for (const [pid, answers] of await everyWorkerTwice(site.host, '/drops')) {
      for (const text of answers) expect(text, `worker ${pid}`).toBe(EXPECTED);
    }
  }, 90_000);

  it("preselects the first size on the demo's product pages on every serving worker", async () => {
    const shop = await request('demo.localhost', 'GET', '/shop', { base: cluster.url, headers: { accept: 'text/html' } });
    const product = /href="(\/products\/[^"]+)"/.exec(shop.text)?.[1];
    expect(product, shop.text.slice(0, 300)).toBeTruthy();
    for (const [pid, answers] of await everyWorkerTwice('demo.localhost', product!)) {
      for (const text of answers) expect(text.match(/name="variant"[^>]* checked>/g)?.length, `worker ${pid}`).toBe(1);
    }
  }, 90_000);

  // {% not_found %} throws a signal the pipeline must recognise: an engine of another bundle than the
  // pipeline's answered 500 on the worker that had seeded the demo (lib/pages/site-engine.ts).
  it('answers 404 for a product nothing has on every serving worker', async () => {
    expect((await everyWorkerTwice('demo.localhost', '/products/no-such-coffee', 404)).size).toBe(2);
  }, 90_000);
});
