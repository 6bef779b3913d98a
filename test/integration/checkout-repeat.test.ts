import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, data, newSite, unique } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';

// Issue 47: a checkout that is not paid is an abandoned checkout, not a sale. Checking one cart out
// again (back from the payment page) updates its pending order instead of adding one, two checkouts
// at once included; the discount code kept with the cart stays applied and is used only when paid;
// the orders list and the overview count sales only unless asked for checkouts.

let server: RunningServer;
let site: Awaited<ReturnType<typeof newSite>>;
let on: ReturnType<typeof api>;
let origin: string;

beforeAll(async () => {
  server = await startServer(inject('dbKind'), { RATE_LIMIT_CHECKOUT: '100000', RATE_LIMIT_QUOTE: '100000' });
  site = await newSite('Return Shop', server.url);
  on = api(site.host, server.url);
  origin = `http://${site.host}:${new URL(server.url).port}`;
}, 120_000);
afterAll(() => server?.stop());

interface Order {
  uid: string;
  status: string;
  email: string;
  total: number;
  subtotal: number;
  discount: number;
  discountCode: string | null;
  checkoutUrl: string;
  items: { quantity: number }[];
  history: { status: string; note: string | null }[];
}

async function variant(price = 1000, stock: number | null = 50) {
  const post = await on.post('/api/v1/posts', { title: unique('Beans '), type: 'product', status: 1 }, { token: site.ownerToken });
  const v = await on.post('/api/v1/variants', { postUid: data(post).item.uid, sku: unique('RET-'), title: '250 g', price, currency: 'EUR', stock }, { token: site.ownerToken });
  expect(v.status, v.text).toBe(201);
  return data(v).item.id as number;
}
async function sessionCart(variantId: number, quantity: number, discountCode?: string) {
  const r = await on.post('/api/v1/cart/session', { items: [{ variantId, quantity }], ...(discountCode ? { discountCode } : {}) });
  expect(r.status, r.text).toBe(201);
  return data(r).item.id as string;
}
async function checkout(body: Record<string, unknown>): Promise<Order> {
  const r = await on.post('/payments/checkout', body);
  expect(r.status, r.text).toBe(201);
  return data(r).item as Order;
}
const orderOf = async (uid: string) => data(await on.get(`/api/v1/orders/${uid}`, { token: site.ownerToken })).item as Order;
const listed = async (query: string) => (data(await on.get(`/api/v1/orders?page_size=100&${query}`, { token: site.ownerToken })).items as Order[]).map((o) => o.uid);
const discountUses = async (id: number) => data(await on.get(`/api/v1/discounts/${id}`, { token: site.ownerToken })).item.usedCount as number;

// The Pay button of the test provider's page, as a browser posts it.
async function pay(checkoutUrl: string) {
  const u = new URL(checkoutUrl);
  const r = await on.post(`${u.pathname}${u.search}`, undefined, { raw: '', headers: { origin, 'content-type': 'application/x-www-form-urlencoded' } });
  expect(r.status, r.text).toBe(303);
}

