import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/shared/env';
import { attachment, mimeEssence, servingHeaders } from '@/lib/domains/content/storage/content-type';
import { keyPath, keyProblem, siteKey } from '@/lib/domains/content/storage/key';
import { pathInside } from '@/lib/domains/content/storage/local-store';
import { presignS3 } from '@/lib/domains/content/storage/s3';
import { s3Config } from '@/lib/domains/content/storage/s3-config';
import { storedKeyOfUrl } from '@/lib/domains/content/storage/stored-bytes';
import { signUpload, uploadSignatureValid } from '@/lib/domains/content/storage/upload-signature';

const SITE = 'abcdefgh12345678';

describe('storage keys', () => {
  const refused: [string, string][] = [
    ['', 'empty'],
    ['..', 'dot-dot'],
    ['.', 'dot'],
    ['a/../b', 'dot-dot inside'],
    ['a/./b', 'dot inside'],
    ['...', 'dots only'],
    ['%2e%2e/x', 'encoded dot-dot'],
    ['%2E%2e/', 'mixed-case encoded dot-dot'],
    ['..%2fx', 'encoded slash'],
    ['a%2Fb', 'encoded slash alone'],
    ['a%5cb', 'encoded backslash'],
    ['a%00b', 'encoded NUL'],
    ['a\\b', 'backslash'],
    ['..\\x', 'backslash dot-dot'],
    ['/abs', 'absolute'],
    ['/', 'root'],
    ['C:/x', 'drive letter'],
    ['c:x', 'drive-relative'],
    ['a//b', 'empty segment'],
    ['a/', 'trailing slash'],
    ['a\u0000b', 'NUL'],
    ['a\nb', 'newline'],
    ['a\u007fb', 'DEL'],
    ['x'.repeat(513), 'too long'],
    [' a', 'leading space'],
    ['a/b ', 'trailing space'],
    ['a?b', 'question mark'],
    ['a#b', 'hash'],
    ['a"b', 'quote'],
    ['a<b>', 'angle brackets'],
    ['a:b', 'colon'],
  ];
  it.each(refused)('refuses %j (%s)', (key) => {
    expect(keyProblem(key)).toEqual(expect.any(String));
    expect(siteKey(SITE, key)).toHaveProperty('problem');
  });

  const accepted = ['a.png', 'img/a.png', 'img/2024/logo (final).png', 'Ünïcode/名前.jpg', 'a-b_c~d+e,f@g=h!.txt', '.well-known', 'x'.repeat(512), 'file name.pdf'];
  it.each(accepted)('accepts %j', (key) => {
    expect(keyProblem(key)).toBeNull();
  });

  it('prefixes the site uid, once', () => {
    expect(siteKey(SITE, 'img/a.png')).toEqual({ key: `${SITE}/img/a.png`, firstSegment: 'img' });
    expect(siteKey(SITE, `${SITE}/img/a.png`)).toEqual({ key: `${SITE}/img/a.png`, firstSegment: 'img' });
    expect(siteKey(SITE, SITE)).toHaveProperty('problem');
    // Another uid as the first folder is for the operation to look up (it is a key here).
    expect(siteKey(SITE, 'zzzzzzzz99999999/x.png')).toEqual({ key: `${SITE}/zzzzzzzz99999999/x.png`, firstSegment: 'zzzzzzzz99999999' });
    expect(siteKey(SITE, `../zzzzzzzz99999999/x.png`)).toHaveProperty('problem');
  });

  it('encodes a key as a URL path segment by segment', () => {
    expect(keyPath(`${SITE}/a b/名.png`)).toBe(`${SITE}/a%20b/%E5%90%8D.png`);
  });

  it('keeps every stored path inside the site folder (defence in depth)', () => {
    const root = path.resolve('/data/files');
    expect(pathInside(root, SITE, `${SITE}/img/a.png`)).toBe(path.join(root, SITE, 'img', 'a.png'));
    expect(() => pathInside(root, SITE, `${SITE}/../other/x`)).toThrow();
    expect(() => pathInside(root, SITE, `other/x`)).toThrow();
    expect(() => pathInside(root, SITE, SITE)).toThrow();
    expect(() => pathInside(root, SITE, `${SITE}x/y`)).toThrow();
  });
});

describe('the stored key a file record names (local store)', () => {
  const url = (rest: string) => `http://shop.localhost:3000/api/v1/storage/files/${rest}`;
  it("reads the site's own key from a file URL on any of its hosts, decoded", () => {
    expect(storedKeyOfUrl(SITE, url(`${SITE}/img/a%20b.png`))).toBe(`${SITE}/img/a b.png`);
    expect(storedKeyOfUrl(SITE, `https://shop.example.com/api/v1/storage/files/${SITE}/%E5%90%8D.png?v=2#x`)).toBe(`${SITE}/名.png`);
  });
  it("names nothing for another site's uid, an escaping or malformed path, or any other URL", () => {
    for (const u of [
      url('zzzzzzzz99999999/a.png'),
      url(`${SITE}`),
      url(`${SITE}/`),
      url(`${SITE}/%2e%2e/x.png`),
      url(`${SITE}/%E0%A4%A.png`),
      `http://shop.localhost/files/${SITE}/a.png`,
      'not a url',
    ]) {
      expect(storedKeyOfUrl(SITE, u), u).toBeNull();
    }
  });
});

