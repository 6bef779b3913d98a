import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { PIECE_BYTES } from '@/lib/shared/archives/inflate';
import { readCompressed } from '@/lib/shared/archives/read-compressed';
import { readZip, type ReadZipOptions } from '@/lib/shared/archives/read-zip';
import { log } from '@/lib/shared/server-log';
import { bits as bitsTable, redirects as redirectsTable, templates as templatesTable } from '@/db/schema';
import { exportTheme } from '@/lib/domains/content/themes/archive';
import { folderFiles } from '@/lib/shared/theme-folder/format.mjs';
import { deflatedZeros, truthful, zipOf } from '../helpers/zip-bytes';

// The platform's zip reader (lib/shared/archives): what it inflates is counted as produced, never as declared.

// exportTheme's three reads, answered from `database.rows` by table (select().from(t).where(…)[.orderBy(…)]).
const database = vi.hoisted(() => ({ rows: new Map<unknown, unknown[]>() }));
vi.mock('@/db/client', () => {
  const answer = (table: unknown) => {
    const rows = Promise.resolve(database.rows.get(table) ?? []);
    return Object.assign(rows, { orderBy: () => rows });
  };
  return { getDb: async () => ({ select: () => ({ from: (table: unknown) => ({ where: () => answer(table) }) }) }) };
});

const LIMITS = { files: 2_000, fileBytes: 512 * 1024, totalBytes: 16 * 1024 * 1024 };
const OPTIONS: ReadZipOptions = { limits: LIMITS, site: 'site-1', purpose: 'theme import', expected: 'a zip' };
const read = (data: Buffer, over: Partial<ReadZipOptions> = {}) => readZip(data, { ...OPTIONS, ...over });
const refused = (message: RegExp) => expect.objectContaining({ code: 'invalid', message: expect.stringMatching(message) });
const text = (n: number, seed = 'a') => Buffer.from(`${seed} {{ x }} `.repeat(Math.ceil(n / 10)).slice(0, n));

// An entry whose deflated bytes hold `actual` but whose headers declare `declared` (CRC of what it declares).
const lying = (name: string, actual: Buffer, declared: number) => ({ ...truthful(name, actual), declaredSize: declared, crc: zlib.crc32(actual.subarray(0, declared)) });

