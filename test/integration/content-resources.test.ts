import { beforeAll, describe, expect, it } from 'vitest';
import { api, data, unique } from '../helpers/http';
import { ACTORS, actors, expected, ROLE_OF, type ActorName, type Actors } from './content-actors';

let w: Actors;
let http: ReturnType<typeof api>;
let postUid: string;
const as = (a: ActorName) => ({ token: w.token[a] });

beforeAll(async () => {
  w = await actors();
  http = api(w.site.host);
  postUid = data(await http.post('/api/v1/posts', { title: 'Commented', status: 1 }, as('owner'))).item.uid;
});

describe('bits', () => {
  it('reads are public; create, update and delete are role 3+', async () => {
    const want = expected({ role: 3 });
    const wantCreate = expected({ role: 3 }, 201);
    for (const a of ACTORS) {
      const name = unique('bit');
      const r = await http.post('/api/v1/bits', { name, value: { text: 'Fresh' } }, as(a));
      expect(r.status, a).toBe(wantCreate[a]);
      if (r.status === 201) expect(data(r).item).toMatchObject({ name, value: { text: 'Fresh' } });
    }
    const bit = data(await http.post('/api/v1/bits', { name: unique('shared'), value: 'v0' }, as('owner'))).item;
    let current = 'v0';
    for (const a of ACTORS) {
      expect((await http.get('/api/v1/bits', as(a))).status, a).toBe(200);
      expect(data(await http.get(`/api/v1/bits/${bit.uid}`, as(a))).item.value, a).toBe(current);
      const r = await http.put(`/api/v1/bits/${bit.uid}`, { value: `by ${a}` }, as(a));
      expect(r.status, a).toBe(want[a]);
      if (r.status === 200) current = `by ${a}`;
      expect(data(await http.get(`/api/v1/bits/${bit.uid}`)).item.value, a).toBe(current);
    }
    for (const a of ACTORS) {
      const uid = data(await http.post('/api/v1/bits', { name: unique('gone'), value: 1 }, as('owner'))).item.uid;
      const r = await http.del(`/api/v1/bits/${uid}`, as(a));
      expect(r.status, a).toBe(want[a]);
      expect((await http.get(`/api/v1/bits/${uid}`)).status, a).toBe(r.status === 200 ? 404 : 200);
    }
  });

  it('a bit is found by name too, and names are unique per site', async () => {
    const name = unique('tagline');
    const bit = data(await http.post('/api/v1/bits', { name, value: 'Fresh every day' }, as('owner'))).item;
    expect(data(await http.get(`/api/v1/bits/${name}`)).item.uid).toBe(bit.uid);
    expect((await http.post('/api/v1/bits', { name, value: 'again' }, as('owner'))).status).toBe(422);
    expect((await api(w.other.host).post('/api/v1/bits', { name, value: 'there' }, { token: w.token.foreign })).status).toBe(201);
    expect(data(await http.get(`/api/v1/bits/${name}`)).item.value).toBe('Fresh every day');
  });
});

describe('file records', () => {
  const record = (name: string) => ({ name, url: `https://cdn.example.test/${name}`, mime: 'image/jpeg', size: 1234 });

  it('reads are public for published records; create is session, records the owner, and publishes from role 2 (docs/behaviours.md#B-file-drafts)', async () => {
    const want = expected('session', 201);
    for (const a of ACTORS) {
      const r = await http.post('/api/v1/files', record(`${a}.jpg`), as(a));
      expect(r.status, a).toBe(want[a]);
      if (r.status === 201) {
        const published = ROLE_OF[a] >= 2;
        expect(data(r).item, a).toMatchObject({ name: `${a}.jpg`, mime: 'image/jpeg', size: 1234, published });
        if (w.uid[a]) expect(data(r).item.ownerUid).toBe(w.uid[a]);
        // A draft is read by its creator and role 2+ only.
        expect((await http.get(`/api/v1/files/${data(r).item.uid}`)).status, a).toBe(published ? 200 : 404);
        expect((await http.get(`/api/v1/files/${data(r).item.uid}`, as(a))).status, a).toBe(200);
        expect((await http.get(`/api/v1/files/${data(r).item.uid}`, as('writer'))).status, a).toBe(200);
      }
    }
    expect((await http.get('/api/v1/files')).status).toBe(200);
  });

  it("update and delete are owner or role 2+ (a customer's record is a draft, theirs while they are a member)", async () => {
    const want = expected({ ownerOr: 2, author: 'customer' });
    const read = async (uid: string) => http.get(`/api/v1/files/${uid}`, as('writer'));
    for (const a of ACTORS) {
      const uid = data(await http.post('/api/v1/files', record('mine.jpg'), as('customer'))).item.uid;
      const put = await http.put(`/api/v1/files/${uid}`, { name: `renamed-by-${a}.jpg` }, as(a));
      expect(put.status, a).toBe(want[a]);
      expect(data(await read(uid)).item.name).toBe(put.status === 200 ? `renamed-by-${a}.jpg` : 'mine.jpg');
      const del = await http.del(`/api/v1/files/${uid}`, as(a));
      expect(del.status, a).toBe(want[a]);
      expect((await read(uid)).status).toBe(del.status === 200 ? 404 : 200);
    }
  });

  it('refuses bad records', async () => {
    for (const bad of [{ ...record('x'), url: 'javascript:alert(1)' }, { ...record('x'), size: -1 }, { ...record('x'), mime: 'jpeg' }, { name: 'x' }]) {
      expect((await http.post('/api/v1/files', bad, as('owner'))).status).toBe(422);
    }
  });
});

