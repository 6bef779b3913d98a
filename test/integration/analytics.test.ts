import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { itOn } from '../helpers/db-only';
import { api, data, newSite, request, unique, userWithRole, type Reply } from '../helpers/http';
import type { z } from 'zod';
import type { AnalyticsView } from '@/lib/domains/platform/analytics/schemas';
import { createDatabase, startServer, type RunningServer } from '../helpers/server';

// Issue 12 part 5: page views counted in memory on every served page (the outer server's cached path
// too), written in batches, read through GET /api/v1/analytics, with nothing personal stored.
const FLUSH_MS = 1000;
const MAX_PATHS = 5;
const html = { accept: 'text/html' };
const SECRET = 'secret-value-42';

type Analytics = z.infer<typeof AnalyticsView>;

type Site = Awaited<ReturnType<typeof newSite>>;

const today = () => new Date().toISOString().slice(0, 10);
const todayOf = (a: Analytics, key: 'views' | 'leads') => (a[key] as { day: string }[]).find((d) => d.day === today()) as Record<string, number> | undefined;
const pathViews = (a: Analytics) => Object.fromEntries(a.topPaths.map((p) => [p.path, p.views]));

describe('analytics', () => {
  let server: RunningServer;
  let site: Site;
  let writer: { uid: string; token: string };
  let member: { uid: string; token: string };
  let ownerPost: string;
  let writerPost: string;

  const on = (s: { host: string }) => api(s.host, server.url);
  const read = async (s: Site, token: string | undefined, query = ''): Promise<Reply> => on(s).get(`/api/v1/analytics${query}`, { token });
  // Views reach the table at the next flush: read until `done` holds (or 10 s pass).
  const readUntil = async (s: Site, token: string, done: (a: Analytics) => boolean): Promise<Analytics> => {
    let last: Analytics | undefined;
    for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((r) => setTimeout(r, 200))) {
      const r = await read(s, token);
      expect(r.status, r.text).toBe(200);
      last = data(r).item as Analytics;
      if (done(last)) return last;
    }
    return last!;
  };
  const post = async (token: string, title: string, slug: string) => {
    const r = await on(site).post('/api/v1/posts', { title, slug, status: 1, body: 'text' }, { token });
    expect(r.status, r.text).toBe(201);
    return data(r).item.uid as string;
  };

  beforeAll(async () => {
    server = await startServer(inject('dbKind'), { ANALYTICS_FLUSH_MS: String(FLUSH_MS), ANALYTICS_MAX_PATHS: String(MAX_PATHS) });
    site = await newSite('Analytics', server.url);
    writer = await userWithRole(site, 2, 'Writer');
    member = await userWithRole(site, 1, 'Member');
    for (const t of [
      { title: 'Hello', permalink: '/hello', type: 'page', body: 'hello' },
      // A page that shows one post by slug: the view counts towards that post.
      {
        title: 'Post page',
        permalink: '/p/:slug',
        type: 'page',
        body: '{% collection posts as found slug: params.slug, limit: 1 %}{% if found.size > 0 %}{{ found[0].title }}{% else %}none{% endif %}',
      },
    ]) {
      const r = await on(site).post('/api/v1/templates', t, { token: site.ownerToken });
      expect(r.status, r.text).toBe(201);
    }
    ownerPost = await post(site.ownerToken, 'Owner post', 'owner-post');
    writerPost = await post(writer.token, 'Writer post', 'writer-post');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('counts views on the uncached and the cached path, with path, post and referrer host only', async () => {
    const caches: string[] = [];
    const get = async (path: string, headers: Record<string, string> = {}, token?: string) => {
      const r = await on(site).get(path, { headers: { ...html, ...headers }, token });
      caches.push(`${path} ${r.headers['x-cache']}`);
      return r;
    };
    // /hello: one render, then hits from the outer server's cache; a signed-in view (never cached);
    // a query string (counted under the path); a HEAD and a crawler (not counted).
    for (let i = 0; i < 3; i++) expect((await get('/hello')).status).toBe(200);
    expect((await get('/hello', {}, writer.token)).headers['x-cache']).toBe('MISS');
    expect((await get(`/hello?email=${SECRET}@example.test`)).status).toBe(200);
    expect((await request(site.host, 'HEAD', '/hello', { base: server.url, headers: html })).status).toBe(200);
    await api(site.host, server.url).get('/hello', { headers: { ...html, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } });
    // A post page, three times from an outside link (whose path and query must not be kept), twice from inside the site.
    for (let i = 0; i < 3; i++) expect((await get('/p/writer-post', { referer: `https://News.Example.com/article/7?utm_source=${SECRET}#top` })).text).toBe('Writer post');
    for (let i = 0; i < 2; i++) await get('/p/owner-post', { referer: `http://${site.host}/hello` });
    // 404s: one bucket however many paths.
    for (let i = 0; i < 12; i++) expect((await get(`/missing-${unique('x')}`)).status).toBe(404);
    expect(caches).toContain('/hello HIT');
    expect(caches).toContain('/p/writer-post HIT');

    // Views and referrers are flushed as separate rows: wait for both.
    const a = await readUntil(site, site.ownerToken, (x) => pathViews(x)['/hello'] === 5 && pathViews(x)['/p/owner-post'] === 2 && pathViews(x)['(not found)'] === 12 && x.referrers.length > 0);
    expect(a.scope).toBe('site');
    expect(a.to).toBe(today());
    expect(a.views).toHaveLength(30);
    expect(a.from).toBe(a.views[0]!.day);
    expect(todayOf(a, 'views')?.views).toBe(5 + 3 + 2 + 12);
    expect(pathViews(a)).toEqual({ '/hello': 5, '/p/writer-post': 3, '/p/owner-post': 2, '(not found)': 12 });
    expect(a.topPosts).toEqual([
      { uid: writerPost, title: 'Writer post', views: 3 },
      { uid: ownerPost, title: 'Owner post', views: 2 },
    ]);
    // Host only, lower-cased; the site's own pages are no referrer.
    expect(a.referrers).toEqual([{ host: 'news.example.com', views: 3 }]);
    const text = JSON.stringify(a);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('?');
    expect(text).not.toContain('127.0.0.1');
    const ranged = data(await read(site, site.ownerToken, '?days=1')).item as Analytics;
    expect(ranged.views).toEqual([{ day: today(), views: 22 }]);
    expect(ranged.from).toBe(today());
  });

  itOn('postgres', 'stores no personal data: only site, day, path, post and count; referrers as hosts (PostgreSQL, read directly)', async () => {
    const sql = postgres(server.databaseUrl!, { max: 1, onnotice: () => {} });
    try {
      const columns =
        await sql`select table_name, column_name from information_schema.columns where table_name in ('analytics_page_views', 'analytics_referrers') order by table_name, ordinal_position`;
      expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([
        'analytics_page_views.site_uid',
        'analytics_page_views.day',
        'analytics_page_views.path',
        'analytics_page_views.post_uid',
        'analytics_page_views.views',
        'analytics_referrers.site_uid',
        'analytics_referrers.day',
        'analytics_referrers.host',
        'analytics_referrers.views',
      ]);
      const rows = await sql`select * from analytics_page_views where site_uid = ${site.uid}`;
      const refs = await sql`select * from analytics_referrers where site_uid = ${site.uid}`;
      expect(rows.length).toBeGreaterThan(0);
      const everything = JSON.stringify([rows, refs]);
      for (const bad of [SECRET, '?', '#', '@', '127.0.0.1', writer.uid, member.uid]) expect(everything, bad).not.toContain(bad);
      expect(refs.map((r) => r.host)).toEqual(['news.example.com']);
    } finally {
      await sql.end();
    }
  });

  it('caps the distinct paths a flood of random URLs can add per flush window', async () => {
    const flood = await newSite('Flood', server.url);
    const r = await on(flood).post('/api/v1/templates', { title: 'Any', permalink: '/r/:slug', type: 'page', body: 'ok' }, { token: flood.ownerToken });
    expect(r.status, r.text).toBe(201);
    const N = 60;
    const answers = await Promise.all(Array.from({ length: N }, (_, i) => on(flood).get(`/r/${i}-${unique('')}`, { headers: html })));
    expect(answers.every((x) => x.status === 200)).toBe(true);
    const total = (x: Analytics) => x.topPaths.reduce((n, p) => n + p.views, 0);
    const a = await readUntil(flood, flood.ownerToken, (x) => total(x) === N);
    expect(total(a)).toBe(N);
    const distinct = a.topPaths.filter((p) => p.path.startsWith('/r/')).length;
    // The flood took at most a few windows of MAX_PATHS paths each; the rest is one `(other)` row.
    expect(distinct).toBeLessThanOrEqual(3 * MAX_PATHS);
    expect(pathViews(a)['(other)']).toBeGreaterThanOrEqual(N - 3 * MAX_PATHS);
    if (server.databaseUrl) {
      const sql = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
      try {
        const n = (await sql<{ n: number }[]>`select count(*)::int as n from analytics_page_views where site_uid = ${flood.uid}`)[0]!.n;
        expect(n).toBeLessThanOrEqual(3 * MAX_PATHS + 1);
      } finally {
        await sql.end();
      }
    }
  });

  it('counts live leads per day', async () => {
    const uids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await on(site).post('/api/v1/leads', { form: 'contact', data: { email: `l${i}@example.test` } });
      expect(r.status, r.text).toBe(201);
      uids.push(data(r).item.uid);
    }
    expect((await on(site).del(`/api/v1/leads/${uids[0]}`, { token: site.ownerToken })).status).toBe(200);
    const a = data(await read(site, site.ownerToken)).item as Analytics;
    expect(a.leads).toHaveLength(30);
    expect(todayOf(a, 'leads')?.leads).toBe(2);
    expect(a.leads.filter((d) => d.day !== today()).every((d) => d.leads === 0)).toBe(true);
  });

  it('below role 3 a member sees only the views of their own posts: no leads, no referrers', async () => {
    const w = await read(site, writer.token);
    expect(w.status, w.text).toBe(200);
    const own = data(w).item as Analytics;
    expect(own.scope).toBe('own-posts');
    expect(own.topPosts).toEqual([{ uid: writerPost, title: 'Writer post', views: 3 }]);
    expect(own.topPaths).toEqual([{ path: '/p/writer-post', views: 3 }]);
    expect(todayOf(own, 'views')?.views).toBe(3);
    expect(own.leads).toEqual([]);
    expect(own.referrers).toEqual([]);
    // A member with no posts sees nothing but empty days.
    const m = data(await read(site, member.token)).item as Analytics;
    expect(m.scope).toBe('own-posts');
    expect(m.views.every((d) => d.views === 0)).toBe(true);
    expect([m.topPaths, m.topPosts, m.leads, m.referrers]).toEqual([[], [], [], []]);
  });

  it('role 3 sees the whole site; anonymous is 401; bad ranges are 422', async () => {
    const marketer = await userWithRole(site, 3, 'Marketer');
    const a = data(await read(site, marketer.token)).item as Analytics;
    expect(a.scope).toBe('site');
    expect(a.referrers).toEqual([{ host: 'news.example.com', views: 3 }]);
    expect((await read(site, undefined)).status).toBe(401);
    for (const q of ['?days=0', '?days=366', '?days=abc', '?days=1.5']) expect((await read(site, site.ownerToken, q)).status, q).toBe(422);
    expect((data(await read(site, site.ownerToken, '?days=365')).item as Analytics).views).toHaveLength(365);
  });

  it("another site's admin gets nothing of this site", async () => {
    const other = await newSite('Other', server.url);
    const r = await read(site, other.ownerToken);
    if (r.status === 200) {
      const a = data(r).item as Analytics;
      expect(a.scope).toBe('own-posts');
      expect(a.views.every((d) => d.views === 0)).toBe(true);
      expect([a.topPaths, a.topPosts, a.leads, a.referrers]).toEqual([[], [], [], []]);
    } else expect([401, 403]).toContain(r.status);
    // And their own site shows none of this site's views.
    const mine = data(await read(other, other.ownerToken)).item as Analytics;
    expect(mine.topPaths).toEqual([]);
    expect(mine.views.every((d) => d.views === 0)).toBe(true);
  });
});

