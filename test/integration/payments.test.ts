import { createHmac } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, data, newSite, unique, userWithRole } from '../helpers/http';
import { receiver } from '../helpers/receiver';
import { startServer, type RunningServer } from '../helpers/server';
import { smtpSink, type SmtpSink } from '../helpers/smtp-sink';

// Checkout, the signed payment webhook (docs/behaviours.md#B-stripe-webhook), the built-in test provider, orders, subscriptions
// and the Stripe Checkout request, against a real server. Variants and discounts are made through the
// API, as a shop owner would. Stripe itself is replaced by a local stand-in (STRIPE_API_URL) that
// records what the platform sends and answers a minimal session.

let server: RunningServer;
let sink: SmtpSink;
let stripe: { url: string; hits: { method: string; path: string; auth: string; form: URLSearchParams }[]; failing: boolean; close: () => Promise<void> };
let site: Awaited<ReturnType<typeof newSite>>;
let on: ReturnType<typeof api>;
let origin: string;
const WEBHOOK_SECRET = `whsec_${unique('pay')}`;

async function stripeStandIn(): Promise<typeof stripe> {
  const state = { hits: [] as typeof stripe.hits, failing: false };
  const srv = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      state.hits.push({ method: req.method ?? '', path: req.url ?? '', auth: String(req.headers.authorization ?? ''), form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')) });
      res.setHeader('content-type', 'application/json');
      if (state.failing) {
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'stand-in failure' } }));
        return;
      }
      const id = `cs_standin_${state.hits.length}`;
      res.end(JSON.stringify({ id, object: req.url?.includes('coupons') ? 'coupon' : 'checkout.session', url: `https://checkout.stripe.test/pay/${id}` }));
    });
  });
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(srv.address() as { port: number }).port}`;
  return Object.assign<typeof state, Pick<typeof stripe, 'url' | 'close'>>(state, { url, close: () => new Promise<void>((r) => srv.close(() => r())) });
}

const sign = (secret: string, body: string, t = Math.floor(Date.now() / 1000)) => `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
const completed = (orderUid: string) =>
  JSON.stringify({ id: unique('evt_'), type: 'checkout.session.completed', data: { object: { id: unique('cs_'), metadata: { order_uid: orderUid }, payment_status: 'paid' } } });
const deliver = (raw: string, signature: string) => on.post('/payments/webhooks/stripe', undefined, { raw, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });

async function product(title = 'Shirt') {
  const r = await on.post('/api/v1/posts', { title, type: 'product', status: 1 }, { token: site.ownerToken });
  expect(r.status, r.text).toBe(201);
  return data(r).item.uid as string;
}
async function variant(postUid: string, fields: Record<string, unknown>) {
  const r = await on.post('/api/v1/variants', { postUid, sku: unique('SKU-'), title: 'M', price: 2500, currency: 'EUR', ...fields }, { token: site.ownerToken });
  expect(r.status, r.text).toBe(201);
  return data(r).item as { id: number; sku: string; stock: number | null };
}
const stockOf = async (id: number) => data(await on.post('/api/v1/variants/check_stock', { items: [{ variantId: id, quantity: 1 }] })).items[0].stock as number | null;
const orderAs = async (uid: string, token?: string) => data(await on.get(`/api/v1/orders/${uid}`, { token: token ?? site.ownerToken })).item;

// A customer signed in by a mailed code: their address is proven, so the shop's order mail may reach it
// (an address typed at checkout gets none: test/security/mail-trust.test.ts).
async function provenBuyer() {
  const email = `${unique('buyer')}@example.test`;
  const since = sink.received.length;
  expect((await on.post('/api/v1/auth/login/code', { email })).status).toBe(200);
  const code = /\b(\d{6})\b/.exec((await sink.waitFor(email, { since })).text)?.[1];
  const r = await on.post('/api/v1/auth/login/verify', { email, code });
  expect(r.status, r.text).toBe(200);
  return { uid: data(r).item.uid as string, email, token: data(r).token as string };
}

// Pays an order through the test provider's page, as a browser does.
async function payOnTestPage(checkoutUrl: string) {
  const u = new URL(checkoutUrl);
  const page = await on.get(`${u.pathname}${u.search}`, { headers: { accept: 'text/html' } });
  expect(page.status, page.text).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  return on.post(`${u.pathname}${u.search}`, undefined, { raw: '', headers: { origin, 'content-type': 'application/x-www-form-urlencoded' } });
}

