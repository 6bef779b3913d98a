import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, data, newSite, request, userWithRole } from '../helpers/http';
import { logsUntil, type LogRow } from '../helpers/logs';

type Site = Awaited<ReturnType<typeof newSite>>;
const html = { headers: { accept: 'text/html' } };
const page = (site: Site, path: string, token?: string) => api(site.host).get(path, { ...html, token });

async function save(site: Site, body: Record<string, unknown>) {
  const r = await api(site.host).post('/api/v1/templates', body, { token: site.ownerToken });
  expect([200, 201], r.text).toContain(r.status);
  return data(r).item as { uid: string };
}
const update = async (site: Site, uid: string, body: Record<string, unknown>) => {
  const r = await api(site.host).put(`/api/v1/templates/${uid}`, body, { token: site.ownerToken });
  expect(r.status, r.text).toBe(200);
};

describe('page cache and purge rules', () => {
  let site: Site;
  beforeAll(async () => {
    site = await newSite('Render');
  });

  it('rule 2: a permalink save purges that path; the next GET is a fresh MISS', async () => {
    const t = await save(site, { title: 'About', permalink: '/about', type: 'page', body: 'About v1' });
    const a = await page(site, '/about');
    expect(a.headers['x-cache']).toBe('MISS');
    expect(a.text).toBe('About v1');
    const b = await page(site, '/about');
    expect(b.headers['x-cache']).toBe('HIT');
    await update(site, t.uid, { body: 'About v2' });
    const c = await page(site, '/about');
    expect(c.headers['x-cache']).toBe('MISS');
    expect(c.text).toBe('About v2');
  });

  it('rule 2: a new permalink is found at once although its miss was cached', async () => {
    expect((await page(site, '/fresh')).status).toBe(404);
    await save(site, { title: 'Fresh', permalink: '/fresh', type: 'page', body: 'now here' });
    const r = await page(site, '/fresh');
    expect(r.status).toBe(200);
    expect(r.text).toBe('now here');
  });

  it('rule 4: saving /index clears both /index and /', async () => {
    const list = data(await api(site.host).get('/api/v1/templates')).items as { uid: string; permalink: string }[];
    const idx = list.find((t) => t.permalink === '/index')!;
    await page(site, '/');
    await page(site, '/index');
    expect((await page(site, '/')).headers['x-cache']).toBe('HIT');
    await update(site, idx.uid, { body: 'Home v2' });
    for (const p of ['/', '/index']) {
      const r = await page(site, p);
      expect(r.text, p).toBe('Home v2');
      expect(r.headers['x-cache'], p).toBe('MISS');
    }
  });

  it('rule 3: a layout or partial save purges every page of the site', async () => {
    await save(site, { title: 'frame', type: 'layout', body: '<main>{% block content %}{% endblock %}</main>L1' });
    const part = await save(site, { title: 'bit', type: 'partial', body: 'P1' });
    await save(site, { title: 'One', permalink: '/one', type: 'page', body: '{% layout "frame" %}{% block content %}[{% render "bit" %}]{% endblock %}' });
    await save(site, { title: 'Two', permalink: '/two', type: 'page', body: '{% render "bit" %}' });
    await page(site, '/one');
    await page(site, '/two');
    expect((await page(site, '/one')).headers['x-cache']).toBe('HIT');
    await update(site, part.uid, { body: 'P2' });
    expect((await page(site, '/one')).text).toBe('<main>[P2]</main>L1');
    expect((await page(site, '/two')).text).toBe('P2');
  });

  // Spec rule 5 names the limit of a purge by path: a path that is not the permalink (`/trail/` for
  // `/trail`) kept its old copy until the page cache expired. A save now moves the site's generation,
  // so no path of the site keeps an old copy.
  it('rule 5, exceeded: a path that does not equal the permalink is fresh at once too', async () => {
    const t = await save(site, { title: 'Trail', permalink: '/trail', type: 'page', body: 'T1' });
    expect((await page(site, '/trail/')).text).toBe('T1');
    expect((await page(site, '/trail/')).headers['x-cache']).toBe('HIT');
    await update(site, t.uid, { body: 'T2' });
    const fresh = await page(site, '/trail/');
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(fresh.text).toBe('T2');
    expect((await page(site, '/trail')).text).toBe('T2');
  });

  it('bits are readable by name and a bit save refreshes the pages', async () => {
    const bit = await api(site.host).post('/api/v1/bits', { name: 'tagline', value: 'Fresh daily' }, { token: site.ownerToken });
    expect(bit.status).toBe(201);
    await save(site, { title: 'Tag', permalink: '/tagline', type: 'page', body: '{{ bits.tagline }}' });
    expect((await page(site, '/tagline')).text).toBe('Fresh daily');
    expect((await page(site, '/tagline')).headers['x-cache']).toBe('HIT');
    await api(site.host).put(`/api/v1/bits/${data(bit).item.uid}`, { value: 'Fresh hourly' }, { token: site.ownerToken });
    expect((await page(site, '/tagline')).text).toBe('Fresh hourly');
  });

  it('a deleted template is gone at once', async () => {
    const t = await save(site, { title: 'Temp', permalink: '/temp', type: 'page', body: 'temp' });
    expect((await page(site, '/temp')).text).toBe('temp');
    expect((await api(site.host).del(`/api/v1/templates/${t.uid}`, { token: site.ownerToken })).status).toBe(200);
    expect((await page(site, '/temp')).status).toBe(404);
  });
});

