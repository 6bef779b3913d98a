import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fakeS3, type FakeS3 } from '../helpers/fake-s3';
import { adminToken, api, data, newSite, PLATFORM, request, userWithRole, type Reply } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';

// Storage is a pool every tenant shares (issue 23). Anyone can make a site through self-serve sign-up
// and owns it; before, its owner could presign uploads without a limit (only 25 MB a file): a new
// account stored 200 MB in 1.5 s, and deleting a file record left its bytes on disk. Against a real
// server with a small quota and rate: presigning in a loop is refused past the rate (429) and past the
// quota (413, with nothing over the quota stored, parallel presigns included); deleting a file record
// deletes its bytes and frees the quota; another site still uploads. Then the same on S3 (a stand-in
// bucket): the URL signs the exact length, which counts at once, and a delete reaches the bucket.

const AUTH_SECRET = 'storage-quota-test-secret-'.padEnd(48, 'x');
const QUOTA = 1024 * 1024;
const MAX_BYTES = 256 * 1024;
const RATE = 12;
const PIECE = 200 * 1024;

type Site = Awaited<ReturnType<typeof newSite>>;
interface Presigned {
  url: string;
  key: string;
  publicUrl: string | null;
  headers: Record<string, string>;
}

function onServer(server: () => RunningServer) {
  const on = (s: { host: string }) => api(s.host, server().url);
  const presign = (s: Site, body: Record<string, unknown>, token = s.ownerToken) => on(s).post('/api/v1/storage/presign', body, { token });
  // The storage use, as the limits answer it to the owner.
  const use = async (s: Site) => {
    const r = await on(s).get('/api/v1/sites/limits', { token: s.ownerToken });
    expect(r.status, r.text).toBe(200);
    return data(r) as { items: { name: string; value: number }[]; storage: { quotaBytes: number; usedBytes: number; storedBytes: number; reservedBytes: number; quotaSet: boolean } };
  };
  return { on, presign, use };
}

// A request to an absolute URL the server answered (a site origin), sent with that URL's host.
function to(server: RunningServer, url: string, method: string, opts: { raw?: Buffer | string; headers?: Record<string, string> } = {}): Promise<Reply> {
  const u = new URL(url);
  return request(u.hostname, method, u.pathname + u.search, { base: server.url, raw: opts.raw, headers: opts.headers });
}

// Bytes of every file under a folder (what a site holds on disk).
function bytesUnder(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).reduce((n, e) => (e.isFile() ? n + fs.statSync(path.join(e.parentPath, e.name)).size : n), 0);
}

