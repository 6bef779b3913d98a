import { beforeAll, describe, expect, it } from 'vitest';
import { api, data, newSite, unique, userWithRole } from '../helpers/http';

// A customer (role 1) may write a product post (a draft, docs/behaviours.md#B-post-drafts) and, as its author, give it
// variants. Nothing of that may reach the shop: not the public catalogue, not a cart, not a checkout;
// and once a writer publishes the product, its author below role 2 no longer changes what is for sale.
// Also: an order whose subtotal a PostgreSQL integer cannot hold is refused (422), not a 500.
let site: Awaited<ReturnType<typeof newSite>>;
let on: ReturnType<typeof api>;
let customer: { token: string };
let draftUid: string;
let variantId: number;

beforeAll(async () => {
  site = await newSite('Catalogue attack');
  on = api(site.host);
  customer = await userWithRole(site, 1, 'Mallory');
  const post = await on.post('/api/v1/posts', { title: 'FREE STUFF', type: 'product', status: 1 }, { token: customer.token });
  expect(post.status, post.text).toBe(201);
  expect(data(post).item.status).toBe(0);
  draftUid = data(post).item.uid;
  const v = await on.post('/api/v1/variants', { postUid: draftUid, sku: unique('MAL-'), title: 'scam', price: 1, currency: 'EUR' }, { token: customer.token });
  expect(v.status, v.text).toBe(201);
  variantId = data(v).item.id;
});

describe("a customer's product", () => {
  it('stays out of the public catalogue while it is a draft; role 2+ sees it', async () => {
    expect(data(await on.get('/api/v1/variants')).items.map((x: { id: number }) => x.id)).not.toContain(variantId);
    expect((await on.get(`/api/v1/variants/${draftUid}`)).status).toBe(404);
    expect((await on.get(`/api/v1/options/${draftUid}`)).status).toBe(404);
    expect((await on.get(`/api/v1/attributes/${variantId}`)).status).toBe(404);
    expect(data(await on.post('/api/v1/variants/check_stock', { items: [{ variantId, quantity: 1 }] })).items[0]).toMatchObject({ stock: 0, available: false });
    const writer = await userWithRole(site, 2, 'Writer');
    expect(data(await on.get(`/api/v1/variants/${draftUid}`, { token: writer.token })).items.map((x: { id: number }) => x.id)).toEqual([variantId]);
  });

  it('cannot be bought while it is a draft', async () => {
    expect((await on.post('/payments/checkout', { items: [{ variantId, quantity: 1 }], email: 'm@example.test' })).status).toBe(422);
    // To a cart it is an unknown variant.
    expect((await on.post('/api/v1/cart/session', { items: [{ variantId, quantity: 1 }] })).status).toBe(422);
  });

  it('once published, its customer author can neither change nor add what is for sale', async () => {
    expect((await on.put(`/api/v1/posts/${draftUid}`, { status: 1 }, { token: site.ownerToken })).status).toBe(200);
    expect(data(await on.get(`/api/v1/variants/${draftUid}`)).items).toHaveLength(1);
    expect((await on.put(`/api/v1/variants/${variantId}`, { price: 0 }, { token: customer.token })).status).toBe(403);
    expect((await on.del(`/api/v1/variants/${variantId}`, { token: customer.token })).status).toBe(403);
    expect((await on.post('/api/v1/variants', { postUid: draftUid, sku: unique('MAL-'), price: 0, currency: 'EUR' }, { token: customer.token })).status).toBe(403);
    expect(data(await on.get(`/api/v1/variants/${draftUid}`)).items[0].price).toBe(1);
  });
});

it('a subtotal beyond what an order holds is refused with 422, never a 500', async () => {
  const post = await on.post('/api/v1/posts', { title: 'Gold', type: 'product', status: 1 }, { token: site.ownerToken });
  const v = await on.post('/api/v1/variants', { postUid: data(post).item.uid, sku: unique('GOLD-'), price: 2_147_483_647, currency: 'EUR' }, { token: site.ownerToken });
  expect(v.status, v.text).toBe(201);
  const items = [{ variantId: data(v).item.id, quantity: 999 }];
  for (const r of [
    await on.post('/payments/checkout', { items, email: 'g@example.test' }),
    await on.post('/api/v1/cart/session', { items }),
    await on.post('/api/v1/discounts/quote', { code: 'X', items }),
  ]) {
    expect(r.status, r.text).toBe(422);
    expect(r.json?.state).toBe('error');
  }
});