// The server log's warnings, kept from the output and read by the cases.
let warn: MockInstance<typeof log.warn>;
beforeEach(() => {
  warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('readZip', () => {
  it('reads an entry holding exactly what it declares, and stops one holding a byte more', async () => {
    const bytes = text(1000);
    expect((await read(zipOf([truthful('a.liquid', bytes)]))).get('a.liquid')).toEqual(bytes);
    await expect(read(zipOf([lying('a.liquid', text(1001), 1000)]))).rejects.toEqual(refused(/^archive: a\.liquid inflates to more than the 1000 bytes it declares, an inflation bomb/));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatchObject({ site: 'site-1', purpose: 'theme import', entry: 'a.liquid', declaredBytes: 1000, inflatedBytes: 1001 });
  });

  it('stops a lying entry of 640 MiB within one piece past what it declares, quickly', async () => {
    const zeros = await deflatedZeros(640);
    const bomb = zipOf([{ name: 'bomb.liquid', stored: zeros, method: 8, declaredSize: 10, crc: 0 }]);
    const started = performance.now();
    await expect(read(bomb)).rejects.toEqual(refused(/bomb\.liquid inflates to more than the 10 bytes it declares/));
    expect(performance.now() - started).toBeLessThan(500);
    const report = warn.mock.calls[0]![0] as { inflatedBytes: number; compressedBytes: number };
    expect(report.inflatedBytes).toBeGreaterThan(10);
    expect(report.inflatedBytes).toBeLessThanOrEqual(10 + PIECE_BYTES);
    expect(report.compressedBytes).toBe(zeros.length);
    expect(String(warn.mock.calls[0]![1])).toMatch(/^theme import: refused an inflation bomb sent to site site-1 \(bomb\.liquid\)/);
  });

  it('refuses a truthful entry past the limit a file, and files past the limit in all, before inflating anything', async () => {
    expect((await read(zipOf([truthful('max.liquid', text(LIMITS.fileBytes))]))).get('max.liquid')?.length).toBe(LIMITS.fileBytes);
    await expect(read(zipOf([truthful('big.liquid', text(LIMITS.fileBytes + 1))]))).rejects.toEqual(refused(/^archive: big\.liquid is larger than 524288 bytes \(524289 unpacked\), the limit a file/));
    // Declaring 640 MiB truthfully: refused from the directory (no inflation could be that fast), and
    // warned of, the ratio being absurd.
    const honest = zipOf([{ name: 'huge.liquid', stored: await deflatedZeros(640), method: 8, declaredSize: 640 * 1024 * 1024, crc: 0 }]);
    const started = performance.now();
    await expect(read(honest)).rejects.toEqual(refused(/huge\.liquid is larger than 524288 bytes/));
    expect(performance.now() - started).toBeLessThan(20);
    expect(warn.mock.lastCall![0]).toMatchObject({ entry: 'huge.liquid', declaredBytes: 640 * 1024 * 1024 });
    // 40 files of 500 KB: 20 MB in all.
    const many = zipOf(Array.from({ length: 40 }, (_, i) => truthful(`f${i}.liquid`, text(500 * 1000, String(i)))));
    await expect(read(many)).rejects.toEqual(refused(/^archive: more than 16777216 bytes unpacked, the limit an archive/));
  });

  it("reads exportTheme's zip back as the folder it was made of, directories and stored entries too", async () => {
    const rows = {
      templates: [
        { uid: 'u1', title: 'Home', type: 'page', permalink: '/index', body: '{% layout "frame" %}héllo ✓', published: true },
        { uid: 'u2', title: 'frame', type: 'layout', permalink: null, body: '<html>{% block content %}{% endblock %}</html>', published: true },
      ],
      bits: [{ name: 'hero', value: { text: 'Hi' } }],
      redirects: [{ from: '/old', to: '/new', status: 301 }],
    };
    database.rows = new Map<unknown, unknown[]>([
      [templatesTable, rows.templates],
      [bitsTable, rows.bits],
      [redirectsTable, rows.redirects],
    ]);
    const folder = { siteUrl: 'https://demo.example.com', manifestVersion: 1 };
    const exported = await exportTheme({ uid: 'site-1', subdomain: 'demo' }, folder);
    const back = await read(exported);
    const files = folderFiles({ theme: { name: 'demo', site: folder.siteUrl, manifestVersion: 1 }, ...rows });
    expect(Object.fromEntries([...back].map(([name, bytes]) => [name, bytes.toString('utf8')]))).toEqual(files);
    // A folder zipped from above, with its directory entries, uncompressed.
    const stored = Buffer.from(zipSync({ 'theme/': new Uint8Array(0), 'theme/pages/': new Uint8Array(0), 'theme/pages/a.liquid': strToU8('a') }, { level: 0 }));
    expect([...(await read(stored)).keys()]).toEqual(['theme/pages/a.liquid']);
  });

  it('answers a clear 422 for bytes that are no zip, a cut archive, damaged deflate data, a wrong CRC, encryption and other methods', async () => {
    const good = Buffer.from(zipSync({ 'theme.json': strToU8('{"name":"x"}'), 'pages/a.liquid': strToU8('hello '.repeat(50)) }));
    await expect(read(Buffer.from('not a zip'))).rejects.toEqual(refused(/^archive: not a zip archive \(too short to be a zip archive\): send a zip$/));
    await expect(read(Buffer.alloc(4096, 7))).rejects.toEqual(refused(/^archive: not a zip archive \(no end of central directory record\)/));
    await expect(read(Buffer.concat([good.subarray(0, 40), good.subarray(good.length - 22)]))).rejects.toEqual(refused(/^archive: not a zip archive/));
    const entry = truthful('a.liquid', Buffer.from(randomBytes(3000).toString('base64')));
    const garbled = { ...entry, stored: Buffer.from(entry.stored.map((b, i) => (i > 4 ? b ^ 0x5a : b))) };
    await expect(read(zipOf([garbled]))).rejects.toEqual(refused(/^archive: a\.liquid is damaged \(/));
    await expect(read(zipOf([{ ...entry, crc: entry.crc ^ 1 }]))).rejects.toEqual(refused(/^archive: a\.liquid is damaged \(its CRC does not match its bytes\)/));
    await expect(read(zipOf([{ ...entry, stored: entry.stored.subarray(0, 100) }]))).rejects.toEqual(refused(/^archive: a\.liquid is damaged/));
    const short = truthful('s.txt', text(50), 0);
    await expect(read(zipOf([{ ...short, declaredSize: 60 }]))).rejects.toEqual(refused(/s\.txt is damaged \(50 stored bytes for the 60 it declares\)/));
    const bzip = zipOf([{ ...entry, method: 12 as 8 }]);
    await expect(read(bzip)).rejects.toEqual(refused(/a\.liquid is compressed with method 12; only stored and deflated entries are read/));
    const encrypted = zipOf([entry]);
    encrypted.writeUInt16LE(0x0801, encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 8);
    await expect(read(encrypted)).rejects.toEqual(refused(/a\.liquid is encrypted/));
  });

  it('bounds the entries: thousands of tiny ones are refused from the end record, and the limit of them reads in bounded time', async () => {
    const tiny = (n: number) => zipOf(Array.from({ length: n }, (_, i) => truthful(`p/${i}.liquid`, Buffer.from(`x${i}`))));
    const [five, over, limit] = [tiny(5_000), tiny(2_001), tiny(2_000)];
    let started = performance.now();
    await expect(read(five)).rejects.toEqual(refused(/^archive: more than 4000 entries \(5000\), the limit an archive \(2000 files\)/));
    expect(performance.now() - started).toBeLessThan(50);
    await expect(read(over)).rejects.toEqual(refused(/^archive: more than 2000 files \(2001\)/));
    started = performance.now();
    expect((await read(limit)).size).toBe(2_000);
    const ms = performance.now() - started;
    console.log(`2,000 tiny entries read in ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(5_000);
  });

  it('inflates off the event loop, and gives up at its time limit', async () => {
    // 32 files of 512 KiB (16 MiB in all, the limits): the loop is never held for long meanwhile.
    const full = zipOf(Array.from({ length: 32 }, (_, i) => truthful(`f${i}.liquid`, text(LIMITS.fileBytes, String(i)))));
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const started = performance.now();
    expect((await read(full)).size).toBe(32);
    delay.disable();
    console.log(`16 MiB read in ${Math.round(performance.now() - started)} ms; the event loop's longest delay meanwhile ${Math.round(delay.max / 1e6)} ms`);
    expect(delay.max / 1e6).toBeLessThan(60);
    await expect(read(full, { limits: { ...LIMITS, timeMs: 5 } })).rejects.toEqual(refused(/^archive: not read within 5 ms, the limit an archive/));
  });

  it('reads only the entries it is asked for', async () => {
    const zip = zipOf([truthful('posts.csv', Buffer.from('a,b')), truthful('big.bin', text(LIMITS.fileBytes + 1))]);
    expect([...(await read(zip, { accept: (name) => name.endsWith('.csv') })).keys()]).toEqual(['posts.csv']);
  });
});

describe('readCompressed', () => {
  it('inflates a body within its limit, refuses one past it with a warning when absurd, and a damaged one', async () => {
    const body = text(100_000);
    expect(await readCompressed(zlib.gzipSync(body), 'gzip', { limit: 100_000, site: 's', purpose: 'import' })).toEqual(body);
    expect(await readCompressed(zlib.brotliCompressSync(body), 'br', { limit: 100_000, site: 's', purpose: 'import' })).toEqual(body);
    await expect(readCompressed(zlib.gzipSync(body), 'gzip', { limit: 99_999, site: 's', purpose: 'import' })).rejects.toEqual(refused(/^import: inflates to more than 99999 bytes, the limit/));
    const bomb = await deflatedZeros(640);
    const started = performance.now();
    await expect(readCompressed(bomb, 'deflate-raw', { limit: 1024 * 1024, site: 's', purpose: 'import' })).rejects.toEqual(refused(/more than 1048576 bytes/));
    expect(performance.now() - started).toBeLessThan(500);
    expect((warn.mock.lastCall![0] as { inflatedBytes: number }).inflatedBytes).toBeLessThanOrEqual(1024 * 1024 + PIECE_BYTES);
    await expect(readCompressed(Buffer.from('plain text'), 'gzip', { limit: 100, site: 's', purpose: 'import' })).rejects.toEqual(refused(/^import: not gzip data, or damaged/));
  });
});
