import { describe, expect, inject, it } from 'vitest';
import { newProduct, newVariant } from '../helpers/catalogue';
import { api, data, newSite, PLATFORM, userWithRole } from '../helpers/http';

const overviewOf = async (host: string, token?: string) => api(host).get('/api/v1/sites/overview', { token });

describe('site overview', () => {
  it("counts, today's views, recent leads and orders in words, and a checklist that ticks itself", async () => {
    const site = await newSite('Dashboard');
    const on = api(site.host);
    const fresh = data(await overviewOf(site.host, site.ownerToken)).item;
    expect(fresh.counts).toEqual({ posts: 0, products: 0, orders: 0, leads: 0, members: 1 });
    expect(fresh.checklist).toEqual([
      { key: 'theme', done: false },
      { key: 'home', done: false },
      { key: 'domain', done: false },
      { key: 'payments', done: false },
    ]);

    for (const title of ['One', 'Two']) expect((await on.post('/api/v1/posts', { title, status: 1 }, { token: site.ownerToken })).status).toBe(201);
    const product = await newProduct(site, 'Kenya AA');
    const variant = await newVariant(site, product, { title: '250 g', price: 1650, currency: 'EUR', stock: 5 });
    const order = await on.post('/payments/checkout', { items: [{ variantId: variant.id, quantity: 2 }], email: 'buyer@example.test' });
    expect(order.status, order.text).toBe(201);
    // A checkout not paid is no sale: neither counted nor listed; paid (test provider), it is both.
    expect(data(await overviewOf(site.host, site.ownerToken)).item).toMatchObject({ counts: { orders: 0 }, recentOrders: [] });
    const pay = new URL(data(order).item.checkoutUrl);
    const origin = `http://${site.host}:${new URL(inject('serverUrl')).port}`;
    expect((await on.post(`${pay.pathname}${pay.search}`, undefined, { raw: '', headers: { origin, 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(303);
    expect((await on.post('/api/v1/leads', { form: 'contact', data: { name: 'Lena Lead', email: 'lena@example.test', message: 'Hi' } })).status).toBe(201);
    for (let i = 0; i < 2; i++) await on.get('/', { headers: { accept: 'text/html' } });

    // The home page edited, payments configured, a theme picked: the checklist follows.
    const home = (data(await on.get('/api/v1/templates', { token: site.ownerToken })).items as { uid: string; permalink: string; body: string }[]).find((t) => t.permalink === '/index')!;
    expect((await on.put(`/api/v1/templates/${home.uid}`, { body: home.body.replace('<h1>', '<h1 class="x">') }, { token: site.ownerToken })).status).toBe(200);
    expect((await on.put('/api/v1/sites', { settings: { payments: { stripe: { secretKey: 'sk_test_overview' } } } }, { token: site.ownerToken })).status).toBe(200);
    expect((await on.post('/api/v1/themes/apply', { theme: 'minimal' }, { token: site.ownerToken })).status).toBe(201);

    // Views reach the table at the analytics flush (ANALYTICS_FLUSH_MS, 5 s by default).
    let item = data(await overviewOf(site.host, site.ownerToken)).item;
    for (let i = 0; i < 40 && item.viewsToday < 2; i++) {
      await new Promise((r) => setTimeout(r, 300));
      item = data(await overviewOf(site.host, site.ownerToken)).item;
    }
    expect(item.viewsToday).toBeGreaterThanOrEqual(2);
    expect(item.counts).toEqual({ posts: 2, products: 1, orders: 1, leads: 1, members: 1 });
    expect(item.recentLeads).toEqual([expect.objectContaining({ name: 'Lena Lead', email: 'lena@example.test', form: 'contact', status: 'new' })]);
    expect(item.recentOrders).toEqual([expect.objectContaining({ summary: 'Kenya AA (250 g)', email: 'buyer@example.test', total: 3300, currency: 'EUR', status: 'paid' })]);
    expect(item.checklist).toEqual([
      { key: 'theme', done: true },
      { key: 'home', done: true },
      { key: 'domain', done: false },
      { key: 'payments', done: true },
    ]);
    // The same answer on the platform host with X-Site (as the admin asks).
    const viaPlatform = await api(PLATFORM).get('/api/v1/sites/overview', { token: site.ownerToken, headers: { 'x-site': site.uid } });
    expect(data(viaPlatform).item.counts.posts).toBe(2);
  });

  it('gives each role only what its screens may read', async () => {
    const site = await newSite('Roles');
    expect((await overviewOf(site.host)).status).toBe(401);
    const customer = await userWithRole(site, 1);
    const writer = await userWithRole(site, 2);
    const marketer = await userWithRole(site, 3);

    const c = data(await overviewOf(site.host, customer.token)).item;
    expect(c).toEqual({ counts: {}, checklist: [] });

    const w = data(await overviewOf(site.host, writer.token)).item;
    expect(Object.keys(w.counts).sort()).toEqual(['posts', 'products']);
    expect(w).not.toHaveProperty('recentLeads');
    expect(w).not.toHaveProperty('recentOrders');
    expect(w).not.toHaveProperty('viewsToday');
    expect(w.checklist).toEqual([]);

    const m = data(await overviewOf(site.host, marketer.token)).item;
    expect(Object.keys(m.counts).sort()).toEqual(['leads', 'orders', 'posts', 'products']);
    expect(m.recentLeads).toEqual([]);
    expect(m.recentOrders).toEqual([]);
    expect(m.checklist.map((s: { key: string }) => s.key)).toEqual(['theme', 'home']);

    // Another site's owner is no member here.
    const other = await newSite('Elsewhere');
    expect((await overviewOf(site.host, other.ownerToken)).status).toBe(403);
  });
});
