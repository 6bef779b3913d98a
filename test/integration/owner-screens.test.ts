import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, api, data, newSite, PLATFORM, unique, userWithRole } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { smtpSink, type SmtpSink } from '../helpers/smtp-sink';

// Issue 25, over HTTP against a server of its own: a Stripe secret key is checked (format, then one read
// from Stripe, here a local stand-in at STRIPE_API_URL) and can be removed; the staff get a mail for each
// paid order and each new lead (SMTP sink); the API answers names where the admin showed uids.

let server: RunningServer;
let sink: SmtpSink;
let stripe: { url: string; hits: { method: string; path: string; auth: string }[]; close: () => Promise<void> };

// Stripe's stand-in: GET /v1/balance answers by the key: `…rejected…` 401 as Stripe does for an unknown
// key, `…limited…` 403 (a restricted key without the balance permission), `…unreachable…` drops the
// connection (Stripe cannot be reached), anything else 200.
async function stripeStandIn(): Promise<typeof stripe> {
  const hits: (typeof stripe)['hits'] = [];
  const srv = http.createServer((req, res) => {
    const auth = String(req.headers.authorization ?? '');
    hits.push({ method: req.method ?? '', path: req.url ?? '', auth });
    if (auth.includes('unreachable')) return req.socket.destroy();
    res.setHeader('content-type', 'application/json');
    if (auth.includes('rejected')) {
      res.statusCode = 401;
      return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****cted' } }));
    }
    if (auth.includes('limited')) {
      res.statusCode = 403;
      return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'The provided key does not have the required permissions' } }));
    }
    res.end(JSON.stringify({ object: 'balance', available: [], pending: [], livemode: false }));
  });
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(srv.address() as { port: number }).port}`;
  return { url, hits, close: () => new Promise<void>((r) => srv.close(() => r())) };
}

beforeAll(async () => {
  sink = await smtpSink();
  stripe = await stripeStandIn();
  server = await startServer(inject('dbKind'), { SMTP_URL: sink.url, STRIPE_API_URL: stripe.url, RATE_LIMIT_CHECKOUT: '100000' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await sink?.close();
  await stripe?.close();
});

const payments = (stripeKeys: Record<string, unknown>) => ({ settings: { payments: { stripe: stripeKeys } } });
const secretsOf = async (site: Awaited<ReturnType<typeof newSite>>) => data(await api(site.host, server.url).get(`/api/v1/sites/${site.uid}`, { token: site.ownerToken })).item.secretsSet as string[];

describe('the Stripe secret key', () => {
  it('is refused for its format before anything is asked or stored', async () => {
    const site = await newSite('Key format', server.url);
    const on = api(site.host, server.url);
    const before = stripe.hits.length;
    for (const bad of ['hello', 'pk_test_abcdef', 'sk_prod_abcdef', 'sk_test_', 'sk_test_ab cd', 'whsec_abcdef']) {
      const r = await on.put('/api/v1/sites', payments({ secretKey: bad }), { token: site.ownerToken });
      expect(r.status, bad).toBe(422);
      expect(data(r).text).toMatch(/sk_test_/);
    }
    expect(stripe.hits.length).toBe(before);
    expect(await secretsOf(site)).not.toContain('payments.stripe.secretKey');
  });

  it('is checked with one read from Stripe: a rejected key is a 422 and is not stored; checkout stays in test mode', async () => {
    const site = await newSite('Key rejected', server.url);
    const on = api(site.host, server.url);
    const key = `sk_test_rejected${unique('')}`;
    const r = await on.put('/api/v1/sites', payments({ secretKey: key, webhookSecret: 'whsec_kept_apart' }), { token: site.ownerToken });
    expect(r.status, r.text).toBe(422);
    expect(data(r).text).toMatch(/Stripe refused this key/);
    expect(r.text).not.toContain(key);
    const hit = stripe.hits.at(-1)!;
    expect(hit).toMatchObject({ method: 'GET', path: '/v1/balance', auth: `Bearer ${key}` });
    // Nothing of the body was stored, the webhook secret beside it neither.
    expect(await secretsOf(site)).toEqual([]);
  });

  it('accepted by Stripe: stored without a warning; a restricted key without the balance permission counts as accepted', async () => {
    const site = await newSite('Key accepted', server.url);
    const on = api(site.host, server.url);
    const r = await on.put('/api/v1/sites', payments({ secretKey: 'sk_live_accepted123' }), { token: site.ownerToken });
    expect(r.status, r.text).toBe(200);
    expect(data(r).warnings).toBeUndefined();
    expect(data(r).item.secretsSet).toContain('payments.stripe.secretKey');
    const limited = await on.put('/api/v1/sites', payments({ secretKey: 'rk_live_limited123' }), { token: site.ownerToken });
    expect(limited.status, limited.text).toBe(200);
  });

  it('Stripe unreachable: stored with a warning for the owner', async () => {
    const site = await newSite('Key unchecked', server.url);
    const on = api(site.host, server.url);
    const r = await on.put('/api/v1/sites', payments({ secretKey: 'sk_test_unreachable1' }), { token: site.ownerToken });
    expect(r.status, r.text).toBe(200);
    expect(data(r).warnings).toEqual([expect.stringMatching(/stored without being checked/)]);
    expect(data(r).item.secretsSet).toContain('payments.stripe.secretKey');
  });

  it('can be removed: back to test mode (checkout through the built-in test provider)', async () => {
    const site = await newSite('Key removed', server.url);
    const on = api(site.host, server.url);
    expect((await on.put('/api/v1/sites', payments({ secretKey: 'sk_test_goodkey1', webhookSecret: 'whsec_one' }), { token: site.ownerToken })).status).toBe(200);
    const post = await on.post('/api/v1/posts', { title: 'Mug', type: 'product', status: 1 }, { token: site.ownerToken });
    const v = await on.post('/api/v1/variants', { postUid: data(post).item.uid, sku: 'MUG-1', title: 'Blue', price: 900, currency: 'EUR' }, { token: site.ownerToken });
    const checkout = () => on.post('/payments/checkout', { items: [{ variantId: data(v).item.id, quantity: 1 }], email: 'mug@example.test' });
    expect(data(await checkout()).item.provider).toBe('stripe');

    const removed = await on.put('/api/v1/sites', payments({ secretKey: null, webhookSecret: null }), { token: site.ownerToken });
    expect(removed.status, removed.text).toBe(200);
    expect(data(removed).item.secretsSet).toEqual([]);
    expect(data(await checkout()).item.provider).toBe('test');
  });
});

describe('staff mail on new orders and leads', () => {
  const lead = (host: string, form: string) => api(host, server.url).post('/api/v1/leads', { form, data: { name: 'Ann Visitor', message: 'Do you ship to Porto?' } });

  // Pays a one-item order through the test provider's page, as a browser does.
  async function paidOrder(site: Awaited<ReturnType<typeof newSite>>, email: string) {
    const on = api(site.host, server.url);
    const post = await on.post('/api/v1/posts', { title: 'Tea', type: 'product', status: 1 }, { token: site.ownerToken });
    const v = await on.post('/api/v1/variants', { postUid: data(post).item.uid, sku: unique('TEA-'), title: 'Green', price: 1650, currency: 'EUR' }, { token: site.ownerToken });
    const co = await on.post('/payments/checkout', { items: [{ variantId: data(v).item.id, quantity: 1 }], email });
    expect(co.status, co.text).toBe(201);
    const u = new URL(data(co).item.checkoutUrl);
    const origin = `http://${site.host}:${new URL(server.url).port}`;
    const paid = await on.post(`${u.pathname}${u.search}`, undefined, { raw: '', headers: { origin, 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.status, paid.text).toBeLessThan(400);
    return data(co).item.uid as string;
  }

  it('on a trusted site: the owner role gets a mail for a lead and for a paid order; role 3 only once the setting says so; an opt-out holds', async () => {
    const site = await newSite('Staff Shop', server.url);
    const on = api(site.host, server.url);
    expect((await api(PLATFORM, server.url).put(`/api/v1/sites/${site.uid}/mail-trust`, { trusted: true }, { token: site.admin })).status).toBe(200);
    const marketer = await userWithRole({ ...site, base: server.url }, 3, 'Mia Marketer');

    const since = sink.received.length;
    expect((await lead(site.host, 'contact')).status).toBe(201);
    const leadMail = await sink.waitFor(site.ownerEmail, { since, match: (m) => m.subject.includes('new lead') });
    expect(leadMail.subject).toBe('Staff Shop: new lead from the form "contact"');
    expect(leadMail.text).toContain('Do you ship to Porto?');
    expect(leadMail.text).toContain(`/admin/sites/${site.uid}/leads`);

    const orderUid = await paidOrder(site, 'buyer@example.test');
    const orderMail = await sink.waitFor(site.ownerEmail, { since, match: (m) => m.subject.includes('new order') });
    expect(orderMail.subject).toBe(`Staff Shop: new order #${orderUid.slice(0, 8)}, €16.50`);
    expect(orderMail.text).toContain('buyer@example.test');
    expect(orderMail.text).toContain(`/admin/sites/${site.uid}/orders/${orderUid}`);
    // The default is the owner role: the marketer got neither.
    const staffMails = (to: string, from: number) => sink.received.slice(from).filter((m) => m.to.includes(to.toLowerCase()) && /: new (lead|order)/.test(m.subject));
    expect(staffMails(marketer.email, since)).toEqual([]);

    // Marketers and above, then the owner opts out.
    expect((await on.put('/api/v1/sites', { settings: { staffMailRole: 3 } }, { token: site.ownerToken })).status).toBe(200);
    expect((await on.put('/api/v1/sites', { settings: { staffMailRole: 2 } }, { token: site.ownerToken })).status).toBe(422);
    const me = await on.put('/api/v1/users/me', { staffMail: false }, { token: site.ownerToken });
    expect(me.status, me.text).toBe(200);
    expect(data(me).item).toMatchObject({ staffMail: false, staffMailRole: 3, role: 5 });
    const members = data(await on.get('/api/v1/users', { token: site.ownerToken })).items as { email: string; staffMail: boolean }[];
    expect(members.find((m) => m.email === site.ownerEmail)?.staffMail).toBe(false);

    const next = sink.received.length;
    expect((await lead(site.host, 'quote')).status).toBe(201);
    await sink.waitFor(marketer.email, { since: next, match: (m) => m.subject.includes('"quote"') });
    // Give a wrongly queued owner mail the time to arrive before saying it did not.
    await new Promise((r) => setTimeout(r, 1500));
    expect(staffMails(site.ownerEmail, next)).toEqual([]);
  });

  it('past the hourly cap of 60 staff mails, leads are still stored, and nobody is mailed for them', async () => {
    const site = await newSite('Busy form', server.url);
    expect((await api(PLATFORM, server.url).put(`/api/v1/sites/${site.uid}/mail-trust`, { trusted: true }, { token: site.admin })).status).toBe(200);
    const since = sink.received.length;
    for (let i = 0; i < 63; i++) expect((await lead(site.host, `f${i}`)).status).toBe(201);
    const leads = await api(site.host, server.url).get('/api/v1/leads?page_size=100', { token: site.ownerToken });
    expect(data(leads).items).toHaveLength(63);
    const mails = () => sink.received.slice(since).filter((m) => m.to.includes(site.ownerEmail.toLowerCase()) && m.subject.includes('new lead'));
    for (const deadline = Date.now() + 30_000; mails().length < 60 && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 1500));
    expect(mails()).toHaveLength(60);
    expect(
      mails()
        .map((m) => m.subject.match(/"f(\d+)"/)?.[1])
        .sort((a, b) => Number(a) - Number(b)),
    ).toEqual(Array.from({ length: 60 }, (_, i) => String(i)));
  });

  it('only the member sets their own opt-out; anonymous 401, a non-member 404', async () => {
    const site = await newSite('Own choice', server.url);
    const on = api(site.host, server.url);
    expect((await on.put('/api/v1/users/me', { staffMail: false })).status).toBe(401);
    // A platform admin reaches the site without a membership: nothing to read, nothing to set.
    const admin = await adminToken(server.url);
    const adminRead = await on.get('/api/v1/users/me', { token: admin });
    expect(adminRead.status, adminRead.text).toBe(200);
    expect(data(adminRead).item).toBeNull();
    expect((await on.put('/api/v1/users/me', { staffMail: false }, { token: admin })).status).toBe(404);
    const other = await newSite('Elsewhere', server.url);
    expect((await on.put('/api/v1/users/me', { staffMail: false }, { token: other.ownerToken })).status).toBe(403);
    expect((await on.put('/api/v1/users/me', { staffMail: 'no' }, { token: site.ownerToken })).status).toBe(422);
    expect((await on.put('/api/v1/users/me', { staffMail: false, role: 5 }, { token: site.ownerToken })).status).toBe(422);
    expect(data(await on.get('/api/v1/users/me', { token: site.ownerToken })).item).toMatchObject({ staffMail: true, staffMailRole: 5, role: 5 });
  });

  it('on an untrusted site, only verified addresses: an owner who never proved theirs gets nothing', async () => {
    const site = await newSite('Untrusted Shop', server.url);
    const since = sink.received.length;
    expect((await lead(site.host, 'contact')).status).toBe(201);
    await paidOrder(site, 'someone@example.test');
    await new Promise((r) => setTimeout(r, 1500));
    expect(sink.received.slice(since).filter((m) => m.to.includes(site.ownerEmail.toLowerCase()) && /: new (lead|order)/.test(m.subject))).toEqual([]);

    // The owner proves the address with a sign-in code: the next lead reaches them.
    const on = api(site.host, server.url);
    const codeSince = sink.received.length;
    expect((await on.post('/api/v1/auth/login/code', { email: site.ownerEmail })).status).toBe(200);
    const code = /\b(\d{6})\b/.exec((await sink.waitFor(site.ownerEmail, { since: codeSince })).text)?.[1];
    expect((await on.post('/api/v1/auth/login/verify', { email: site.ownerEmail, code })).status).toBe(200);
    const after = sink.received.length;
    expect((await lead(site.host, 'contact')).status).toBe(201);
    expect((await sink.waitFor(site.ownerEmail, { since: after, match: (m) => m.subject.includes('new lead') })).subject).toContain('Untrusted Shop');
  });
});

