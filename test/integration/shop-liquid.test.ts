import { beforeAll, describe, expect, it } from 'vitest';
import { api, data, newSite, userWithRole, type Reply } from '../helpers/http';
import { itOn } from '../helpers/db-only';

type Site = Awaited<ReturnType<typeof newSite>>;
const html = { accept: 'text/html' };

async function template(site: Site, permalink: string, body: string) {
  const r = await api(site.host).post('/api/v1/templates', { title: permalink, permalink, type: 'page', body }, { token: site.ownerToken });
  expect([200, 201], r.text).toContain(r.status);
}

async function product(site: Site, title: string, slug: string) {
  const r = await api(site.host).post('/api/v1/posts', { title, slug, type: 'product', status: 1 }, { token: site.ownerToken });
  expect(r.status, r.text).toBe(201);
  return data(r).item.uid as string;
}

async function variant(site: Site, body: Record<string, unknown>) {
  const r = await api(site.host).post('/api/v1/variants', { currency: 'EUR', ...body }, { token: site.ownerToken });
  expect(r.status, r.text).toBe(201);
  return data(r).item.id as number;
}

const cartCookie = (r: Reply) => {
  const set = ([] as string[]).concat(r.headers['set-cookie'] ?? []);
  const cookie = set.find((c) => c.startsWith('cart_id='));
  expect(cookie, 'POST /api/v1/cart/session sets cart_id').toBeTruthy();
  return cookie!.split(';')[0]!;
};

describe('Liquid: the products collection', () => {
  let site: Site;
  let mugUid: string;
  let mugBig: number;
  beforeAll(async () => {
    site = await newSite('Shop liquid');
    mugUid = await product(site, 'Mug', 'mug');
    await product(site, 'Poster', 'poster');
    const teeUid = await product(site, 'Tee', 'tee');
    await variant(site, { postUid: mugUid, sku: 'MUG-S', title: 'Small', price: 1200, stock: null, options: { color: 'S' }, position: 0 });
    mugBig = await variant(site, { postUid: mugUid, sku: 'MUG-L', title: 'Large', price: 900, stock: 3, options: { color: 'L' }, position: 1 });
    await variant(site, { postUid: teeUid, sku: 'TEE-M', title: 'M', price: 2500, stock: 0 });
    await template(
      site,
      '/list',
      '{% collection products as items %}{% for p in items %}[{{ p.title }}|{% if p.price == nil %}-{% else %}{{ p.price | money: p.currency }}{% endif %}|{{ p.available }}|{{ p.url }}|{% for v in p.variants %}{{ v.sku }}:{{ v.price | money: v.currency }}:{{ v.stock | default: "unlimited" }}:{{ v.options.color }};{% endfor %}]{% endfor %}',
    );
    await template(
      site,
      '/p/:slug',
      '{% collection posts as found slug: params.slug, limit: 1 %}{% assign p = found | first %}{{ p.title }}:{% for v in p.variants %}{{ v.sku }},{% endfor %}{{ p.price }}',
    );
  });

  it('lists each product with its variants by position, lowest price via money, availability and url', async () => {
    const r = await api(site.host).get('/list', { headers: html });
    expect(r.status, r.text).toBe(200);
    expect(r.text).toContain('[Mug|€9.00|true|/products/mug|MUG-S:€12.00:unlimited:S;MUG-L:€9.00:3:L;]');
    expect(r.text).toContain('[Tee|€25.00|false|/products/tee|TEE-M:€25.00:0:;]');
    expect(r.text).toContain('[Poster|-|false|/products/poster|]');
  });

  it('gives a product looked up by slug its variants too', async () => {
    const r = await api(site.host).get('/p/mug', { headers: html });
    expect(r.text).toBe('Mug:MUG-S,MUG-L,900');
  });

  it('shows a variant change at once (the variant write moves the site generation)', async () => {
    expect((await api(site.host).get('/list', { headers: html })).headers['x-cache']).toBe('HIT');
    const r = await api(site.host).patch(`/api/v1/variants/${mugBig}`, { price: 1100 }, { token: site.ownerToken });
    expect(r.status, r.text).toBe(200);
    const after = await api(site.host).get('/list', { headers: html });
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.text).toContain('[Mug|€11.00|true|/products/mug|MUG-S:€12.00:unlimited:S;MUG-L:€11.00:3:L;]');
  });
});

