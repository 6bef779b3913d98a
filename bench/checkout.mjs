// Checkout to paid (issue 14): one round trip is POST /payments/checkout (one line of a variant with
// unlimited stock) and then POST /payments/webhooks/stripe with that order's checkout.session.completed
// event, signed as Stripe signs it: the order is priced, written, then paid in one transaction (stock,
// history, mail and outbox rows). Measured at one connection (a buyer's latency) and at CONCURRENT
// connections (orders/second), against a baseline from the same run and server, interleaved: two lead
// submits in a row (two public JSON writes, as a round trip is two requests). Warm-up, median of
// CFG.runs runs. Its row: bench/rows/checkout.mjs (after the HTTP rows of PostgreSQL).
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';

const CONCURRENT = 10;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

function send(agent, port, host, path, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, host: '127.0.0.1', port, path, method: 'POST', headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const sign = (secret, body) => {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
};

// One checkout and its payment; throws on any unexpected answer (a bench of failures measures nothing).
export async function roundTrip(agent, port, shop, i) {
  const co = await send(agent, port, shop.host, '/payments/checkout', JSON.stringify({ items: [{ variantId: shop.variantId, quantity: 1 }], email: `bench${i}@example.test` }));
  if (co.status !== 201) throw new Error(`checkout: ${co.status} ${co.text.slice(0, 200)}`);
  const uid = JSON.parse(co.text).data.item.uid;
  const event = JSON.stringify({
    id: `evt_bench_${randomBytes(8).toString('hex')}`,
    type: 'checkout.session.completed',
    data: { object: { id: `cs_bench_${i}`, metadata: { order_uid: uid }, payment_status: 'paid' } },
  });
  const paid = await send(agent, port, shop.host, '/payments/webhooks/stripe', event, { 'stripe-signature': sign(shop.secret, event) });
  if (paid.status !== 200) throw new Error(`webhook: ${paid.status} ${paid.text.slice(0, 200)}`);
}

// The baseline: two lead submits (JSON), one after the other.
async function leadPair(agent, port, shop, i) {
  for (let k = 0; k < 2; k++) {
    const r = await send(agent, port, shop.host, '/api/v1/leads', JSON.stringify({ form: 'bench', data: { email: `lead${i}@example.test`, n: k } }));
    if (r.status !== 201) throw new Error(`lead: ${r.status} ${r.text.slice(0, 200)}`);
  }
}

// `connections` loops, each one round trip at a time, for `seconds`: per second and exact percentiles.
async function load(fn, port, shop, connections, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times = [];
  let n = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await fn(agent, port, shop, n++);
        times.push(performance.now() - t0);
      }
    }),
  );
  agent.destroy();
  const sorted = times.sort((a, b) => a - b);
  return { rps: times.length / ((performance.now() - started) / 1000), p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), count: times.length };
}

export async function setupShop(port, request) {
  const subdomain = `shop${Math.random().toString(36).slice(2, 8)}`;
  const r = await request(port, 'localhost', 'POST', '/api/v1/sites/new', { json: { subdomain, name: 'Bench shop', email: `${subdomain}@example.test`, password: 'bench-owner-password' } });
  if (r.status !== 201) throw new Error(`POST /api/v1/sites/new: ${r.status} ${r.text.slice(0, 200)}`);
  const host = `${subdomain}.localhost`;
  const auth = { authorization: `Bearer ${r.json.data.token}` };
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const s = await request(port, host, 'PUT', '/api/v1/sites', { headers: auth, json: { settings: { payments: { stripe: { webhookSecret: secret } } } } });
  if (s.status !== 200) throw new Error(`PUT /api/v1/sites: ${s.status} ${s.text.slice(0, 200)}`);
  const post = await request(port, host, 'POST', '/api/v1/posts', { headers: auth, json: { title: 'Bench product', type: 'product', status: 1 } });
  if (post.status !== 201) throw new Error(`POST /api/v1/posts: ${post.status} ${post.text.slice(0, 200)}`);
  const v = await request(port, host, 'POST', '/api/v1/variants', { headers: auth, json: { postUid: post.json.data.item.uid, sku: 'BENCH-1', price: 1999, currency: 'EUR' } });
  if (v.status !== 201) throw new Error(`POST /api/v1/variants: ${v.status} ${v.text.slice(0, 200)}`);
  return { host, auth, secret, variantId: v.json.data.item.id };
}

// ctx: { db, port, request, progress, cfg }
export async function checkoutRows(ctx) {
  const { db, port, request, progress, cfg } = ctx;
  const shop = await setupShop(port, request);
  const rows = [];
  for (const conns of [1, CONCURRENT]) {
    const label = `[${db}] checkout -> paid round trip, ${conns} connection${conns === 1 ? '' : 's'} (baseline: two lead submits)`;
    progress(`${label}: warm-up ${cfg.warmup} s each`);
    await load(roundTrip, port, shop, conns, cfg.warmup);
    await load(leadPair, port, shop, conns, cfg.warmup);
    const runs = { checkout: [], baseline: [] };
    for (let i = 0; i < cfg.runs; i++) {
      for (const [key, fn] of [
        ['checkout', roundTrip],
        ['baseline', leadPair],
      ]) {
        const r = await load(fn, port, shop, conns, cfg.seconds);
        runs[key].push(r);
        progress(`${label}: run ${i + 1}/${cfg.runs} ${key}: ${r.rps.toFixed(1)}/s, p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms`);
      }
    }
    const sum = (list) => ({ rps: median(list.map((r) => r.rps)), p50: median(list.map((r) => r.p50)), p99: median(list.map((r) => r.p99)), runs: list });
    rows.push({ id: conns === 1 ? 'checkout-1' : 'checkout', db, connections: conns, label, checkout: sum(runs.checkout), baseline: sum(runs.baseline) });
  }
  // Every order was paid: none is left pending.
  const pending = await request(port, shop.host, 'GET', '/api/v1/orders?status=pending&page_size=1', { headers: shop.auth });
  const paid = await request(port, shop.host, 'GET', '/api/v1/orders?status=paid&page_size=1', { headers: shop.auth });
  const counts = { paid: paid.json?.data?.pagination?.total_entries ?? null, pending: pending.json?.data?.pagination?.total_entries ?? null };
  for (const r of rows) r.orders = counts;
  return rows;
}

export function checkoutTable(rows, fmtMs) {
  return rows.map(
    (r) =>
      `${r.label.padEnd(96)}  ${r.checkout.rps.toFixed(1)} orders/s, p50 ${fmtMs(r.checkout.p50)} ms, p99 ${fmtMs(r.checkout.p99)} ms · baseline ${r.baseline.rps.toFixed(1)}/s p99 ${fmtMs(r.baseline.p99)} ms · x${(r.checkout.rps / r.baseline.rps).toFixed(2)} of the baseline's rate · ${r.orders.paid} orders paid, ${r.orders.pending} pending`,
  );
}
