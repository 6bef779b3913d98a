import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressAnswer, type CompressibleAnswer } from '@/server/compress.mjs';

const html = (bytes: number) => `<!doctype html><p>${'A page of words. '.repeat(Math.ceil(bytes / 17))}</p>`.slice(0, bytes);
const page = (body: string | Buffer | null, type = 'text/html; charset=utf-8', extra: Record<string, string> = {}): CompressibleAnswer => ({
  status: 200,
  headers: { 'content-type': type, vary: 'Cookie, Authorization', ...extra },
  body,
});
const decode = (encoding: string | undefined, body: string | Buffer | null) => {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body ?? '');
  if (encoding === 'br') return zlib.brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(bytes).toString();
  return bytes.toString();
};

describe('page compression', () => {
  it('takes what the client prefers, brotli first among equals, identity when it takes neither', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
  });

  it('compresses a text page to the same bytes, with its length and a Vary that names the encoding', () => {
    const body = html(9000);
    for (const encoding of ['br', 'gzip']) {
      const out = compressAnswer(page(body), encoding) as CompressibleAnswer;
      expect(out.headers['content-encoding']).toBe(encoding);
      expect(Number(out.headers['content-length'])).toBe((out.body as Buffer).length);
      expect((out.body as Buffer).length).toBeLessThan(body.length / 4);
      expect(decode(encoding, out.body)).toBe(body);
      expect(out.headers.vary).toBe('Cookie, Authorization, Accept-Encoding');
    }
  });

  it('leaves small bodies, other types, encoded bodies and clients that take no encoding alone', () => {
    const small = page(html(1000));
    expect((compressAnswer(small, 'br') as CompressibleAnswer).headers['content-encoding']).toBeUndefined();
    const image = page(Buffer.alloc(5000), 'image/png');
    expect(compressAnswer(image, 'br')).toBe(image);
    const done = page(Buffer.alloc(5000), 'text/html', { 'content-encoding': 'gzip' });
    expect(compressAnswer(done, 'br')).toBe(done);
    const plain = compressAnswer(page(html(9000)), 'identity') as CompressibleAnswer;
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Cookie, Authorization, Accept-Encoding');
    const head = page(null);
    expect(compressAnswer(head, 'br')).toBe(head);
  });

  it('compresses a cached body once per encoding', () => {
    const cached = Buffer.from(html(20_000));
    const first = compressAnswer(page(cached), 'br') as CompressibleAnswer;
    const second = compressAnswer(page(cached), 'br') as CompressibleAnswer;
    expect(second.body).toBe(first.body);
    const gzip = compressAnswer(page(cached), 'gzip') as CompressibleAnswer;
    expect(gzip.body).not.toBe(first.body);
    expect(decode('gzip', gzip.body)).toBe(cached.toString());
  });

  it('compresses a large body off the loop, to the same bytes', async () => {
    const body = html(600_000);
    const pending = compressAnswer(page(body), 'br');
    expect(pending).toBeInstanceOf(Promise);
    const out = await pending;
    expect(decode('br', out.body)).toBe(body);
  });
});