describe('serving types', () => {
  it('reads MIME essences', () => {
    expect(mimeEssence('Image/PNG')).toBe('image/png');
    expect(mimeEssence('text/plain; charset=utf-8')).toBe('text/plain');
    expect(mimeEssence('png')).toBeNull();
    expect(mimeEssence('a/b/c')).toBeNull();
    expect(mimeEssence('text/html\r\nx: y')).toBeNull();
    expect(mimeEssence(null)).toBeNull();
  });

  it('shows raster images inline and everything else as a download; active types as plain bytes', () => {
    for (const t of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/x-icon']) expect(servingHeaders(t, 'a')).toEqual({ 'content-type': t });
    for (const t of ['text/html', 'image/svg+xml', 'application/xml', 'text/xml', 'text/javascript', 'application/javascript', 'application/xhtml+xml', 'application/rss+xml']) {
      expect(servingHeaders(t, 'a.html')).toEqual({ 'content-type': 'application/octet-stream', 'content-disposition': expect.stringMatching(/^attachment; /) });
    }
    expect(servingHeaders('application/pdf', 'r.pdf')).toEqual({ 'content-type': 'application/pdf', 'content-disposition': expect.stringMatching(/^attachment; /) });
    expect(servingHeaders(null, 'x')['content-type']).toBe('application/octet-stream');
  });

  it('names a download in plain and RFC 5987 form', () => {
    expect(attachment('a.pdf')).toBe(`attachment; filename="a.pdf"; filename*=UTF-8''a.pdf`);
    expect(attachment('résumé "x"(1).pdf')).toBe(`attachment; filename="r_sum___x__1_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22x%22%281%29.pdf`);
  });
});

describe('local upload signatures', () => {
  const secret = new TextEncoder().encode('s'.repeat(40));
  const grant = { siteUid: SITE, key: `${SITE}/a.png`, expires: 2_000_000_000, type: 'image/png', max: 100 };

  it('verifies its own signature and nothing altered', () => {
    const sig = signUpload(grant, secret);
    expect(uploadSignatureValid(grant, sig, secret)).toBe(true);
    for (const changed of [{ siteUid: 'other' }, { key: `${SITE}/b.png` }, { expires: grant.expires + 1 }, { type: 'text/html' }, { max: 101 }]) {
      expect(uploadSignatureValid({ ...grant, ...changed }, sig, secret)).toBe(false);
    }
    expect(uploadSignatureValid(grant, sig, new TextEncoder().encode('t'.repeat(40)))).toBe(false);
    expect(uploadSignatureValid(grant, `${sig}x`, secret)).toBe(false);
    expect(uploadSignatureValid(grant, '', secret)).toBe(false);
  });
});

describe('S3 presign (offline)', () => {
  const base = { S3_BUCKET: 'uploads', S3_ENDPOINT: 'https://acct.r2.example.com', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example' };
  const now = new Date('2030-01-02T03:04:05Z');

  it('is off unless bucket and endpoint are both set, and env refuses half a configuration', () => {
    expect(s3Config(parseEnv({}))).toBeNull();
    expect(() => parseEnv({ S3_BUCKET: 'b' })).toThrow(/S3_ENDPOINT/);
    expect(() => parseEnv({ S3_ENDPOINT: 'https://x.example' })).toThrow(/S3_BUCKET/);
    expect(() => parseEnv({ ...base, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(parseEnv({}).UPLOAD_MAX_BYTES).toBe(26_214_400);
  });

  it('signs a PUT for the site-prefixed key with the content type (and length) as signed headers, 15 minutes', async () => {
    const config = s3Config(parseEnv(base))!;
    expect(config.region).toBe('auto');
    const signed = await presignS3(config, { key: `${SITE}/img/a b.png`, contentType: 'image/png', size: 1234 }, now);
    const url = new URL(signed.url);
    expect(url.host).toBe('uploads.acct.r2.example.com');
    expect(url.pathname).toBe(`/${SITE}/img/a%20b.png`);
    const q = url.searchParams;
    expect(q.get('X-Amz-Expires')).toBe('900');
    expect(q.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(q.get('X-Amz-Credential')).toBe('AKIDEXAMPLE/20300102/auto/s3/aws4_request');
    expect(q.get('X-Amz-Date')).toBe('20300102T030405Z');
    expect(q.get('X-Amz-SignedHeaders')!.split(';')).toEqual(expect.arrayContaining(['content-type', 'content-length', 'host']));
    expect(q.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // No checksum of the empty body is signed in (it would fail every real upload).
    expect([...q.keys()].some((k) => k.toLowerCase().startsWith('x-amz-checksum'))).toBe(false);
    expect(signed.headers).toEqual({ 'content-type': 'image/png' });
    expect(signed.expiresAt.toISOString()).toBe('2030-01-02T03:19:05.000Z');
    expect(signed.publicUrl).toBeNull();
  });

  it('path style, no length without a size, a signed download disposition, the public base', async () => {
    const config = s3Config(parseEnv({ ...base, S3_FORCE_PATH_STYLE: 'true', S3_PUBLIC_URL: 'https://cdn.example.com/' }))!;
    const signed = await presignS3(config, { key: `${SITE}/doc.html`, contentType: 'text/html', contentDisposition: attachment('doc.html') }, now);
    const url = new URL(signed.url);
    expect(url.host).toBe('acct.r2.example.com');
    expect(url.pathname).toBe(`/uploads/${SITE}/doc.html`);
    const signedHeaders = url.searchParams.get('X-Amz-SignedHeaders')!.split(';');
    expect(signedHeaders).toEqual(expect.arrayContaining(['content-type', 'content-disposition']));
    expect(signedHeaders).not.toContain('content-length');
    expect(signed.headers).toEqual({ 'content-type': 'text/html', 'content-disposition': attachment('doc.html') });
    expect(signed.publicUrl).toBe(`https://cdn.example.com/${SITE}/doc.html`);
  });
});
