import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { itOn } from '../helpers/db-only';
import { api, data, newSite, unique } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';

// The paid transaction is the guard against overselling and overusing a code: many payments at once
// on PostgreSQL (real concurrency, a worker per core) must take exactly the stock and use a limited
// code exactly as often as it allows, and one event delivered many times at once applies once.

let server: RunningServer;
let site: Awaited<ReturnType<typeof newSite>>;
let on: ReturnType<typeof api>;
const SECRET = `whsec_${unique('race')}`;

beforeAll(async () => {
  server = await startServer(inject('dbKind'), { RATE_LIMIT_CHECKOUT: '100000', RATE_LIMIT_QUOTE: '100000' });
  site = await newSite('Races Shop', server.url);
  on = api(site.host, server.url);
  expect((await on.put('/api/v1/sites', { settings: { payments: { stripe: { webhookSecret: SECRET } } } }, { token: site.ownerToken })).status).toBe(200);
}, 120_000);
afterAll(() => server?.stop());

const sign = (body: string) => {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex')}`;
};
const paidEvent = (orderUid: string) =>
  JSON.stringify({ id: unique('evt_'), type: 'checkout.session.completed', data: { object: { id: unique('cs_'), metadata: { order_uid: orderUid }, payment_status: 'paid' } } });
const deliver = (raw: string) => on.post('/payments/webhooks/stripe', undefined, { raw, headers: { 'content-type': 'application/json', 'stripe-signature': sign(raw) } });

async function variant(fields: Record<string, unknown>) {
  const post = await on.post('/api/v1/posts', { title: unique('Product '), type: 'product', status: 1 }, { token: site.ownerToken });
  const v = await on.post('/api/v1/variants', { postUid: data(post).item.uid, sku: unique('RACE-'), price: 1000, currency: 'EUR', ...fields }, { token: site.ownerToken });
  expect(v.status, v.text).toBe(201);
  return data(v).item.id as number;
}

// `n` pending orders of one unit each, made at once, then all paid at once.
async function checkoutAndPay(n: number, variantId: number, extra: Record<string, unknown> = {}) {
  const made = await Promise.all(Array.from({ length: n }, (_, i) => on.post('/payments/checkout', { items: [{ variantId, quantity: 1 }], email: `race${i}@example.test`, ...extra })));
  for (const m of made) expect(m.status, m.text).toBe(201);
  const uids = made.map((m) => data(m).item.uid as string);
  const paid = await Promise.all(uids.map((uid) => deliver(paidEvent(uid))));
  for (const p of paid) expect(p.status, p.text).toBe(200);
  return Promise.all(uids.map(async (uid) => data(await on.get(`/api/v1/orders/${uid}`, { token: site.ownerToken })).item as { status: string; flags: string[]; history: { status: string }[] }));
}

const stockOf = async (id: number) => data(await on.post('/api/v1/variants/check_stock', { items: [{ variantId: id, quantity: 1 }] })).items[0].stock as number;

describe('concurrent payments', () => {
  it('on either database: 6 payments for a stock of 5 leave one oversold order and no negative stock', async () => {
    const id = await variant({ stock: 5 });
    const orders = await checkoutAndPay(6, id);
    expect(orders.every((o) => o.status === 'paid')).toBe(true);
    expect(orders.filter((o) => o.flags.includes('oversold'))).toHaveLength(1);
    expect(await stockOf(id)).toBe(0);
  });

  itOn(
    'postgres',
    '20 concurrent checkouts and payments for a stock of 5: 5 served, 15 flagged oversold, stock 0',
    async () => {
      const id = await variant({ stock: 5 });
      const orders = await checkoutAndPay(20, id);
      expect(orders.every((o) => o.status === 'paid')).toBe(true);
      expect(orders.filter((o) => o.flags.length === 0)).toHaveLength(5);
      expect(orders.filter((o) => o.flags.includes('oversold'))).toHaveLength(15);
      expect(await stockOf(id)).toBe(0);
      const listed = data(await on.get('/api/v1/orders?flag=oversold&page_size=100', { token: site.ownerToken })).items as { uid: string }[];
      expect(listed.length).toBeGreaterThanOrEqual(15);
    },
    60_000,
  );

  itOn(
    'postgres',
    'a code with usageLimit 1 under 10 concurrent paid checkouts: used once, 9 flagged discount_unavailable',
    async () => {
      const id = await variant({ stock: null });
      const code = unique('RACE').toUpperCase();
      const d = await on.post('/api/v1/discounts', { code, kind: 'amount', value: 100, currency: 'EUR', usageLimit: 1 }, { token: site.ownerToken });
      expect(d.status, d.text).toBe(201);
      const orders = await checkoutAndPay(10, id, { discountCode: code });
      expect(orders.filter((o) => o.flags.includes('discount_unavailable'))).toHaveLength(9);
      expect(orders.filter((o) => o.flags.length === 0)).toHaveLength(1);
      expect(data(await on.get(`/api/v1/discounts/${data(d).item.id}`, { token: site.ownerToken })).item.usedCount).toBe(1);
    },
    60_000,
  );

  itOn(
    'postgres',
    '10 concurrent deliveries of one event apply it once',
    async () => {
      const id = await variant({ stock: 10 });
      const co = await on.post('/payments/checkout', { items: [{ variantId: id, quantity: 3 }], email: 'once@example.test' });
      const uid = data(co).item.uid as string;
      const raw = paidEvent(uid);
      const replies = await Promise.all(Array.from({ length: 10 }, () => deliver(raw)));
      expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect(await stockOf(id)).toBe(7);
      const order = data(await on.get(`/api/v1/orders/${uid}`, { token: site.ownerToken })).item;
      expect(order.status).toBe('paid');
      expect(order.history.filter((h: { status: string }) => h.status === 'paid')).toHaveLength(1);
    },
    60_000,
  );
});
