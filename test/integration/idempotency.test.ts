import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { newProduct, newVariant } from '../helpers/catalogue';
import { api, data, newSite, PLATFORM, unique, userWithRole, type Reply } from '../helpers/http';

// Issue 27 item 4: a write sent with an Idempotency-Key runs once; a retry with the key gets the first
// answer back (Idempotent-Replayed: true), another request under it 422, one still running 409.

let site: Awaited<ReturnType<typeof newSite>>;
let on: ReturnType<typeof api>;
const keyed = (key: string, headers: Record<string, string> = {}) => ({ headers: { 'idempotency-key': key, ...headers } });

beforeAll(async () => {
  site = await newSite('Idempotent shop');
  on = api(site.host);
}, 60_000);

const leadsOfForm = async (form: string, host = site.host, token = site.ownerToken) =>
  data(await api(host).get(`/api/v1/leads?form=${form}&page_size=100`, { token })).items as { uid: string; data: Record<string, unknown> }[];

const expectReplayOf = (replay: Reply, first: Reply) => {
  expect(first.headers['idempotent-replayed']).toBeUndefined();
  expect(replay.headers['idempotent-replayed']).toBe('true');
  expect(replay.status).toBe(first.status);
  expect(replay.text).toBe(first.text);
  expect(replay.headers['content-type']).toBe(first.headers['content-type']);
};

