import { beforeAll, describe, expect, it } from 'vitest';
import { api, data, newSite, PLATFORM, unique } from '../helpers/http';

// Issue 29: post lists page by cursor (keyset) as well as by page number, in a total order (date,
// created_at, uid, newest first), and total_entries comes from counts kept by triggers
// (db/migrations/0025_list-indexes.sql) or from an index. Each case uses a fresh site, so the
// unfiltered list and its counts hold only what the case made.

interface Post {
  uid: string;
  date: string;
  createdAt: string;
  type: string;
  status: number;
  tag: string | null;
}
type Site = Awaited<ReturnType<typeof newSite>>;

const client = (site: Site) => {
  const http = api(site.host);
  const create = async (body: Record<string, unknown>): Promise<Post> => {
    const r = await http.post('/api/v1/posts', { title: 'Listed', ...body }, { token: site.ownerToken });
    if (r.status !== 201) throw new Error(`create: ${r.status} ${r.text}`);
    return data(r).item as Post;
  };
  const change = async (uid: string, body: Record<string, unknown>) => expect((await http.patch(`/api/v1/posts/${uid}`, body, { token: site.ownerToken })).status).toBe(200);
  const list = (query: string) => http.get(`/api/v1/posts?${query}`);
  const all = async (query: string) => {
    const r = await list(`${query}&page_size=100`);
    expect(r.status, query).toBe(200);
    return data(r) as { items: Post[]; pagination: Record<string, unknown> };
  };
  // Every page of a list by next_cursor; `meanwhile(page)` runs while the next page is asked for.
  const walk = async (query: string, pageSize: number, meanwhile?: (page: number) => Promise<unknown>) => {
    const seen: string[] = [];
    const pages: Record<string, unknown>[] = [];
    let r = await list(`${query}&page_size=${pageSize}`);
    for (let page = 1; page < 500; page++) {
      expect(r.status, `${query} page ${page}: ${r.text}`).toBe(200);
      seen.push(...(data(r).items as Post[]).map((p) => p.uid));
      pages.push(data(r).pagination);
      const next = data(r).pagination.next_cursor as string | null;
      if (!next) break;
      [r] = await Promise.all([list(`${query}&page_size=${pageSize}&cursor=${encodeURIComponent(next)}`), meanwhile?.(page)]);
    }
    return { seen, pages };
  };
  return { http, create, change, list, all, walk };
};

const uids = (posts: Post[]) => posts.map((p) => p.uid);
// The list's order as the API shows it (createdAt in milliseconds: the cases create one at a time
// where it decides, or compare against what the server answered).
const newestFirst = (a: Post, b: Post) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt);

