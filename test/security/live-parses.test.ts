import { beforeAll, describe, expect, it } from 'vitest';
import { api, data, newSite, unique, userWithRole, type Reply } from '../helpers/http';

// docs/behaviours.md#B-live-parses, "what is live always parses" (issue 25): a live page never breaks from a save. A save
// that would publish a body that does not parse (create, update, restore, or publishing a stored
// draft) answers 422 with the first error's line, column and code and stores nothing: no version, no
// generation move (the cached page stays a hit). A draft may hold any body and never reaches a page.
let site: Awaited<ReturnType<typeof newSite>>;
let http: ReturnType<typeof api>;
let marketer: string;
let customer: string;

const BROKEN = 'line one\n<p>{% if true %}never closed</p>\n';

interface Template {
  uid: string;
  version: number;
  body: string;
  draftBody: string | null;
  published: boolean;
}

const pageAt = (path: string) => http.get(path, { headers: { accept: 'text/html' } });
const read = async (uid: string) => data(await http.get(`/api/v1/templates/${uid}`)).item as Template;

async function livePage(body: string): Promise<{ uid: string; path: string }> {
  const path = `/${unique('live')}`;
  const r = await http.post('/api/v1/templates', { title: unique('Live '), permalink: path, type: 'page', body }, { token: marketer });
  expect(r.status, r.text).toBe(201);
  return { uid: (data(r).item as Template).uid, path };
}

// The page is served from the cache of the site's current generation: twice, so the second is a hit.
async function cachedPage(path: string, text: string): Promise<void> {
  await pageAt(path);
  const again = await pageAt(path);
  expect(again.status).toBe(200);
  expect(again.text).toContain(text);
  expect(again.headers['x-cache']).toBe('HIT');
}

// Still the old body, from the cache: the refused or draft save did not move the site's generation.
async function unchanged(path: string, text: string): Promise<void> {
  const r = await pageAt(path);
  expect(r.status).toBe(200);
  expect(r.text).toContain(text);
  expect(r.headers['x-cache'], 'the generation did not move').toBe('HIT');
}

function refusedAt(r: Reply, line: number, column: number, code: string): void {
  expect(r.status, r.text).toBe(422);
  expect(r.json?.state).toBe('error');
  const d = data(r);
  expect(d).toMatchObject({ line, column, code });
  expect(d.text).toContain(`line ${line}, column ${column}`);
  expect(d.errors[0]).toMatchObject({ line, column, code, message: expect.any(String) });
}

beforeAll(async () => {
  site = await newSite('Live parses');
  http = api(site.host);
  [marketer, customer] = await Promise.all([userWithRole(site, 3, 'Marketer'), userWithRole(site, 1, 'Customer')]).then(([m, c]) => [m.token, c.token]);
});

describe('a save that would publish a body that does not parse', () => {
  it('create: 422 at the error, nothing stored', async () => {
    const path = `/${unique('new')}`;
    const title = unique('Broken ');
    refusedAt(await http.post('/api/v1/templates', { title, permalink: path, type: 'page', body: BROKEN }, { token: marketer }), 2, 4, 'unclosed-block');
    const all = data(await http.get('/api/v1/templates?page_size=100')).items as { title: string }[];
    expect(all.map((t) => t.title)).not.toContain(title);
    expect((await pageAt(path)).status).toBe(404);
  });

  it('update: 422, the live page still renders the old body and keeps its version', async () => {
    const { uid, path } = await livePage('<p>OLD BODY</p>');
    await cachedPage(path, 'OLD BODY');
    refusedAt(await http.put(`/api/v1/templates/${uid}`, { body: BROKEN, baseVersion: 1 }, { token: marketer }), 2, 4, 'unclosed-block');
    refusedAt(await http.post('/api/v1/templates', { uid, title: 'x', body: 'ok\n{{ unclosed', baseVersion: 1 }, { token: site.ownerToken }), 2, 1, 'unclosed-output');
    await unchanged(path, 'OLD BODY');
    expect(await read(uid)).toMatchObject({ version: 1, body: '<p>OLD BODY</p>', draftBody: null, published: true });
    const versions = data(await http.get(`/api/v1/templates/${uid}/versions`, { token: marketer })).items as unknown[];
    expect(versions).toHaveLength(1);
  });

  it('a long body (validated off the event loop) is refused the same way', async () => {
    const { uid, path } = await livePage('<p>SHORT</p>');
    const long = `${'<p>filler</p>\n'.repeat(2000)}{{ unclosed`;
    const r = await http.put(`/api/v1/templates/${uid}`, { body: long }, { token: marketer });
    expect(r.status, r.text.slice(0, 300)).toBe(422);
    expect(data(r).line).toBe(2001);
    expect((await pageAt(path)).text).toContain('SHORT');
  });

  it('restore of a version that does not parse: 422, the live body stays', async () => {
    const { uid, path } = await livePage('<p>FIRST</p>');
    // A broken draft in the history (version 2), then a good publish (version 3).
    expect((await http.put(`/api/v1/templates/${uid}`, { body: BROKEN, published: false }, { token: marketer })).status).toBe(200);
    expect((await http.put(`/api/v1/templates/${uid}`, { body: '<p>THIRD</p>' }, { token: marketer })).status).toBe(200);
    await cachedPage(path, 'THIRD');
    const versions = data(await http.get(`/api/v1/templates/${uid}/versions`, { token: marketer })).items as { version: number; published: boolean }[];
    expect(versions.map((v) => [v.version, v.published])).toEqual([
      [3, true],
      [2, false],
      [1, true],
    ]);
    refusedAt(await http.post(`/api/v1/templates/${uid}/versions/2/restore`, { baseVersion: 3 }, { token: marketer }), 2, 4, 'unclosed-block');
    await unchanged(path, 'THIRD');
    expect(await read(uid)).toMatchObject({ version: 3, body: '<p>THIRD</p>' });
    // A version that parses restores as before.
    const ok = await http.post(`/api/v1/templates/${uid}/versions/1/restore`, { baseVersion: 3 }, { token: marketer });
    expect(ok.status, ok.text).toBe(200);
    expect((await pageAt(path)).text).toContain('FIRST');
  });

  it('an email template is checked part by part, at its place in the whole body', async () => {
    const body = 'Subject: Your code {{ code }}\n<p>{{ code }}</p>\n--- text ---\nCode: {{ code \n';
    refusedAt(await http.post('/api/v1/templates', { title: 'email/login_code', type: 'email', body }, { token: marketer }), 4, 7, 'unclosed-output');
    const subject = await http.post('/api/v1/templates', { title: 'email/login_code', type: 'email', body: 'Subject: Hi {% if x %}\n<p>{{ code }}</p>' }, { token: marketer });
    expect(subject.status, subject.text).toBe(422);
    expect(data(subject)).toMatchObject({ line: 1, column: 13 });
  });

  it('warnings (a missing partial or layout) do not refuse a save', async () => {
    const r = await http.post('/api/v1/templates', { title: unique('Warned '), permalink: `/${unique('w')}`, body: '{% render "no-such-partial" %}{% frobnicate %}' }, { token: marketer });
    expect(r.status, r.text).toBe(201);
  });
});

