import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, data, newSite, userWithRole } from '../helpers/http';
import { receiver, type Hit, type Receiver } from '../helpers/receiver';
import { startServer, type RunningServer } from '../helpers/server';

// Outbound webhooks (docs/behaviours.md#B-webhook-signature) against a real server and a local receiver. Signatures are checked
// with the standardwebhooks package, not with our own signing code. The server's first retry comes
// after OUTBOX_RETRY_BASE_MS (400 ms here, 5 s by default).
const RETRY_BASE_MS = 400;

let server: RunningServer;
let site: Awaited<ReturnType<typeof newSite>>;
const receivers: Receiver[] = [];

beforeAll(async () => {
  server = await startServer(inject('dbKind'), { OUTBOX_RETRY_BASE_MS: String(RETRY_BASE_MS) });
  site = await newSite('Webhooks', server.url);
}, 120_000);
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await server?.stop();
});

const on = (s: { host: string } = site) => api(s.host, server.url);
const owner = () => ({ token: site.ownerToken });

async function rx(reply?: Parameters<typeof receiver>[0]): Promise<Receiver> {
  const r = await receiver(reply);
  receivers.push(r);
  return r;
}

async function configure(slots: Record<string, unknown>, s = site) {
  const r = await on(s).put('/api/v1/webhooks', slots, { token: s.ownerToken });
  expect(r.status, r.text).toBe(200);
  return data(r).item as Record<
    'lead' | 'post',
    { url: string | null; enabled: boolean; secret: string; previousSecretExpiresAt: string | null; disabledReason: string | null; updatedAt: string | null }
  >;
}

async function submitLead(probe: string, s = site) {
  const r = await on(s).post('/api/v1/leads', { form: 'hook', data: { probe } });
  expect(r.status, r.text).toBe(201);
  return data(r).item.uid as string;
}

// Throws unless the hit carries a signature the secret verifies (any of its entries).
const verified = (hit: Hit, secret: string) =>
  new Webhook(secret).verify(hit.body, {
    'webhook-id': String(hit.headers['webhook-id']),
    'webhook-timestamp': String(hit.headers['webhook-timestamp']),
    'webhook-signature': String(hit.headers['webhook-signature']),
  });
const signatureCount = (hit: Hit) => String(hit.headers['webhook-signature']).split(' ').length;