describe('analytics switched off (ANALYTICS=off)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(inject('dbKind'), { ANALYTICS: 'off', ANALYTICS_FLUSH_MS: String(FLUSH_MS) });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('records nothing', async () => {
    const site = await newSite('Off', server.url);
    const on = api(site.host, server.url);
    expect((await on.post('/api/v1/templates', { title: 'Hello', permalink: '/hello', type: 'page', body: 'hello' }, { token: site.ownerToken })).status).toBe(201);
    for (let i = 0; i < 5; i++) expect((await on.get('/hello', { headers: { ...html, referer: 'https://elsewhere.example/' } })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 3 * FLUSH_MS));
    const a = data(await on.get('/api/v1/analytics', { token: site.ownerToken })).item as Analytics;
    expect(a.views.every((d) => d.views === 0)).toBe(true);
    expect([a.topPaths, a.topPosts, a.referrers]).toEqual([[], [], []]);
    if (server.databaseUrl) {
      const sql = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
      try {
        const n = (await sql<{ n: number }[]>`select (select count(*) from analytics_page_views)::int + (select count(*) from analytics_referrers)::int as n`)[0]!.n;
        expect(n).toBe(0);
      } finally {
        await sql.end();
      }
    }
  });
});

// Analytics on stop: it reads PostgreSQL directly, so it is a case of the PostgreSQL pass only.
itOn(
  'postgres',
  'analytics on stop writes the views counted since the last flush when the server stops (SIGTERM)',
  async () => {
    const database = await createDatabase();
    // A flush interval no test waits for: only the stop can write these views.
    const server = await startServer('pglite', { DATABASE_URL: database.url, ANALYTICS_FLUSH_MS: '600000' });
    try {
      const site = await newSite('Stop', server.url);
      const on = api(site.host, server.url);
      expect((await on.post('/api/v1/templates', { title: 'Hello', permalink: '/hello', type: 'page', body: 'hello' }, { token: site.ownerToken })).status).toBe(201);
      for (let i = 0; i < 4; i++) expect((await on.get('/hello', { headers: html })).status).toBe(200);
      await server.stop();
      const sql = postgres(database.url, { max: 1, onnotice: () => {} });
      try {
        const rows = await sql`select path, views::int as views from analytics_page_views where site_uid = ${site.uid}`;
        expect(rows.map((r) => ({ ...r }))).toEqual([{ path: '/hello', views: 4 }]);
      } finally {
        await sql.end();
      }
    } finally {
      await server.stop().catch(() => {});
      await database.drop();
    }
  },
  120_000,
);