describe('comments', () => {
  it('reads are public; posting is session; items are {id, postUid, body, author, rating}', async () => {
    const want = expected('session', 201);
    for (const a of ACTORS) {
      const r = await http.post('/api/v1/comments', { postUid, body: `From ${a}` }, as(a));
      expect(r.status, a).toBe(want[a]);
      if (r.status !== 201) continue;
      const item = data(r).item;
      expect(Number.isInteger(item.id)).toBe(true);
      expect(item).toMatchObject({ postUid, body: `From ${a}`, rating: null });
      expect(item.author.uid).toBeTypeOf('string');
      expect(item.author).not.toHaveProperty('email');
      expect(data(await http.get(`/api/v1/comments/${item.id}`, as('anon'))).item).toMatchObject({ id: item.id, body: `From ${a}` });
    }
    const list = data(await http.get(`/api/v1/comments?postUid=${postUid}&page_size=100`));
    expect(list.items.length).toBe(5);
    expect(list.pagination.total_entries).toBe(5);
  });

  it('a rating of 1-5 makes a review; other ratings and unknown posts are refused', async () => {
    const review = await http.post('/api/v1/comments', { postUid, body: 'Great', rating: 5 }, as('customer'));
    expect(review.status).toBe(201);
    expect(data(review).item).toMatchObject({ rating: 5, review: true });
    for (const rating of [0, 6, 2.5, '5']) expect((await http.post('/api/v1/comments', { postUid, body: 'x', rating }, as('customer'))).status, String(rating)).toBe(422);
    expect((await http.post('/api/v1/comments', { postUid: 'no-such-post', body: 'x' }, as('customer'))).status).toBe(422);
    const otherPost = data(await api(w.other.host).post('/api/v1/posts', { title: 'There' }, { token: w.token.foreign })).item.uid;
    expect((await http.post('/api/v1/comments', { postUid: otherPost, body: 'cross-site' }, as('customer'))).status).toBe(422);
  });

  it('the author (or role 3+) deletes, by /:id or ?id=', async () => {
    const want = expected({ ownerOr: 3, author: 'customer' });
    for (const a of ACTORS) {
      for (const form of ['path', 'query'] as const) {
        const id = data(await http.post('/api/v1/comments', { postUid, body: 'delete me' }, as('customer'))).item.id;
        const r = await http.del(form === 'path' ? `/api/v1/comments/${id}` : `/api/v1/comments?id=${id}`, as(a));
        expect(r.status, `${a} ${form}`).toBe(want[a]);
        expect((await http.get(`/api/v1/comments/${id}`)).status).toBe(r.status === 200 ? 404 : 200);
      }
    }
    expect((await http.get('/api/v1/comments/abc')).status).toBe(404);
    expect((await http.del('/api/v1/comments?id=abc', as('owner'))).status).toBeLessThan(500);
  });
});

describe('redirects', () => {
  it('reads are public; create, update and delete are role 3+; items are {id, from, to, status}', async () => {
    const want = expected({ role: 3 });
    const wantCreate = expected({ role: 3 }, 201);
    for (const a of ACTORS) {
      const from = `/${unique('old')}`;
      const r = await http.post('/api/v1/redirects', { from, to: '/new' }, as(a));
      expect(r.status, a).toBe(wantCreate[a]);
      if (r.status === 201) expect(data(r).item).toEqual({ id: expect.any(Number), from, to: '/new', status: 301 });
    }
    for (const a of ACTORS) {
      const id = data(await http.post('/api/v1/redirects', { from: `/${unique('r')}`, to: '/there', status: 302 }, as('owner'))).item.id;
      expect((await http.get(`/api/v1/redirects/${id}`, as(a))).status).toBe(200);
      const put = await http.put(`/api/v1/redirects/${id}`, { status: 308 }, as(a));
      expect(put.status, a).toBe(want[a]);
      expect(data(await http.get(`/api/v1/redirects/${id}`)).item.status).toBe(put.status === 200 ? 308 : 302);
      const del = await http.del(`/api/v1/redirects/${id}`, as(a));
      expect(del.status, a).toBe(want[a]);
      expect((await http.get(`/api/v1/redirects/${id}`)).status).toBe(del.status === 200 ? 404 : 200);
    }
  });

  it('status is 301, 302, 307 or 308; a from path is unique per site; ids are scoped by site', async () => {
    for (const status of [301, 302, 307, 308]) expect((await http.post('/api/v1/redirects', { from: `/${unique('s')}`, to: '/x', status }, as('owner'))).status).toBe(201);
    for (const status of [300, 303, 200, '301']) expect((await http.post('/api/v1/redirects', { from: `/${unique('s')}`, to: '/x', status }, as('owner'))).status, String(status)).toBe(422);
    const from = `/${unique('u')}`;
    const made = data(await http.post('/api/v1/redirects', { from, to: '/a' }, as('owner'))).item;
    expect((await http.post('/api/v1/redirects', { from, to: '/b' }, as('owner'))).status).toBe(422);
    expect((await http.post('/api/v1/redirects', { from: '/loop', to: '/loop' }, as('owner'))).status).toBe(422);
    // Another site's admin cannot see or change this rule through their own site.
    expect((await api(w.other.host).get(`/api/v1/redirects/${made.id}`)).status).toBe(404);
    expect((await api(w.other.host).del(`/api/v1/redirects/${made.id}`, { token: w.token.foreign })).status).toBe(404);
    expect((await http.get(`/api/v1/redirects/${made.id}`)).status).toBe(200);
  });
});
