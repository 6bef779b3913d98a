import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../helpers/fault-proxy';
import { api, data, newSite, request } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';

// Issue 27: a database that refuses or drops connections. Requests that need it answer 503 with
// Retry-After quickly (never a 500, never a hang), as JSON under the API and as a short page for
// visitors; once it answers again, so does everything. PostgreSQL behind a TCP proxy that fails on
// command (test/helpers/fault-proxy.ts), in both runs (the embedded database has no connection to lose).
describe('a database outage', () => {
  let proxy: FaultProxy;
  let server: RunningServer;
  let site: Awaited<ReturnType<typeof newSite>>;
  beforeAll(async () => {
    proxy = await startFaultProxy({ host: '127.0.0.1', port: 5432 });
    server = await startServer('postgres', {}, { databaseVia: (url) => url.replace(/@[^/]+\//, `@${proxy.address}/`) });
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
    // The first request can wait several seconds before it fails (the open gap of issue 27): a query
    // that postgres-js hands to a connection between the reset reaching the socket and the connection
    // closing is not failed with it, and waits until that connection is tried again (about 9 s seen
    // here). Every request after it fails fast.
    const [first, firstMs] = await timed(lead);
    expect(first.status, first.text).toBe(503);
    expect(firstMs).toBeLessThan(20_000);
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

    proxy.setMode('pass');
    const back = performance.now();
    let r = await lead();
    while (r.status !== 201 && performance.now() - back < 10_000) r = await lead();
    expect(r.status, r.text).toBe(201);
    expect(performance.now() - back).toBeLessThan(2_000);
    // Nothing of the outage stays behind: the next requests of every kind succeed.
    expect((await on.get('/api/v1/posts')).status).toBe(200);
    expect((await request(site.host, 'GET', '/', { base: server.url, token: site.ownerToken, headers: { accept: 'text/html' } })).status).toBe(200);
    // The log tells what happened, and no request of the outage was a 500.
    expect(server.output()).not.toMatch(/"status":500/);
  });
});