describe('drafts hold any body and never reach a page', () => {
  it('published: false keeps a broken draft beside the live body; publishing it is refused until fixed', async () => {
    const { uid, path } = await livePage('<p>LIVE ONE</p>');
    await cachedPage(path, 'LIVE ONE');
    const draft = await http.put(`/api/v1/templates/${uid}`, { body: BROKEN, published: false, baseVersion: 1 }, { token: marketer });
    expect(draft.status, draft.text).toBe(200);
    expect(data(draft).item).toMatchObject({ version: 2, published: true, body: '<p>LIVE ONE</p>', draftBody: BROKEN });
    await unchanged(path, 'LIVE ONE');

    // Publishing the stored draft (a save without a body) parses it first.
    refusedAt(await http.put(`/api/v1/templates/${uid}`, { baseVersion: 2 }, { token: marketer }), 2, 4, 'unclosed-block');
    refusedAt(await http.patch(`/api/v1/templates/${uid}`, { published: true }, { token: site.ownerToken }), 2, 4, 'unclosed-block');
    await unchanged(path, 'LIVE ONE');
    expect(await read(uid)).toMatchObject({ version: 2, draftBody: BROKEN });

    // A draft holds its body only: renaming goes with a publish.
    expect((await http.put(`/api/v1/templates/${uid}`, { title: 'Renamed', body: 'x', published: false }, { token: marketer })).status).toBe(422);

    // Fixed as a draft, then published without a body: the draft becomes the live body.
    expect((await http.put(`/api/v1/templates/${uid}`, { body: '<p>LIVE TWO</p>', published: false }, { token: marketer })).status).toBe(200);
    await unchanged(path, 'LIVE ONE');
    const published = await http.put(`/api/v1/templates/${uid}`, {}, { token: marketer });
    expect(published.status, published.text).toBe(200);
    expect(data(published).item).toMatchObject({ version: 4, published: true, body: '<p>LIVE TWO</p>', draftBody: null });
    expect((await pageAt(path)).text).toContain('LIVE TWO');
  });

  it('a new broken draft is stored, not rendered, and shadows no live partial', async () => {
    const partial = unique('part-');
    expect((await http.post('/api/v1/templates', { title: partial, type: 'partial', body: 'PARTIAL OK' }, { token: marketer })).status).toBe(201);
    const { path } = await livePage(`<p>{% render "${partial}" %}</p>`);
    await cachedPage(path, 'PARTIAL OK');
    const draftPath = `/${unique('draft')}`;
    const page = await http.post('/api/v1/templates', { title: unique('Draft '), permalink: draftPath, body: BROKEN, published: false }, { token: marketer });
    expect(page.status, page.text).toBe(201);
    expect(data(page).item).toMatchObject({ published: false, body: BROKEN });
    const shadow = await http.post('/api/v1/templates', { title: partial, type: 'partial', body: '{% if %}', published: false }, { token: marketer });
    expect(shadow.status, shadow.text).toBe(201);
    await unchanged(path, 'PARTIAL OK');
    expect((await pageAt(draftPath)).status).toBe(404);

    // Publishing the draft page is refused until its body parses.
    const uid = (data(page).item as Template).uid;
    refusedAt(await http.put(`/api/v1/templates/${uid}`, {}, { token: marketer }), 2, 4, 'unclosed-block');
    expect((await pageAt(draftPath)).status).toBe(404);
    expect((await http.put(`/api/v1/templates/${uid}`, { body: '<p>NOW LIVE</p>' }, { token: marketer })).status).toBe(200);
    expect((await pageAt(draftPath)).text).toContain('NOW LIVE');
  });

  it("below role 3 every save is a draft, broken or not; a role-3 member's publish of it parses it first", async () => {
    const path = `/${unique('cust')}`;
    const r = await http.post('/api/v1/templates', { title: unique('Customer '), permalink: path, body: BROKEN, published: true }, { token: customer });
    expect(r.status, r.text).toBe(201);
    const uid = (data(r).item as Template).uid;
    expect(data(r).item).toMatchObject({ published: false });
    expect((await pageAt(path)).status).toBe(404);
    refusedAt(await http.put(`/api/v1/templates/${uid}`, {}, { token: marketer }), 2, 4, 'unclosed-block');
    expect((await read(uid)).published).toBe(false);
  });
});
