import { beforeAll, describe, expect, it } from 'vitest';
import { newProduct, newVariant } from '../helpers/catalogue';
import { api, data, newSite, unique, userWithRole } from '../helpers/http';

type Site = Awaited<ReturnType<typeof newSite>>;

describe('catalogue: variants, options, attributes, stock', () => {
  let site: Site;
  let writer: { uid: string; token: string };
  let customer: { uid: string; token: string };
  let otherAdmin: string;
  let product: string;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    site = await newSite('Shop');
    http = api(site.host);
    writer = await userWithRole(site, 2, 'Writer');
    customer = await userWithRole(site, 1, 'Customer');
    otherAdmin = (await newSite('Other shop')).ownerToken;
    product = await newProduct(site, 'T-shirt');
  });

  it("creates variants for role 2+ and the product's author only", async () => {
    const body = { postUid: product, sku: unique('TS-'), title: 'M', price: 2500, currency: 'eur', stock: 3, options: { size: 'M' }, attributes: { color: 'blue' } };
    expect((await http.post('/api/v1/variants', body)).status).toBe(401);
    expect((await http.post('/api/v1/variants', body, { token: customer.token })).status).toBe(403);
    // An incomplete body from a caller who may not add variants is still 403, not 422.
    expect((await http.post('/api/v1/variants', { postUid: product, sku: 'x', price: 1 }, { token: customer.token })).status).toBe(403);
    expect((await http.post('/api/v1/variants', body, { token: otherAdmin })).status).toBe(403);
    const r = await http.post('/api/v1/variants', body, { token: writer.token });
    expect(r.status).toBe(201);
    expect(data(r).item).toMatchObject({
      postUid: product,
      sku: body.sku,
      title: 'M',
      price: 2500,
      currency: 'EUR',
      stock: 3,
      options: { size: 'M' },
      attributes: { color: 'blue' },
      interval: null,
      intervalCount: 1,
      position: 0,
      sold: false,
    });
    expect(typeof data(r).item.id).toBe('number');

    // A customer who wrote a product post (a draft) may add variants to it.
    const own = await http.post('/api/v1/posts', { title: 'My thing', type: 'product' }, { token: customer.token });
    expect(own.status).toBe(201);
    expect((await http.post('/api/v1/variants', { ...body, postUid: data(own).item.uid, sku: unique('OWN-') }, { token: customer.token })).status).toBe(201);
  });

  it('refuses a postUid that is not a live product of this site, and bad fields', async () => {
    const page = await http.post('/api/v1/posts', { title: 'Not a product', status: 1 }, { token: site.ownerToken });
    const base = { sku: unique('X-'), price: 100, currency: 'EUR' };
    expect((await http.post('/api/v1/variants', { ...base, postUid: data(page).item.uid }, { token: site.ownerToken })).status).toBe(422);
    expect((await http.post('/api/v1/variants', { ...base, postUid: 'nope' }, { token: site.ownerToken })).status).toBe(422);
    expect((await http.post('/api/v1/variants', { ...base, postUid: product, price: -1 }, { token: site.ownerToken })).status).toBe(422);
    expect((await http.post('/api/v1/variants', { ...base, postUid: product, currency: 'EURO' }, { token: site.ownerToken })).status).toBe(422);
    const other = await newSite('Third');
    const foreign = await newProduct(other);
    expect((await http.post('/api/v1/variants', { ...base, postUid: foreign }, { token: site.ownerToken })).status).toBe(422);
  });

  it('refuses a duplicate sku in the site, also two creates at once', async () => {
    const sku = unique('DUP-');
    await newVariant(site, product, { sku });
    expect((await http.post('/api/v1/variants', { postUid: product, sku, price: 1, currency: 'EUR' }, { token: site.ownerToken })).status).toBe(422);
    const raced = unique('RACE-');
    const answers = await Promise.all([0, 1, 2].map(() => http.post('/api/v1/variants', { postUid: product, sku: raced, price: 1, currency: 'EUR' }, { token: site.ownerToken })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    // Another site may use the same sku.
    const other = await newSite('Sku elsewhere');
    await newVariant(other, await newProduct(other), { sku });
  });

  it('saves a one-size product without a sku (optional, as Shopify allows), any number of them; a non-empty sku stays unique', async () => {
    const loaf = await newProduct(site, 'Rye loaf');
    const r = await http.post('/api/v1/variants', { postUid: loaf, price: 650, currency: 'EUR' }, { token: site.ownerToken });
    expect(r.status, r.text).toBe(201);
    expect(data(r).item).toMatchObject({ postUid: loaf, sku: '', title: '', price: 650, options: {} });
    // Empty is none too, and several variants of the site may have none.
    const blank = await http.post('/api/v1/variants', { postUid: await newProduct(site, 'Seed loaf'), sku: '  ', price: 700, currency: 'EUR' }, { token: site.ownerToken });
    expect(blank.status, blank.text).toBe(201);
    expect(data(blank).item.sku).toBe('');
    // A sku given later is unique; clearing it again is allowed.
    const sku = unique('RYE-');
    await newVariant(site, product, { sku });
    const id = data(r).item.id as number;
    expect((await http.patch(`/api/v1/variants/${id}`, { sku }, { token: site.ownerToken })).status).toBe(422);
    expect(data(await http.patch(`/api/v1/variants/${id}`, { sku: unique('RYE-') }, { token: site.ownerToken })).item.sku).toMatch(/^RYE-/);
    expect(data(await http.patch(`/api/v1/variants/${id}`, { sku: '' }, { token: site.ownerToken })).item.sku).toBe('');
    // The shop's rows carry it as "" and the variant can be bought.
    const cart = await http.post('/api/v1/cart/session', { items: [{ variantId: id, quantity: 2 }] });
    expect(cart.status, cart.text).toBe(201);
    expect(data(cart).item).toMatchObject({ subtotal: 1300 });
  });

  it("updates and deletes: role 2+ or the variant's creator", async () => {
    const v = await newVariant(site, product, {}, writer.token);
    expect((await http.patch(`/api/v1/variants/${v.id}`, { price: 1 }, { token: customer.token })).status).toBe(403);
    expect((await http.patch(`/api/v1/variants/${v.id}`, { price: 1 }, { token: otherAdmin })).status).toBe(403);
    const up = await http.patch(`/api/v1/variants/${v.id}`, { price: 1999, title: 'Large', stock: null, options: { size: 'L' } }, { token: writer.token });
    expect(up.status).toBe(200);
    expect(data(up).item).toMatchObject({ price: 1999, title: 'Large', stock: null, options: { size: 'L' }, sku: v.sku });
    expect((await http.put(`/api/v1/variants/${v.id}`, { sku: 'has no field', bogus: 1 }, { token: writer.token })).status).toBe(422);
    expect((await http.put('/api/v1/variants/999999999', { price: 1 }, { token: site.ownerToken })).status).toBe(404);
    expect((await http.put('/api/v1/variants/abc', { price: 1 }, { token: site.ownerToken })).status).toBe(404);
    expect((await http.del(`/api/v1/variants/${v.id}`, { token: customer.token })).status).toBe(403);
    expect((await http.del(`/api/v1/variants/${v.id}`, { token: site.ownerToken })).status).toBe(200);
    expect((await http.get(`/api/v1/attributes/${v.id}`)).status).toBe(404);
  });

  it("lists a product's variants, its options and a variant's attributes", async () => {
    const p = await newProduct(site, 'Hoodie');
    const a = await newVariant(site, p, { position: 0, options: { size: 'M', color: 'red' }, attributes: { fabric: 'cotton', fit: 'slim' } });
    const b = await newVariant(site, p, { position: 1, options: { size: 'L', color: 'blue' } });
    const c = await newVariant(site, p, { position: 2, options: { size: 'M', color: 'blue', sleeve: 'long' } });
    const list = await http.get(`/api/v1/variants/${p}`);
    expect(list.status).toBe(200);
    expect(data(list).items.map((v: { id: number }) => v.id)).toEqual([a.id, b.id, c.id]);
    const options = await http.get(`/api/v1/options/${p}`);
    expect(data(options).items).toEqual([
      { name: 'size', values: ['M', 'L'] },
      { name: 'color', values: ['red', 'blue'] },
      { name: 'sleeve', values: ['long'] },
    ]);
    // jsonb keeps a variant's names shorter first, then alphabetical (not as sent).
    expect(data(await http.get(`/api/v1/attributes/${a.id}`)).items).toEqual([
      { name: 'fit', value: 'slim' },
      { name: 'fabric', value: 'cotton' },
    ]);
    expect((await http.get('/api/v1/variants/no-such-post')).status).toBe(404);
    expect((await http.get('/api/v1/options/no-such-post')).status).toBe(404);

    const one = await http.get(`/api/v1/posts/${p}`);
    expect(data(one).item.variants.map((v: { id: number }) => v.id)).toEqual([a.id, b.id, c.id]);
    const page = await http.post('/api/v1/posts', { title: 'Plain page' }, { token: site.ownerToken });
    expect(data(await http.get(`/api/v1/posts/${data(page).item.uid}`)).item.variants).toEqual([]);

    // Search: by product, sku, words, option.
    expect(data(await http.get(`/api/v1/variants?postUid=${p}`)).pagination.total_entries).toBe(3);
    expect(data(await http.get(`/api/v1/variants?sku=${b.sku}`)).items.map((v: { id: number }) => v.id)).toEqual([b.id]);
    expect(data(await http.get(`/api/v1/variants?postUid=${p}&option.size=M`)).items.map((v: { id: number }) => v.id)).toEqual([a.id, c.id]);
    expect(data(await http.get(`/api/v1/variants?postUid=${p}&option.size=M&option.color=blue`)).items.map((v: { id: number }) => v.id)).toEqual([c.id]);
    expect(data(await http.get(`/api/v1/variants?q=sku-&postUid=${p}`)).items.length).toBe(3);
    expect(data(await http.get(`/api/v1/variants?q=${c.sku.toLowerCase()}`)).items.map((v: { id: number }) => v.id)).toEqual([c.id]);
    expect(data(await http.get(`/api/v1/variants?postUid=${p}&page_size=2`)).pagination).toMatchObject({ page: 1, page_size: 2, total_entries: 3, more: true });

    // A deleted product takes its variants out of lists and stock checks.
    expect((await http.del(`/api/v1/posts/${p}`, { token: site.ownerToken })).status).toBe(200);
    expect(data(await http.get(`/api/v1/variants?postUid=${p}`)).pagination.total_entries).toBe(0);
  });

  it('checks stock, one row per asked item', async () => {
    const limited = await newVariant(site, product, { stock: 3 });
    const unlimited = await newVariant(site, product, { stock: null });
    const r = await http.post('/api/v1/variants/check_stock', {
      items: [
        { variantId: limited.id, quantity: 2 },
        { variantId: limited.id, quantity: 9 },
        { variantId: unlimited.id, quantity: 999 },
        { variantId: 987654321, quantity: 1 },
      ],
    });
    expect(r.status).toBe(200);
    expect(data(r).items).toEqual([
      { variantId: limited.id, quantity: 2, stock: 3, available: true },
      { variantId: limited.id, quantity: 9, stock: 3, available: false },
      { variantId: unlimited.id, quantity: 999, stock: null, available: true },
      { variantId: 987654321, quantity: 1, stock: 0, available: false },
    ]);
    expect((await http.post('/api/v1/variants/check_stock', { items: [{ variantId: limited.id, quantity: 0 }] })).status).toBe(422);
    // Another site's variant is unknown here.
    const other = await newSite('Stock elsewhere');
    const foreign = await newVariant(other, await newProduct(other));
    expect(data(await http.post('/api/v1/variants/check_stock', { items: [{ variantId: foreign.id, quantity: 1 }] })).items[0]).toMatchObject({ stock: 0, available: false });
  });
});