describe('credentials and the cache', () => {
  it('a request with a credential is never served from or stored in the cache', async () => {
    const site = await newSite('Who');
    const alice = await userWithRole(site, 2, 'Alice');
    await save(site, { title: 'Who', permalink: '/who', type: 'page', body: '{% if current_user %}user:{{ current_user.name }}:{{ current_user.role }}{% else %}anonymous{% endif %}' });
    expect((await page(site, '/who')).text).toBe('anonymous');
    expect((await page(site, '/who')).headers['x-cache']).toBe('HIT');
    for (let i = 0; i < 2; i++) {
      const r = await page(site, '/who', alice.token);
      expect(r.text).toBe('user:Alice:2');
      expect(r.headers['x-cache']).toBe('MISS');
      expect(r.headers['cache-control']).toMatch(/private|no-store/);
    }
    const cookie = await request(site.host, 'GET', '/who', { headers: { cookie: `current_user=${alice.token}` } });
    expect(cookie.text).toBe('user:Alice:2');
    expect(cookie.headers['x-cache']).toBe('MISS');
    // Even a bad credential bypasses the cache (and renders as anonymous).
    const bad = await page(site, '/who', 'not-a-token');
    expect(bad.headers['x-cache']).toBe('MISS');
    expect(bad.text).toBe('anonymous');
    expect((await page(site, '/who')).text).toBe('anonymous');
  });

  it('current_user carries no password hash, email of others, or site secrets', async () => {
    const site = await newSite('Leak');
    await api(site.host).put('/api/v1/sites', { settings: { payments: { stripe: { secretKey: 'sk_live_secret' } } } }, { token: site.ownerToken });
    await save(site, { title: 'Dump', permalink: '/dump', type: 'page', body: '{{ current_user | json }}|{{ site | json }}' });
    const r = await page(site, '/dump', site.ownerToken);
    expect(r.status).toBe(200);
    expect(r.text).not.toMatch(/argon2|password|sk_live_secret/);
  });
});

describe('runaway templates', () => {
  it('an endless loop and a 100 MB output end in a 500 page and a log entry, while other requests are served', async () => {
    const site = await newSite('Runaway');
    await save(site, { title: 'Loop', permalink: '/loop', type: 'page', body: '{% for i in (1..100000) %}{% for j in (1..100000) %}x{% endfor %}{% endfor %}' });
    await save(site, { title: 'Huge', permalink: '/huge', type: 'page', body: '{% assign s = "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" %}{% for i in (1..2000000) %}{{ s }}{% endfor %}' });
    await save(site, { title: 'Fine', permalink: '/fine', type: 'page', body: 'fine' });
    let loopAnswered = false;
    const loop = page(site, '/loop').finally(() => (loopAnswered = true));
    // While the loop renders, other requests keep being answered (how fast: bench/render-limits.ts).
    await new Promise((r) => setTimeout(r, 100));
    const fine = await page(site, '/fine', site.ownerToken);
    expect(fine.text).toBe('fine');
    expect(loopAnswered, 'the fine page waited for the runaway render').toBe(false);
    const loopRes = await loop;
    expect(loopRes.status).toBe(500);
    const huge = await page(site, '/huge');
    expect(huge.status).toBe(500);
    expect(huge.text.length).toBeLessThan(10_000);
    const paths = (rows: LogRow[]) => rows.map((l) => l.data.path);
    const logs = await logsUntil(site, 'kind=render.failed', (rows) => ['/loop', '/huge'].every((p) => paths(rows).includes(p)));
    expect(paths(logs)).toEqual(expect.arrayContaining(['/loop', '/huge']));
  });
});

describe('custom tags', () => {
  it('unknown tags stay in place; fetch and prefetch read JSON; collection shows published rows', async () => {
    const site = await newSite('Tags');
    const got: string[] = [];
    // Requests in flight at once: the prefetches run together, so at least two overlap.
    let inFlight = 0;
    let maxInFlight = 0;
    const rx = http.createServer((req, res) => {
      got.push(req.url ?? '');
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      setTimeout(() => (inFlight--, res.end(JSON.stringify({ name: `N${req.url}` }))), 150);
    });
    await new Promise<void>((r) => rx.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(rx.address() as AddressInfo).port}`;
    try {
      await save(site, { title: 'parts', type: 'partial', body: '{% prefetch "' + url + '/c" as c %}{{ c.name }}' });
      await save(site, {
        title: 'Fetch',
        permalink: '/fetch',
        type: 'page',
        body: `A {% frobnicate 1 %} {% prefetch "${url}/b" as b %}{% fetch "${url}/a" as a %}{{ a.name }}-{{ b.name }}-{% render "parts" %}`,
      });
      const r = await page(site, '/fetch');
      expect(r.status).toBe(200);
      expect(r.text).toContain('{% frobnicate 1 %}');
      expect(r.text).toContain('N/a-N/b-N/c');
      // The two prefetches ran together before rendering, not one after the other.
      expect(maxInFlight).toBeGreaterThanOrEqual(2);
    } finally {
      rx.close();
    }
    const w = await userWithRole(site, 2);
    await api(site.host).post('/api/v1/posts', { title: 'Shown', status: 1, label: 'blog' }, { token: w.token });
    await api(site.host).post('/api/v1/posts', { title: 'Hidden draft', status: 0, label: 'blog' }, { token: w.token });
    await save(site, { title: 'Coll', permalink: '/coll', type: 'page', body: '{% collection posts as items limit: 5, label: "blog" %}{% for p in items %}[{{ p.title }}]{% endfor %}' });
    const c = await page(site, '/coll');
    expect(c.text).toBe('[Shown]');
  });
});