beforeAll(async () => {
  sink = await smtpSink();
  stripe = await stripeStandIn();
  server = await startServer(inject('dbKind'), { SMTP_URL: sink.url, STRIPE_API_URL: stripe.url, RATE_LIMIT_CHECKOUT: '100000', RATE_LIMIT_QUOTE: '100000' });
  site = await newSite('Pay Shop', server.url);
  on = api(site.host, server.url);
  origin = `http://${site.host}:${new URL(server.url).port}`;
  const s = await on.put('/api/v1/sites', { settings: { payments: { stripe: { webhookSecret: WEBHOOK_SECRET } } } }, { token: site.ownerToken });
  expect(s.status, s.text).toBe(200);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await sink?.close();
  await stripe?.close();
});

describe('checkout', () => {
  it('prices on the server: a client-sent price or total is ignored', async () => {
    const v = await variant(await product(), { price: 2500, stock: 5 });
    const r = await on.post('/payments/checkout', { items: [{ variantId: v.id, quantity: 2, price: 1, unitPrice: 1 }], email: 'Buyer@Example.test', total: 1, subtotal: 1 });
    expect(r.status, r.text).toBe(201);
    const o = data(r).item;
    expect(o).toMatchObject({ status: 'pending', subtotal: 5000, total: 5000, discount: 0, currency: 'EUR', email: 'buyer@example.test', provider: 'test', buyerUid: null });
    // The seller is the site's owner: the account behind the owner's token.
    const owner = await api(site.host, server.url).get('/api/v1/auth/me', { token: site.ownerToken });
    expect(o.sellerUid).toBe(data(owner).item.uid);
    expect(o.items[0]).toMatchObject({ variantId: v.id, quantity: 2, unitPrice: 2500, lineTotal: 5000 });
    expect(o.checkoutUrl).toMatch(new RegExp(`^${origin}/payments/test/${o.uid}\\?token=[\\w-]+$`));
  });

  it('refuses unknown variants, empty carts, both or neither of cartId and items, lines over stock and bad codes', async () => {
    const v = await variant(await product(), { stock: 1 });
    const co = (body: Record<string, unknown>) => on.post('/payments/checkout', { email: 'x@example.test', ...body });
    expect((await co({ items: [{ variantId: 999999, quantity: 1 }] })).status).toBe(422);
    expect((await co({})).status).toBe(422);
    expect((await co({ cartId: 'x'.repeat(43), items: [{ variantId: v.id, quantity: 1 }] })).status).toBe(422);
    expect((await co({ cartId: 'no-such-cart-'.padEnd(43, 'x') })).status).toBe(422);
    const over = await co({ items: [{ variantId: v.id, quantity: 2 }] });
    expect(over.status).toBe(422);
    expect(over.text).toContain(v.sku);
    const bad = await co({ items: [{ variantId: v.id, quantity: 1 }], discountCode: 'NOPE' });
    expect(bad.status).toBe(422);
    expect(bad.text).toMatch(/discountCode/);
  });
});

describe('the payment webhook', () => {
  it('bad, stale or wrongly keyed signatures: 400 and nothing changes; a replay changes nothing', async () => {
    const v = await variant(await product(), { stock: 3 });
    const cart = await on.post('/api/v1/cart/session', { items: [{ variantId: v.id, quantity: 2 }] });
    expect(cart.status, cart.text).toBe(201);
    const co = await on.post('/payments/checkout', { cartId: data(cart).item.id, email: 'hook@example.test' });
    expect(co.status, co.text).toBe(201);
    const order = data(co).item;
    const event = completed(order.uid);
    expect((await deliver(event, sign('whsec_wrong', event))).status).toBe(400);
    expect((await deliver(event, sign(WEBHOOK_SECRET, event, Math.floor(Date.now() / 1000) - 3600))).status).toBe(400);
    expect((await deliver(event, sign(WEBHOOK_SECRET, event, Math.floor(Date.now() / 1000) + 3600))).status).toBe(400);
    expect((await deliver(event, '')).status).toBe(400);
    // Signed right, but the body changed on the way.
    expect((await deliver(event.replace('paid', 'paid '), sign(WEBHOOK_SECRET, event))).status).toBe(400);
    expect((await orderAs(order.uid)).status).toBe('pending');
    expect(await stockOf(v.id)).toBe(3);

    for (let i = 0; i < 3; i++) {
      const ok = await deliver(event, sign(WEBHOOK_SECRET, event));
      expect(ok.status, ok.text).toBe(200);
      expect(data(ok).received).toBe(true);
    }
    const paid = await orderAs(order.uid);
    expect(paid).toMatchObject({ status: 'paid', flags: [] });
    expect(paid.paidAt).toBeTruthy();
    expect(await stockOf(v.id)).toBe(1);
    // Its cart starts again empty.
    expect(data(await on.get(`/api/v1/cart/session/${data(cart).item.id}`)).item.items).toEqual([]);
    // The same event re-signed with a wrong key, and a new event for the paid order: nothing more.
    expect((await deliver(event, sign('whsec_other', event))).status).toBe(400);
    const later = completed(order.uid);
    expect((await deliver(later, sign(WEBHOOK_SECRET, later))).status).toBe(200);
    expect(await stockOf(v.id)).toBe(1);
    expect((await orderAs(order.uid)).history.filter((h: { status: string }) => h.status === 'paid')).toHaveLength(1);
    // Unknown types are recorded and ignored.
    const other = JSON.stringify({ id: unique('evt_'), type: 'charge.refunded', data: { object: { id: 'ch_1' } } });
    expect((await deliver(other, sign(WEBHOOK_SECRET, other))).status).toBe(200);
  });
});

