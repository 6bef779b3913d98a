import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../helpers/fault-proxy.mjs';
import { api, newSite, PLATFORM, request, type Reply } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';

// Issue 27: Redis only speeds things up and shares news between instances (rate limits, generation
// messages). Refused or silent, nobody may see a difference: pages, reads, writes, sign-in and its
// rate limit answer as before and in time, and a saved template shows at once. Redis behind a TCP
// proxy that fails on command (test/helpers/fault-proxy.ts).
describe('a Redis outage', () => {
  let proxy: FaultProxy;
  let server: RunningServer;
  let site: Awaited<ReturnType<typeof newSite>>;
  beforeAll(async () => {
    proxy = await startFaultProxy({ host: '127.0.0.1', port: 6379 });
    server = await startServer(inject('dbKind'), { REDIS_URL: `redis://${proxy.address}` });
    site = await newSite('Redis outage', server.url);
  }, 90_000);
  afterAll(async () => {
    proxy?.setMode('pass');
    await server?.stop();
    await proxy?.close();
  });

  const timed = async (work: () => Promise<Reply>): Promise<[Reply, number]> => {
    const t0 = performance.now();
    const out = await work();
    return [out, performance.now() - t0];
  };

  // What a visitor, a customer and an owner do, each answered as usual within a second.
  async function everythingWorks(label: string) {
    const on = api(site.host, server.url);
    const permalink = `/p-${label.replace(/ /g, '-')}-${Date.now()}`;
    const calls: [string, () => Promise<Reply>, number][] = [
      ['page', () => request(site.host, 'GET', '/', { base: server.url, headers: { accept: 'text/html' } }), 200],
      ['read', () => on.get('/api/v1/posts'), 200],
      ['lead', () => on.post('/api/v1/leads', { form: 'contact', data: { email: 'pat@example.test' } }), 201],
      // Rate-limited (failures count per client): counted in this process while Redis is away.
      ['failed sign-in', () => api(PLATFORM, server.url).post('/api/v1/auth/login', { email: 'nobody@example.test', password: 'wrong-password-1' }), 401],
      ['save', () => on.post('/api/v1/templates', { title: `T ${label}`, permalink, type: 'page', body: `saved while ${label}` }, { token: site.ownerToken }), 201],
      // The saved template is live at once: this instance learnt the new generation itself.
      ['new page', () => request(site.host, 'GET', permalink, { base: server.url, headers: { accept: 'text/html' } }), 200],
    ];
    for (const [name, call, status] of calls) {
      const [r, ms] = await timed(call);
      expect(r.status, `${label}, ${name}: ${r.text.slice(0, 200)}`).toBe(status);
      expect(ms, `${label}, ${name}`).toBeLessThan(1_000);
      if (name === 'new page') expect(r.text).toContain(`saved while ${label}`);
    }
  }

  it('refused, silent, slow and back: every request answers as usual within a second', { timeout: 60_000 }, async () => {
    await everythingWorks('up');
    proxy.setMode('refuse');
    await everythingWorks('refused');
    proxy.setMode('pass');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await everythingWorks('back');
    proxy.setMode('silence');
    await everythingWorks('silent');
    // Still silent a while later (the heartbeat has noticed): the same.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await everythingWorks('still silent');
    proxy.setMode('pass');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await everythingWorks('back again');
    // Slow (100 ms each way): commands past 300 ms fail over to this process; nothing waits longer.
    proxy.setMode('delay', 100);
    await everythingWorks('slow');
    proxy.setMode('pass');
    expect(server.output()).not.toMatch(/"status":5\d\d/);
  });
});
