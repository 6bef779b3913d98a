import http from 'node:http';
import zlib from 'node:zlib';
import { inject, describe, expect, it } from 'vitest';
import { api, newSite } from '../helpers/http';

interface Raw {
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
}

// The raw bytes of an answer, as they came over the wire (no client decoding).
function raw(host: string, path: string, headers: Record<string, string>): Promise<Raw> {
  const base = new URL(inject('serverUrl'));
  return new Promise((resolve, reject) => {
    const req = http.get({ hostname: base.hostname, port: base.port, path, headers: { host: `${host}:${base.port}`, accept: 'text/html', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

const decoded = (r: Raw) => {
  if (r.headers['content-encoding'] === 'br') return zlib.brotliDecompressSync(r.bytes);
  if (r.headers['content-encoding'] === 'gzip') return zlib.gunzipSync(r.bytes);
  return r.bytes;
};

// Issue 29: pages went out uncompressed whatever the client accepted (an 8 KB home page sent as 8 KB).
describe('compressed pages', () => {
  it('a page decompresses to the very bytes sent to a client that takes no encoding, rendered or cached', async () => {
    const site = await newSite('Compressed');
    const on = api(site.host);
    const words = Array.from({ length: 400 }, (_, i) => `<li>Item ${i}: {{ site.name }} — ünïcode ✓</li>`).join('');
    for (const [permalink, body] of [
      ['/long', `<!doctype html><ul>${words}</ul>`],
      ['/short', '<p>short</p>'],
    ]) {
      const r = await on.post('/api/v1/templates', { title: permalink, permalink, type: 'page', body }, { token: site.ownerToken });
      expect(r.status, r.text).toBe(201);
    }
    const plain = await raw(site.host, '/long', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.bytes.length).toBeGreaterThan(15_000);
    const cases: Array<[accept: string, encoding: string]> = [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0.1, gzip', 'gzip'],
    ];
    for (const [accept, encoding] of cases) {
      // The first answer may be rendered (MISS) or cached (HIT): both are checked in turn.
      for (const pass of [1, 2]) {
        const r = await raw(site.host, '/long', { 'accept-encoding': accept });
        expect(r.headers['content-encoding'], `${accept} #${pass}`).toBe(encoding);
        expect(Number(r.headers['content-length'])).toBe(r.bytes.length);
        expect(r.bytes.length).toBeLessThan(plain.bytes.length / 5);
        expect(decoded(r).equals(plain.bytes), `${accept} #${pass}`).toBe(true);
        expect(r.headers['x-cache']).toBe('HIT');
      }
    }
    // Small pages are not worth an encoding.
    const short = await raw(site.host, '/short', { 'accept-encoding': 'br, gzip' });
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(short.bytes.toString()).toBe('<p>short</p>');
    // A signed-in render (never cached) is compressed too.
    const signedIn = await raw(site.host, '/long', { 'accept-encoding': 'br', authorization: `Bearer ${site.ownerToken}` });
    expect(signedIn.headers['content-encoding']).toBe('br');
    expect(signedIn.headers['x-cache']).toBe('MISS');
    expect(decoded(signedIn).equals(plain.bytes)).toBe(true);
  });
});