describe('the test provider', () => {
  it('pays from its page: order paid, confirmation mailed, stock taken, variant sold and frozen', async () => {
    const v = await variant(await product('Mug'), { price: 1200, stock: 4 });
    const buyer = await provenBuyer();
    const co = await on.post('/payments/checkout', { items: [{ variantId: v.id, quantity: 3 }], email: buyer.email }, { token: buyer.token });
    expect(co.status, co.text).toBe(201);
    const order = data(co).item;
    expect(order.buyerUid).toBe(buyer.uid);
    const u = new URL(order.checkoutUrl);
    // Another origin's form, or a wrong token, pays nothing.
    expect((await on.post(`${u.pathname}${u.search}`, undefined, { raw: '', headers: { origin: 'http://evil.example' } })).status).toBe(403);
    expect((await on.get(`${u.pathname}?token=wrong`)).status).toBe(403);
    expect((await orderAs(order.uid)).status).toBe('pending');

    const since = sink.received.length;
    const paid = await payOnTestPage(order.checkoutUrl);
    expect(paid.status, paid.text).toBe(303);
    const to = new URL(paid.headers.location!);
    expect(`${to.origin}${to.pathname}`).toBe(`${origin}/order`);
    expect(to.searchParams.get('uid')).toBe(order.uid);
    // The confirmation's token reads the order without any session.
    const guest = await on.get(`/api/v1/orders/${order.uid}?token=${encodeURIComponent(to.searchParams.get('token')!)}`);
    expect(guest.status).toBe(200);
    expect(data(guest).item.status).toBe('paid');
    expect(await stockOf(v.id)).toBe(1);
    const mail = await sink.waitFor(buyer.email, { since, ms: 20_000, match: (m) => m.subject.includes(order.uid) });
    expect(mail.subject).toContain(order.uid);
    expect(mail.text).toContain('€36.00');
    expect(mail.text).toContain('Mug');
    expect(mail.html).toContain(`/order?uid=${order.uid}`);
    // Sold: price, currency and sku are frozen.
    expect((await on.put(`/api/v1/variants/${v.id}`, { price: 1 }, { token: site.ownerToken })).status).toBe(422);
    // A second visit to the page goes to the confirmation.
    const again = await on.get(`${u.pathname}${u.search}`);
    expect(again.status).toBe(303);
    expect(data(await on.get('/api/v1/orders/mine', { token: buyer.token })).items.map((o: { uid: string }) => o.uid)).toContain(order.uid);
  });
});

