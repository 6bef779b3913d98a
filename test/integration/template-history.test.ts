import { beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_HISTORY_SIZE } from '@/lib/domains/content/templates/history';
import { api, data, newSite, PLATFORM, unique, userWithRole } from '../helpers/http';

type Site = Awaited<ReturnType<typeof newSite>>;
let site: Site;
let http: ReturnType<typeof api>;

const page = (extra: Record<string, unknown> = {}) => ({ title: unique('T'), permalink: `/${unique('h')}`, body: 'v1', ...extra });

async function created(token: string, extra: Record<string, unknown> = {}) {
  const r = await http.post('/api/v1/templates', page(extra), { token });
  expect(r.status, r.text).toBe(201);
  return data(r).item as { uid: string; version: number; permalink: string; title: string };
}

beforeAll(async () => {
  site = await newSite('History');
  http = api(site.host);
});

describe('template versions and conflicts', () => {
  it('starts at version 1 and moves by one on every stored change', async () => {
    const t = await created(site.ownerToken);
    expect(t.version).toBe(1);
    const saved = await http.put(`/api/v1/templates/${t.uid}`, { body: 'v2', baseVersion: 1 }, { token: site.ownerToken });
    expect(saved.status, saved.text).toBe(200);
    expect(data(saved).item).toMatchObject({ version: 2, body: 'v2' });
    // Without a base the save is unconditional (older clients), and still counts.
    expect(data(await http.patch(`/api/v1/templates/${t.uid}`, { title: 'Renamed' }, { token: site.ownerToken })).item.version).toBe(3);
    // The upsert of an existing uid is an update, baseVersion included.
    const upsert = await http.post('/api/v1/templates', { uid: t.uid, title: 'Upserted', body: 'v4', baseVersion: 3 }, { token: site.ownerToken });
    expect(upsert.status, upsert.text).toBe(200);
    expect(data(upsert).item.version).toBe(4);
  });

  it('answers 409 with the current template for a stale base, and changes nothing', async () => {
    const t = await created(site.ownerToken);
    await http.put(`/api/v1/templates/${t.uid}`, { body: 'theirs', baseVersion: 1 }, { token: site.ownerToken });
    for (const send of [
      () => http.put(`/api/v1/templates/${t.uid}`, { body: 'mine', baseVersion: 1 }, { token: site.ownerToken }),
      () => http.post('/api/v1/templates', { uid: t.uid, title: 'x', body: 'mine', baseVersion: 1 }, { token: site.ownerToken }),
      () => http.post(`/api/v1/templates/${t.uid}/versions/1/restore`, { baseVersion: 1 }, { token: site.ownerToken }),
    ]) {
      const r = await send();
      expect(r.status, r.text).toBe(409);
      expect(r.json?.state).toBe('error');
      expect(data(r).text).toMatch(/version 2/);
      expect(data(r).item).toMatchObject({ uid: t.uid, version: 2, body: 'theirs' });
    }
    expect(data(await http.get(`/api/v1/templates/${t.uid}`)).item).toMatchObject({ version: 2, body: 'theirs' });
  });

  it('lets exactly one of several concurrent saves from the same base through', async () => {
    const t = await created(site.ownerToken);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => http.put(`/api/v1/templates/${t.uid}`, { body: `racer ${i}`, baseVersion: 1 }, { token: site.ownerToken })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = answers.find((r) => r.status === 200)!;
    const now = data(await http.get(`/api/v1/templates/${t.uid}`)).item;
    expect(now).toMatchObject({ version: 2, body: data(winner).item.body });
    const history = data(await http.get(`/api/v1/templates/${t.uid}/versions`, { token: site.ownerToken })).items as { version: number }[];
    expect(history.map((h) => h.version)).toEqual([2, 1]);
  });
});

