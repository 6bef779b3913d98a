import { beforeAll, describe, expect, it } from 'vitest';
import { api, data, unique } from '../helpers/http';
import { ACTORS, actors, expected, ROLE_OF, type Actors } from './content-actors';

let w: Actors;
let http: ReturnType<typeof api>;
const create = (by: keyof Actors['token'], body: Record<string, unknown>) => http.post('/api/v1/posts', body, { token: w.token[by] });
const uids = async (query: string) => (data(await http.get(`/api/v1/posts?page_size=100&${query}`)).items as { uid: string }[]).map((p) => p.uid);

beforeAll(async () => {
  w = await actors();
  http = api(w.site.host);
});

describe('posts: access per endpoint and caller', () => {
  it("create is session: 401 for anonymous, 201 for every signed-in caller (another site's admin included)", async () => {
    const want = expected('session', 201);
    for (const a of ACTORS) {
      const r = await create(a, { title: `By ${a}` });
      expect(r.status, a).toBe(want[a]);
      if (r.status === 201) {
        expect(data(r).item).toMatchObject({ title: `By ${a}`, type: 'post', status: 0 });
        expect(typeof data(r).item.uid).toBe('string');
      } else expect(r.json?.state).toBe('error');
    }
  });

  it('a post asking status 1 is published only from role 2 up; below that it is stored as a draft (docs/behaviours.md#B-post-drafts)', async () => {
    for (const a of ACTORS) {
      const r = await create(a, { title: `Publish by ${a}`, status: 1 });
      if (a === 'anon') {
        expect(r.status).toBe(401);
        continue;
      }
      expect(r.status, a).toBe(201);
      expect(data(r).item.status, a).toBe(ROLE_OF[a] >= 2 ? 1 : 0);
    }
  });

  it('list and single read are public, with author, media and variants on the single read', async () => {
    const made = data(await create('writer', { title: 'Readable', body: 'Hello', media: [{ url: 'https://cdn.example.test/a.jpg' }] })).item;
    for (const a of ACTORS) {
      const list = await http.get('/api/v1/posts', { token: w.token[a] });
      expect(list.status, a).toBe(200);
      const one = await http.get(`/api/v1/posts/${made.uid}`, { token: w.token[a] });
      expect(one.status, a).toBe(200);
      expect(data(one).item).toMatchObject({ uid: made.uid, title: 'Readable', body: 'Hello', author: { uid: w.uid.writer, name: 'Role 2' }, variants: [] });
      expect(data(one).item.media).toEqual([{ url: 'https://cdn.example.test/a.jpg' }]);
    }
  });

  for (const method of ['put', 'patch'] as const) {
    it(`${method.toUpperCase()} /:uid is owner or role 3+`, async () => {
      const want = expected({ ownerOr: 3, author: 'customer' });
      for (const a of ACTORS) {
        const uid = data(await create('customer', { title: 'Mine' })).item.uid;
        const r = await http[method](`/api/v1/posts/${uid}`, { title: `Changed by ${a}`, status: 1 }, { token: w.token[a] });
        expect(r.status, a).toBe(want[a]);
        const now = data(await http.get(`/api/v1/posts/${uid}`)).item;
        expect(now.title, a).toBe(r.status === 200 ? `Changed by ${a}` : 'Mine');
        // The customer owner's own change cannot publish; role 2+ may.
        expect(now.status, a).toBe(r.status === 200 && ROLE_OF[a] >= 2 ? 1 : 0);
      }
    });
  }

  it('DELETE /:uid is owner or role 3+ and soft-deletes: gone from lists and reads, and from further writes', async () => {
    const want = expected({ ownerOr: 3, author: 'writer' });
    for (const a of ACTORS) {
      const uid = data(await create('writer', { title: 'Doomed', label: 'doomed' })).item.uid;
      const r = await http.del(`/api/v1/posts/${uid}`, { token: w.token[a] });
      expect(r.status, a).toBe(want[a]);
      const read = await http.get(`/api/v1/posts/${uid}`);
      expect(read.status, a).toBe(r.status === 200 ? 404 : 200);
      expect((await uids('label=doomed')).includes(uid), a).toBe(r.status !== 200);
      if (r.status === 200) {
        expect((await http.put(`/api/v1/posts/${uid}`, { title: 'Revived' }, { token: w.token.owner })).status).toBe(404);
        expect((await http.del(`/api/v1/posts/${uid}`, { token: w.token.owner })).status).toBe(404);
      }
    }
  });
});

describe('posts: upsert by uid', () => {
  it('a new uid creates (201) with that uid; the same uid again updates (200) for the owner or role 3+ only', async () => {
    const uid = unique('post-');
    const first = await create('writer', { uid, title: 'First', tag: 'a' });
    expect(first.status).toBe(201);
    expect(data(first).item.uid).toBe(uid);
    const again = await create('writer', { uid, title: 'Second' });
    expect(again.status).toBe(200);
    expect(data(again).item).toMatchObject({ uid, title: 'Second', tag: 'a' });
    const want = expected({ ownerOr: 3, author: 'writer' });
    for (const a of ACTORS) {
      const r = await create(a, { uid, title: `Upsert by ${a}` });
      expect(r.status, a).toBe(want[a]);
    }
    expect(await uids('page_size=100')).toContain(uid);
    expect((await uids('page_size=100')).filter((u) => u === uid)).toHaveLength(1);
  });

  it("a uid of another site's post is refused there, not taken over", async () => {
    const uid = unique('x-');
    expect((await create('owner', { uid, title: 'Here' })).status).toBe(201);
    const there = await api(w.other.host).post('/api/v1/posts', { uid, title: 'There' }, { token: w.token.foreign });
    expect(there.status).toBe(422);
    expect(data(await http.get(`/api/v1/posts/${uid}`)).item.title).toBe('Here');
    expect((await api(w.other.host).get(`/api/v1/posts/${uid}`)).status).toBe(404);
  });
});

