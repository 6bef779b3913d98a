import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, data, newSite, userWithRole } from '../helpers/http';
import { logsUntil, type LogRow } from '../helpers/logs';
import { startServer, type RunningServer } from '../helpers/server';

// Issue 12 part 4: who changed what (one row per successful authenticated write, from the route
// wrapper), the log's filters, render notices without flooding, and bounded retention.
type Row = LogRow & { id: number; level: string; at: string };
const SECRET = 'secret-body-text-42';

async function meUid(host: string, token: string): Promise<string> {
  return data(await api(host).get('/api/v1/auth/me', { token })).item.uid as string;
}

describe('activity log', () => {
  let site: Awaited<ReturnType<typeof newSite>>;
  let owner: string;
  let postUid: string;

  beforeAll(async () => {
    site = await newSite('Activity');
    owner = await meUid(site.host, site.ownerToken);
    const r = await api(site.host).post('/api/v1/posts', { title: 'First', body: SECRET }, { token: site.ownerToken });
    expect(r.status, r.text).toBe(201);
    postUid = data(r).item.uid;
  });

  it('a post update by an admin is one activity.posts.update row: actor, method, path without query, target; no body', async () => {
    const r = await api(site.host).put(`/api/v1/posts/${postUid}?note=${SECRET}`, { body: `${SECRET} again` }, { token: site.ownerToken });
    expect(r.status, r.text).toBe(200);
    const rows = (await logsUntil(site, 'kind=activity.posts.update', (x) => x.length > 0)) as Row[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ level: 'info', kind: 'activity.posts.update', data: { actor: owner, method: 'PUT', path: `/api/v1/posts/${postUid}`, target: postUid } });
    expect(Object.keys(rows[0]!.data).sort()).toEqual(['actor', 'method', 'path', 'target']);
    expect(typeof rows[0]!.id).toBe('number');
    expect(Number.isNaN(Date.parse(rows[0]!.at))).toBe(false);
    const created = (await logsUntil(site, 'kind=activity.posts.create', (x) => x.length > 0)) as Row[];
    expect(created).toHaveLength(1);
    const all = await logsUntil(site, 'kind=activity', () => true);
    expect(JSON.stringify(all)).not.toContain(SECRET);
  });

  it('a failed write, a read and a validation are no activity', async () => {
    expect((await api(site.host).put('/api/v1/posts/no-such-post', { title: 'x' }, { token: site.ownerToken })).status).toBe(404);
    expect((await api(site.host).post('/api/v1/templates/validate', { body: '{{ x }}' }, { token: site.ownerToken })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    const rows = (await logsUntil(site, 'kind=activity', () => true)) as Row[];
    expect(rows.map((r) => r.kind).sort()).toEqual(['activity.posts.create', 'activity.posts.update']);
  });

  it('a lead posted by a visitor (or a signed-in member on the public form) is not activity', async () => {
    const member = await userWithRole(site, 1, 'Member');
    expect((await api(site.host).post('/api/v1/leads', { form: 'contact', data: { email: 'v@example.test' } })).status).toBe(201);
    expect((await api(site.host).post('/api/v1/leads', { form: 'contact', data: { email: 'm@example.test' } }, { token: member.token })).status).toBe(201);
    await new Promise((r) => setTimeout(r, 500));
    const rows = (await logsUntil(site, 'kind=activity', () => true)) as Row[];
    expect(rows.filter((r) => r.kind.startsWith('activity.leads'))).toEqual([]);
  });

  it("a member's write is activity too, with the member as actor", async () => {
    const writer = await userWithRole(site, 2, 'Writer');
    const r = await api(site.host).post('/api/v1/posts', { title: 'By writer', status: 1 }, { token: writer.token });
    expect(r.status, r.text).toBe(201);
    const rows = (await logsUntil(site, 'kind=activity.posts.create', (x) => x.some((row) => row.data.actor === writer.uid))) as Row[];
    expect(rows.find((row) => row.data.actor === writer.uid)?.data.target).toBeNull();
  });

  it('filters by kind prefix, level, since and until; refuses bad dates; role 2 is 403', async () => {
    const byKind = (await logsUntil(site, 'kind=activity.posts', () => true)) as Row[];
    expect(byKind.length).toBeGreaterThanOrEqual(3);
    expect(byKind.every((r) => r.kind.startsWith('activity.posts.'))).toBe(true);
    expect(await logsUntil(site, 'kind=activity.nothing', () => true)).toEqual([]);
    expect(await logsUntil(site, 'kind=activity&level=error', () => true)).toEqual([]);
    // Granting roles (PUT /api/v1/users/:uid by the owner) is activity too.
    const everything = (await logsUntil(site, 'kind=activity', () => true)) as Row[];
    expect(everything.some((r) => r.kind === 'activity.users.update' && r.data.actor === owner)).toBe(true);
    expect(((await logsUntil(site, 'kind=activity&level=info', () => true)) as Row[]).length).toBe(everything.length);
    const day = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(((await logsUntil(site, `kind=activity.posts&since=${day}`, () => true)) as Row[]).length).toBe(byKind.length);
    expect(await logsUntil(site, `kind=activity&since=${tomorrow}`, () => true)).toEqual([]);
    expect(await logsUntil(site, `kind=activity&until=${day}`, () => true)).toEqual([]);
    // An instant between two rows splits them.
    const newest = byKind[0]!;
    const older = (await logsUntil(site, `kind=activity.posts&until=${encodeURIComponent(newest.at)}`, () => true)) as Row[];
    expect(older.every((r) => Date.parse(r.at) < Date.parse(newest.at))).toBe(true);
    expect(older.some((r) => r.id === newest.id)).toBe(false);
    for (const q of ['since=yesterday', 'until=2025-13-45', `since=${encodeURIComponent('1 Jan 2025')}`]) {
      const r = await api(site.host).get(`/api/v1/logs?${q}`, { token: site.ownerToken });
      expect(r.status, q).toBe(422);
    }
    // Paginated.
    const page = data(await api(site.host).get('/api/v1/logs?kind=activity&page_size=1', { token: site.ownerToken }));
    expect(page.items).toHaveLength(1);
    expect(page.pagination).toMatchObject({ page: 1, page_size: 1, more: true });
    const writer = await userWithRole(site, 2, 'Writer 2');
    expect((await api(site.host).get('/api/v1/logs', { token: writer.token })).status).toBe(403);
    const marketer = await userWithRole(site, 3, 'Marketer');
    expect((await api(site.host).get('/api/v1/logs', { token: marketer.token })).status).toBe(200);
  });

  it('render notices land as rows once per template generation, however often the page is asked for', async () => {
    const pages = [
      { title: 'Unknown filter', permalink: '/uf', type: 'page', body: 'x{{ "a" | shinyfilter }}y' },
      { title: 'Broken', permalink: '/broken', type: 'page', body: '{% include "no-such-partial" %}' },
    ];
    for (const t of pages) expect((await api(site.host).post('/api/v1/templates', t, { token: site.ownerToken })).status).toBe(201);
    for (let i = 0; i < 4; i++) {
      // A new query string each time: no cache, a render every time.
      const uf = await api(site.host).get(`/uf?i=${i}`, { headers: { accept: 'text/html' } });
      expect(uf.text).toBe('xay');
      expect((await api(site.host).get(`/broken?i=${i}`, { headers: { accept: 'text/html' } })).status).toBe(500);
    }
    await new Promise((r) => setTimeout(r, 500));
    const unknown = (await logsUntil(site, 'kind=render.unknown_filter', (x) => x.length > 0)) as Row[];
    expect(unknown).toHaveLength(1);
    expect(unknown[0]!.data).toMatchObject({ filter: 'shinyfilter', line: 1, path: '/uf' });
    const failed = ((await logsUntil(site, 'kind=render.failed', (x) => x.length > 0)) as Row[]).filter((r) => r.data.path === '/broken');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.level).toBe('error');
    expect(failed[0]!.message).toMatch(/no-such-partial/);
  });
});