describe('template history', () => {
  it(`keeps the last ${TEMPLATE_HISTORY_SIZE} versions, newest first, with size and author`, async () => {
    expect(TEMPLATE_HISTORY_SIZE).toBe(20); // the database trigger (migration 0008) prunes at 20 too
    const t = await created(site.ownerToken);
    for (let v = 2; v <= 25; v++) {
      const r = await http.put(`/api/v1/templates/${t.uid}`, { body: `body é ${v}`, baseVersion: v - 1 }, { token: site.ownerToken });
      expect(r.status, r.text).toBe(200);
    }
    const list = await http.get(`/api/v1/templates/${t.uid}/versions`, { token: site.ownerToken });
    expect(list.status, list.text).toBe(200);
    const items = data(list).items as Record<string, unknown>[];
    expect(items.map((i) => i.version)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    expect(items[0]).toEqual({
      version: 25,
      title: t.title,
      permalink: t.permalink,
      type: 'page',
      published: true,
      authorUid: expect.any(String),
      createdAt: expect.any(String),
      size: Buffer.byteLength('body é 25'),
    });
    expect(items[0]).not.toHaveProperty('body');
    const one = await http.get(`/api/v1/templates/${t.uid}/versions/6`, { token: site.ownerToken });
    expect(data(one).item).toMatchObject({ version: 6, body: 'body é 6' });
    for (const gone of ['5', '1', '26', '0', 'x']) expect((await http.get(`/api/v1/templates/${t.uid}/versions/${gone}`, { token: site.ownerToken })).status, gone).toBe(404);
  });

  it('records the seeded /index of a new site as version 1', async () => {
    const index = (data(await http.get('/api/v1/templates?page_size=100')).items as { uid: string; permalink: string }[]).find((t) => t.permalink === '/index')!;
    const items = data(await http.get(`/api/v1/templates/${index.uid}/versions`, { token: site.ownerToken })).items as { version: number }[];
    expect(items.map((i) => i.version)).toEqual([1]);
  });

  it('restores an old version as a new one, live for role 3+, a draft below', async () => {
    const t = await created(site.ownerToken, { body: '<p>first</p>' });
    await http.put(`/api/v1/templates/${t.uid}`, { body: '<p>second</p>', title: 'Second' }, { token: site.ownerToken });
    const r = await http.post(`/api/v1/templates/${t.uid}/versions/1/restore`, { baseVersion: 2 }, { token: site.ownerToken });
    expect(r.status, r.text).toBe(200);
    expect(data(r).item).toMatchObject({ version: 3, body: '<p>first</p>', title: t.title, published: true });
    expect((await http.get(t.permalink, { headers: { accept: 'text/html' } })).text).toContain('first');
    // Without a body at all, the restore is unconditional.
    expect(data(await http.post(`/api/v1/templates/${t.uid}/versions/2/restore`, undefined, { token: site.ownerToken })).item).toMatchObject({ version: 4, body: '<p>second</p>' });

    const customer = await userWithRole(site, 1);
    const own = await created(customer.token, { body: 'draft one' });
    await http.put(`/api/v1/templates/${own.uid}`, { body: 'draft two' }, { token: customer.token });
    const restored = await http.post(`/api/v1/templates/${own.uid}/versions/1/restore`, {}, { token: customer.token });
    expect(restored.status, restored.text).toBe(200);
    expect(data(restored).item).toMatchObject({ version: 3, body: 'draft one', published: false });
  });

  it('is for the owner and role 3+ only', async () => {
    const writerA = await userWithRole(site, 2);
    const writerB = await userWithRole(site, 2);
    const marketer = await userWithRole(site, 3);
    const own = await created(writerA.token);
    const url = `/api/v1/templates/${own.uid}/versions`;
    expect((await http.get(url)).status).toBe(401);
    expect((await http.get(url, { token: writerB.token })).status).toBe(403);
    expect((await http.get(`${url}/1`, { token: writerB.token })).status).toBe(403);
    expect((await http.post(`${url}/1/restore`, {}, { token: writerB.token })).status).toBe(403);
    expect((await http.get(url, { token: writerA.token })).status).toBe(200);
    expect((await http.get(url, { token: marketer.token })).status).toBe(200);
    await http.del(`/api/v1/templates/${own.uid}`, { token: writerA.token });
    expect((await http.get(url, { token: marketer.token })).status).toBe(404);
  });

  it('is not readable across tenants, by host or X-Site', async () => {
    const other = await newSite('Other tenant');
    const theirs = data(await api(other.host).post('/api/v1/templates', page({ body: 'secret draft' }), { token: other.ownerToken })).item as { uid: string };
    const marketerA = await userWithRole(site, 3);
    const paths = [`/api/v1/templates/${theirs.uid}/versions`, `/api/v1/templates/${theirs.uid}/versions/1`];
    for (const path of paths) {
      // Site A's host with B's template uid: no such template on A.
      expect((await http.get(path, { token: marketerA.token })).status, path).toBe(404);
      expect((await api(PLATFORM).get(path, { token: marketerA.token, headers: { 'x-site': site.uid } })).status, path).toBe(404);
      // B's host, or X-Site naming B: A's marketer has no role on B.
      const viaHost = await api(other.host).get(path, { token: marketerA.token });
      const viaHeader = await api(PLATFORM).get(path, { token: marketerA.token, headers: { 'x-site': other.uid } });
      for (const r of [viaHost, viaHeader]) {
        expect(r.status, path).toBe(403);
        expect(r.text).not.toContain('secret draft');
      }
    }
    const restore = await api(PLATFORM).post(`/api/v1/templates/${theirs.uid}/versions/1/restore`, {}, { token: marketerA.token, headers: { 'x-site': other.uid } });
    expect(restore.status).toBe(403);
  });
});

describe('validate: positions, codes and warnings', () => {
  const validate = (body: Record<string, unknown>, token = site.ownerToken) => http.post('/api/v1/templates/validate', body, { token });

  it('keeps spec rules 1-6 and adds column, code and frame to the one error', async () => {
    const ok = await validate({ body: '{% if a %}x{% endif %}' });
    expect(data(ok)).toEqual({ ok: true, errors: [], warnings: [] });
    const bad = await validate({ body: 'one\n  {{ x' });
    expect(bad.status).toBe(200);
    expect(bad.json?.state).toBe('ok');
    expect(data(bad).ok).toBe(false);
    expect(data(bad).errors).toEqual([{ message: expect.any(String), line: 2, column: 3, code: 'unclosed-output', frame: '1 | one\n2 |   {{ x\n  |   ^' }]);
  });

  it('warns with did-you-mean, unused assigns, and layouts and partials the site lacks', async () => {
    await created(site.ownerToken, { title: 'card', permalink: null, type: 'partial', body: '<div>card</div>' });
    const r = await validate({ body: '{% layout "nolayout" %}\n{{ x | upcse }}{% render "card" %}{% render "nopartial" %}\n{% iff x %}' });
    expect(data(r).ok).toBe(true);
    expect(data(r).warnings).toEqual([
      { message: expect.stringContaining('nolayout'), line: 1, column: 1, code: 'missing-layout' },
      // A page with a layout shows only its blocks: this body has none.
      { message: expect.stringContaining('outside every {% block %}'), line: 2, column: 1, code: 'output-outside-block' },
      { message: expect.stringContaining('did you mean "upcase"'), line: 2, column: 8, code: 'unknown-filter', suggestion: 'upcase' },
      { message: expect.stringContaining('nopartial'), line: 2, column: 35, code: 'missing-partial' },
      { message: expect.stringContaining('did you mean "if"'), line: 3, column: 1, code: 'unknown-tag', suggestion: 'if' },
    ]);
    const unused = await validate({ body: '{% assign shown = 1 %}{% assign lost = 2 %}{{ shown }}' });
    expect(data(unused).warnings).toEqual([{ message: expect.stringContaining('"lost"'), line: 1, column: 23, code: 'unused-assign' }]);
    // In a partial or layout an assign is for the page that uses it.
    expect(data(await validate({ body: '{% assign lost = 2 %}', type: 'partial' })).warnings).toEqual([]);
  });

  it('reads the edited template by uid: its type, and its own title as present', async () => {
    const draft = await created((await userWithRole(site, 1)).token, { title: unique('own'), permalink: null, type: 'layout', body: '' });
    const r = await validate({ body: `{% assign for_page = 1 %}{% render "${draft.title}" %}`, uid: draft.uid });
    expect(data(r).warnings).toEqual([]);
    const without = await validate({ body: `{% assign for_page = 1 %}{% render "${draft.title}" %}` });
    expect(data(without).warnings.map((w: { code: string }) => w.code)).toEqual(['unused-assign', 'missing-partial']);
  });

  it("finds a partial saved a moment ago (the site's generation moved)", async () => {
    const name = unique('fresh');
    const before = await validate({ body: `{% render "${name}" %}` });
    expect(data(before).warnings.map((w: { code: string }) => w.code)).toEqual(['missing-partial']);
    await created(site.ownerToken, { title: name, permalink: null, type: 'partial' });
    expect(data(await validate({ body: `{% render "${name}" %}` })).warnings).toEqual([]);
  });
});