describe('Idempotency-Key', () => {
  it('a lead posted twice with one key makes one row and two identical answers; another body under the key is 422', async () => {
    const form = unique('contact');
    const body = { form, data: { name: 'Ada', email: 'ada@example.test', message: 'Beans, please' } };
    const key = randomUUID();
    const first = await on.post('/api/v1/leads', body, keyed(key));
    expect(first.status, first.text).toBe(201);
    const second = await on.post('/api/v1/leads', body, keyed(key));
    expectReplayOf(second, first);
    expect(await leadsOfForm(form)).toHaveLength(1);

    const changed = await on.post('/api/v1/leads', { ...body, data: { ...body.data, message: 'Tea instead' } }, keyed(key));
    expect(changed.status).toBe(422);
    expect(changed.json).toMatchObject({ state: 'error', data: { text: expect.stringMatching(/different request/) } });
    expect(await leadsOfForm(form)).toHaveLength(1);

    // Without a key nothing changes: the same body makes a second lead.
    expect((await on.post('/api/v1/leads', body)).status).toBe(201);
    expect(await leadsOfForm(form)).toHaveLength(2);
  });

  it('a checkout posted twice with one key makes one order and two identical answers', async () => {
    const variant = await newVariant(site, await newProduct(site, 'Kenya AA'), { stock: 10 });
    const email = `${unique('buyer')}@example.test`;
    const body = { items: [{ variantId: variant.id, quantity: 2 }], email };
    const key = randomUUID();
    const first = await on.post('/payments/checkout', body, keyed(key));
    expect(first.status, first.text).toBe(201);
    const second = await on.post('/payments/checkout', body, keyed(key));
    expectReplayOf(second, first);
    const orders = data(await on.get(`/api/v1/orders?q=${encodeURIComponent(email)}`, { token: site.ownerToken })).items as { uid: string }[];
    expect(orders.map((o) => o.uid)).toEqual([data(first).item.uid]);

    const other = await on.post('/payments/checkout', { ...body, items: [{ variantId: variant.id, quantity: 3 }] }, keyed(key));
    expect(other.status).toBe(422);
    expect(data(await on.get(`/api/v1/orders?q=${encodeURIComponent(email)}`, { token: site.ownerToken })).items).toHaveLength(1);
  });

  it('a form post answered 303 is replayed with its Location; a refused body (422) is replayed too', async () => {
    const form = unique('form');
    const raw = `form=${form}&name=Grace&_redirect=%2Fthanks`;
    const post = () => on.post('/api/v1/leads', undefined, { raw, ...keyed(`form-${form}`, { 'content-type': 'application/x-www-form-urlencoded' }) });
    const first = await post();
    expect(first.status).toBe(303);
    const second = await post();
    expectReplayOf(second, first);
    expect(second.headers.location).toBe('/thanks');
    expect(await leadsOfForm(form)).toHaveLength(1);

    const bad = { form, data: 'not an object' };
    const refused = await on.post('/api/v1/leads', bad, keyed(`bad-${form}`));
    expect(refused.status).toBe(422);
    expectReplayOf(await on.post('/api/v1/leads', bad, keyed(`bad-${form}`)), refused);
  });

  it('one key on another site, or from another caller, is another key', async () => {
    const other = await newSite('Other shop');
    const customer = await userWithRole(site, 1, 'Customer');
    const form = unique('shared');
    const body = { form, data: { message: 'same words' } };
    const key = randomUUID();
    const answers = [
      await on.post('/api/v1/leads', body, keyed(key)),
      await api(other.host).post('/api/v1/leads', body, keyed(key)),
      await on.post('/api/v1/leads', body, { token: customer.token, ...keyed(key) }),
    ];
    for (const a of answers) {
      expect(a.status, a.text).toBe(201);
      expect(a.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await leadsOfForm(form)).toHaveLength(2);
    expect(await leadsOfForm(form, other.host, other.ownerToken)).toHaveLength(1);
    // Each is replayed to its own caller only.
    const again = await on.post('/api/v1/leads', body, { token: customer.token, ...keyed(key) });
    expectReplayOf(again, answers[2]!);
    expect(data(again).item.submitterUid).toBe(customer.uid);
  });

  it('concurrent requests with one key make exactly one effect: one 201, the others 409 or its replay', async () => {
    const form = unique('race');
    const body = { form, data: { message: 'at once' } };
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => on.post('/api/v1/leads', body, keyed(key))));
    const ran = answers.filter((a) => a.status === 201 && !a.headers['idempotent-replayed']);
    expect(ran).toHaveLength(1);
    for (const a of answers) {
      if (a === ran[0]) continue;
      if (a.status === 409) {
        expect(a.headers['retry-after']).toBe('1');
        expect(a.json).toMatchObject({ state: 'error', data: { text: expect.stringMatching(/in progress/) } });
      } else expectReplayOf(a, ran[0]!);
    }
    expect(await leadsOfForm(form)).toHaveLength(1);
    // Once it completed, a retry gets the answer.
    expectReplayOf(await on.post('/api/v1/leads', body, keyed(key)), ran[0]!);
  });

  it('an API write by a member (create, delete) runs once per key', async () => {
    const name = unique('bit');
    const created = await on.post('/api/v1/bits', { name, value: 'v' }, { token: site.ownerToken, ...keyed(`create-${name}`) });
    expect(created.status, created.text).toBe(201);
    expectReplayOf(await on.post('/api/v1/bits', { name, value: 'v' }, { token: site.ownerToken, ...keyed(`create-${name}`) }), created);
    const uid = data(created).item.uid as string;
    const deleted = await on.del(`/api/v1/bits/${uid}`, { token: site.ownerToken, ...keyed(`delete-${name}`) });
    expect(deleted.status).toBeLessThan(300);
    // Without the key a second delete would be 404: the retry gets the first answer instead.
    expectReplayOf(await on.del(`/api/v1/bits/${uid}`, { token: site.ownerToken, ...keyed(`delete-${name}`) }), deleted);
    expect((await on.del(`/api/v1/bits/${uid}`, { token: site.ownerToken })).status).toBe(404);
  });

  it('a replayed sign-up hands out no session: no cookie, no token, the same account', async () => {
    const body = { email: `${unique('s')}@example.test`, password: 'signup-password-1', name: 'Sam' };
    const first = await on.post('/api/v1/auth/signup', body, keyed(`signup-${body.email}`));
    expect(first.status, first.text).toBe(201);
    expect(typeof data(first).token).toBe('string');
    expect(first.headers['set-cookie']?.length).toBeGreaterThan(0);
    const second = await on.post('/api/v1/auth/signup', body, keyed(`signup-${body.email}`));
    expect(second.status).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(data(second).token).toBeUndefined();
    expect(data(second).item).toEqual(data(first).item);
  });

  it("the demo theme's forms make their key in the browser: the shared page carries none", async () => {
    const subdomain = unique('demo');
    const made = await api(PLATFORM).post('/api/v1/sites/new', { subdomain, name: 'Demo', email: `${subdomain}@example.test`, password: 'owner-password-1', theme: 'demo' });
    expect(made.status, made.text).toBe(201);
    const pages = await Promise.all(['/contact', '/contact'].map((p) => api(`${subdomain}.localhost`).get(p, { headers: { accept: 'text/html' } })));
    expect(pages[0]!.status).toBe(200);
    expect(pages[0]!.text).toContain("'idempotency-key': last.key");
    expect(pages[0]!.text).toContain('sendOnce(form.action');
    expect(pages[0]!.text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    expect(pages[1]!.text).toBe(pages[0]!.text);
  });

  it('refuses a malformed key with 422 and writes nothing', async () => {
    const form = unique('badkey');
    for (const key of ['has space', 'x'.repeat(256), 'caf\u00e9', '']) {
      const r = await on.post('/api/v1/leads', { form, data: {} }, keyed(key));
      expect(r.status, key).toBe(422);
      expect(r.json).toMatchObject({ state: 'error', data: { text: expect.stringMatching(/Idempotency-Key must be/) } });
    }
    expect((await on.post('/api/v1/leads', { form, data: {} }, keyed('k'.repeat(255)))).status).toBe(201);
    expect(await leadsOfForm(form)).toHaveLength(1);
  });
});