describe('posts: list filters, order and pagination', () => {
  it('filters by type, tag, label, status and ISO date prefix; newest first by date; drafts listed by default', async () => {
    const label = unique('f');
    const mk = (title: string, extra: Record<string, unknown>) => create('owner', { title, label, ...extra }).then((r) => data(r).item.uid as string);
    const old = await mk('Old draft', { date: '2025-03-04T10:00:00Z', tag: 'news', status: 0 });
    const nov = await mk('Nov published', { date: '2026-11-22T08:00:00Z', tag: 'news', status: 1 });
    const oct = await mk('Oct product', { date: '2026-10-01', type: 'product', status: 1 });
    expect(await uids(`label=${label}`)).toEqual([nov, oct, old]);
    expect(await uids(`label=${label}&status=1`)).toEqual([nov, oct]);
    expect(await uids(`label=${label}&status=0`)).toEqual([old]);
    expect(await uids(`label=${label}&tag=news`)).toEqual([nov, old]);
    expect(await uids(`label=${label}&type=product`)).toEqual([oct]);
    expect(await uids(`label=${label}&date=2026`)).toEqual([nov, oct]);
    expect(await uids(`label=${label}&date=2026-11`)).toEqual([nov]);
    expect(await uids(`label=${label}&date=2026-11-22`)).toEqual([nov]);
    expect(await uids(`label=${label}&date=2026-11-23`)).toEqual([]);
  });

  it("a customer's draft, its edit and its deletion are in the very next list, though lists are kept between writes", async () => {
    const label = unique('kept');
    const titles = async () => (data(await http.get(`/api/v1/posts?label=${label}`)).items as { title: string }[]).map((p) => p.title);
    expect(await titles()).toEqual([]);
    expect(await titles()).toEqual([]);
    const made = await create('customer', { title: 'Draft one', label });
    expect(made.status, made.text).toBe(201);
    const uid = data(made).item.uid as string;
    expect(await titles()).toEqual(['Draft one']);
    const edit = await http.put(`/api/v1/posts/${uid}`, { title: 'Draft one, edited' }, { token: w.token.customer });
    expect(edit.status, edit.text).toBe(200);
    expect(await titles()).toEqual(['Draft one, edited']);
    expect((await http.del(`/api/v1/posts/${uid}`, { token: w.token.customer })).status).toBe(200);
    expect(await titles()).toEqual([]);
  });

  it('refuses dates that are not real calendar dates instead of rolling them over', async () => {
    for (const date of ['2026-02-31', '2026-13-01', '2026-11-22T25:00:00Z', 'yesterday', '22/11/2026']) {
      const r = await create('owner', { title: 'Bad date', date });
      expect(r.status, date).toBe(422);
      expect(data(r).text).toMatch(/date/);
    }
    expect(data(await create('owner', { title: 'Leap', date: '2028-02-29' })).item.date).toBe('2028-02-29T00:00:00.000Z');
  });

  it('answers the full pagination block and ignores junk paging values', async () => {
    const label = unique('p');
    for (let i = 0; i < 3; i++) await create('owner', { title: `P${i}`, label });
    const p1 = data(await http.get(`/api/v1/posts?label=${label}&page_size=2`));
    expect(p1.pagination).toEqual({ page: 1, page_size: 2, total_entries: 3, more: true, next_page: 2, next_cursor: expect.any(String) });
    const p2 = data(await http.get(`/api/v1/posts?label=${label}&page_size=2&page=2`));
    expect(p2.pagination).toEqual({ page: 2, page_size: 2, total_entries: 3, more: false, next_page: null, next_cursor: null });
    expect(p2.items).toHaveLength(1);
    const junk = await http.get(`/api/v1/posts?label=${label}&page=-4&page_size=abc&status=zzz&date=nope`);
    expect(junk.status).toBe(200);
    expect(data(junk).pagination).toMatchObject({ page: 1, page_size: 20, total_entries: 3 });
  });

  it('posts of one site never show on another', async () => {
    const mine = data(await create('owner', { title: 'Private to this site' })).item.uid;
    expect((await api(w.other.host).get(`/api/v1/posts/${mine}`)).status).toBe(404);
    expect(
      await api(w.other.host)
        .get('/api/v1/posts?page_size=100')
        .then((r) => (data(r).items as { uid: string }[]).map((p) => p.uid)),
    ).not.toContain(mine);
    expect((await api(w.other.host).put(`/api/v1/posts/${mine}`, { title: 'x' }, { token: w.token.foreign })).status).toBe(404);
  });
});