describe('local store', () => {
  let server: RunningServer;
  const { on, presign, use } = onServer(() => server);
  const put = (url: string, bytes: Buffer, type = 'application/octet-stream') => to(server, url, 'PUT', { raw: bytes, headers: { 'content-type': type } });
  const siteDir = (s: Site) => path.join(server.dataDir, 'files', s.uid);
  const onDisk = (key: string) => path.join(server.dataDir, 'files', ...key.split('/'));

  async function presigned(s: Site, key: string, size?: number): Promise<Presigned> {
    const r = await presign(s, { key, contentType: 'application/octet-stream', ...(size === undefined ? {} : { size }) });
    expect(r.status, r.text).toBe(200);
    return data(r) as Presigned;
  }
  async function uploaded(s: Site, key: string, size: number): Promise<Presigned> {
    const p = await presigned(s, key, size);
    const r = await put(p.url, randomBytes(size));
    expect(r.status, r.text).toBe(200);
    return p;
  }
  const record = async (s: Site, url: string, token = s.ownerToken) => {
    const r = await on(s).post('/api/v1/files', { name: 'f', url, mime: 'application/octet-stream', size: 1 }, { token });
    expect(r.status, r.text).toBe(201);
    return data(r).item.uid as string;
  };
  const removeRecord = async (s: Site, uid: string, token = s.ownerToken) => expect((await on(s).del(`/api/v1/files/${uid}`, { token })).status).toBe(200);

  beforeAll(async () => {
    server = await startServer(inject('dbKind'), { AUTH_SECRET, STORAGE_QUOTA_BYTES: String(QUOTA), UPLOAD_MAX_BYTES: String(MAX_BYTES), RATE_LIMIT_PRESIGN: String(RATE) });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses presigns past the rate per site with 429 and Retry-After; another site is not affected', async () => {
    const site = await newSite('Loop', server.url);
    const answers = await Promise.all(Array.from({ length: RATE + 8 }, (_, i) => presign(site, { key: `loop/${i}.zip`, contentType: 'application/octet-stream', size: 1 })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
    const refused = answers.find((r) => r.status === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json?.data?.text).toMatch(/try again in \d+ s/);
    const other = await newSite('Quiet', server.url);
    expect((await presign(other, { key: 'a.zip', contentType: 'application/octet-stream', size: 1 })).status).toBe(200);
    // The limit is stated where the site's limits are.
    const limits = await use(site);
    expect(limits.items.find((l) => l.name === 'rate.presign')?.value).toBe(RATE);
  });

  it('parallel presigns never set aside more than the quota: past it 413 naming the quota and the use; nothing over it is stored', async () => {
    const site = await newSite('Filler', server.url);
    const fits = Math.floor(QUOTA / PIECE);
    const answers = await Promise.all(Array.from({ length: fits + 3 }, (_, i) => presign(site, { key: `fill/${i}.zip`, contentType: 'application/octet-stream', size: PIECE })));
    const ok = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status === 413);
    expect(ok).toHaveLength(fits);
    expect(refused).toHaveLength(3);
    const text = String(refused[0]!.json?.data?.text);
    expect(refused[0]!.json?.state).toBe('error');
    // In a site owner's words (the figures in bytes are in data.quota): 200 KB asked, 24 KB of 1 MB free.
    expect(text).toBe(
      "There is not enough room for this file: it is 200 KB, and 24 KB of this site's 1 MB of storage is free. Delete files you no longer need, or ask the platform admin for more room.",
    );
    expect(refused[0]!.json?.data?.quota).toEqual({ quotaBytes: QUOTA, usedBytes: fits * PIECE, requestedBytes: PIECE });
    // Set aside, then stored: the use counts them once.
    expect((await use(site)).storage).toMatchObject({ quotaBytes: QUOTA, usedBytes: fits * PIECE, reservedBytes: fits * PIECE, storedBytes: 0, quotaSet: false });
    for (const r of ok) expect((await put(data(r).url, randomBytes(PIECE))).status).toBe(200);
    expect((await use(site)).storage).toMatchObject({ usedBytes: fits * PIECE, reservedBytes: 0, storedBytes: fits * PIECE });
    // Without a size, a URL allows only what is left.
    const left = QUOTA - fits * PIECE;
    const rest = await presigned(site, 'fill/rest.zip');
    expect(new URL(rest.url).searchParams.get('max')).toBe(String(left));
    // While it is set aside nothing is left: a URL without a size is refused.
    expect((await presign(site, { key: 'fill/more.zip', contentType: 'application/octet-stream' })).status).toBe(413);
    // More bytes than it allows: 413, and what it set aside is given back at once, not when it expires.
    expect((await put(rest.url, randomBytes(left + 1))).status).toBe(413);
    expect((await use(site)).storage).toMatchObject({ usedBytes: fits * PIECE, reservedBytes: 0 });
    // A URL signed without a reservation (one that outlived its own) is checked again when its bytes arrive.
    const unreserved = signedUrl(server, site, `${site.uid}/fill/late.zip`, MAX_BYTES);
    const late = await put(unreserved, randomBytes(PIECE));
    expect(late.status).toBe(413);
    expect(late.json?.data?.text).toMatch(/^There is not enough room for this file/);
    expect(fs.existsSync(onDisk(`${site.uid}/fill/late.zip`))).toBe(false);
    expect(bytesUnder(siteDir(site))).toBe(fits * PIECE);
    expect(bytesUnder(siteDir(site))).toBeLessThanOrEqual(QUOTA);
    // Another site still uploads.
    const other = await newSite('Neighbour', server.url);
    await uploaded(other, 'ok.zip', PIECE);
    expect(bytesUnder(siteDir(other))).toBe(PIECE);
  });

  it('deleting a file record deletes its bytes from DATA_DIR and frees the quota, unless another record names them', async () => {
    const site = await newSite('Deleter', server.url);
    const files = [];
    for (let i = 0; i < 5; i++) files.push(await uploaded(site, `del/${i}.zip`, PIECE));
    expect((await presign(site, { key: 'del/full.zip', contentType: 'application/octet-stream', size: PIECE })).status).toBe(413);
    const first = files[0]!;
    const a = await record(site, first.publicUrl!);
    const b = await record(site, first.publicUrl!);
    await removeRecord(site, a);
    expect(fs.existsSync(onDisk(first.key))).toBe(true);
    await removeRecord(site, b);
    expect(fs.existsSync(onDisk(first.key))).toBe(false);
    expect(fs.existsSync(path.join(server.dataDir, 'file-meta', ...`${first.key}.json`.split('/')))).toBe(false);
    expect((await to(server, first.publicUrl!, 'GET')).status).toBe(404);
    expect((await use(site)).storage.usedBytes).toBe(4 * PIECE);
    expect(bytesUnder(siteDir(site))).toBe(4 * PIECE);
    // The freed bytes take a new upload.
    await uploaded(site, 'del/again.zip', PIECE);
  });

  it("a record below the uploading role never deletes stored bytes (a customer's draft naming the site's file)", async () => {
    const site = await newSite('Guarded', server.url);
    const logo = await uploaded(site, 'logo.zip', 1000);
    const customer = await userWithRole(site, 1);
    const draft = await record(site, logo.publicUrl!, customer.token);
    await removeRecord(site, draft, customer.token);
    const writer = await userWithRole(site, 2);
    const published = await record(site, logo.publicUrl!, writer.token);
    await removeRecord(site, published, writer.token);
    expect(fs.statSync(onDisk(logo.key)).size).toBe(1000);
    expect((await use(site)).storage.storedBytes).toBe(1000);
    // Another site's key named in a record is never this site's to delete.
    const other = await newSite('Bystander', server.url);
    const theirs = await uploaded(other, 'theirs.zip', 500);
    const foreign = await record(site, theirs.publicUrl!);
    await removeRecord(site, foreign);
    expect(fs.statSync(onDisk(theirs.key)).size).toBe(500);
  });

  it('overwriting a key counts its new size only', async () => {
    const site = await newSite('Overwriter', server.url);
    await uploaded(site, 'same.zip', PIECE);
    await uploaded(site, 'same.zip', 1000);
    expect((await use(site)).storage).toMatchObject({ storedBytes: 1000, reservedBytes: 0 });
    // Replacing a file of a full site is not refused for the bytes it replaces; a new file is.
    for (let i = 0; i < 5; i++) await uploaded(site, `x/${i}.zip`, PIECE);
    expect((await presign(site, { key: 'x/5.zip', contentType: 'application/octet-stream', size: PIECE })).status).toBe(413);
    await uploaded(site, 'x/0.zip', PIECE);
    expect((await use(site)).storage.storedBytes).toBe(1000 + 5 * PIECE);
    expect(bytesUnder(siteDir(site))).toBe(1000 + 5 * PIECE);
  });

  it("a platform admin may raise one site's quota; its owner may not", async () => {
    const site = await newSite('Bigger', server.url);
    for (let i = 0; i < 5; i++) await uploaded(site, `b/${i}.zip`, PIECE);
    expect((await presign(site, { key: 'b/next.zip', contentType: 'application/octet-stream', size: PIECE })).status).toBe(413);
    const path = `/api/v1/sites/${site.uid}/storage-quota`;
    expect((await api(PLATFORM, server.url).put(path, { quotaBytes: 4 * QUOTA }, { token: site.ownerToken })).status).toBe(403);
    const admin = await adminToken(server.url);
    const set = await api(PLATFORM, server.url).put(path, { quotaBytes: 2 * QUOTA }, { token: admin });
    expect(set.status, set.text).toBe(200);
    expect(data(set).item).toMatchObject({ quotaBytes: 2 * QUOTA, quotaSet: true, storedBytes: 5 * PIECE });
    await uploaded(site, 'b/next.zip', PIECE);
    const limits = await use(site);
    expect(limits.items.find((l) => l.name === 'storage.quotaBytes')?.value).toBe(2 * QUOTA);
    expect((await api(PLATFORM, server.url).put('/api/v1/sites/nosuchsite000000/storage-quota', { quotaBytes: 1 }, { token: admin })).status).toBe(404);
    expect((await api(PLATFORM, server.url).put(path, { quotaBytes: -1 }, { token: admin })).status).toBe(422);
  });

  it('deleting a site deletes its folder', async () => {
    const site = await newSite('Gone', server.url);
    await uploaded(site, 'a/b.zip', 100);
    expect(fs.existsSync(siteDir(site))).toBe(true);
    const r = await api(PLATFORM, server.url).del(`/api/v1/sites/${site.uid}`, { token: site.ownerToken });
    expect(r.status, r.text).toBe(200);
    expect(fs.existsSync(siteDir(site))).toBe(false);
    expect(fs.existsSync(path.join(server.dataDir, 'file-meta', site.uid))).toBe(false);
  });
});

// The documented local scheme (test/integration/storage.test.ts): a URL the server would sign, made here
// without a presign, so no bytes were set aside for it.
function signedUrl(server: RunningServer, site: Site, key: string, max: number): string {
  const expires = Math.floor(Date.now() / 1000) + 600;
  const type = 'application/octet-stream';
  const k = createHmac('sha256', AUTH_SECRET).update('storage-upload').digest();
  const sig = createHmac('sha256', k)
    .update(['PUT', site.uid, key, String(expires), type, String(max)].join('\n'))
    .digest('base64url');
  const keyPath = key.split('/').map(encodeURIComponent).join('/');
  return `http://${site.host}:${new URL(server.url).port}/api/v1/storage/upload/${keyPath}?${new URLSearchParams({ expires: String(expires), type, max: String(max), sig })}`;
}

describe('S3', () => {
  let server: RunningServer;
  let s3: FakeS3;
  const PUBLIC = 'http://cdn.example.test/files';
  const { on, presign, use } = onServer(() => server);

  beforeAll(async () => {
    s3 = await fakeS3();
    server = await startServer(inject('dbKind'), {
      AUTH_SECRET,
      STORAGE_QUOTA_BYTES: String(QUOTA),
      UPLOAD_MAX_BYTES: String(MAX_BYTES),
      RATE_LIMIT_PRESIGN: String(RATE),
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_PUBLIC_URL: PUBLIC,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await s3?.close();
  });

  const putS3 = (p: Presigned, bytes: Buffer) => fetch(p.url, { method: 'PUT', body: new Uint8Array(bytes), headers: p.headers }).then((r) => r.status);

  it('without a size: a PUT under the site uid that the quota counts at its bound (what is left, at most UPLOAD_MAX_BYTES)', async () => {
    const site = await newSite('Sizeless', server.url);
    const sizeless = await presign(site, { key: 'a.zip', contentType: 'application/octet-stream' });
    expect(sizeless.status, sizeless.text).toBe(200);
    const put = data(sizeless) as Presigned & { method: string };
    expect(put.method).toBe('PUT');
    expect(put.url).toContain(site.uid);
    // No exact length to sign: S3 cannot bound it, so the quota counts the most it may be told to hold.
    expect(new URL(put.url).searchParams.get('X-Amz-SignedHeaders')!.split(';')).not.toContain('content-length');
    expect((await use(site)).storage).toMatchObject({ usedBytes: MAX_BYTES });
    let refused = 0;
    for (let i = 0; i < 5 && refused === 0; i++) if ((await presign(site, { key: `c${i}.png`, contentType: 'image/png' })).status === 413) refused++;
    expect(refused).toBe(1);
  });

  it('with a size, signs it as the exact length and counts it from the presign; past the quota 413', async () => {
    const site = await newSite('Bucket', server.url);
    const fits = Math.floor(QUOTA / PIECE);
    const answers = await Promise.all(Array.from({ length: fits + 2 }, (_, i) => presign(site, { key: `s/${i}.zip`, contentType: 'application/octet-stream', size: PIECE })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(fits);
    expect(answers.filter((r) => r.status === 413)).toHaveLength(2);
    const signed = data(answers.find((r) => r.status === 200)!) as Presigned;
    // The length is a signed header: S3 takes exactly `size` bytes on this URL, the bound the quota counted.
    expect(new URL(signed.url).searchParams.get('X-Amz-SignedHeaders')!.split(';')).toContain('content-length');
    expect(await putS3(signed, randomBytes(PIECE))).toBe(200);
    expect((await use(site)).storage).toMatchObject({ storedBytes: fits * PIECE, usedBytes: fits * PIECE });
  });

  it('deleting a file record deletes its object (DeleteObject); deleting a site deletes every object under its uid', async () => {
    const site = await newSite('Objects', server.url);
    const r = await presign(site, { key: 'doc.zip', contentType: 'application/octet-stream', size: 1000 });
    expect(r.status, r.text).toBe(200);
    const p = data(r) as Presigned;
    expect(p.publicUrl).toBe(`${PUBLIC}/${site.uid}/doc.zip`);
    expect(await putS3(p, randomBytes(1000))).toBe(200);
    expect(s3.objects.get(p.key)).toBe(1000);
    const created = await on(site).post('/api/v1/files', { name: 'doc', url: p.publicUrl, mime: 'application/octet-stream', size: 1000 }, { token: site.ownerToken });
    expect(created.status).toBe(201);
    expect((await on(site).del(`/api/v1/files/${data(created).item.uid}`, { token: site.ownerToken })).status).toBe(200);
    expect(s3.log).toContain(`DELETE ${p.key}`);
    expect(s3.objects.has(p.key)).toBe(false);
    // Its upload URL is valid for 15 minutes more and could write the key again: it counts until then.
    expect((await use(site)).storage.storedBytes).toBe(1000);

    const keep = data(await presign(site, { key: 'k/1.zip', contentType: 'application/octet-stream', size: 10 })) as Presigned;
    expect(await putS3(keep, randomBytes(10))).toBe(200);
    const other = await newSite('Other bucket user', server.url);
    const theirs = data(await presign(other, { key: 'k/1.zip', contentType: 'application/octet-stream', size: 10 })) as Presigned;
    expect(await putS3(theirs, randomBytes(10))).toBe(200);
    const gone = await api(PLATFORM, server.url).del(`/api/v1/sites/${site.uid}`, { token: site.ownerToken });
    expect(gone.status, gone.text).toBe(200);
    expect([...s3.objects.keys()].filter((k) => k.startsWith(`${site.uid}/`))).toEqual([]);
    expect(s3.objects.get(theirs.key)).toBe(10);
  });
});