describe('the order webhook slot', () => {
  it("delivers order.created, order.paid and order.updated, signed with the slot's secret", async () => {
    const rx = await receiver();
    try {
      const put = await on.put('/api/v1/webhooks', { order: { url: `${rx.url}/orders`, enabled: true } }, { token: site.ownerToken });
      expect(put.status, put.text).toBe(200);
      const secret = data(put).item.order.secret as string;
      const v = await variant(await product('Hooked'), { price: 700 });
      const co = await on.post('/payments/checkout', { items: [{ variantId: v.id, quantity: 1 }], email: 'hook@example.test' });
      expect(co.status, co.text).toBe(201);
      const uid = data(co).item.uid as string;
      expect((await payOnTestPage(data(co).item.checkoutUrl)).status).toBe(303);
      expect((await on.patch(`/api/v1/orders/${uid}`, { status: 'shipped', tracking: 'T-1' }, { token: site.ownerToken })).status).toBe(200);
      for (const type of ['order.created', 'order.paid', 'order.updated']) {
        const hit = await rx.waitFor((h) => h.body.includes(`"${type}"`) && h.body.includes(uid), 20_000);
        expect(hit, type).toBeDefined();
        const body = JSON.parse(hit!.body);
        expect(body.data.order.uid).toBe(uid);
        const id = String(hit!.headers['webhook-id']);
        const ts = String(hit!.headers['webhook-timestamp']);
        const mac = createHmac('sha256', Buffer.from(secret.slice(6), 'base64'))
          .update(`${id}.${ts}.${hit!.body}`)
          .digest('base64');
        expect(String(hit!.headers['webhook-signature']).split(' ')).toContain(`v1,${mac}`);
      }
      expect(JSON.parse((await rx.waitFor((h) => h.body.includes('"order.updated"') && h.body.includes(uid)))!.body).data.order).toMatchObject({ status: 'shipped', tracking: 'T-1' });
    } finally {
      await on.put('/api/v1/webhooks', { order: { url: null } }, { token: site.ownerToken });
      await rx.close();
    }
  });
});

describe('orders', () => {
  it('access: buyer, seller, role 2+ or the token read one; role 3+ lists and updates with history', async () => {
    const v = await variant(await product(), { price: 500 });
    const buyer = await userWithRole(site, 1, 'Buyer');
    const stranger = await userWithRole(site, 1, 'Stranger');
    const writer = await userWithRole(site, 2, 'Writer');
    const marketer = await userWithRole(site, 3, 'Marketer');
    const co = await on.post('/payments/checkout', { items: [{ variantId: v.id, quantity: 1 }], email: buyer.email }, { token: buyer.token });
    const order = data(co).item;
    const token = new URL(order.checkoutUrl).searchParams.get('token')!;
    const read = (opts: { token?: string; query?: string }) => on.get(`/api/v1/orders/${order.uid}${opts.query ?? ''}`, { token: opts.token });
    expect((await read({ token: buyer.token })).status).toBe(200);
    expect((await read({ token: site.ownerToken })).status).toBe(200);
    expect((await read({ token: writer.token })).status).toBe(200);
    expect((await read({ token: stranger.token })).status).toBe(403);
    expect((await read({})).status).toBe(401);
    expect((await read({ query: `?token=${token}` })).status).toBe(200);
    expect((await read({ query: '?token=forged' })).status).toBe(401);
    expect((await on.get('/api/v1/orders/nosuchorder000000', { token: site.ownerToken })).status).toBe(404);
    // The token of one site's order opens nothing on another site.
    const other = await newSite('Other', server.url);
    expect((await api(other.host, server.url).get(`/api/v1/orders/${order.uid}?token=${token}`)).status).toBe(404);

    expect((await on.get('/api/v1/orders', { token: writer.token })).status).toBe(403);
    const list = await on.get(`/api/v1/orders?q=${encodeURIComponent(buyer.email.toUpperCase())}`, { token: marketer.token });
    expect(list.status).toBe(200);
    expect(data(list).items.map((o: { uid: string }) => o.uid)).toEqual([order.uid]);
    expect(data(await on.get(`/api/v1/orders?q=${order.uid.slice(0, 6)}&status=pending`, { token: marketer.token })).items.map((o: { uid: string }) => o.uid)).toContain(order.uid);

    // A pending order can only be cancelled; pay it, then ship it.
    expect((await on.patch(`/api/v1/orders/${order.uid}`, { status: 'shipped' }, { token: marketer.token })).status).toBe(422);
    const event = completed(order.uid);
    expect((await deliver(event, sign(WEBHOOK_SECRET, event))).status).toBe(200);
    expect((await on.patch(`/api/v1/orders/${order.uid}`, { status: 'paid' }, { token: marketer.token })).status).toBe(422);
    expect((await on.patch(`/api/v1/orders/${order.uid}`, { status: 'pending' }, { token: marketer.token })).status).toBe(422);
    expect((await on.patch(`/api/v1/orders/${order.uid}`, { tracking: 'T1' }, { token: writer.token })).status).toBe(403);
    const shipped = await on.patch(`/api/v1/orders/${order.uid}`, { status: 'shipped', tracking: 'TRACK-9', note: 'sent by post' }, { token: marketer.token });
    expect(shipped.status, shipped.text).toBe(200);
    expect(data(shipped).item).toMatchObject({ status: 'shipped', tracking: 'TRACK-9' });
    const history = (await orderAs(order.uid)).history;
    expect(history.map((h: { status: string }) => h.status)).toEqual(['pending', 'paid', 'shipped']);
    expect(history[2]).toMatchObject({ note: 'sent by post', actorUid: expect.any(String) });
    // The site log has a row per status (written after the answer).
    let logged = 0;
    for (let i = 0; i < 50 && logged === 0; i++) {
      logged = data(await on.get('/api/v1/logs?kind=order.shipped', { token: site.ownerToken })).items?.length ?? 0;
      if (!logged) await new Promise((r) => setTimeout(r, 100));
    }
    expect(logged).toBeGreaterThan(0);
  });
});