describe('Liquid: the cart variable', () => {
  let site: Site;
  let small: number;
  let large: number;
  const CART_PAGE =
    '{{ cart.id | default: "none" }}|{{ cart.count }}|{% for l in cart.items %}{{ l.sku }}x{{ l.quantity }}={{ l.lineTotal | money: cart.currency }};{% endfor %}|{{ cart.subtotal | money: cart.currency }}';
  beforeAll(async () => {
    site = await newSite('Cart liquid');
    const uid = await product(site, 'Cup', 'cup');
    small = await variant(site, { postUid: uid, sku: 'CUP-S', price: 500 });
    large = await variant(site, { postUid: uid, sku: 'CUP-L', price: 750, stock: 10 });
    await template(site, '/mycart', CART_PAGE);
    await template(site, '/fresh', CART_PAGE);
  });

  it("shows the cart_id cookie's cart, and never serves nor stores it in the shared page cache", async () => {
    const anon1 = await api(site.host).get('/mycart', { headers: html });
    expect(anon1.text).toBe('none|0||$0.00');
    expect((await api(site.host).get('/mycart', { headers: html })).headers['x-cache']).toBe('HIT');

    const made = await api(site.host).post('/api/v1/cart/session', {
      items: [
        { variantId: small, quantity: 2 },
        { variantId: large, quantity: 1 },
      ],
    });
    expect(made.status, made.text).toBe(201);
    const cookie = cartCookie(made);
    const id = data(made).item.id as string;

    const mine = await api(site.host).get('/mycart', { headers: { ...html, cookie } });
    expect(mine.text).toBe(`${id}|3|CUP-Sx2=€10.00;CUP-Lx1=€7.50;|€17.50`);
    expect(mine.headers['x-cache']).toBe('MISS');
    expect(mine.headers['cache-control']).toBe('private, no-store');

    // Another anonymous visitor still gets the shared, empty page.
    const other = await api(site.host).get('/mycart', { headers: html });
    expect(other.text).toBe('none|0||$0.00');
    expect(other.headers['x-cache']).toBe('HIT');

    // A page first rendered for the cart holder is not stored for anyone else.
    const first = await api(site.host).get('/fresh', { headers: { ...html, cookie } });
    expect(first.text).toContain(id);
    const next = await api(site.host).get('/fresh', { headers: html });
    expect(next.headers['x-cache']).toBe('MISS');
    expect(next.text).toBe('none|0||$0.00');
    expect(next.text).not.toContain(id);
  });

  it('follows the cart as it changes, and shows nothing for an unknown cart id', async () => {
    const made = await api(site.host).post('/api/v1/cart/session', { items: [{ variantId: small, quantity: 1 }] });
    const cookie = cartCookie(made);
    const id = data(made).item.id as string;
    expect((await api(site.host).get('/mycart', { headers: { ...html, cookie } })).text).toBe(`${id}|1|CUP-Sx1=€5.00;|€5.00`);
    const replaced = await api(site.host).post(`/api/v1/cart/session/${id}`, { items: [{ variantId: large, quantity: 4 }] });
    expect(replaced.status, replaced.text).toBe(200);
    expect((await api(site.host).get('/mycart', { headers: { ...html, cookie } })).text).toBe(`${id}|4|CUP-Lx4=€30.00;|€30.00`);

    const unknown = await api(site.host).get('/mycart', { headers: { ...html, cookie: 'cart_id=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } });
    expect(unknown.text).toBe('none|0||$0.00');
    expect(unknown.headers['x-cache']).toBe('MISS');
  });

  it("shows a signed-in visitor's own cart", async () => {
    const user = await userWithRole(site, 1, 'Buyer');
    const saved = await api(site.host).post('/api/v1/cart', { items: [{ variantId: large, quantity: 2 }] }, { token: user.token });
    expect(saved.status, saved.text).toBe(200);
    const r = await api(site.host).get('/mycart', { headers: html, token: user.token });
    expect(r.text).toBe(`${data(saved).item.id as string}|2|CUP-Lx2=€15.00;|€15.00`);
    // Someone else's cart id in a cookie does not open a user's cart.
    const stranger = await api(site.host).get('/mycart', { headers: { ...html, cookie: `cart_id=${data(saved).item.id as string}` } });
    expect(stranger.text).toBe('none|0||$0.00');
  });
});

// The demo is seeded into the embedded database only (or with DEMO=1); a describe with no case on
// PostgreSQL would fail as empty, so the case stands alone.
itOn('pglite', 'the demo shop lists the seeded products with their prices', async () => {
  const r = await api('demo.localhost').get('/shop', { headers: html });
  expect(r.status).toBe(200);
  expect(r.text).toContain('From €14.50');
  expect(r.text).toContain('From €18.90');
  expect(r.text).toContain('href="/products/sidamo-natural"');
  const p = await api('demo.localhost').get('/products/sidamo-natural', { headers: html });
  expect(p.text).toMatch(/500 g[\s\S]*€34.90[\s\S]*4 left/);
  expect(p.text).toMatch(/disabled>\s*<span class="variant-title">1 kg/);
});