describe('log retention', () => {
  const CAP = 5;
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(inject('dbKind'), { LOG_MAX_ROWS_PER_SITE: String(CAP), LOG_PRUNE_MS: '300', LOG_RETENTION_DAYS: '90' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('keeps at most LOG_MAX_ROWS_PER_SITE rows per site, the newest, and nothing older than LOG_RETENTION_DAYS', async () => {
    const site = await newSite('Retention', server.url);
    const other = await newSite('Retention neighbour', server.url);
    const on = api(site.host, server.url);
    const created = await on.post('/api/v1/posts', { title: 'Kept' }, { token: site.ownerToken });
    const uid = data(created).item.uid as string;
    for (let i = 0; i < 3 * CAP; i++) expect((await on.put(`/api/v1/posts/${uid}`, { body: `v${i}` }, { token: site.ownerToken })).status).toBe(200);
    const last = await on.post('/api/v1/redirects', { from: '/old-last', to: '/new', status: 301 }, { token: site.ownerToken });
    expect(last.status, last.text).toBe(201);
    let total = Infinity;
    let rows: Row[] = [];
    for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((r) => setTimeout(r, 200))) {
      const r = data(await on.get('/api/v1/logs?page_size=100', { token: site.ownerToken }));
      total = r.pagination.total_entries;
      rows = r.items;
      if (total <= CAP) break;
    }
    expect(total).toBeLessThanOrEqual(CAP);
    // The newest row (the last write) is kept.
    expect(rows[0]?.kind).toBe('activity.redirects.create');
    // The neighbour's rows are its own business: its one row stays.
    const otherPost = await api(other.host, server.url).post('/api/v1/posts', { title: 'Neighbour' }, { token: other.ownerToken });
    expect(otherPost.status).toBe(201);
    await new Promise((r) => setTimeout(r, 1000));
    expect(data(await api(other.host, server.url).get('/api/v1/logs', { token: other.ownerToken })).pagination.total_entries).toBe(1);

    if (!server.databaseUrl) return;
    // An old row (written directly) goes at the next prune.
    const sql = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const [inserted] = await sql<{ id: number }[]>`insert into logs (site_uid, level, kind, message, at) values (${other.uid}, 'info', 'test.old', 'old', now() - interval '100 days') returning id`;
      const id = inserted!.id;
      let left = 1;
      for (const started = Date.now(); left > 0 && Date.now() - started < 5000; await new Promise((r) => setTimeout(r, 200))) {
        left = (await sql<{ n: number }[]>`select count(*)::int as n from logs where id = ${id}`)[0]!.n;
      }
      expect(left).toBe(0);
      // The prune's queries use the indexes: per site by (site_uid, id), by age on (at).
      await sql`set enable_seqscan = off`;
      const plan = (q: string) => sql.unsafe(`explain ${q}`).then((r) => r.map((x) => Object.values(x)[0]).join('\n'));
      expect(await plan(`select id from logs where site_uid = '${site.uid}' order by id desc offset 5 limit 1`)).toMatch(/logs_site_id_idx/);
      expect(await plan(`select id from logs where at < now() - interval '90 days' order by at limit 5000`)).toMatch(/logs_at_idx/);
    } finally {
      await sql.end();
    }
  });
});