describe('subscriptions and discounts', () => {
  it('a recurring variant starts a subscription; cancelling keeps the paid period', async () => {
    const v = await variant(await product('Coffee club'), { price: 900, interval: 'month', intervalCount: 1 });
    const buyer = await userWithRole(site, 1, 'Subscriber');
    const co = await on.post('/payments/checkout', { items: [{ variantId: v.id, quantity: 1 }], email: buyer.email }, { token: buyer.token });
    expect((await payOnTestPage(data(co).item.checkoutUrl)).status).toBe(303);
    const order = await orderAs(data(co).item.uid);
    expect(order.subscriptions).toHaveLength(1);
    const mine = data(await on.get('/api/v1/subscriptions/mine', { token: buyer.token })).items;
    expect(mine).toHaveLength(1);
    const sub = mine[0];
    expect(sub).toMatchObject({ status: 'active', interval: 'month', price: 900, orderUid: order.uid, provider: 'test', cancelledAt: null });
    const days = (Date.parse(sub.currentPeriodEnd) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const stranger = await userWithRole(site, 1, 'Stranger');
    expect((await on.post(`/api/v1/subscriptions/${sub.uid}/cancel`, {}, { token: stranger.token })).status).toBe(403);
    expect((await on.get('/api/v1/subscriptions', { token: buyer.token })).status).toBe(403);
    const cancelled = await on.post(`/api/v1/subscriptions/${sub.uid}/cancel`, {}, { token: buyer.token });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(data(cancelled).item).toMatchObject({ status: 'cancelled', currentPeriodEnd: sub.currentPeriodEnd });
    expect(data(cancelled).item.cancelledAt).toBeTruthy();
    expect(data(await on.get('/api/v1/subscriptions?status=cancelled', { token: site.ownerToken })).items.map((s: { uid: string }) => s.uid)).toContain(sub.uid);
  });

  it('a quote never uses a code; a paid checkout does, once', async () => {
    const v = await variant(await product(), { price: 2000 });
    const code = unique('ONCE').toUpperCase();
    const d = await on.post('/api/v1/discounts', { code, kind: 'percent', value: 25, usageLimit: 1 }, { token: site.ownerToken });
    expect(d.status, d.text).toBe(201);
    for (let i = 0; i < 3; i++) {
      const q = await on.post('/api/v1/discounts/quote', { code, items: [{ variantId: v.id, quantity: 1 }] });
      expect(data(q).item).toMatchObject({ valid: true, discount: 500, total: 1500 });
    }
    const usedCount = async () => data(await on.get(`/api/v1/discounts/${data(d).item.id}`, { token: site.ownerToken })).item.usedCount;
    expect(await usedCount()).toBe(0);
    const co = await on.post('/payments/checkout', { items: [{ variantId: v.id, quantity: 1 }], email: 'code@example.test', discountCode: code.toLowerCase() });
    expect(data(co).item).toMatchObject({ total: 1500, discount: 500, discountCode: code });
    expect((await payOnTestPage(data(co).item.checkoutUrl)).status).toBe(303);
    expect(await usedCount()).toBe(1);
    expect((await on.post('/payments/checkout', { items: [{ variantId: v.id, quantity: 1 }], email: 'next@example.test', discountCode: code })).status).toBe(422);
  });
});

describe('Stripe', () => {
  it("checkout calls nothing; the checkout page makes the session with the server's prices, and a Stripe failure is a page", async () => {
    const shop = await newSite('Stripe Shop', server.url);
    const s = api(shop.host, server.url);
    expect((await s.put('/api/v1/sites', { settings: { payments: { stripe: { secretKey: 'sk_test_standin' } } } }, { token: shop.ownerToken })).status).toBe(200);
    const post = await s.post('/api/v1/posts', { title: 'Tea', type: 'product', status: 1 }, { token: shop.ownerToken });
    const v = await s.post('/api/v1/variants', { postUid: data(post).item.uid, sku: 'TEA-1', title: 'Green', price: 1250, currency: 'usd' }, { token: shop.ownerToken });
    const before = stripe.hits.length;
    const co = await s.post('/payments/checkout', { items: [{ variantId: data(v).item.id, quantity: 2 }], email: 'tea@example.test' });
    expect(co.status, co.text).toBe(201);
    const order = data(co).item;
    expect(order.provider).toBe('stripe');
    expect(stripe.hits.length).toBe(before);
    const u = new URL(order.checkoutUrl);
    expect(u.pathname).toBe(`/payments/stripe/${order.uid}`);

    const go = await s.get(`${u.pathname}${u.search}`);
    expect(go.status, go.text).toBe(303);
    expect(go.headers.location).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_standin_/);
    const hit = stripe.hits.at(-1)!;
    expect(hit.method).toBe('POST');
    expect(hit.path).toBe('/v1/checkout/sessions');
    expect(hit.auth).toBe('Bearer sk_test_standin');
    const f = hit.form;
    expect(f.get('mode')).toBe('payment');
    expect(f.get('line_items[0][price_data][unit_amount]')).toBe('1250');
    expect(f.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(f.get('line_items[0][quantity]')).toBe('2');
    expect(f.get('metadata[order_uid]')).toBe(order.uid);
    expect(f.get('customer_email')).toBe('tea@example.test');
    expect(f.get('success_url')).toMatch(new RegExp(`/order\\?uid=${order.uid}&token=`));
    expect(f.get('cancel_url')).toMatch(/\/cart$/);

    // Failing on every attempt (the client retries once).
    stripe.failing = true;
    const co2 = await s.post('/payments/checkout', { items: [{ variantId: data(v).item.id, quantity: 1 }], email: 'tea@example.test' });
    const u2 = new URL(data(co2).item.checkoutUrl);
    const failed = await s.get(`${u2.pathname}${u2.search}`);
    expect(failed.status).toBe(502);
    expect(failed.headers['content-type']).toMatch(/text\/html/);
    expect(failed.text).toContain('Nothing was charged');
    expect(failed.text).not.toContain('stand-in failure');
    stripe.failing = false;
  });

  it('a shop taking Stripe payments cannot be paid through the test provider, even for an order made before its key', async () => {
    const shop = await newSite('Going live', server.url);
    const s = api(shop.host, server.url);
    const shopOrigin = `http://${shop.host}:${new URL(server.url).port}`;
    const post = await s.post('/api/v1/posts', { title: 'Beans', type: 'product', status: 1 }, { token: shop.ownerToken });
    const v = await s.post('/api/v1/variants', { postUid: data(post).item.uid, sku: 'BEAN-1', price: 900, currency: 'EUR' }, { token: shop.ownerToken });
    const early = data(await s.post('/payments/checkout', { items: [{ variantId: data(v).item.id, quantity: 1 }], email: 'early@example.test' })).item;
    expect(early.provider).toBe('test');
    expect((await s.put('/api/v1/sites', { settings: { payments: { stripe: { secretKey: 'sk_test_live_now' } } } }, { token: shop.ownerToken })).status).toBe(200);
    const live = data(await s.post('/payments/checkout', { items: [{ variantId: data(v).item.id, quantity: 1 }], email: 'live@example.test' })).item;
    expect(live.provider).toBe('stripe');
    const liveToken = new URL(live.checkoutUrl).searchParams.get('token')!;
    const earlyUrl = new URL(early.checkoutUrl);
    for (const path of [`/payments/test/${live.uid}?token=${encodeURIComponent(liveToken)}`, `${earlyUrl.pathname}${earlyUrl.search}`]) {
      expect((await s.get(path)).status).toBe(403);
      expect((await s.post(path, undefined, { raw: '', headers: { origin: shopOrigin, 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(403);
    }
    for (const o of [early, live]) expect(data(await s.get(`/api/v1/orders/${o.uid}`, { token: shop.ownerToken })).item.status).toBe('pending');
  });
});