const WEBHOOK_SECRET = `whsec_${unique('ret')}`;
// A checkout.session.completed event as Stripe signs it, charging `amount` of the order.
async function stripePaid(orderUid: string, amount: number) {
  const raw = JSON.stringify({
    id: unique('evt_'),
    type: 'checkout.session.completed',
    data: { object: { id: unique('cs_'), metadata: { order_uid: orderUid }, payment_status: 'paid', amount_total: amount, currency: 'eur' } },
  });
  const t = Math.floor(Date.now() / 1000);
  const signature = `t=${t},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${raw}`).digest('hex')}`;
  const r = await on.post('/payments/webhooks/stripe', undefined, { raw, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
  expect(r.status, r.text).toBe(200);
}

describe('checking one cart out again', () => {
  // A session opened for the cheap cart, paid after the cart was re-priced, must not buy the dearer one.
  it('a payment of an earlier total leaves the re-priced order pending, with a note; the right total pays it', async () => {
    const set = await on.put('/api/v1/sites', { settings: { payments: { stripe: { webhookSecret: WEBHOOK_SECRET } } } }, { token: site.ownerToken });
    expect(set.status, set.text).toBe(200);
    const id = await variant(500);
    const cartId = await sessionCart(id, 1);
    const email = `${unique('stale')}@example.test`;
    const cheap = await checkout({ cartId, email });
    expect(cheap.total).toBe(500);
    expect((await on.post(`/api/v1/cart/session/${cartId}`, { items: [{ variantId: id, quantity: 10 }] })).status).toBe(200);
    const dear = await checkout({ cartId, email });
    expect(dear).toMatchObject({ uid: cheap.uid, total: 5000 });

    await stripePaid(cheap.uid, 500);
    const after = await orderOf(cheap.uid);
    expect(after.status).toBe('pending');
    expect(after.history.at(-1)!.note).toMatch(/charged 500 eur .*total is 5000 eur: not marked paid/);

    await stripePaid(cheap.uid, 5000);
    expect((await orderOf(cheap.uid)).status).toBe('paid');
  });

  it('updates its pending order (same uid, re-priced, new email) instead of adding one; paid, the cart starts again', async () => {
    const id = await variant(1000);
    const cartId = await sessionCart(id, 2);
    const email = `${unique('back')}@example.test`;
    const first = await checkout({ cartId, email: `early-${email}` });
    expect(first).toMatchObject({ status: 'pending', total: 2000 });

    // Back to the cart, one more bag, checked out again with another address.
    expect((await on.post(`/api/v1/cart/session/${cartId}`, { items: [{ variantId: id, quantity: 3 }] })).status).toBe(200);
    const second = await checkout({ cartId, email, address: { name: 'Rita Return' } });
    expect(second.uid).toBe(first.uid);
    expect(second).toMatchObject({ status: 'pending', total: 3000, email });
    expect(second.items[0]!.quantity).toBe(3);
    const third = await checkout({ cartId, email });
    expect(third.uid).toBe(first.uid);

    expect(await listed(`q=${first.uid.slice(0, 8)}`)).toEqual([first.uid]);
    expect(await listed(`q=${encodeURIComponent(`early-${email}`)}`)).toEqual([]);
    // Not paid: a checkout, not a sale.
    expect(await listed('paid=false')).toContain(first.uid);
    expect(await listed('paid=true')).not.toContain(first.uid);
    const history = (await orderOf(first.uid)).history;
    expect(history.map((h) => h.status)).toEqual(['pending', 'pending', 'pending']);
    expect(history[1]!.note).toMatch(/checked out again/);

    await pay(third.checkoutUrl);
    const paid = await orderOf(first.uid);
    expect(paid).toMatchObject({ status: 'paid', total: 3000 });
    expect(await listed('paid=true')).toContain(first.uid);
    expect(await listed(`q=${encodeURIComponent(email)}`)).toEqual([first.uid]);
    // The paid cart is empty; filled again, its next checkout is a new order.
    expect((await on.post('/payments/checkout', { cartId, email })).status).toBe(422);
    expect((await on.post(`/api/v1/cart/session/${cartId}`, { items: [{ variantId: id, quantity: 1 }] })).status).toBe(200);
    const next = await checkout({ cartId, email });
    expect(next.uid).not.toBe(first.uid);
    expect((await orderOf(first.uid)).status).toBe('paid');
  });

  it('ten checkouts of one cart at once give one order', async () => {
    const id = await variant(700);
    const cartId = await sessionCart(id, 1);
    const email = `${unique('race')}@example.test`;
    const made = await Promise.all(Array.from({ length: 10 }, () => on.post('/payments/checkout', { cartId, email })));
    expect(made.map((m) => m.status)).toEqual(Array(10).fill(201));
    const uids = new Set(made.map((m) => data(m).item.uid as string));
    expect(uids.size).toBe(1);
    expect(await listed(`q=${encodeURIComponent(email)}`)).toEqual([...uids]);
  });

  it('checkouts of items (no cart) stay orders of their own', async () => {
    const id = await variant(500);
    const a = await checkout({ items: [{ variantId: id, quantity: 1 }], email: 'items@example.test' });
    const b = await checkout({ items: [{ variantId: id, quantity: 1 }], email: 'items@example.test' });
    expect(a.uid).not.toBe(b.uid);
  });
});

describe('the discount code kept with the cart', () => {
  it('stays applied through repeated checkouts and is used only when the order is paid', async () => {
    const id = await variant(2000);
    const code = unique('BACK').toUpperCase();
    const d = await on.post('/api/v1/discounts', { code, kind: 'percent', value: 10, usageLimit: 1 }, { token: site.ownerToken });
    expect(d.status, d.text).toBe(201);
    const discountId = data(d).item.id as number;
    const cartId = await sessionCart(id, 2);

    // A code that does not apply is refused with its reason and nothing is kept.
    const bad = await on.post(`/api/v1/cart/session/${cartId}`, { items: [{ variantId: id, quantity: 2 }], discountCode: 'NO-SUCH-CODE' });
    expect(bad.status).toBe(422);
    expect(bad.text).toMatch(/discountCode: No such discount code/);
    expect(data(await on.get(`/api/v1/cart/session/${cartId}`)).item).toMatchObject({ discountCode: null, discount: 0, total: 4000 });

    const kept = await on.post(`/api/v1/cart/session/${cartId}`, { items: [{ variantId: id, quantity: 2 }], discountCode: code.toLowerCase() });
    expect(kept.status, kept.text).toBe(200);
    expect(data(kept).item).toMatchObject({ discountCode: code, subtotal: 4000, discount: 400, total: 3600, discountReason: null });

    // Checked out without naming the code: the cart's applies. Back, and out again: still applied.
    const first = await checkout({ cartId, email: 'kept@example.test' });
    expect(first).toMatchObject({ discountCode: code, discount: 400, total: 3600 });
    expect(data(await on.get(`/api/v1/cart/session/${cartId}`)).item).toMatchObject({ discountCode: code, total: 3600 });
    expect(await discountUses(discountId)).toBe(0);
    // A change of quantities that does not name the code keeps it.
    expect((await on.post(`/api/v1/cart/session/${cartId}`, { items: [{ variantId: id, quantity: 3 }] })).status).toBe(200);
    const second = await checkout({ cartId, email: 'kept@example.test' });
    expect(second).toMatchObject({ uid: first.uid, discountCode: code, subtotal: 6000, discount: 600, total: 5400 });
    expect(await discountUses(discountId)).toBe(0);

    await pay(second.checkoutUrl);
    expect(await orderOf(first.uid)).toMatchObject({ status: 'paid', discountCode: code, total: 5400 });
    expect(await discountUses(discountId)).toBe(1);
    // The paid cart starts again without items or code.
    expect(data(await on.get(`/api/v1/cart/session/${cartId}`)).item).toMatchObject({ items: [], discountCode: null });
  });

  it('null removes the code; a signed-in cart keeps one too', async () => {
    const id = await variant(1500);
    const code = unique('USER').toUpperCase();
    expect((await on.post('/api/v1/discounts', { code, kind: 'amount', value: 300, currency: 'EUR' }, { token: site.ownerToken })).status).toBe(201);
    const cartId = await sessionCart(id, 1, code);
    expect(data(await on.get(`/api/v1/cart/session/${cartId}`)).item).toMatchObject({ discountCode: code, discount: 300, total: 1200 });
    const removed = await on.post(`/api/v1/cart/session/${cartId}`, { items: [{ variantId: id, quantity: 1 }], discountCode: null });
    expect(data(removed).item).toMatchObject({ discountCode: null, discount: 0, total: 1500 });

    const mine = await on.post('/api/v1/cart', { items: [{ variantId: id, quantity: 2 }], discountCode: code }, { token: site.ownerToken });
    expect(mine.status, mine.text).toBe(200);
    expect(data(mine).item).toMatchObject({ discountCode: code, discount: 300, total: 2700 });
    const userCartId = data(mine).item.id as string;
    const a = await on.post('/payments/checkout', { cartId: userCartId, email: 'owner@example.test' }, { token: site.ownerToken });
    const b = await on.post('/payments/checkout', { cartId: userCartId, email: 'owner@example.test' }, { token: site.ownerToken });
    expect(data(b).item).toMatchObject({ uid: data(a).item.uid, discountCode: code, total: 2700 });
  });
});

describe('the test payment page and the counts', () => {
  it('names the order by its number, as the admin does, and leads back to the cart', async () => {
    const id = await variant(900);
    const order = await checkout({ cartId: await sessionCart(id, 1), email: 'page@example.test' });
    const u = new URL(order.checkoutUrl);
    const page = await on.get(`${u.pathname}${u.search}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.text).toMatch(new RegExp(`<h1>Pay order #${order.uid.slice(0, 8)}</h1>`));
    expect(page.text).not.toContain(`pay order ${order.uid}`);
    expect(page.text).toContain(`href="${origin}/cart"`);
  });

  it('the overview counts sales only: a checkout not paid is neither counted nor among the recent orders', async () => {
    const shop = await newSite('Counting Shop', server.url);
    const s = api(shop.host, server.url);
    const post = await s.post('/api/v1/posts', { title: 'Tea', type: 'product', status: 1 }, { token: shop.ownerToken });
    const v = await s.post('/api/v1/variants', { postUid: data(post).item.uid, sku: 'TEA-1', price: 800, currency: 'EUR' }, { token: shop.ownerToken });
    const cart = await s.post('/api/v1/cart/session', { items: [{ variantId: data(v).item.id, quantity: 1 }] });
    const co = await s.post('/payments/checkout', { cartId: data(cart).item.id, email: 'tea@example.test' });
    expect(co.status, co.text).toBe(201);
    const overview = async () => data(await s.get('/api/v1/sites/overview', { token: shop.ownerToken })).item;
    expect((await overview()).counts.orders).toBe(0);
    expect((await overview()).recentOrders).toEqual([]);
    const u = new URL(data(co).item.checkoutUrl);
    const shopOrigin = `http://${shop.host}:${new URL(server.url).port}`;
    expect((await s.post(`${u.pathname}${u.search}`, undefined, { raw: '', headers: { origin: shopOrigin, 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(303);
    expect((await overview()).counts.orders).toBe(1);
    expect((await overview()).recentOrders).toEqual([expect.objectContaining({ uid: data(co).item.uid, status: 'paid' })]);
  });
});
