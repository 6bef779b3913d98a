import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, data, newSite } from '../helpers/http';
import { createDatabase, startServer, type RunningServer } from '../helpers/server';

// Images against the production server: measured at upload, variants by URL (sizes snapped to the
// list, metadata stripped), decompression bombs refused, variants shared by instances through the
// store, and the image filters' HTML.

type Site = Awaited<ReturnType<typeof newSite>>;

// The bytes and headers of a GET to an absolute URL the server answered, sent with that URL's host.
function fetchBytes(server: RunningServer, url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const u = new URL(url);
  const base = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname: base.hostname, port: base.port, path: u.pathname + u.search, headers: { host: u.host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function putBytes(server: RunningServer, url: string, bytes: Buffer, type: string): Promise<{ status: number; text: string }> {
  const u = new URL(url);
  const base = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname: base.hostname, port: base.port, method: 'PUT', path: u.pathname + u.search, headers: { host: u.host, 'content-type': type, 'content-length': String(bytes.byteLength) } },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(bytes);
  });
}

async function upload(server: RunningServer, site: Site, key: string, bytes: Buffer, type: string) {
  const p = await api(site.host, server.url).post('/api/v1/storage/presign', { key, contentType: type, size: bytes.byteLength }, { token: site.ownerToken });
  expect(p.status, p.text).toBe(200);
  const put = await putBytes(server, data(p).url as string, bytes, type);
  return { ...put, publicUrl: data(p).publicUrl as string };
}

// A 1200 x 800 photo turned by EXIF orientation 6 (shown 800 x 1200), with a camera and a GPS position.
const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 0/1' } })
    .toBuffer();

// A real 50,000 x 50,000 PNG (1-bit grey, all black): 0.3 MB that decodes to 2.5 GB.
function bombPng(): Buffer {
  const side = 50_000;
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.byteLength, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), body])) >>> 0, 0);
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + side / 8) * 1000);
  const parts: Buffer[] = [];
  for (let i = 0; i < side / 1000; i++) parts.push(rows);
  const idat = zlib.deflateSync(Buffer.concat(parts), { level: 9, strategy: zlib.constants.Z_RLE });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

// The resident memory (KB) of the server and every process under it.
function treeRss(pid: number): number {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    let children = '';
    try {
      children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pids[i])], { encoding: 'utf8' });
    } catch {
      // ps exits 1 when a process has no children
    }
    pids.push(...children.split(/\s+/).filter(Boolean).map(Number));
  }
  return execFileSync('ps', ['-o', 'rss=', '-p', pids.join(',')], { encoding: 'utf8' })
    .split(/\s+/)
    .filter(Boolean)
    .reduce((a, b) => a + Number(b), 0);
}

