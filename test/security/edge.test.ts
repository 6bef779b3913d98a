import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, data, newSite, PLATFORM, request, unique } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';

// Attacks at the edge (issue 9): cache poisoning through Host and X-Forwarded-*, forged client
// addresses, oversized and malformed input, foreign request targets. Each gets the safe answer.

const serverPort = () => new URL(inject('serverUrl')).port;

// A raw request, for what the helpers cannot send (chunked bodies, chosen Host headers, other servers).
function raw(opts: { base?: string; method: string; path: string; headers: Record<string, string>; chunks?: Buffer[] }): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  const base = new URL(opts.base ?? inject('serverUrl'));
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname: base.hostname, port: base.port, method: opts.method, path: opts.path, headers: opts.headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(parts).toString('utf8') }));
    });
    // The server may answer (413) and close before a large body is written: that answer is the result.
    req.on('error', (err) => (/EPIPE|ECONNRESET/.test(String(err)) ? undefined : reject(err)));
    (async () => {
      for (const chunk of opts.chunks ?? []) {
        if (req.destroyed) return;
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
      req.end();
    })().catch(() => undefined);
  });
}

describe('pages and caches key on what the platform decides', () => {
  let site: Awaited<ReturnType<typeof newSite>>;
  beforeAll(async () => {
    site = await newSite('Canonical');
    const t = await api(site.host).post('/api/v1/templates', { title: 'Where', permalink: '/where', body: '{{ site.url }}|{{ request.url }}|{{ request.host }}' }, { token: site.ownerToken });
    expect(t.status).toBe(201);
    const p = await api(site.host).post('/api/v1/posts', { title: 'Feed item', status: 1 }, { token: site.ownerToken });
    expect(p.status).toBe(201);
  });

  it('a Host port and X-Forwarded-Proto never reach a cached page, sitemap, robots or feed', async () => {
    const canonical = `http://${site.host}:${serverPort()}`;
    const poison = { host: `${site.host}:1234`, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', accept: 'text/html' };
    for (const path of ['/where', '/sitemap.xml', '/robots.txt', '/rss.xml']) {
      const planted = await raw({ method: 'GET', path, headers: poison });
      expect(planted.status, path).toBe(200);
      const served = await request(site.host, 'GET', path, { headers: { accept: 'text/html' } });
      for (const body of [planted.text, served.text]) {
        expect(body, path).not.toContain(':1234');
        expect(body, path).not.toContain(`https://${site.host}`);
        expect(body, path).not.toContain('evil.example');
        expect(body, path).toContain(canonical);
      }
    }
  });

  it('pages say they vary by credential, and carry the common security headers only', async () => {
    const page = await request(site.host, 'GET', '/where', { headers: { accept: 'text/html' } });
    expect(page.headers.vary).toMatch(/Cookie/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // A tenant's own page is the tenant's: no platform CSP forced on it.
    expect(page.headers['content-security-policy']).toBeUndefined();
  });
});

describe("security headers on the platform's own answers", () => {
  it('the API, the platform home and platform error pages carry a strict policy', async () => {
    const site = await newSite('Headers');
    const apiReply = await api(site.host).get('/api/v1/posts');
    expect(apiReply.headers['x-content-type-options']).toBe('nosniff');
    expect(apiReply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const home = await request(PLATFORM, 'GET', '/', { headers: { accept: 'text/html' } });
    expect(home.headers['content-security-policy']).toContain("default-src 'none'");
    expect(home.headers['content-security-policy']).not.toContain('script-src');
    const missing = await request(site.host, 'GET', `/${unique('nothing')}`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('the client address cannot be chosen by the client', () => {
  it('a forged x-platform-socket-ip does not escape the login limit', async () => {
    const email = `${unique('forge')}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await api(PLATFORM).post('/api/v1/auth/login', { email, password: 'wrong-password' }, { headers: { 'x-platform-socket-ip': `10.0.0.${i}` } });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  describe('behind a trusted proxy', () => {
    let proxied: RunningServer;
    beforeAll(async () => {
      proxied = await startServer(inject('dbKind'), { TRUST_PROXY: 'true', RATE_LIMIT_LOGIN: '2' });
    }, 120_000);
    afterAll(async () => {
      await proxied?.stop();
    });

    const login = (email: string, forwardedFor: string) => {
      const body = Buffer.from(JSON.stringify({ email, password: 'wrong-password' }));
      return raw({
        base: proxied.url,
        method: 'POST',
        path: '/api/v1/auth/login',
        headers: { host: 'localhost', 'content-type': 'application/json', 'content-length': String(body.length), 'x-forwarded-for': forwardedFor },
        chunks: [body],
      });
    };

    it('the client is the rightmost X-Forwarded-For entry: a client-written left part changes nothing', async () => {
      const email = `${unique('xff')}@example.test`;
      expect((await login(email, '1.1.1.1, 203.0.113.9')).status).toBe(401);
      expect((await login(email, '2.2.2.2, 203.0.113.9')).status).toBe(401);
      expect((await login(email, '3.3.3.3, 203.0.113.9')).status).toBe(429);
      // Another client, as the proxy saw it, has its own count.
      expect((await login(email, '1.1.1.1, 203.0.113.10')).status).toBe(401);
    });
  });
});

describe('bad input is a 4xx, never a 500, and stores nothing', () => {
  let site: Awaited<ReturnType<typeof newSite>>;
  beforeAll(async () => {
    site = await newSite('Input');
  });
  const leadCount = async () => data(await api(site.host).get('/api/v1/leads', { token: site.ownerToken })).pagination.total_entries as number;
  const form = (body: string) =>
    raw({
      method: 'POST',
      path: '/api/v1/leads',
      headers: { host: site.host, 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) },
      chunks: [Buffer.from(body)],
    });

  it('a chunked 30 MB form body stops at the size cap with 413', async () => {
    const before = await leadCount();
    const chunk = Buffer.from(`message=${'x'.repeat(1024 * 1024 - 8)}`);
    const chunks = Array.from({ length: 30 }, (_, i) => (i === 0 ? chunk : Buffer.from('x'.repeat(1024 * 1024))));
    const r = await raw({ method: 'POST', path: '/api/v1/leads', headers: { host: site.host, 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' }, chunks });
    expect(r.status).toBe(413);
    expect(JSON.parse(r.text).state).toBe('error');
    expect(await leadCount()).toBe(before);
  });

  it('a NUL in a form field or name is 422', async () => {
    const before = await leadCount();
    expect((await form('name=a%00b')).status).toBe(422);
    expect((await form('na%00me=ab')).status).toBe(422);
    expect(await leadCount()).toBe(before);
  });

  it('_redirect takes only same-site paths, percent-encoded', async () => {
    const chinese = await form(`name=x&_redirect=${encodeURIComponent('/中文?a=1')}`);
    expect(chinese.status).toBe(303);
    expect(chinese.headers.location).toBe('/%E4%B8%AD%E6%96%87?a=1');
    for (const target of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      const r = await form(`name=x&_redirect=${encodeURIComponent(target)}`);
      expect(r.status, target).toBe(201);
      expect(r.headers.location, target).toBeUndefined();
    }
  });

  it('a NUL in a page path is 400, not a database error', async () => {
    const r = await request(site.host, 'GET', '/a%00b', { headers: { accept: 'text/html' } });
    expect(r.status).toBe(400);
    const apiPath = await request(site.host, 'GET', '/api/v1/posts/a%00b');
    expect(apiPath.status).toBeGreaterThanOrEqual(400);
    expect(apiPath.status).toBeLessThan(500);
  });

  it('URL settings take only same-site paths or https URLs, and never a header-splitting value', async () => {
    // Without a favicon or logo setting: the platform's icon, from the site's own origin (a 404 was a
    // console error on every visit; another origin's image is refused by a page allowing only its own).
    const fallback = await request(site.host, 'GET', '/favicon.ico');
    expect(fallback.status).toBe(200);
    expect(fallback.headers['content-type']).toContain('image/svg+xml');
    expect(fallback.text).toMatch(/^<svg /);
    expect((await request(PLATFORM, 'GET', '/admin/icon.svg')).text).toBe(fallback.text);
    const put = (favicon: string) => api(site.host).put('/api/v1/sites', { settings: { favicon } }, { token: site.ownerToken });
    for (const bad of ['/x.ico\r\nSet-Cookie: a=b', '//evil.example/x.ico', 'http://plain.example/x.ico', 'javascript:alert(1)', '/x\\y']) {
      const r = await put(bad);
      expect(r.status, JSON.stringify(bad)).toBe(422);
      expect(r.json?.state).toBe('error');
    }
    expect((await put('https://cdn.example.test/icon.ico')).status).toBe(200);
    const icon = await request(site.host, 'GET', '/favicon.ico');
    expect(icon.status).toBe(302);
    expect(icon.headers.location).toBe('https://cdn.example.test/icon.ico');
  });

  it('redirect rules and postPath refuse control characters; a non-ASCII target is a valid Location', async () => {
    const bad = await api(site.host).post('/api/v1/redirects', { from: '/split', to: '/x\r\nSet-Cookie: a=b' }, { token: site.ownerToken });
    expect(bad.status).toBe(422);
    const ok = await api(site.host).post('/api/v1/redirects', { from: '/old-page', to: '/中文' }, { token: site.ownerToken });
    expect(ok.status).toBe(201);
    const moved = await request(site.host, 'GET', '/old-page', { headers: { accept: 'text/html' } });
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/%E4%B8%AD%E6%96%87');
    expect((await api(site.host).put('/api/v1/sites', { settings: { postPath: '//evil.example/:slug' } }, { token: site.ownerToken })).status).toBe(422);
  });

  it('an absolute-form request line is refused, never redirected to the foreign host', async () => {
    const port = Number(serverPort());
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET http://other.example/ HTTP/1.1\r\nHost: ${site.host}\r\nConnection: close\r\n\r\n`));
      let text = '';
      socket.on('data', (c: Buffer) => (text += c.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect(reply.toLowerCase()).not.toContain('location:');
    expect(reply).not.toContain('other.example');
  });

  it('a wrong method answers 405 with the envelope and Allow', async () => {
    const r = await api(site.host).put('/api/v1/auth/me', {});
    expect(r.status).toBe(405);
    expect(r.json?.state).toBe('error');
    expect(typeof data(r).text).toBe('string');
    expect(r.headers.allow).toContain('GET');
    const page = await request(site.host, 'POST', '/', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(405);
    expect(page.text).toContain('405');
  });
});