const deliveries = async (slot: string, s = site) => {
  const r = await on(s).get(`/api/v1/webhooks/${slot}/deliveries?page_size=100`, { token: s.ownerToken });
  expect(r.status, r.text).toBe(200);
  return data(r).items as Array<ReturnType<typeof data>>;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('webhook slots', () => {
  it('GET makes each slot with a whsec_ secret on first read, and keeps it', async () => {
    const s = await newSite('Fresh slots', server.url);
    const first = await on(s).get('/api/v1/webhooks', { token: s.ownerToken });
    expect(first.status, first.text).toBe(200);
    const item = data(first).item;
    for (const slot of ['lead', 'post']) {
      expect(item[slot]).toEqual({ url: null, enabled: false, secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/), previousSecretExpiresAt: null, disabledReason: null, updatedAt: null });
      expect(Buffer.from(item[slot].secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    }
    expect(item.lead.secret).not.toBe(item.post.secret);
    expect(data(await on(s).get('/api/v1/webhooks', { token: s.ownerToken })).item).toEqual(item);
  });

  it('PUT changes only what it names, validates, and answers both slots', async () => {
    const s = await newSite('Put slots', server.url);
    const r = await rx();
    const after = await configure({ lead: { url: `${r.url}/lead`, enabled: true } }, s);
    expect(after.lead).toMatchObject({ url: `${r.url}/lead`, enabled: true, disabledReason: null, updatedAt: expect.any(String) });
    expect(after.post).toMatchObject({ url: null, enabled: false, updatedAt: null });
    // Only `enabled`: the url stays.
    expect((await configure({ lead: { enabled: false } }, s)).lead).toMatchObject({ url: `${r.url}/lead`, enabled: false });
    // Clearing the url turns the slot off.
    expect((await configure({ lead: { url: null } }, s)).lead).toMatchObject({ url: null, enabled: false });
    const bad = [
      { lead: { url: 'ftp://example.com/x', enabled: true } },
      { lead: { url: 'not a url' } },
      { lead: { url: null, enabled: true } },
      { lead: { enabled: true } },
      { lead: { url: `${r.url}/x`, extra: 1 } },
      { other: { url: `${r.url}/x` } },
      { lead: { url: `${r.url}/x`, enabled: 'yes' } },
    ];
    for (const body of bad) {
      const res = await on(s).put('/api/v1/webhooks', body, { token: s.ownerToken });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json?.state).toBe('error');
    }
  });
});

describe('lead deliveries', () => {
  it('a lead reaches the receiver with a valid Standard Webhooks signature and the lead as data', async () => {
    const r = await rx();
    const conf = await configure({ lead: { url: `${r.url}/lead`, enabled: true } });
    const uid = await submitLead('first-probe');
    const hit = await r.waitFor((h) => h.body.includes('first-probe'));
    expect(hit, 'delivered').toBeTruthy();
    expect(hit!.method).toBe('POST');
    expect(hit!.headers['content-type']).toBe('application/json');
    expect(hit!.headers['webhook-id']).toMatch(/^msg_[0-9a-z]+$/);
    expect(Math.abs(Number(hit!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
    expect(signatureCount(hit!)).toBe(1);
    const body = verified(hit!, conf.lead.secret) as { type: string; timestamp: string; data: { lead: Record<string, unknown> } };
    expect(body.type).toBe('lead.received');
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
    expect(body.data.lead).toMatchObject({ uid, form: 'hook', status: 'new', data: { probe: 'first-probe' } });
    // Some other secret does not verify it.
    expect(() => verified(hit!, `whsec_${Buffer.alloc(32, 7).toString('base64')}`)).toThrow();
    // Logged in the delivery log and the site log.
    const rows = await deliveries('lead');
    expect(rows[0]).toMatchObject({ messageId: hit!.headers['webhook-id'], type: 'lead.received', attempt: 1, status: 200, ok: true, error: null, responseBody: '{"ok":true}', nextAttemptAt: null });
    expect(rows[0]!.requestBody).toBe(hit!.body);
    const logs = await on().get('/api/v1/logs?kind=webhook.delivery', owner());
    expect(data(logs).items.some((l: ReturnType<typeof data>) => l.data.messageId === hit!.headers['webhook-id'] && l.data.status === 200)).toBe(true);
  });

  it('a receiver answering 500 then 200 gets the same webhook-id twice, both validly signed, after the backoff', async () => {
    const r = await rx((_h, i) => (i === 0 ? { status: 500, body: 'boom' } : { status: 200 }));
    const conf = await configure({ lead: { url: `${r.url}/flaky`, enabled: true } });
    await submitLead('flaky-probe');
    expect(await r.waitFor((_h) => r.hits.length >= 2, 20_000)).toBeTruthy();
    const [first, second] = r.hits;
    expect(first!.headers['webhook-id']).toBe(second!.headers['webhook-id']);
    expect(first!.body).toBe(second!.body);
    expect(verified(first!, conf.lead.secret)).toBeTruthy();
    expect(verified(second!, conf.lead.secret)).toBeTruthy();
    // Backoff: about RETRY_BASE_MS (±20 % jitter).
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(RETRY_BASE_MS * 0.8 - 50);
    await sleep(500);
    expect(r.hits.length, 'no third delivery after the 200').toBe(2);
    const rows = (await deliveries('lead')).filter((d) => d.messageId === first!.headers['webhook-id']);
    expect(rows.map((d) => [d.attempt, d.status, d.ok])).toEqual([
      [2, 200, true],
      [1, 500, false],
    ]);
    expect(rows[1]).toMatchObject({ error: 'HTTP 500', responseBody: 'boom', nextAttemptAt: null });
  });

  it('a 3xx is a failure and is not followed; the event is retried', async () => {
    const r = await rx((h, i) => (h.url === '/moved' && i === 0 ? { status: 302, headers: { location: '/elsewhere' } } : { status: 204 }));
    await configure({ lead: { url: `${r.url}/moved`, enabled: true } });
    await submitLead('redirect-probe');
    expect(await r.waitFor(() => r.hits.length >= 2, 20_000)).toBeTruthy();
    expect(r.hits.map((h) => h.url)).toEqual(['/moved', '/moved']);
    expect(r.hits[1]!.headers['webhook-id']).toBe(r.hits[0]!.headers['webhook-id']);
    // The receiver sees the retry before the delivery is recorded: wait for its row too.
    let rows: Array<ReturnType<typeof data>> = [];
    for (const end = Date.now() + 10_000; Date.now() < end; await sleep(100)) {
      rows = (await deliveries('lead')).filter((d) => d.messageId === r.hits[0]!.headers['webhook-id']);
      if (rows.length >= 2) break;
    }
    expect(rows.map((d) => [d.status, d.ok])).toEqual([
      [204, true],
      [302, false],
    ]);
    expect(rows[1]!.error).toMatch(/redirect/);
  });

  it('while a retry waits, its delivery row shows when', async () => {
    const s = await newSite('Next attempt', server.url);
    const r = await rx(() => ({ status: 503 }));
    await configure({ lead: { url: `${r.url}/down`, enabled: true } }, s);
    await submitLead('waiting-probe', s);
    // The first retry is due within RETRY_BASE_MS; read the log right after the first attempt.
    expect(await r.waitFor(() => true)).toBeTruthy();
    let rows: Array<ReturnType<typeof data>> = [];
    for (let i = 0; i < 40 && !rows.some((d) => d.nextAttemptAt); i++) rows = await deliveries('lead', s);
    const failed = rows.find((d) => d.nextAttemptAt);
    expect(failed, JSON.stringify(rows)).toMatchObject({ status: 503, ok: false, attempt: expect.any(Number) });
    expect(Date.parse(failed!.nextAttemptAt)).toBeGreaterThan(Date.parse(failed!.at));
    await configure({ lead: { enabled: false } }, s);
  });

  it('410 Gone turns the slot off with a reason, and later leads are not delivered', async () => {
    const s = await newSite('Gone', server.url);
    const r = await rx(() => ({ status: 410 }));
    await configure({ lead: { url: `${r.url}/gone`, enabled: true } }, s);
    await submitLead('gone-probe', s);
    expect(await r.waitFor(() => true)).toBeTruthy();
    let slot: ReturnType<typeof data> = {};
    for (let i = 0; i < 50; i++) {
      slot = data(await on(s).get('/api/v1/webhooks', { token: s.ownerToken })).item.lead;
      if (!slot.enabled) break;
      await sleep(100);
    }
    expect(slot).toMatchObject({ enabled: false, url: `${r.url}/gone`, disabledReason: expect.stringContaining('410') });
    await submitLead('after-gone', s);
    await sleep(RETRY_BASE_MS * 3);
    expect(r.hits.length, 'neither retried nor a new delivery').toBe(1);
    // Turning it on again clears the reason.
    expect((await configure({ lead: { enabled: true } }, s)).lead).toMatchObject({ enabled: true, disabledReason: null });
    await configure({ lead: { enabled: false } }, s);
  });

  it('a lead on a site with no webhook (or one turned off) is simply not delivered', async () => {
    const s = await newSite('No hook', server.url);
    const r = await rx();
    await submitLead('no-slot', s);
    await configure({ lead: { url: `${r.url}/off`, enabled: false } }, s);
    await submitLead('slot-off', s);
    await sleep(1500);
    expect(r.hits).toEqual([]);
    expect(await deliveries('lead', s)).toEqual([]);
  });
});

describe('rotation', () => {
  it('during the grace period each delivery carries both signatures; with no grace only the new one', async () => {
    const s = await newSite('Rotate', server.url);
    const r = await rx();
    const before = await configure({ lead: { url: `${r.url}/rot`, enabled: true } }, s);
    const rot = await on(s).post('/api/v1/webhooks/lead/rotate', { graceHours: 2 }, { token: s.ownerToken });
    expect(rot.status, rot.text).toBe(200);
    const after = data(rot).item;
    expect(after.lead.secret).toMatch(/^whsec_/);
    expect(after.lead.secret).not.toBe(before.lead.secret);
    expect(after.post.secret).toBe(before.post.secret);
    const expires = Date.parse(after.lead.previousSecretExpiresAt);
    expect(Math.abs(expires - (Date.now() + 2 * 3_600_000))).toBeLessThan(60_000);
    await submitLead('rotated-probe', s);
    const hit = await r.waitFor((h) => h.body.includes('rotated-probe'));
    expect(signatureCount(hit!)).toBe(2);
    expect(verified(hit!, after.lead.secret)).toBeTruthy();
    expect(verified(hit!, before.lead.secret)).toBeTruthy();
    // Default body (no graceHours): 24 h.
    const again = data(await on(s).post('/api/v1/webhooks/lead/rotate', undefined, { token: s.ownerToken })).item;
    expect(Math.abs(Date.parse(again.lead.previousSecretExpiresAt) - (Date.now() + 24 * 3_600_000))).toBeLessThan(60_000);
    const now = data(await on(s).post('/api/v1/webhooks/lead/rotate', { graceHours: 0 }, { token: s.ownerToken })).item;
    expect(now.lead.previousSecretExpiresAt).toBeNull();
    await submitLead('no-grace', s);
    const last = await r.waitFor((h) => h.body.includes('no-grace'));
    expect(signatureCount(last!)).toBe(1);
    expect(verified(last!, now.lead.secret)).toBeTruthy();
    expect(() => verified(last!, again.lead.secret)).toThrow();
    for (const body of [{ graceHours: 169 }, { graceHours: -1 }, { graceHours: 1.5 }, { grace: 1 }]) {
      expect((await on(s).post('/api/v1/webhooks/lead/rotate', body, { token: s.ownerToken })).status, JSON.stringify(body)).toBe(422);
    }
    expect((await on(s).post('/api/v1/webhooks/orders/rotate', {}, { token: s.ownerToken })).status).toBe(404);
  });
});

describe('test send', () => {
  it("sends a signed test event now and answers the receiver's status", async () => {
    const s = await newSite('Test send', server.url);
    const r = await rx((h) => (h.url === '/fail' ? { status: 500 } : { status: 200 }));
    const none = await on(s).post('/api/v1/webhooks/test', { slot: 'post' }, { token: s.ownerToken });
    expect(none.status, none.text).toBe(422);
    const conf = await configure({ post: { url: `${r.url}/post`, enabled: false } }, s);
    const res = await on(s).post('/api/v1/webhooks/test', { slot: 'post' }, { token: s.ownerToken });
    expect(res.status, res.text).toBe(200);
    expect(data(res).item).toEqual({ status: 200, ok: true, durationMs: expect.any(Number), error: null });
    const hit = r.hits.at(-1)!;
    expect(hit.url).toBe('/post');
    expect((verified(hit, conf.post.secret) as { type: string }).type).toBe('webhook.test');
    await configure({ post: { url: `${r.url}/fail` } }, s);
    const failed = data(await on(s).post('/api/v1/webhooks/test', { slot: 'post' }, { token: s.ownerToken })).item;
    expect(failed).toMatchObject({ status: 500, ok: false, error: 'HTTP 500' });
    // Nobody listening: no status, an error.
    await configure({ post: { url: 'http://127.0.0.1:1/none' } }, s);
    const refused = data(await on(s).post('/api/v1/webhooks/test', { slot: 'post' }, { token: s.ownerToken })).item;
    expect(refused).toMatchObject({ status: null, ok: false, error: expect.any(String) });
    const rows = await deliveries('post', s);
    expect(rows.map((d) => [d.type, d.status])).toEqual([
      ['webhook.test', null],
      ['webhook.test', 500],
      ['webhook.test', 200],
    ]);
    for (const body of [{}, { slot: 'order' }, { slot: 'lead', x: 1 }]) {
      expect((await on(s).post('/api/v1/webhooks/test', body, { token: s.ownerToken })).status, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('deliveries and redelivery', () => {
  it('redelivers an event with its webhook-id and body; refuses test sends and unknown ids', async () => {
    const s = await newSite('Redeliver', server.url);
    const r = await rx();
    const conf = await configure({ lead: { url: `${r.url}/re`, enabled: true } }, s);
    await submitLead('redeliver-probe', s);
    const first = await r.waitFor((h) => h.body.includes('redeliver-probe'));
    let rows: Array<ReturnType<typeof data>> = [];
    for (let i = 0; i < 50 && rows.length === 0; i++) rows = await deliveries('lead', s);
    const re = await on(s).post(`/api/v1/webhooks/lead/deliveries/${rows[0]!.id}/redeliver`, undefined, { token: s.ownerToken });
    expect(re.status, re.text).toBe(200);
    expect(data(re).item).toEqual({ queued: true });
    expect(await r.waitFor(() => r.hits.length >= 2)).toBeTruthy();
    const second = r.hits[1]!;
    expect(second.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second.body).toBe(first!.body);
    expect(verified(second, conf.lead.secret)).toBeTruthy();
    await on(s).post('/api/v1/webhooks/test', { slot: 'lead' }, { token: s.ownerToken });
    rows = await deliveries('lead', s);
    expect(rows.length).toBe(3);
    expect(Object.keys(rows[0]!).sort()).toEqual(['at', 'attempt', 'durationMs', 'error', 'id', 'messageId', 'nextAttemptAt', 'ok', 'requestBody', 'responseBody', 'status', 'type'].sort());
    const test = rows.find((d) => d.type === 'webhook.test')!;
    expect((await on(s).post(`/api/v1/webhooks/lead/deliveries/${test.id}/redeliver`, undefined, { token: s.ownerToken })).status).toBe(422);
    // The post slot has no such delivery; ids of another site are not found either.
    expect((await on(s).post(`/api/v1/webhooks/post/deliveries/${rows[0]!.id}/redeliver`, undefined, { token: s.ownerToken })).status).toBe(404);
    expect((await on().post(`/api/v1/webhooks/lead/deliveries/${rows[0]!.id}/redeliver`, undefined, owner())).status).toBe(404);
    expect((await on(s).post('/api/v1/webhooks/lead/deliveries/abc/redeliver', undefined, { token: s.ownerToken })).status).toBe(404);
    expect((await on(s).get('/api/v1/webhooks/nope/deliveries', { token: s.ownerToken })).status).toBe(404);
    // A slot turned off takes no redelivery.
    await configure({ lead: { enabled: false } }, s);
    expect((await on(s).post(`/api/v1/webhooks/lead/deliveries/${rows.at(-1)!.id}/redeliver`, undefined, { token: s.ownerToken })).status).toBe(422);
    // Paginated.
    const page = await on(s).get('/api/v1/webhooks/lead/deliveries?page_size=1&page=2', { token: s.ownerToken });
    expect(data(page).items.length).toBe(1);
    expect(data(page).pagination).toMatchObject({ page: 2, page_size: 1, total_entries: 3 });
  });
});

describe('post events', () => {
  it('the post slot gets created, published, updated and deleted events', async () => {
    const s = await newSite('Post hooks', server.url);
    const r = await rx();
    const conf = await configure({ post: { url: `${r.url}/posts`, enabled: true } }, s);
    const created = await on(s).post('/api/v1/posts', { title: 'Hooked', status: 1 }, { token: s.ownerToken });
    expect(created.status, created.text).toBe(201);
    const uid = data(created).item.uid;
    expect((await on(s).put(`/api/v1/posts/${uid}`, { title: 'Hooked, edited' }, { token: s.ownerToken })).status).toBe(200);
    expect((await on(s).del(`/api/v1/posts/${uid}`, { token: s.ownerToken })).status).toBe(200);
    expect(await r.waitFor(() => r.hits.length >= 4)).toBeTruthy();
    await sleep(300);
    const events = r.hits.map((h) => verified(h, conf.post.secret) as { type: string; data: { post: { uid: string; title: string } } });
    expect(events.map((e) => e.type).sort()).toEqual(['post.created', 'post.deleted', 'post.published', 'post.updated']);
    for (const e of events) expect(e.data.post.uid).toBe(uid);
    expect(events.find((e) => e.type === 'post.updated')!.data.post.title).toBe('Hooked, edited');
    expect(new Set(r.hits.map((h) => h.headers['webhook-id'])).size).toBe(4);
  });
});

describe('access', () => {
  it("anonymous 401, role 2 403, another site's admin 403, role 3 allowed", async () => {
    const other = await newSite('Other', server.url);
    const writer = await userWithRole(site, 2);
    const marketer = await userWithRole(site, 3);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/v1/webhooks'],
      ['PUT', '/api/v1/webhooks', { post: { enabled: false } }],
      ['POST', '/api/v1/webhooks/test', { slot: 'lead' }],
      ['POST', '/api/v1/webhooks/post/rotate', {}],
      ['GET', '/api/v1/webhooks/lead/deliveries'],
      ['POST', '/api/v1/webhooks/lead/deliveries/1/redeliver'],
    ];
    const call = (method: string, path: string, body: unknown, token?: string) => {
      const o = { token, body };
      return method === 'GET' ? on().get(path, o) : method === 'PUT' ? on().put(path, body, o) : on().post(path, body, o);
    };
    for (const [method, path, body] of calls) {
      expect((await call(method, path, body)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(method, path, body, writer.token)).status, `${method} ${path} role 2`).toBe(403);
      expect((await call(method, path, body, other.ownerToken)).status, `${method} ${path} other site's admin`).toBe(403);
    }
    expect((await on().get('/api/v1/webhooks', { token: marketer.token })).status).toBe(200);
    expect((await on().put('/api/v1/webhooks', { post: { enabled: false } }, { token: marketer.token })).status).toBe(200);
  });
});

describe('SSRF guard', () => {
  let strict: RunningServer;
  beforeAll(async () => {
    strict = await startServer(inject('dbKind'), { ALLOW_PRIVATE_FETCH: 'false' });
  }, 120_000);
  afterAll(() => strict?.stop());

  it('refuses private and loopback URLs at save when private fetches are not allowed', async () => {
    const s = await newSite('Strict', strict.url);
    const r = await rx();
    for (const url of [
      `${r.url}/x`,
      r.url.replace('127.0.0.1', 'localhost'),
      'http://169.254.169.254/latest/meta-data',
      'http://10.1.2.3/',
      'http://[::1]:8080/',
      'http://0.0.0.0/',
      'http://does-not-exist.invalid/',
    ]) {
      const res = await api(s.host, strict.url).put('/api/v1/webhooks', { lead: { url, enabled: true } }, { token: s.ownerToken });
      expect(res.status, `${url}: ${res.text}`).toBe(422);
      expect(data(res).text).toMatch(/lead\.url/);
    }
    const item = data(await api(s.host, strict.url).get('/api/v1/webhooks', { token: s.ownerToken })).item;
    expect(item.lead.url).toBeNull();
  });
});
