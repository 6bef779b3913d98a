import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, api, data, newSite, PLATFORM } from '../helpers/http';
import { createDatabase, startServer, type RunningServer } from '../helpers/server';

// Image variants belong to their original (issue 48). Before, anyone could ask a stored image for its
// sizes and formats: a 3.1 MB image asked at 18 of them stored 11.25 MB under DATA_DIR/image-variants
// while the site's quota counted 3.1 MB, a new upload to the key or its deletion left them behind, and
// one image allowed ~2,100 of them. Against the production server: the variants count in the site's
// storage use, go with their original's bytes, are bounded per original (422 past it), and a site at
// its quota still serves its originals and existing variants while a new variant answers 413; an
// <img> (Accept: image/*) gets the original under the same status, so its page still shows it.

const QUOTA = 64 * 1024 * 1024;
const PER_ORIGINAL = 48;
const IMG_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
type Site = Awaited<ReturnType<typeof newSite>>;

interface Got {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

// A request to an absolute URL the server answered (a site origin), sent with that URL's host.
function send(server: RunningServer, url: string, opts: { method?: string; body?: Buffer; headers?: Record<string, string> } = {}): Promise<Got> {
  const u = new URL(url);
  const base = new URL(server.url);
  const headers: Record<string, string> = { host: u.host, ...(opts.headers ?? {}) };
  if (opts.body) headers['content-length'] = String(opts.body.byteLength);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname: base.hostname, port: base.port, method: opts.method ?? 'GET', path: u.pathname + u.search, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}
const json = (g: Got) => JSON.parse(g.body.toString('utf8')) as { state: string; data: { text: string; quota?: unknown; variants?: unknown } };

// A noisy photo (noise does not compress: its variants are as large as a real photo's).
const photo = (width: number, height: number, seed = 128) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: seed, sigma: 30 } } })
    .jpeg({ quality: 92 })
    .toBuffer();

function bytesUnder(dir: string): { bytes: number; files: number } {
  if (!fs.existsSync(dir)) return { bytes: 0, files: 0 };
  let bytes = 0;
  let files = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    bytes += fs.statSync(path.join(e.parentPath, e.name)).size;
    files++;
  }
  return { bytes, files };
}

function onServer(server: () => RunningServer) {
  const storageOf = async (s: Site) => {
    const r = await api(s.host, server().url).get('/api/v1/sites/limits', { token: s.ownerToken });
    expect(r.status, r.text).toBe(200);
    return data(r).storage as { quotaBytes: number; usedBytes: number; storedBytes: number; reservedBytes: number; variantBytes?: number };
  };
  const upload = async (s: Site, key: string, bytes: Buffer) => {
    const p = await api(s.host, server().url).post('/api/v1/storage/presign', { key, contentType: 'image/jpeg', size: bytes.byteLength }, { token: s.ownerToken });
    expect(p.status, p.text).toBe(200);
    const put = await send(server(), data(p).url as string, { method: 'PUT', body: bytes, headers: { 'content-type': 'image/jpeg' } });
    expect(put.status, put.body.toString()).toBe(200);
    return data(p).publicUrl as string;
  };
  const variants = (s: Site) => bytesUnder(path.join(server().dataDir, 'image-variants', s.uid));
  return { storageOf, upload, variants };
}

