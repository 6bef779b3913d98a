import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../helpers/fault-proxy.mjs';
import { api, data, newSite, request, type Reply } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';

// Issue 27: a database that refuses, drops or silences connections. Requests that need it answer 503
// with Retry-After quickly (never a 500, never a hang), as JSON under the API and as a short page for
// visitors; pages already cached keep answering 200 past their lifetime (X-Cache: STALE); once it
// answers again, so does everything, within 2 s; the log has one line per outage and one per recovery.
// PostgreSQL behind a TCP proxy that fails on command (test/helpers/fault-proxy.ts), in both runs
// (the embedded database has no connection to lose). Pages that read the clock are fresh for a second
// only (PAGE_CACHE_SECONDS=1; one that only the site's data shapes would stay fresh until the site
// changes), so an outage of a few seconds outlives them.
describe('a database outage', () => {
  let proxy: FaultProxy;
  let server: RunningServer;
  let site: Awaited<ReturnType<typeof newSite>>;
  beforeAll(async () => {
    proxy = await startFaultProxy({ host: '127.0.0.1', port: 5432 });
    server = await startServer('postgres', { PAGE_CACHE_SECONDS: '1' }, { databaseVia: (url) => url.replace(/@[^/]+\//, `@${proxy.address}/`) });
    site = await newSite('Outage', server.url);
  }, 90_000);
  afterAll(async () => {
    proxy?.setMode('pass');
    await server?.stop();
    await proxy?.close();
  });

  const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const t0 = performance.now();
    const out = await work();
    return [out, performance.now() - t0];
  };

  it('answers 503 with Retry-After while it refuses connections (within 2 s after the first), never 500, and recovers within 2 s', { timeout: 60_000 }, async () => {
    const on = api(site.host, server.url);
    const lead = () => on.post('/api/v1/leads', { form: 'contact', data: { email: 'pat@example.test' } });
    expect((await lead()).status).toBe(201);

    // Idle connections first, as a quiet site's would be when its database goes away.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    proxy.setMode('refuse');
    // The first request too: a query postgres-js hands to a connection between the reset reaching the
    // socket and the connection closing would wait until that connection is tried again (about 9 s
    // before the breaker), but the breaker destroys the pool it was queued on.
    const [first, firstMs] = await timed(lead);
    expect(first.status, first.text).toBe(503);
    expect(firstMs).toBeLessThan(2_000);
    for (const [name, call] of [
      ['lead', lead],
      ['posts list', () => on.get('/api/v1/posts')],
      ['owner read', () => on.get('/api/v1/leads', { token: site.ownerToken })],
    ] as const) {
      const [r, ms] = await timed(call);
      expect(r.status, `${name}: ${r.text}`).toBe(503);
      expect(r.json?.state).toBe('error');
      expect(String(data(r).text)).toMatch(/database cannot be reached/);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      expect(ms, name).toBeLessThan(2_000);
    }
    // A visitor's page (signed in, so never from the page cache): a short page, never cached.
    const [page, pageMs] = await timed(() => request(site.host, 'GET', '/', { base: server.url, token: site.ownerToken, headers: { accept: 'text/html' } }));
    expect(page.status, page.text).toBe(503);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.text).toMatch(/briefly unavailable/);
    expect(pageMs).toBeLessThan(2_000);

    await passesAgainWithin2s(lead);
    // Nothing of the outage stays behind: the next requests of every kind succeed.
    expect((await on.get('/api/v1/posts')).status).toBe(200);
    expect((await request(site.host, 'GET', '/', { base: server.url, token: site.ownerToken, headers: { accept: 'text/html' } })).status).toBe(200);
    // The log tells what happened, once, and no request of the outage was a 500.
    expect(server.output()).not.toMatch(/"status":500/);
    expect(outageLines()).toEqual({ down: 1, up: 1 });
  });

  it(
    'while it is silent under load: cached pages answer 200 (stale past their second), no request takes 2.5 s, writes answer 201 or 503, and all succeed 2 s after it answers',
    { timeout: 90_000 },
    async () => {
      const other = await newSite('Outage 2', server.url);
      for (const s of [site, other]) {
        const saved = await api(s.host, server.url).post(
          '/api/v1/templates',
          { title: 'Clock', permalink: '/clock', type: 'page', body: "{{ site.name }} in {{ 'now' | date: '%Y' }}" },
          { token: s.ownerToken },
        );
        expect(saved.status, saved.text).toBe(201);
      }
      const page = (host: string) => request(host, 'GET', '/clock', { base: server.url, headers: { accept: 'text/html' } });
      // Both sites' home pages are cached before the outage.
      for (const host of [site.host, other.host]) expect((await page(host)).status).toBe(200);
      const before = outageLines();

      interface Outcome {
        kind: string;
        status: number;
        ms: number;
        at: number;
        retryAfter?: string;
        cache?: string;
      }
      const outcomes: Outcome[] = [];
      const kinds: [string, () => Promise<Reply>][] = [
        ['page', () => page(site.host)],
        ['page 2', () => page(other.host)],
        ['lead', () => api(site.host, server.url).post('/api/v1/leads', { form: 'contact', data: { email: 'pat@example.test' } })],
        ['read', () => api(other.host, server.url).get('/api/v1/posts')],
      ];
      let running = true;
      const loops = kinds.map(async ([kind, call]) => {
        while (running) {
          const t0 = performance.now();
          const r = await call();
          outcomes.push({ kind, status: r.status, ms: performance.now() - t0, at: t0, retryAfter: r.headers['retry-after'], cache: r.headers['x-cache'] as string | undefined });
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      proxy.setMode('silence');
      const silentAt = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      // Meanwhile the instance says what is down and that it can serve stale pages.
      const ready = await api('localhost', server.url).get('/readyz');
      expect(ready.status, ready.text).toBe(200);
      expect(data(ready)).toMatchObject({ status: 'degraded', database: expect.stringMatching(/unreachable/) });
      expect(data(ready).stalePages).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      proxy.setMode('pass');
      const backAt = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 3_500));
      running = false;
      await Promise.all(loops);

      const during = outcomes.filter((o) => o.at >= silentAt && o.at < backAt);
      if (process.env.OUTAGE_DEBUG) console.log(outcomes.map((o) => `${Math.round(o.at - silentAt)} ${o.kind} ${o.status} ${Math.round(o.ms)} ${o.cache ?? ''}`).join('\n'));
      expect(during.filter((o) => o.kind === 'lead').length).toBeGreaterThan(2);
      for (const o of outcomes) expect(o.ms, `${o.kind} at ${Math.round(o.at - silentAt)} ms: ${o.status}`).toBeLessThan(2_500);
      for (const o of outcomes.filter((x) => x.kind.startsWith('page'))) expect(o.status, `${o.kind} at ${Math.round(o.at - silentAt)} ms`).toBe(200);
      // Past their second, the pages served during the outage say they are stale.
      expect(during.some((o) => o.kind.startsWith('page') && o.cache === 'STALE')).toBe(true);
      for (const o of outcomes.filter((x) => x.kind === 'lead')) {
        expect([201, 503], `lead at ${Math.round(o.at - silentAt)} ms`).toContain(o.status);
        if (o.status === 503) expect(Number(o.retryAfter)).toBeGreaterThan(0);
      }
      expect(during.some((o) => o.kind === 'lead' && o.status === 503)).toBe(true);
      const after = outcomes.filter((o) => o.at >= backAt + 2_000);
      expect(after.length).toBeGreaterThan(4);
      for (const o of after) expect(o.status, `${o.kind} ${Math.round(o.at - backAt)} ms after`).toBeLessThan(300);
      expect(outageLines()).toEqual({ down: before.down + 1, up: before.up + 1 });
      expect(server.output()).not.toMatch(/"status":500/);
    },
  );

  it('while it is slow: a little late, everything answers as usual; too late, 503 within 2.5 s, then back within 2 s', { timeout: 60_000 }, async () => {
    const on = api(site.host, server.url);
    const lead = () => on.post('/api/v1/leads', { form: 'contact', data: { email: 'pat@example.test' } });
    const signedInPage = () => request(site.host, 'GET', '/', { base: server.url, token: site.ownerToken, headers: { accept: 'text/html' } });
    // 30 ms each way on every chunk: slower, never refused.
    proxy.setMode('delay', 30);
    for (let i = 0; i < 3; i++) {
      expect((await lead()).status).toBe(201);
      expect((await signedInPage()).status).toBe(200);
    }
    // Answers later than the deadline: the database is as good as down.
    proxy.setMode('delay', 2_500);
    for (let i = 0; i < 3; i++) {
      const [r, ms] = await timed(lead);
      expect(r.status, r.text).toBe(503);
      expect(ms).toBeLessThan(2_500);
    }
    await passesAgainWithin2s(lead);
  });

  // The database answers again: within 2 s, so does a lead post.
  async function passesAgainWithin2s(lead: () => Promise<Reply>) {
    proxy.setMode('pass');
    const back = performance.now();
    let r = await lead();
    while (r.status !== 201 && performance.now() - back < 10_000) r = await lead();
    expect(r.status, r.text).toBe(201);
    expect(performance.now() - back).toBeLessThan(2_000);
  }

  // The breaker's own lines: one when the database stops answering, one when it is back.
  const outageLines = () => {
    const lines = server.output().split('\n');
    return { down: lines.filter((l) => l.includes('"msg":"database unreachable')).length, up: lines.filter((l) => l.includes('"msg":"database reachable again"')).length };
  };
});
