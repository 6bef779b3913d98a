import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, data, newSite, PLATFORM, unique } from '../helpers/http';
import { startCluster, type RunningCluster } from '../helpers/server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// A GET on a connection of its own: node:cluster hands new connections to the workers in turn.
function getFresh(url: string, host: string, pathname: string): Promise<{ status: number; text: string }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.get({ hostname: u.hostname, port: u.port, path: pathname, agent: false, timeout: 2000, headers: { host, accept: 'text/html' } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
  });
}

// `npm start` (on PostgreSQL, or the embedded database its primary serves): a worker per core. A save
// through one worker is served fresh by every other (the primary relays the site's new generation, no
// Redis needed on one machine), and a worker killed with kill -9 is replaced while the others go on
// answering.
describe(`npm start runs several workers (on ${inject('dbKind')})`, () => {
  let cluster: RunningCluster;
  let url = '';
  const output = () => cluster.output();
  const servingPids = () => [...output().matchAll(/worker (\d+) serving/g)].map((m) => Number(m[1]));

  beforeAll(async () => {
    // Both serving workers and the heavy lane (server/lanes.mjs) log their ready line first.
    cluster = await startCluster({ WEB_CONCURRENCY: '2', RATE_LIMIT_LOGIN: '3' }, 3, inject('dbKind'));
    url = cluster.url;
  }, 100_000);

  afterAll(async () => {
    await cluster?.stop();
  });

  it('serves a save made through one worker fresh from every worker at once', async () => {
    expect(new Set(servingPids()).size).toBe(2);
    const site = await newSite('Workers', url);
    const save = await api(site.host, url).post('/api/v1/templates', { title: 'W', permalink: '/w', type: 'page', body: 'w0' }, { token: site.ownerToken });
    expect(save.status, save.text).toBe(201);
    const uid = data(save).item.uid as string;
    for (let v = 1; v <= 4; v++) {
      // Every worker has the page cached before the save.
      for (let i = 0; i < 6; i++) expect((await getFresh(url, site.host, '/w')).text).toBe(`w${v - 1}`);
      const put = await api(site.host, url).put(`/api/v1/templates/${uid}`, { body: `w${v}` }, { token: site.ownerToken });
      expect(put.status, put.text).toBe(200);
      const seen = await Promise.all(Array.from({ length: 6 }, () => getFresh(url, site.host, '/w')));
      expect(seen.map((r) => r.text)).toEqual(Array(6).fill(`w${v}`));
    }
  }, 60_000);

  it('serves a comment made through one worker fresh from every worker at once (issue 23: the relayed message carries the comments generation)', async () => {
    const site = await newSite('Worker comments', url);
    const post = await api(site.host, url).post('/api/v1/posts', { title: 'P', status: 1 }, { token: site.ownerToken });
    expect(post.status, post.text).toBe(201);
    const postUid = data(post).item.uid as string;
    const save = await api(site.host, url).post(
      '/api/v1/templates',
      { title: 'C', permalink: '/c', type: 'page', body: `{% collection comments as cs post: "${postUid}" %}{% for c in cs %}{{ c.body }};{% endfor %}|` },
      { token: site.ownerToken },
    );
    expect(save.status, save.text).toBe(201);
    let expected = '|';
    for (let v = 1; v <= 3; v++) {
      for (let i = 0; i < 6; i++) expect((await getFresh(url, site.host, '/c')).text).toBe(expected);
      const c = await api(site.host, url).post('/api/v1/comments', { postUid, body: `c${v}` }, { token: site.ownerToken, headers: { connection: 'close' } });
      expect(c.status, c.text).toBe(201);
      expected = `c${v};${expected}`;
      const seen = await Promise.all(Array.from({ length: 6 }, () => getFresh(url, site.host, '/c')));
      expect(seen.map((r) => r.text)).toEqual(Array(6).fill(expected));
    }
  }, 60_000);

  it('counts a rate limit once across workers (kept by the primary, no Redis needed)', async () => {
    const email = `${unique('workers')}@example.test`;
    const statuses: number[] = [];
    // A connection of its own each time: the attempts alternate between the two workers.
    for (let i = 0; i < 4; i++) {
      const r = await api(PLATFORM, url).post('/api/v1/auth/login', { email, password: 'wrong-password' }, { headers: { connection: 'close' } });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('replaces a worker killed with kill -9 while the other keeps answering', async () => {
    const [victim] = servingPids();
    process.kill(victim!, 'SIGKILL');
    const started = Date.now();
    let failures = 0;
    // The survivor answers throughout; the replacement joins it.
    while (Date.now() - started < 30_000) {
      const r = await getFresh(url, 'localhost', '/api/v1/auth/me').catch(() => ({ status: 0, text: '' }));
      if (r.status === 0) failures++;
      const live = servingPids().filter((pid) => pid !== victim);
      // Three ready lines at the start (two serving workers, the heavy lane), the replacement's fourth.
      if (live.length >= 2 && (output().match(/ready: /g) ?? []).length >= 4) break;
      await sleep(100);
    }
    expect(output()).toMatch(new RegExp(`worker ${victim} died \\(SIGKILL\\); replacing it now`));
    expect(servingPids().filter((pid) => pid !== victim).length).toBe(2);
    expect((await getFresh(url, 'localhost', '/api/v1/auth/me')).status).toBe(401);
    // Connections handed to the dead worker at the moment it died may fail; the next ones do not.
    expect(failures).toBeLessThanOrEqual(1);
  }, 40_000);

  // The shared Liquid engine is made by whichever bundle of the worker renders first (the outer page
  // handler, the catch-all route while start-up runs, a preview route). With an async-context store
  // per bundle, an engine made by one read an empty store in another's renders: after a restart every
  // layout and partial was "not found" (500 on every page) when the first render was not the outer
  // handler's.
  it('renders pages with a layout and a partial after npm start restarts on the same data', async () => {
    const FRAMED = '{% layout "frame" %}{% block content %}{% render "badge", label: "ok" %}{% endblock %}';
    const site = await newSite('Restarted', url);
    const save = (body: Record<string, unknown>) => api(site.host, url).post('/api/v1/templates', body, { token: site.ownerToken });
    for (const body of [
      { title: 'frame', type: 'layout', body: '<main>{% block content %}{% endblock %}</main>' },
      { title: 'badge', type: 'partial', body: '<b>{{ label }}</b>' },
      { title: 'Framed', permalink: '/framed', type: 'page', body: FRAMED },
    ]) {
      const r = await save(body);
      expect(r.status, r.text).toBe(201);
    }
    expect((await getFresh(url, site.host, '/framed')).text).toBe('<main><b>ok</b></main>');
    await cluster.restart();
    // A preview first, on every worker (a connection each, handed out in turn): its route's bundle
    // makes the shared engine before any page is rendered.
    const minted = await api(site.host, url).post('/api/v1/templates/preview-token', undefined, { token: site.ownerToken });
    expect(minted.status, minted.text).toBe(200);
    for (let i = 0; i < 4; i++) {
      const preview = await api(site.host, url).post('/api/v1/templates/preview', { token: data(minted).token, path: '/framed', body: FRAMED }, { headers: { connection: 'close' } });
      expect(preview.text).toBe('<main><b>ok</b></main>');
    }
    const seen = await Promise.all(Array.from({ length: 6 }, (_, i) => getFresh(url, site.host, `/framed?n=${i}`)));
    expect(seen.map((r) => `${r.status} ${r.text}`)).toEqual(Array(6).fill('200 <main><b>ok</b></main>'));
  }, 120_000);
});