describe('images on one server', () => {
  let server: RunningServer;
  let site: Site;
  let photoUrl: string;
  let record: Record<string, unknown>;

  beforeAll(async () => {
    server = await startServer(inject('dbKind'));
    site = await newSite('Images', server.url);
    const up = await upload(server, site, 'photos/beach.jpg', await photo(), 'image/jpeg');
    expect(up.status, up.text).toBe(200);
    photoUrl = up.publicUrl;
    const r = await api(site.host, server.url).post('/api/v1/files', { name: 'beach.jpg', url: photoUrl, mime: 'image/jpeg', size: 1, alt: 'A beach' }, { token: site.ownerToken });
    expect(r.status, r.text).toBe(201);
    record = data(r).item ?? data(r);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('measures an uploaded image: its size as shown, a placeholder and a content version on the file record', () => {
    expect(record.width).toBe(800);
    expect(record.height).toBe(1200);
    expect(String(record.placeholder)).toMatch(/^[A-Za-z0-9+/=]{10,}$/);
    expect(String(record.version)).toMatch(/^[0-9a-f]{20}$/);
  });

  it('answers a width in WebP: upright, that wide, without EXIF or GPS, cached for a year under its version', async () => {
    const original = await sharp((await fetchBytes(server, photoUrl)).body).metadata();
    expect(original.exif?.includes('TestCam')).toBe(true);
    const r = await fetchBytes(server, `${photoUrl}?w=400&fm=webp&v=${String(record.version)}`);
    expect(r.status, r.body.toString()).toBe(200);
    expect(r.headers['content-type']).toBe('image/webp');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(r.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 600]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(r.body.includes('TestCam')).toBe(false);
    // Without the current version the answer is cached briefly only.
    expect((await fetchBytes(server, `${photoUrl}?w=400&fm=webp&v=stale`)).headers['cache-control']).toBe('public, max-age=300');
  });

  it('snaps an off-list width up to the list, never enlarges, and picks WebP for fm=auto when the browser takes it', async () => {
    const snapped = await fetchBytes(server, `${photoUrl}?w=401&fm=jpeg`);
    expect(snapped.status).toBe(200);
    expect((await sharp(snapped.body).metadata()).width).toBe(480);
    // Both sizes: the shape snaps to a listed ratio (here 2:3) and the height follows the width.
    const cropped = await sharp((await fetchBytes(server, `${photoUrl}?w=250&h=370&fit=cover&fm=png`)).body).metadata();
    expect([cropped.format, cropped.width, cropped.height]).toEqual(['png', 256, 384]);
    const huge = await fetchBytes(server, `${photoUrl}?w=2000&fm=jpeg`);
    expect((await sharp(huge.body).metadata()).width).toBe(800);
    const auto = await fetchBytes(server, `${photoUrl}?w=256`, { accept: 'image/avif,image/webp,*/*' });
    expect([auto.headers['content-type'], auto.headers.vary]).toEqual(['image/webp', expect.stringContaining('Accept')]);
    const old = await fetchBytes(server, `${photoUrl}?w=256`, { accept: '*/*' });
    expect(old.headers['content-type']).toBe('image/jpeg');
    const bad = await fetchBytes(server, `${photoUrl}?w=400&fm=gif`);
    expect(bad.status).toBe(422);
    expect(JSON.parse(bad.body.toString()).data.text).toMatch(/fm/);
  });

  it('refuses a 50,000 x 50,000 PNG with 422 within a second, without the server growing', async () => {
    const bomb = bombPng();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const before = treeRss(server.pid);
    const started = performance.now();
    const r = await upload(server, site, 'bomb.png', bomb, 'image/png');
    const took = performance.now() - started;
    expect(r.status, r.text).toBe(422);
    expect(JSON.parse(r.text).data.text).toBe('This image is 50000 x 50000 pixels, over the limit of 40 megapixels: make it smaller and upload it again.');
    expect(took).toBeLessThan(1000);
    // 2.5 GB decoded; the refusal reads the header only.
    expect(treeRss(server.pid) - before).toBeLessThan(100 * 1024);
    expect((await fetchBytes(server, r.publicUrl)).status).toBe(404);
  });

  it('refuses a file that claims to be an image and is not, and a record calling a stored text file an image', async () => {
    const fake = await upload(server, site, 'fake.jpg', Buffer.from('not a picture at all'), 'image/jpeg');
    expect(fake.status).toBe(422);
    // In a site owner's words: the format by name and what to do, no type or header names.
    expect(JSON.parse(fake.text).data.text).toBe(
      'This file is not a JPEG image. If it is a picture, save it again as JPEG and upload it; if it is another kind of file, give its name its real extension.',
    );
    expect((await fetchBytes(server, fake.publicUrl)).status).toBe(404);
    const png = await upload(
      server,
      site,
      'really-png.jpg',
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      'image/jpeg',
    );
    expect(png.status).toBe(422);
    expect(JSON.parse(png.text).data.text).toBe('This file is a PNG image, not a JPEG: rename it to end in .png and upload it again.');
    const text = await upload(server, site, 'notes.txt', Buffer.from('hello'), 'text/plain');
    expect(text.status).toBe(200);
    const rec = await api(site.host, server.url).post('/api/v1/files', { name: 'notes', url: text.publicUrl, mime: 'image/png', size: 5 }, { token: site.ownerToken });
    expect(rec.status).toBe(422);
    // and no variants of what is not an image
    expect((await fetchBytes(server, `${text.publicUrl}?w=400`)).status).toBe(422);
  });

  it('image_url and image_tag write the documented URL and HTML', async () => {
    const body = [
      '{% collection files as found mime: "image", limit: 1 %}{% assign f = found | first %}',
      'URL:{{ f | image_url: width: 300, height: 300, crop: "center", format: "webp" }}',
      'TAG:{{ f | image_tag: width: 400 }}',
      'ALT:{{ f | image_tag: width: 300, alt: "Sea & sand", sizes: "50vw", loading: "eager", class: "hero" }}',
      'EXT:{{ "https://cdn.example.com/a.jpg" | image_tag: alt: "x" }}',
    ].join('\n');
    const t = await api(site.host, server.url).post('/api/v1/templates', { title: 'Images', permalink: '/images-test', type: 'page', body }, { token: site.ownerToken });
    expect([200, 201], t.text).toContain(t.status);
    const page = await api(site.host, server.url).get('/images-test', { headers: { accept: 'text/html' } });
    expect(page.status, page.text).toBe(200);
    const v = String(record.version);
    const at = (w: number) => `${photoUrl}?w=${w}&amp;fm=auto&amp;v=${v}`;
    const line = (name: string) =>
      page.text
        .split('\n')
        .find((l) => l.startsWith(`${name}:`))!
        .slice(name.length + 1);
    expect(line('URL')).toBe(`${photoUrl}?w=320&h=320&fit=cover&fm=webp&v=${v}`);
    const srcset = [256, 320, 400, 480, 640, 768].map((w) => `${at(w)} ${w}w`).join(', ');
    expect(line('TAG')).toBe(`<img src="${at(400)}" srcset="${srcset}" sizes="(min-width: 400px) 400px, 100vw" width="400" height="600" alt="A beach" loading="lazy" decoding="async">`);
    expect(line('ALT')).toContain('alt="Sea &amp; sand"');
    expect(line('ALT')).toContain('sizes="50vw" width="300" height="450"');
    expect(line('ALT')).toContain('class="hero" loading="eager" decoding="async">');
    expect(line('EXT')).toBe('<img src="https://cdn.example.com/a.jpg" alt="x" loading="lazy" decoding="async">');
  });
});

describe('image variants on two instances sharing a store', () => {
  let a: RunningServer;
  let b: RunningServer;
  let drop: () => Promise<void>;
  let site: Site;

  beforeAll(async () => {
    const database = await createDatabase();
    drop = database.drop;
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-images-'));
    const env = { DATABASE_URL: database.url, DATA_DIR: shared };
    [a, b] = await Promise.all([startServer('pglite', env), startServer('pglite', env)]);
    site = await newSite('Two instances', a.url);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await drop?.();
  });

  it('a variant made on one instance is served from the store by the other', async () => {
    const up = await upload(a, site, 'shared.jpg', await photo(), 'image/jpeg');
    expect(up.status, up.text).toBe(200);
    const first = await fetchBytes(a, `${up.publicUrl}?w=320&fm=webp`);
    expect([first.status, first.headers['x-image-variant']]).toEqual([200, 'made']);
    const second = await fetchBytes(b, `${up.publicUrl}?w=320&fm=webp`);
    expect([second.status, second.headers['x-image-variant']]).toEqual([200, 'stored']);
    expect(second.body.equals(first.body)).toBe(true);
  });
});