describe('post lists by cursor', () => {
  let site: Site;
  let c: ReturnType<typeof client>;
  beforeAll(async () => {
    site = await newSite('Cursor lists');
    c = client(site);
  });

  it('a cursor walk yields every post that existed at its start exactly once, in order, while posts are added before, inside and after the walked range', async () => {
    const label = unique('walk');
    // Ties on date (five posts share each day, created at once: only created_at and uid tell them apart).
    for (let day = 10; day < 16; day++) await Promise.all([0, 1, 2, 3, 4].map(() => c.create({ label, date: `2026-03-${day}T12:00:00Z`, status: day % 2 })));
    const start = (await c.all(`label=${label}`)).items;
    expect(start).toHaveLength(30);
    expect(uids([...start].sort(newestFirst))).toEqual(uids(start));

    const added: string[] = [];
    const addThree = async (page: number) => {
      const made = await Promise.all([
        c.create({ label, date: '2027-01-01T00:00:00Z' }), // newer than every walked post: an OFFSET would repeat rows
        c.create({ label, date: `2026-03-${10 + (page % 6)}T12:00:00Z` }), // among them, at the tied instant
        c.create({ label, date: '2020-01-01T00:00:00Z' }), // older than all: still ahead of the cursor
      ]);
      added.push(...uids(made));
    };
    const { seen, pages } = await c.walk(`label=${label}`, 4, addThree);

    expect(new Set(seen).size, 'no post twice').toBe(seen.length);
    expect(
      seen.filter((uid) => start.some((p) => p.uid === uid)),
      'every post of the start, once, in order',
    ).toEqual(uids(start));
    // What the walk showed is in the list's order, the posts added meanwhile included.
    const end = uids((await c.all(`label=${label}`)).items);
    expect(end.filter((uid) => seen.includes(uid))).toEqual(seen);
    expect(seen.filter((uid) => added.includes(uid)).length).toBeGreaterThan(0);
    // Pages count up; the last page says so three ways.
    expect(pages.map((p) => p.page)).toEqual(pages.map((_, i) => i + 1));
    expect(pages.at(-1)).toMatchObject({ more: false, next_page: null, next_cursor: null });
    expect(pages.slice(0, -1).every((p) => p.more === true && p.next_page === (p.page as number) + 1)).toBe(true);
  });

  it('a cursor walk of each filter gives the rows of the filtered list, and page mode hands out a cursor to its next page', async () => {
    const label = unique('filters');
    const types = ['post', 'product', 'page'];
    for (let i = 0; i < 24; i++)
      await c.create({ label, type: types[i % 3], status: i % 4 === 0 ? 0 : 1, tag: i % 5 === 0 ? null : `t${i % 2}`, date: `2026-0${1 + (i % 3)}-${10 + (i % 4)}T0${i % 7}:00:00Z` });
    const queries = ['', '&type=product', '&status=1', '&type=page&status=1', '&tag=t1', '&tag=t0&status=0', '&date=2026', '&date=2026-02', '&date=2026-02-11', '&date=2025'];
    for (const filter of queries) {
      const query = `label=${label}${filter}`;
      const whole = await c.all(query);
      const { seen, pages } = await c.walk(query, 3);
      expect(seen, query).toEqual(uids(whole.items));
      expect(pages.every((p) => p.total_entries === whole.items.length)).toBe(true);
    }
    // Page 2's next_cursor leads to what page 3 holds.
    const page2 = data(await c.list(`label=${label}&page_size=5&page=2`));
    expect(page2.pagination).toMatchObject({ page: 2, page_size: 5, total_entries: 24, more: true, next_page: 3, next_cursor: expect.any(String) });
    const after = data(await c.list(`label=${label}&page_size=5&cursor=${page2.pagination.next_cursor}`));
    expect(uids(after.items)).toEqual(uids(data(await c.list(`label=${label}&page_size=5&page=3`)).items));
    expect(after.pagination).toMatchObject({ page: 3, next_page: 4 });
  });

  it('refuses a junk cursor, or one made for other filters, with a 422 in the envelope', async () => {
    const label = unique('junk');
    for (let i = 0; i < 3; i++) await c.create({ label, tag: 'a' });
    const cursor = data(await c.list(`label=${label}&page_size=1`)).pagination.next_cursor as string;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { k: string[] };
    const reencoded = (change: (b: typeof body) => unknown) => Buffer.from(JSON.stringify(change(structuredClone(body)))).toString('base64url');
    const junk = [
      'junk',
      '!!!!',
      Buffer.from('{"k":1}').toString('base64url'),
      Buffer.from('[1,2,3]').toString('base64url'),
      reencoded((b) => ({ ...b, k: ['2026-02-31T00:00:00.000000Z', b.k[1], b.k[2]] })),
      reencoded((b) => ({ ...b, k: ['2026-13-01T00:00:00.000000Z', b.k[1], b.k[2]] })),
      reencoded((b) => ({ ...b, k: [b.k[0], '0000-01-01T00:00:00.000000Z', b.k[2]] })),
      reencoded((b) => ({ ...b, k: [b.k[0], b.k[1]] })),
      reencoded((b) => ({ ...b, p: 0 })),
      'x'.repeat(5000),
    ];
    for (const bad of junk) {
      const r = await c.list(`label=${label}&cursor=${encodeURIComponent(bad)}`);
      expect(r.status, bad).toBe(422);
      expect(r.json?.state).toBe('error');
      expect(data(r).text).toMatch(/cursor/);
    }
    // Made for label=<label>: any other filter set is refused, not answered with another list's rows.
    for (const other of ['', `label=${label}x&`, `label=${label}&tag=a&`, `label=${label}&status=0&`]) {
      const r = await c.list(`${other}cursor=${cursor}`);
      expect(r.status, other).toBe(422);
      expect(data(r).text).toMatch(/other filters/);
    }
    // A junk filter value is ignored (docs/behaviours.md#B-list-pages), so the list is the same one.
    expect((await c.list(`label=${label}&status=zzz&cursor=${cursor}`)).status).toBe(200);
    // An empty cursor is the first page.
    expect(data(await c.list(`label=${label}&page_size=1&cursor=`)).pagination).toMatchObject({ page: 1, next_cursor: cursor });
  });
});

