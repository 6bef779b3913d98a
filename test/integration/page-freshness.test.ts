import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newSite, type Reply } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';

// Issue 29: a cached page that only the template and the site's data shaped is the same until the site
// changes (which moves the generation its key holds): it stays cached past PAGE_CACHE_SECONDS instead of
// being rendered again every time it expires. A page that read the clock, chance, another server or a
// pre_render plugin still expires after PAGE_CACHE_SECONDS. Here PAGE_CACHE_SECONDS is 1.
describe('how long a cached page stays fresh', () => {
  let server: RunningServer;
  let site: Awaited<ReturnType<typeof newSite>>;
  let upstream: http.Server;
  let upstreamUrl: string;
  let served = 0;

  beforeAll(async () => {
    upstream = http.createServer((_req, res) => res.end(JSON.stringify({ n: ++served })));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/n`;
    server = await startServer('pglite', { PAGE_CACHE_SECONDS: '1' });
    site = await newSite('Freshness', server.url);
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    upstream?.close();
  });

  const on = () => api(site.host, server.url);
  const page = (path: string): Promise<Reply> => on().get(path, { headers: { accept: 'text/html' } });
  const save = async (permalink: string, body: string) => {
    const r = await on().post('/api/v1/templates', { title: permalink, permalink, type: 'page', body }, { token: site.ownerToken });
    expect(r.status, r.text).toBe(201);
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('keeps a page of site data past PAGE_CACHE_SECONDS, until the site changes', async () => {
    // A footer's year reads the clock, but its text holds until the next year.
    await save('/plain', `{{ site.name }}: {% collection posts as list %}{{ list.size }} posts © {{ 'now' | date: '%Y' | size }}`);
    expect((await page('/plain')).headers['x-cache']).toBe('MISS');
    await pause(1500);
    const later = await page('/plain');
    expect(later.headers['x-cache']).toBe('HIT');
    expect(later.text).toBe('Freshness: 0 posts © 4');
    const post = await on().post('/api/v1/posts', { title: 'New', status: 1 }, { token: site.ownerToken });
    expect(post.status, post.text).toBe(201);
    const changed = await page('/plain');
    expect(changed.headers['x-cache']).toBe('MISS');
    expect(changed.text).toBe('Freshness: 1 posts © 4');
  });

  it('lets a page expire after PAGE_CACHE_SECONDS when it read the clock finely, chance, another server or a plugin', async () => {
    await save('/clock', `{{ 'now' | date: '%H:%M' }}`);
    await save('/today', `{% assign d = 'today' %}{{ d | date_to_xmlschema | size }}`);
    await save('/chance', '{{ "abc" | split: "" | sample }}');
    await save('/fetched', `{% fetch "${upstreamUrl}" as f %}{{ f.n | size }}`);
    await save('/prefetched', `{% prefetch "${upstreamUrl}" as f %}{{ f.n | size }}`);
    await save('/plugged', '[{{ plugin.x }}]');
    const plugin = await on().post('/api/v1/plugins', { name: 'x', hooks: ['pre_render'], code: 'function pre_render() { return { x: 1 }; }' }, { token: site.ownerToken });
    expect(plugin.status, plugin.text).toBe(201);
    const paths = ['/clock', '/today', '/chance', '/fetched', '/prefetched', '/plugged'];
    for (const path of paths) {
      const first = await page(path);
      expect(first.status, `${path}: ${first.text}`).toBe(200);
      expect((await page(path)).headers['x-cache'], path).toBe('HIT');
    }
    await pause(1500);
    for (const path of paths) expect((await page(path)).headers['x-cache'], path).toBe('MISS');
  });
});
