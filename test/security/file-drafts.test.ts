import { beforeAll, describe, expect, it } from 'vitest';
import { api, data, newSite, request, unique, userWithRole } from '../helpers/http';

// A customer (role 1, anyone who signs up) posts a file record named "Official price list - log in to
// download" pointing at a phishing page. docs/behaviours.md#B-file-drafts: it is stored as a draft (201, `published: false`),
// absent from public reads, from `{% collection files %}` and from every rendered page (the cached one
// included) until a role-2+ member publishes it; its creator still reads it.
const PHISH = { name: 'Official price list - log in to download', url: 'https://evil.test/phish', mime: 'text/html', size: 1 };
const LIST = '{% collection files as items %}{% for f in items %}[{{ f.name }}|{{ f.url }}]{% endfor %}';

let site: Awaited<ReturnType<typeof newSite>>;
let on: ReturnType<typeof api>;
let customer: Awaited<ReturnType<typeof userWithRole>>;
let otherCustomer: Awaited<ReturnType<typeof userWithRole>>;
let writer: Awaited<ReturnType<typeof userWithRole>>;
let stranger: string;
let listPath: string;
let phishUid: string;

const listedUids = async (token?: string) => (data(await on.get('/api/v1/files?page_size=100', { token })).items as { uid: string }[]).map((f) => f.uid);
const page = () => on.get(listPath);

beforeAll(async () => {
  site = await newSite('File drafts');
  on = api(site.host);
  const other = await newSite('Elsewhere');
  [customer, otherCustomer, writer] = await Promise.all([userWithRole(site, 1, 'Mallory'), userWithRole(site, 1, 'Carol'), userWithRole(site, 2, 'Wendy')]);
  stranger = (await userWithRole(other, 1, 'Stranger')).token;
  listPath = `/${unique('downloads')}`;
  expect((await on.post('/api/v1/templates', { title: 'Downloads', permalink: listPath, body: LIST }, { token: site.ownerToken })).status).toBe(201);
  expect((await on.post('/api/v1/files', { name: 'Menu', url: 'https://cdn.example.test/menu.pdf', mime: 'application/pdf', size: 5 }, { token: site.ownerToken })).status).toBe(201);
});

describe("a customer's file record is a draft (docs/behaviours.md#B-file-drafts)", () => {
  it('answers 201 with published false', async () => {
    // Rendered and cached before the attack: the draft must not reach the cached copy either.
    const first = await page();
    expect(first.text).toBe('[Menu|https://cdn.example.test/menu.pdf]');
    expect((await page()).headers['x-cache']).toBe('HIT');
    const r = await on.post('/api/v1/files', PHISH, { token: customer.token });
    expect(r.status, r.text).toBe(201);
    expect(data(r).item).toMatchObject({ ...PHISH, published: false });
    phishUid = data(r).item.uid;
  });

  it("is absent from public reads: anonymous, another customer, another site's user", async () => {
    for (const token of [undefined, otherCustomer.token, stranger]) {
      expect(await listedUids(token)).not.toContain(phishUid);
      const one = await on.get(`/api/v1/files/${phishUid}`, { token });
      expect(one.status).toBe(404);
      expect(one.text).not.toContain('evil.test');
    }
  });

  it('is absent from {% collection files %} on the page: the cached render, a fresh one, a signed-in one', async () => {
    for (const r of [await page(), await on.get(`${listPath}?v=${unique('')}`), await request(site.host, 'GET', listPath, { headers: { cookie: `current_user=${customer.token}` } })]) {
      expect(r.status).toBe(200);
      expect(r.text).toBe('[Menu|https://cdn.example.test/menu.pdf]');
    }
  });

  it('its creator reads it, in the list and by uid; role 2+ sees it with published false', async () => {
    expect(await listedUids(customer.token)).toContain(phishUid);
    expect(data(await on.get(`/api/v1/files/${phishUid}`, { token: customer.token })).item).toMatchObject({ uid: phishUid, published: false });
    const all = data(await on.get('/api/v1/files?page_size=100', { token: writer.token })).items as { uid: string; published: boolean }[];
    expect(all.find((f) => f.uid === phishUid)).toMatchObject({ published: false });
  });

  it('its creator cannot publish it by an update; they may change and delete their drafts', async () => {
    const r = await on.put(`/api/v1/files/${phishUid}`, { published: true }, { token: customer.token });
    expect(r.status, r.text).toBe(200);
    expect(data(r).item.published).toBe(false);
    expect(await listedUids()).not.toContain(phishUid);
    // Asking to publish at create changes nothing either.
    const spare = data(await on.post('/api/v1/files', { ...PHISH, name: 'spare', published: true }, { token: customer.token })).item;
    expect(spare.published).toBe(false);
    expect(await listedUids()).not.toContain(spare.uid);
    expect((await on.del(`/api/v1/files/${spare.uid}`, { token: customer.token })).status).toBe(200);
    // Someone else's draft is not theirs.
    expect((await on.del(`/api/v1/files/${phishUid}`, { token: otherCustomer.token })).status).toBe(403);
  });

  it('published by a role-2 member, it appears at once (same cached path); then its creator can no longer change it', async () => {
    const r = await on.patch(`/api/v1/files/${phishUid}`, { published: true }, { token: writer.token });
    expect(r.status, r.text).toBe(200);
    expect(data(r).item.published).toBe(true);
    expect((await page()).text).toBe('[Official price list - log in to download|https://evil.test/phish][Menu|https://cdn.example.test/menu.pdf]');
    expect(await listedUids()).toContain(phishUid);
    expect((await on.get(`/api/v1/files/${phishUid}`)).status).toBe(200);
    expect((await on.put(`/api/v1/files/${phishUid}`, { name: 'changed' }, { token: customer.token })).status).toBe(403);
    expect((await on.del(`/api/v1/files/${phishUid}`, { token: customer.token })).status).toBe(403);
    // Unpublished again by the writer, it leaves the page.
    expect(data(await on.put(`/api/v1/files/${phishUid}`, { published: false }, { token: writer.token })).item.published).toBe(false);
    expect((await page()).text).toBe('[Menu|https://cdn.example.test/menu.pdf]');
  });

  it('a role-2 member creates published records unless they send published: false', async () => {
    const live = data(await on.post('/api/v1/files', { name: 'a', url: 'https://cdn.example.test/a', mime: 'text/plain', size: 1 }, { token: writer.token })).item;
    const draft = data(await on.post('/api/v1/files', { name: 'b', url: 'https://cdn.example.test/b', mime: 'text/plain', size: 1, published: false }, { token: writer.token })).item;
    expect([live.published, draft.published]).toEqual([true, false]);
    const anonymous = await listedUids();
    expect(anonymous).toContain(live.uid);
    expect(anonymous).not.toContain(draft.uid);
  });
});