describe('post lists: total_entries', () => {
  // Each query's total against the rows it lists (all fit on one page).
  const QUERIES = [
    '',
    'type=post',
    'type=product',
    'type=page',
    'status=0',
    'status=1',
    'type=post&status=1',
    'type=product&status=0',
    'date=2026',
    'date=2026-01',
    'date=2026-02',
    'date=2025',
    'date=2025-06',
    'date=2026-01-01',
    'tag=x',
    'tag=x&status=1',
    'type=product&date=2026',
    'slug=first',
    'date=2026-13',
  ];
  const totals = async (c: ReturnType<typeof client>) => {
    const out: Record<string, number> = {};
    for (const q of QUERIES) {
      const page = await c.all(q);
      expect(page.pagination.total_entries, q).toBe(page.items.length);
      out[q || 'all'] = page.items.length;
    }
    return out;
  };

  it('stays exact after inserts (concurrent too), soft deletes, status, type and date changes, and a site with posts can still be deleted', async () => {
    const site = await newSite('Counted');
    const c = client(site);
    const first = await c.create({ slug: 'first', type: 'post', status: 0, tag: 'x', date: '2026-01-05' });
    const second = await c.create({ type: 'post', status: 1, date: '2026-01-20' });
    const third = await c.create({ type: 'product', status: 1, tag: 'x', date: '2026-02-01' });
    // 2026-01-01T00:30Z: January 2026 in UTC, though written as the last day of 2025.
    await c.create({ type: 'page', status: 1, date: '2025-12-31T23:30:00-01:00' });
    const fifth = await c.create({ type: 'product', status: 0, date: '2026-02-15' });
    // Twelve at once: the counts of one site, type, status and month are written by all of them.
    await Promise.all(Array.from({ length: 12 }, (_, i) => c.create({ type: 'post', status: 1, date: `2026-03-0${1 + (i % 9)}` })));
    expect(await totals(c)).toMatchObject({
      all: 17,
      'type=post': 14,
      'type=product': 2,
      'type=page': 1,
      'status=0': 2,
      'status=1': 15,
      'date=2026': 17,
      'date=2026-01': 3,
      'date=2025': 0,
      'date=2026-01-01': 1,
      'tag=x': 2,
      'slug=first': 1,
    });

    expect((await c.http.del(`/api/v1/posts/${first.uid}`, { token: site.ownerToken })).status).toBe(200);
    await c.change(second.uid, { status: 0 });
    await c.change(third.uid, { type: 'post' });
    await c.change(fifth.uid, { date: '2025-06-30T23:59:59.999Z' });
    // A change that moves no count (the title) leaves them.
    await c.change(second.uid, { title: 'Renamed' });
    expect(await totals(c)).toMatchObject({
      all: 16,
      'type=post': 14,
      'type=product': 1,
      'status=0': 2,
      'status=1': 14,
      'date=2026': 15,
      'date=2026-01': 2,
      'date=2025': 1,
      'date=2025-06': 1,
      'tag=x': 1,
      'slug=first': 0,
    });

    // The site's counts go with it (the cascade meets the count triggers).
    expect((await api(PLATFORM).del(`/api/v1/sites/${site.uid}`, { token: site.ownerToken })).status).toBe(200);
    expect((await c.list('')).status).toBe(404);
  });
});

describe('post lists: the date filter', () => {
  it('gives the posts whose UTC ISO date starts with the prefix, as before, at the edges of days, months and years', async () => {
    const site = await newSite('Dates');
    const c = client(site);
    const dates = [
      '2025-12-31T23:59:59.999Z',
      '2026-01-01T00:00:00Z',
      '2026-11-30T23:59:59.999Z',
      '2026-12-01T00:30:00+01:00', // 2026-11-30T23:30Z
      '2026-12-01T00:00:00Z',
      '2026-12-31T23:59:59.999Z',
      '2027-01-01T00:00:00Z',
      '2028-02-29T12:00:00Z',
    ];
    for (const date of dates) await c.create({ date });
    const every = (await c.all('')).items;
    const prefixes = [
      '2025',
      '2026',
      '2027',
      '2028',
      '2026-11',
      '2026-12',
      '2026-01',
      '2028-02',
      '2026-11-30',
      '2026-12-01',
      '2026-12-31',
      '2028-02-29',
      '2026-13',
      '2026-02-30',
      '2026-00',
      '0000',
      '9999',
    ];
    for (const prefix of prefixes) {
      const want = uids(every.filter((p) => p.date.startsWith(prefix)));
      expect(uids((await c.all(`date=${prefix}`)).items), prefix).toEqual(want);
    }
  });
});