describe('names, not ids', () => {
  it("a self-serve owner's member row carries the account's name, never the site's", async () => {
    const subdomain = unique('n');
    const r = await api(PLATFORM, server.url).post('/api/v1/sites/new', {
      subdomain,
      name: 'The Roastery',
      email: `${subdomain}@example.test`,
      password: 'owner-password-1',
      userName: 'Rosa Roaster',
    });
    expect(r.status, r.text).toBe(201);
    const host = `${subdomain}.localhost`;
    const members = data(await api(host, server.url).get('/api/v1/users', { token: data(r).token })).items;
    expect(members).toEqual([expect.objectContaining({ name: 'Rosa Roaster', role: 5 })]);

    const bare = unique('b');
    const r2 = await api(PLATFORM, server.url).post('/api/v1/sites/new', { subdomain: bare, name: 'Bare Site', email: `${bare}@example.test`, password: 'owner-password-1' });
    const members2 = data(await api(`${bare}.localhost`, server.url).get('/api/v1/users', { token: data(r2).token })).items;
    // Without a name given, the address's local part until the owner gives one.
    expect(members2[0].name).toBe(bare);
  });

  it("comments name their post's title; the log names people and records and shows money as money; orders name their customer", async () => {
    const site = await newSite('Words', server.url);
    const on = api(site.host, server.url);
    const writer = await userWithRole({ ...site, base: server.url }, 3, 'Wanda Writer');
    const post = await on.post('/api/v1/posts', { title: 'Harvest draft', status: 1 }, { token: writer.token });
    expect(post.status, post.text).toBe(201);
    const postUid = data(post).item.uid as string;
    // An update names its record (a create's path has no uid yet).
    expect((await on.put(`/api/v1/posts/${postUid}`, { title: 'Harvest notes' }, { token: writer.token })).status).toBe(200);
    expect((await on.post('/api/v1/comments', { postUid, body: 'Lovely' }, { token: writer.token })).status).toBe(201);
    const comments = data(await on.get('/api/v1/comments?status=all', { token: site.ownerToken })).items;
    expect(comments[0]).toMatchObject({ postUid, postTitle: 'Harvest notes' });

    const postLog = async () => data(await on.get('/api/v1/logs?kind=activity.posts.update', { token: site.ownerToken })).items[0];
    await expect.poll(postLog).toBeTruthy();
    expect(await postLog()).toMatchObject({
      kind: 'activity.posts.update',
      actorName: 'Wanda Writer',
      targetName: 'Harvest notes',
      data: expect.objectContaining({ actor: writer.uid, target: postUid }),
    });

    const p = await on.post('/api/v1/posts', { title: 'Cup', type: 'product', status: 1 }, { token: site.ownerToken });
    const v = await on.post('/api/v1/variants', { postUid: data(p).item.uid, sku: 'CUP-1', title: 'White', price: 1650, currency: 'EUR' }, { token: site.ownerToken });
    const co = await on.post('/payments/checkout', { items: [{ variantId: data(v).item.id, quantity: 1 }], email: 'carla@example.test', address: { name: 'Carla Customer', city: 'Porto' } });
    expect(co.status, co.text).toBe(201);
    const orderUid = data(co).item.uid as string;
    const orders = data(await on.get('/api/v1/orders', { token: site.ownerToken })).items;
    expect(orders[0]).toMatchObject({ uid: orderUid, customerName: 'Carla Customer', email: 'carla@example.test' });
    const u = new URL(data(co).item.checkoutUrl);
    const origin = `http://${site.host}:${new URL(server.url).port}`;
    expect((await on.post(`${u.pathname}${u.search}`, undefined, { raw: '', headers: { origin, 'content-type': 'application/x-www-form-urlencoded' } })).status).toBeLessThan(400);
    const changed = await on.patch(`/api/v1/orders/${orderUid}`, { status: 'shipped' }, { token: writer.token });
    expect(changed.status, changed.text).toBe(200);
    const detail = data(await on.get(`/api/v1/orders/${orderUid}`, { token: site.ownerToken })).item;
    expect(detail.history.find((h: { status: string }) => h.status === 'shipped')).toMatchObject({ actorUid: writer.uid, actorName: 'Wanda Writer' });

    // The order's log row says its number and its total as money, never minor units.
    // (Log rows are written after the answer.)
    const paidRow = async () => (data(await on.get('/api/v1/logs?kind=order.paid', { token: site.ownerToken })).items[0]?.message as string | undefined) ?? '';
    await expect.poll(paidRow).toBe(`Order #${orderUid.slice(0, 8)} paid: paid, €16.50`);
  });
});
