import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, data, newSite, PLATFORM, request, userWithRole, type Reply } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';

// Uploads against the real server's local store: presign, the signed PUT, and how files are served.
// The test signs its own URLs (expired, other host) from the documented scheme with the server's
// AUTH_SECRET, independently of lib/domains/content/storage.
const AUTH_SECRET = 'storage-test-secret-'.padEnd(48, 'x');
const MAX_BYTES = 64 * 1024;

let server: RunningServer;
let site: Awaited<ReturnType<typeof newSite>>;
let other: Awaited<ReturnType<typeof newSite>>;

beforeAll(async () => {
  server = await startServer(inject('dbKind'), { AUTH_SECRET, UPLOAD_MAX_BYTES: String(MAX_BYTES) });
  site = await newSite('Uploads', server.url);
  other = await newSite('Other', server.url);
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const on = (s: { host: string }) => api(s.host, server.url);
const presign = (body: Record<string, unknown>, s = site, token = s.ownerToken) => on(s).post('/api/v1/storage/presign', body, { token });

// A request to an absolute URL the server answered (a site origin), sent to the test server with
// that URL's host.
function to(url: string, method: string, opts: { raw?: Buffer | string; headers?: Record<string, string> } = {}): Promise<Reply> {
  const u = new URL(url);
  return request(u.hostname, method, u.pathname + u.search, { base: server.url, raw: opts.raw, headers: opts.headers });
}
const put = (url: string, bytes: Buffer | string, type: string) => to(url, 'PUT', { raw: bytes, headers: { 'content-type': type } });

// The stored bytes' place on disk (lib/domains/content/storage/local-store.ts).
const onDisk = (key: string) => path.join(server.dataDir, 'files', ...key.split('/'));
const tmpLeft = () => (fs.existsSync(path.join(server.dataDir, 'upload-tmp')) ? fs.readdirSync(path.join(server.dataDir, 'upload-tmp')) : []);

async function presigned(key: string, contentType: string, size?: number) {
  const r = await presign({ key, contentType, ...(size === undefined ? {} : { size }) });
  expect(r.status, r.text).toBe(200);
  return data(r) as { url: string; method: string; headers: Record<string, string>; key: string; publicUrl: string; expiresAt: string };
}

async function uploaded(key: string, bytes: Buffer | string, contentType: string) {
  const p = await presigned(key, contentType);
  const r = await put(p.url, bytes, contentType);
  expect(r.status, r.text).toBe(200);
  return p;
}

// A real PNG of random pixels (uploads of an image type are measured: test/integration/images.test.ts).
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

// The documented local scheme: HMAC-SHA256 keyed with HMAC(secret, 'storage-upload') over
// PUT, site uid, key, expires, type and max, one per line; base64url.
function signedUrl(origin: string, siteUid: string, key: string, expires: number, type: string, max: number): string {
  const k = createHmac('sha256', AUTH_SECRET).update('storage-upload').digest();
  const sig = createHmac('sha256', k)
    .update(['PUT', siteUid, key, String(expires), type, String(max)].join('\n'))
    .digest('base64url');
  const path = key.split('/').map(encodeURIComponent).join('/');
  return `${origin}/api/v1/storage/upload/${path}?${new URLSearchParams({ expires: String(expires), type, max: String(max), sig })}`;
}
const originOf = (s: { host: string }) => `http://${s.host}:${new URL(server.url).port}`;

// A chunked PUT (no Content-Length): the server must count the bytes as they come.
function chunkedPut(url: string, type: string, chunks: Buffer[]): Promise<number> {
  const u = new URL(url);
  const base = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname: base.hostname, port: base.port, method: 'PUT', path: u.pathname + u.search, headers: { host: u.host, 'content-type': type, 'transfer-encoding': 'chunked' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    // The server may answer (and close) before every chunk is sent.
    req.on('error', (err: NodeJS.ErrnoException) => (err.code === 'EPIPE' || err.code === 'ECONNRESET' ? resolve(-1) : reject(err)));
    (async () => {
      for (const c of chunks) {
        if (req.destroyed) return;
        req.write(c);
        await new Promise((r) => setTimeout(r, 5));
      }
      req.end();
    })().catch(reject);
  });
}

describe('presign', () => {
  it('needs role 3+: anonymous 401, role 2 403, role 3 200', async () => {
    expect((await on(site).post('/api/v1/storage/presign', { key: 'a.png', contentType: 'image/png' })).status).toBe(401);
    const writer = await userWithRole(site, 2);
    expect((await presign({ key: 'a.png', contentType: 'image/png' }, site, writer.token)).status).toBe(403);
    const marketer = await userWithRole(site, 3);
    const r = await presign({ key: 'a.png', contentType: 'image/png' }, site, marketer.token);
    expect(r.status, r.text).toBe(200);
  });

  it("answers a PUT URL on the site's own origin, under the site uid, with its headers and the public URL", async () => {
    const p = await presigned('img/a.png', 'Image/PNG', 100);
    expect(p.method).toBe('PUT');
    expect(p.key).toBe(`${site.uid}/img/a.png`);
    expect(p.headers).toEqual({ 'content-type': 'image/png' });
    const url = new URL(p.url);
    expect(url.origin).toBe(originOf(site));
    expect(url.pathname).toBe(`/api/v1/storage/upload/${site.uid}/img/a.png`);
    expect(url.searchParams.get('max')).toBe('100');
    expect(url.searchParams.get('type')).toBe('image/png');
    expect(p.publicUrl).toBe(`${originOf(site)}/api/v1/storage/files/${site.uid}/img/a.png`);
    const expires = Date.parse(p.expiresAt) - Date.now();
    expect(expires).toBeGreaterThan(14 * 60_000);
    expect(expires).toBeLessThanOrEqual(15 * 60_000);
  });

  it('does not double a key that already starts with the site uid', async () => {
    expect((await presigned(`${site.uid}/b.png`, 'image/png')).key).toBe(`${site.uid}/b.png`);
  });

  it("is available to the admin on the platform host with X-Site, still on the site's origin", async () => {
    const r = await api(PLATFORM, server.url).post('/api/v1/storage/presign', { key: 'c.png', contentType: 'image/png' }, { token: site.admin, headers: { 'x-site': site.uid } });
    expect(r.status, r.text).toBe(200);
    expect(new URL(data(r).url).origin).toBe(originOf(site));
  });

  it('refuses keys that escape or name another site (422), and bad types and sizes', async () => {
    const keys = [
      `../${other.uid}/x.png`,
      `${other.uid}/x.png`,
      `${site.uid}/${other.uid}/x.png`,
      '%2e%2e/x.png',
      '..%2fx.png',
      'a%5cb.png',
      'a\\b.png',
      '/abs.png',
      'C:/x.png',
      'a//b.png',
      'a\u0000b.png',
      'x'.repeat(513),
      '.',
      'img/../../x.png',
    ];
    for (const key of keys) {
      const r = await presign({ key, contentType: 'image/png' });
      expect(r.status, `${JSON.stringify(key)}: ${r.text}`).toBe(422);
      expect(r.json?.state).toBe('error');
    }
    expect((await presign({ key: 'a.png', contentType: 'png' })).status).toBe(422);
    expect((await presign({ key: 'a.png', contentType: 'image/png', size: -1 })).status).toBe(422);
    expect((await presign({ key: 'a.png', contentType: 'image/png', extra: 1 })).status).toBe(422);
  });

  it('says an upload is too large in MB, naming no setting (the server log keeps it)', async () => {
    const big = await presign({ key: 'a.png', contentType: 'image/png', size: MAX_BYTES + 1 });
    expect(big.status).toBe(413);
    expect(big.json?.state).toBe('error');
    // 64 KB and one byte reads as just over the limit, never as the limit itself.
    expect(big.json?.data?.text).toBe('This file is 64.1 KB; the largest upload is 64 KB: make it smaller and upload it again.');
    const huge = await presign({ key: 'film.mp4', contentType: 'video/mp4', size: Math.round(31.4 * 1024 * 1024) });
    expect(huge.json?.data?.text).toMatch(/^This file is 31\.4 MB; the largest upload is 64 KB/);
    for (let i = 0; i < 30 && !server.output().includes(`UPLOAD_MAX_BYTES ${MAX_BYTES}`); i++) await new Promise((done) => setTimeout(done, 100));
    expect(server.output()).toContain(`size ${MAX_BYTES + 1} > UPLOAD_MAX_BYTES ${MAX_BYTES}`);
  });
});

describe('local upload and serving', () => {
  it('round trip: presign, PUT the bytes, GET the public URL answers the same bytes (inline image)', async () => {
    const bytes = await noisePng(40, 40);
    const p = await presigned('img/photo.png', 'image/png', bytes.length);
    const r = await put(p.url, bytes, 'image/png');
    expect(r.status, r.text).toBe(200);
    expect(data(r)).toMatchObject({ key: p.key, size: bytes.length, publicUrl: p.publicUrl, image: { width: 40, height: 40, format: 'png' } });
    expect(r.headers['access-control-allow-origin']).toBe('*');
    const got = await fetchBytes(p.publicUrl);
    expect(got.status).toBe(200);
    expect(got.body.equals(bytes)).toBe(true);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toBeUndefined();
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(got.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const head = await to(p.publicUrl, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.headers.etag).toBe(got.headers.etag);
    expect(head.text).toBe('');
    // Revalidation.
    const again = await to(p.publicUrl, 'GET', { headers: { 'if-none-match': String(got.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it('keeps names with spaces and other scripts', async () => {
    const p = await uploaded('docs/my notes (1)/été.txt', 'hello', 'text/plain');
    expect(p.key).toBe(`${site.uid}/docs/my notes (1)/été.txt`);
    const got = await fetchBytes(p.publicUrl);
    expect(got.status).toBe(200);
    expect(got.body.toString()).toBe('hello');
    expect(got.headers['content-disposition']).toBe(`attachment; filename="_t_.txt"; filename*=UTF-8''%C3%A9t%C3%A9.txt`);
  });

  it('answers the CORS preflight for the upload from the platform origin', async () => {
    const p = await presigned('cors.png', 'image/png');
    const r = await to(p.url, 'OPTIONS', {
      headers: { origin: `http://${PLATFORM}:${new URL(server.url).port}`, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(r.status).toBe(204);
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(String(r.headers['access-control-allow-methods'])).toContain('PUT');
    expect(String(r.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
    expect(r.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('refuses a wrong signature, an expired URL, another type and more bytes than signed; nothing is stored', async () => {
    const p = await presigned('refused/a.zip', 'application/octet-stream', 10);
    const url = new URL(p.url);
    const sig = url.searchParams.get('sig')!;
    const tampered = (name: string, value: string) => {
      const u = new URL(p.url);
      u.searchParams.set(name, value);
      return u.toString();
    };
    const wrongSig = await put(tampered('sig', `${sig.slice(0, -2)}AA`), 'x', 'application/octet-stream');
    expect(wrongSig.status).toBe(403);
    expect(wrongSig.json?.data?.text).toMatch(/signature/);
    expect((await put(tampered('max', '1000'), 'x', 'application/octet-stream')).status).toBe(403);
    expect((await put(tampered('type', 'text/html'), 'x', 'text/html')).status).toBe(403);
    expect((await put(tampered('expires', String(Math.floor(Date.now() / 1000) + 86_400)), 'x', 'application/octet-stream')).status).toBe(403);
    const noSig = new URL(p.url);
    noSig.searchParams.delete('sig');
    expect((await put(noSig.toString(), 'x', 'application/octet-stream')).status).toBe(403);
    // Correctly signed, but in the past.
    const expired = await put(signedUrl(originOf(site), site.uid, p.key, Math.floor(Date.now() / 1000) - 5, 'application/octet-stream', 10), 'x', 'application/octet-stream');
    expect(expired.status).toBe(403);
    expect(expired.json?.data?.text).toMatch(/expired/);
    // The signed type only, said without the header's name.
    const wrongType = await put(p.url, 'x', 'text/html');
    expect(wrongType.status).toBe(415);
    expect(wrongType.json?.data?.text).toBe('The file sent is not the kind this upload was prepared for (application/octet-stream): upload it again.');
    expect((await to(p.url, 'PUT', { raw: 'x' })).status).toBe(415);
    // More bytes than signed: by the declared length, and counted in a chunked body.
    const over = await put(p.url, Buffer.alloc(11), 'application/octet-stream');
    expect(over.status).toBe(413);
    expect(over.json?.data?.text).toBe('This file is larger than its upload allows (10 bytes): upload it again.');
    expect(await chunkedPut(p.url, 'application/octet-stream', [Buffer.alloc(6), Buffer.alloc(6)])).not.toBe(200);
    expect(fs.existsSync(onDisk(p.key))).toBe(false);
    expect((await to(p.publicUrl, 'GET')).status).toBe(404);
    // The URL still works within its limits.
    expect((await put(p.url, Buffer.alloc(10), 'application/octet-stream')).status).toBe(200);
    expect(fs.statSync(onDisk(p.key)).size).toBe(10);
  });

  it('caps a chunked body without a size at UPLOAD_MAX_BYTES, leaving no temporary file', async () => {
    const p = await presigned('big.zip', 'application/octet-stream');
    expect(new URL(p.url).searchParams.get('max')).toBe(String(MAX_BYTES));
    const status = await chunkedPut(
      p.url,
      'application/octet-stream',
      Array.from({ length: 20 }, () => Buffer.alloc(8 * 1024)),
    );
    expect([413, -1]).toContain(status);
    expect(fs.existsSync(onDisk(p.key))).toBe(false);
    for (let i = 0; i < 50 && tmpLeft().length > 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(tmpLeft()).toEqual([]);
    // Exactly the cap is fine.
    const ok = await chunkedPut(
      p.url,
      'application/octet-stream',
      Array.from({ length: 8 }, () => Buffer.alloc(8 * 1024)),
    );
    expect(ok).toBe(200);
    expect(fs.statSync(onDisk(p.key)).size).toBe(MAX_BYTES);
  });

  it('answers 409 when a key clashes with a stored file or folder', async () => {
    await uploaded('clash/a.png', await noisePng(2, 2), 'image/png');
    const under = await presigned('clash/a.png/b.png', 'image/png');
    expect((await put(under.url, await noisePng(2, 2), 'image/png')).status).toBe(409);
    const folder = await presigned('clash', 'image/png');
    expect((await put(folder.url, await noisePng(2, 2), 'image/png')).status).toBe(409);
  });

  it('refuses web pages at presign; an HTML file stored before that rule is served as an inert download, never as a page of the site', async () => {
    const html = await presign({ key: 'page.html', contentType: 'text/html' });
    expect(html.status).toBe(422);
    expect(html.json?.data?.text).toMatch(/^Files of this kind \(\.html\) cannot be uploaded\. You can upload images, /);
    // As the local store keeps a file: its bytes, and the type it was uploaded with beside them.
    const marker = `<script>alert(${Date.now()})</script>`;
    const key = `${site.uid}/old/page.html`;
    const bytes = `<!doctype html><h1>x</h1>${marker}`;
    fs.mkdirSync(path.dirname(onDisk(key)), { recursive: true });
    fs.writeFileSync(onDisk(key), bytes);
    const meta = path.join(server.dataDir, 'file-meta', ...`${key}.json`.split('/'));
    fs.mkdirSync(path.dirname(meta), { recursive: true });
    fs.writeFileSync(meta, JSON.stringify({ contentType: 'text/html', size: bytes.length }));
    const got = await fetchBytes(`${originOf(site)}/api/v1/storage/files/${key}`);
    expect(got.status).toBe(200);
    expect(got.body.toString()).toContain(marker);
    expect(got.headers['content-type']).toBe('application/octet-stream');
    expect(got.headers['content-disposition']).toBe(`attachment; filename="page.html"; filename*=UTF-8''page.html`);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    // An SVG (an image a site may upload) is a download too.
    const svg = await uploaded('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>', 'image/svg+xml');
    const svgGot = await fetchBytes(svg.publicUrl);
    expect(svgGot.headers['content-type']).toBe('application/octet-stream');
    expect(svgGot.headers['content-disposition']).toMatch(/^attachment; /);
    // No page path of the site shows it.
    for (const pagePath of ['/old/page.html', `/${site.uid}/old/page.html`, '/files/old/page.html']) {
      const page = await on(site).get(pagePath, { headers: { accept: 'text/html' } });
      expect(page.status, pagePath).toBe(404);
      expect(page.text).not.toContain(marker);
    }
  });

  it("is served by the site's own host only: not the platform host, not another site's host", async () => {
    const p = await uploaded('private/only-here.png', await noisePng(8, 8), 'image/png');
    const pathname = new URL(p.publicUrl).pathname;
    expect((await on(site).get(pathname)).status).toBe(200);
    const platform = await api(PLATFORM, server.url).get(pathname);
    expect(platform.status).toBe(404);
    const platformXSite = await api(PLATFORM, server.url).get(pathname, { headers: { 'x-site': site.uid }, token: site.admin });
    expect(platformXSite.status).toBe(404);
    expect((await on(other).get(pathname)).status).toBe(404);
    // And a missing file is a 404 envelope.
    const missing = await on(site).get(`/api/v1/storage/files/${site.uid}/nope.png`);
    expect(missing.status).toBe(404);
    expect(missing.json?.state).toBe('error');
    expect(missing.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("is accepted by the site's own host only: another site's host or the platform host refuse the same signed URL", async () => {
    const p = await presigned('elsewhere.png', 'image/png');
    const u = new URL(p.url);
    const otherHost = await request(other.host, 'PUT', u.pathname + u.search, { base: server.url, raw: 'x', headers: { 'content-type': 'image/png' } });
    expect(otherHost.status).toBe(404);
    const platform = await request(PLATFORM, 'PUT', u.pathname + u.search, { base: server.url, raw: 'x', headers: { 'content-type': 'image/png', 'x-site': site.uid } });
    expect(platform.status).toBe(404);
    // A correctly signed URL for the other site's uid, sent to this site's host.
    const forOther = signedUrl(originOf(site), other.uid, `${other.uid}/x.png`, Math.floor(Date.now() / 1000) + 60, 'image/png', 10);
    expect((await put(forOther, 'x', 'image/png')).status).toBe(404);
    expect(fs.existsSync(onDisk(p.key))).toBe(false);
    expect(fs.existsSync(onDisk(`${other.uid}/x.png`))).toBe(false);
  });

  it('refuses escaping upload and file paths', async () => {
    for (const p of [
      `/api/v1/storage/files/${site.uid}/%2e%2e/%2e%2e/auth-secret`,
      `/api/v1/storage/files/${site.uid}/..%2f..%2fauth-secret`,
      `/api/v1/storage/files/${site.uid}/a%5c..%5c..%5cauth-secret`,
      `/api/v1/storage/files/${site.uid}/%00`,
    ]) {
      const r = await on(site).get(p);
      expect(r.status, p).toBe(404);
      expect(r.text).not.toContain(AUTH_SECRET);
    }
    const escaping = signedUrl(originOf(site), site.uid, `${site.uid}/../escaped.png`, Math.floor(Date.now() / 1000) + 60, 'image/png', 10);
    expect((await put(escaping, 'x', 'image/png')).status).toBe(404);
    expect(fs.existsSync(path.join(server.dataDir, 'files', 'escaped.png'))).toBe(false);
  });
});

// Before, a refused or broken-off upload kept what its URL set aside for 15 minutes: the admin showed
// "21 B set aside for uploads in progress" after a failed upload. Each site here starts with nothing set aside.
describe('a failed upload gives back what its URL set aside', () => {
  const reserved = async (s: { host: string; ownerToken: string }) => {
    const r = await on(s).get('/api/v1/sites/limits', { token: s.ownerToken });
    expect(r.status, r.text).toBe(200);
    return (data(r).storage as { reservedBytes: number }).reservedBytes;
  };
  const signed = async (s: Awaited<ReturnType<typeof newSite>>, key: string, contentType: string, size: number) => {
    const r = await presign({ key, contentType, size }, s);
    expect(r.status, r.text).toBe(200);
    return data(r) as { url: string; publicUrl: string };
  };
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 50 && !(await check()); i++) await new Promise((done) => setTimeout(done, 100));
  };

  it('refused for its size, its type or its content: nothing stays set aside', async () => {
    const s = await newSite('Refusals', server.url);
    const big = await signed(s, 'r/big.png', 'image/png', 100);
    expect(await reserved(s)).toBe(100);
    expect((await put(big.url, Buffer.alloc(101), 'image/png')).status).toBe(413);
    expect(await reserved(s)).toBe(0);
    const fake = await signed(s, 'r/photo.jpg', 'image/jpeg', 21);
    expect(await reserved(s)).toBe(21);
    const notJpeg = await put(fake.url, 'not a picture at all!', 'image/jpeg');
    expect(notJpeg.status).toBe(422);
    expect(notJpeg.json?.data?.text).toMatch(/^This file is not a JPEG image\. /);
    expect(await reserved(s)).toBe(0);
    const typed = await signed(s, 'r/doc.pdf', 'application/pdf', 10);
    expect((await put(typed.url, 'x', 'text/plain')).status).toBe(415);
    expect(await reserved(s)).toBe(0);
    // Given back, the URL may still be used within what the quota has left.
    expect((await put(typed.url, '%PDF-1.4\n', 'application/pdf')).status).toBe(200);
    expect(await reserved(s)).toBe(0);
    expect((await to(fake.publicUrl, 'GET')).status).toBe(404);
  });

  it('a client that goes away mid-body: nothing stays set aside, nothing is stored', async () => {
    const s = await newSite('Aborted', server.url);
    const size = 48 * 1024;
    const p = await signed(s, 'r/abort.zip', 'application/zip', size);
    expect(await reserved(s)).toBe(size);
    const u = new URL(p.url);
    const base = new URL(server.url);
    await new Promise<void>((resolve) => {
      const req = http.request({
        hostname: base.hostname,
        port: base.port,
        method: 'PUT',
        path: u.pathname + u.search,
        headers: { host: u.host, 'content-type': 'application/zip', 'content-length': String(size) },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(Buffer.alloc(16 * 1024, 1), () => setTimeout(() => req.destroy(), 300));
    });
    await until(async () => (await reserved(s)) === 0);
    expect(await reserved(s)).toBe(0);
    expect(fs.existsSync(onDisk(`${s.uid}/r/abort.zip`))).toBe(false);
    await until(async () => tmpLeft().length === 0);
    expect(tmpLeft()).toEqual([]);
  });
});

// The body as bytes (the shared helper decodes text).
function fetchBytes(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const u = new URL(url);
  const base = new URL(server.url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname: base.hostname, port: base.port, path: u.pathname + u.search, headers: { host: u.host } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