describe('image variants and the quota (local store)', () => {
  let server: RunningServer;
  const { storageOf, upload, variants } = onServer(() => server);

  beforeAll(async () => {
    server = await startServer(inject('dbKind'), { STORAGE_QUOTA_BYTES: String(QUOTA), IMAGE_WAITING_PER_SITE: '64' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("counts the variants in the site's storage use: what is on disk is what is counted", async () => {
    const site = await newSite('Counted', server.url);
    const original = await photo(1200, 900);
    const url = await upload(site, 'gallery/big.jpg', original);
    // 18 widths and formats, as the hostile visitor asked.
    for (const w of [320, 640, 960, 1280, 1600, 1920]) {
      for (const fm of ['webp', 'jpeg', 'png']) {
        const r = await send(server, `${url}?w=${w}&fm=${fm}`);
        expect(r.status, r.body.toString().slice(0, 200)).toBe(200);
      }
    }
    const disk = variants(site);
    const counted = await storageOf(site);
    console.log(`18 variants of a ${original.byteLength} B original: ${disk.bytes} B in ${disk.files} files on disk; counted: variantBytes ${counted.variantBytes}, usedBytes ${counted.usedBytes}`);
    expect(disk.files).toBe(18);
    expect(counted.variantBytes).toBe(disk.bytes);
    expect(counted.usedBytes).toBe(original.byteLength + disk.bytes);
    // Asked again: served from the store, counted once.
    const again = await send(server, `${url}?w=640&fm=webp`);
    expect(again.headers['x-image-variant']).toBe('stored');
    expect((await storageOf(site)).variantBytes).toBe(disk.bytes);
  });

  it('a new upload to the key and deleting the file remove its variants from disk and from the count; so does deleting the site', async () => {
    const site = await newSite('Replaced', server.url);
    const first = await photo(800, 600);
    const url = await upload(site, 'r.jpg', first);
    for (const w of [256, 400, 640]) expect((await send(server, `${url}?w=${w}&fm=webp`)).status).toBe(200);
    expect(variants(site).files).toBe(3);
    const second = await photo(800, 600, 100);
    await upload(site, 'r.jpg', second);
    console.log(`after replacing the bytes: ${variants(site).bytes} B of variants on disk, variantBytes ${(await storageOf(site)).variantBytes}`);
    expect(variants(site)).toEqual({ bytes: 0, files: 0 });
    expect(await storageOf(site)).toMatchObject({ variantBytes: 0, usedBytes: second.byteLength });
    // The new bytes' variants, then the file deleted with its record.
    const made = await send(server, `${url}?w=400&fm=jpeg`);
    expect([made.status, made.headers['x-image-variant']]).toEqual([200, 'made']);
    expect((await storageOf(site)).variantBytes).toBe(made.body.byteLength);
    const record = await api(site.host, server.url).post('/api/v1/files', { name: 'r', url, mime: 'image/jpeg', size: second.byteLength }, { token: site.ownerToken });
    expect(record.status, record.text).toBe(201);
    expect((await api(site.host, server.url).del(`/api/v1/files/${data(record).item.uid}`, { token: site.ownerToken })).status).toBe(200);
    console.log(`after deleting the file: ${variants(site).bytes} B of variants on disk, variantBytes ${(await storageOf(site)).variantBytes}`);
    expect(variants(site)).toEqual({ bytes: 0, files: 0 });
    expect(await storageOf(site)).toMatchObject({ variantBytes: 0, storedBytes: 0, usedBytes: 0 });
    expect((await send(server, `${url}?w=400&fm=jpeg`)).status).toBe(404);
    // A site deleted: its variants folder goes with its files.
    const gone = await newSite('Gone', server.url);
    const goneUrl = await upload(gone, 'g.jpg', first);
    expect((await send(server, `${goneUrl}?w=256&fm=webp`)).status).toBe(200);
    expect(fs.existsSync(path.join(server.dataDir, 'image-variants', gone.uid))).toBe(true);
    expect((await api(PLATFORM, server.url).del(`/api/v1/sites/${gone.uid}`, { token: gone.ownerToken })).status).toBe(200);
    expect(fs.existsSync(path.join(server.dataDir, 'image-variants', gone.uid))).toBe(false);
  });

  it(`keeps at most ${PER_ORIGINAL} variants of one original: a new one past it answers 422 (an <img> gets the original); existing ones are still served`, async () => {
    const site = await newSite('Bounded', server.url);
    const original = await photo(300, 200);
    const url = await upload(site, 'small.jpg', original);
    const asks: string[] = [];
    for (const side of ['w', 'h']) for (const w of [64, 128, 256, 320, 400, 480, 640, 768, 960, 1080, 1280, 1600, 1920, 2560]) for (const fm of ['webp', 'jpeg']) asks.push(`${side}=${w}&fm=${fm}`);
    const statuses: number[] = [];
    let refused: Got | undefined;
    for (const q of asks) {
      const r = await send(server, `${url}?${q}`);
      statuses.push(r.status);
      if (r.status !== 200) refused ??= r;
    }
    console.log(
      `${asks.length} variants asked of one original: ${statuses.filter((s) => s === 200).length} made, then ${statuses.filter((s) => s !== 200).join(',')}; ${variants(site).files} files on disk`,
    );
    expect(statuses.slice(0, PER_ORIGINAL).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(PER_ORIGINAL)).toEqual(Array(asks.length - PER_ORIGINAL).fill(422));
    expect(refused!.headers['content-type']).toMatch(/^application\/json/);
    expect(json(refused!).data.text).toMatch(/has 48 sizes and formats made already, the most one image may have/);
    expect(variants(site).files).toBe(PER_ORIGINAL);
    expect((await storageOf(site)).variantBytes).toBe(variants(site).bytes);
    // An <img> asking a new one: the same status, the original as the body, not cached.
    const img = await send(server, `${url}?${asks.at(-1)}`, { headers: { accept: IMG_ACCEPT } });
    expect(img.status).toBe(422);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.headers['cache-control']).toBe('no-store');
    expect(img.headers['x-image-variant']).toBe('refused');
    expect(img.body.equals(original)).toBe(true);
    // Those made are served as before.
    const kept = await send(server, `${url}?${asks[0]}`, { headers: { accept: IMG_ACCEPT } });
    expect([kept.status, kept.headers['x-image-variant']]).toEqual([200, 'stored']);
    // A new upload of the image starts over.
    await upload(site, 'small.jpg', await photo(300, 200, 90));
    expect((await send(server, `${url}?${asks.at(-1)}`)).status).toBe(200);
  });

  it('a site at its quota serves its originals and existing variants; a new variant answers 413 (an <img> gets the original)', async () => {
    const site = await newSite('Full', server.url);
    const original = await photo(1000, 750);
    const url = await upload(site, 'full.jpg', original);
    expect((await send(server, `${url}?w=640&fm=webp`)).status).toBe(200);
    const admin = await adminToken(server.url);
    const setQuota = async (quotaBytes: number) => {
      const r = await api(PLATFORM, server.url).put(`/api/v1/sites/${site.uid}/storage-quota`, { quotaBytes }, { token: admin });
      expect(r.status, r.text).toBe(200);
    };
    // Room for a few bytes more, not for the next variant: refused once it is made and measured.
    const used = (await storageOf(site)).usedBytes;
    await setQuota(used + 100);
    const nearly = await send(server, `${url}?w=960&fm=png`);
    expect(nearly.status).toBe(413);
    expect(json(nearly).data.text).toMatch(/^This site's storage is full/);
    // Full: refused before anything is made.
    await setQuota(used);
    const full = await send(server, `${url}?w=800&fm=jpeg`);
    expect(full.status).toBe(413);
    expect(json(full).state).toBe('error');
    expect(json(full).data.quota).toMatchObject({ quotaBytes: used, usedBytes: used });
    const img = await send(server, `${url}?w=800&fm=jpeg`, { headers: { accept: IMG_ACCEPT } });
    expect([img.status, img.headers['content-type'], img.headers['x-image-variant']]).toEqual([413, 'image/jpeg', 'refused']);
    expect(img.body.equals(original)).toBe(true);
    // What is stored is served.
    const plain = await send(server, url);
    expect([plain.status, plain.body.equals(original)]).toEqual([200, true]);
    const existing = await send(server, `${url}?w=640&fm=webp`, { headers: { accept: IMG_ACCEPT } });
    expect([existing.status, existing.headers['x-image-variant']]).toEqual([200, 'stored']);
    expect(variants(site).files).toBe(1);
    expect((await storageOf(site)).usedBytes).toBe(used);
  });
});

describe('image variants made by two instances at once', () => {
  let a: RunningServer;
  let b: RunningServer;
  let drop: () => Promise<void>;
  let shared: string;
  const { storageOf, upload } = onServer(() => a);

  beforeAll(async () => {
    const database = await createDatabase();
    drop = database.drop;
    shared = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-variants-'));
    const env = { DATABASE_URL: database.url, DATA_DIR: shared, STORAGE_QUOTA_BYTES: String(QUOTA) };
    [a, b] = await Promise.all([startServer('pglite', env), startServer('pglite', env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await drop?.();
    fs.rmSync(shared, { recursive: true, force: true });
  });

  it('count one variant once', async () => {
    const site = await newSite('Two makers', a.url);
    const url = await upload(site, 'twice.jpg', await photo(1000, 750));
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => send(i % 2 ? b : a, `${url}?w=768&fm=webp`)));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
    const disk = bytesUnder(path.join(shared, 'image-variants', site.uid));
    expect(disk.files).toBe(1);
    expect((await storageOf(site)).variantBytes).toBe(disk.bytes);
    expect(disk.bytes).toBe(answers[0]!.body.byteLength);
  });

  it('an instance starting deletes variant files nothing counts (a crash, or the old per-version folders)', async () => {
    const site = await newSite('Swept', a.url);
    const url = await upload(site, 'kept.jpg', await photo(600, 400));
    expect((await send(a, `${url}?w=256&fm=webp`)).status).toBe(200);
    const stray = path.join(shared, 'image-variants', site.uid, '0123456789abcdef0123', '256x0-inside.webp');
    fs.mkdirSync(path.dirname(stray), { recursive: true });
    fs.writeFileSync(stray, Buffer.alloc(50_000));
    const hourAgo = new Date(Date.now() - 3600_000);
    fs.utimesSync(stray, hourAgo, hourAgo);
    const counted = bytesUnder(path.join(shared, 'image-variants', site.uid)).bytes - 50_000;
    const c = await startServer('pglite', { DATABASE_URL: a.databaseUrl!, DATA_DIR: shared, STORAGE_QUOTA_BYTES: String(QUOTA) });
    try {
      for (let i = 0; i < 50 && fs.existsSync(stray); i++) await new Promise((r) => setTimeout(r, 200));
      expect(fs.existsSync(stray)).toBe(false);
      expect(bytesUnder(path.join(shared, 'image-variants', site.uid)).bytes).toBe(counted);
      expect((await storageOf(site)).variantBytes).toBe(counted);
    } finally {
      await c.stop();
    }
  });
});
