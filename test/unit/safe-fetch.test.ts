import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicOnly } from '@/lib/net/address-policy';
import { FetchRefused, safeFetch } from '@/lib/net/safe-fetch';

// 127.0.0.2 stands in for "a public server" so a redirect from an allowed host to loopback can be
// tested without sending traffic anywhere but this machine.
const standInPublic = (a: string) => a === '127.0.0.2' || publicOnly(a);

let target: http.Server;
let redirector: http.Server;
let hits = 0;
let targetPort = 0;
let redirectPort = 0;

beforeAll(async () => {
  target = http.createServer((_req, res) => {
    hits++;
    res.end('{"secret":true}');
  });
  await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
  targetPort = (target.address() as AddressInfo).port;
  redirector = http.createServer((req, res) => {
    if (req.url === '/big') {
      res.write('x'.repeat(64 * 1024));
      res.end('x'.repeat(64 * 1024));
      return;
    }
    if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2000);
    if (req.url === '/ok') return void res.end('fine');
    res.writeHead(302, { location: `http://127.0.0.1:${targetPort}/` }).end();
  });
  await new Promise<void>((r) => redirector.listen(0, '127.0.0.2', r));
  redirectPort = (redirector.address() as AddressInfo).port;
});

afterAll(() => {
  target.close();
  redirector.close();
});

describe('SSRF guard', () => {
  it.each(['http://127.0.0.1:9/', 'http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]:9/', 'http://0.0.0.0:9/', 'http://192.168.1.1/', 'http://[::ffff:127.0.0.1]:9/'])(
    'refuses %s before connecting',
    async (url) => {
      await expect(safeFetch(url, { policy: publicOnly })).rejects.toBeInstanceOf(FetchRefused);
    },
  );

  it('refuses a hostname that resolves to loopback', async () => {
    const before = hits;
    await expect(safeFetch(`http://localhost:${targetPort}/`, { policy: publicOnly })).rejects.toBeInstanceOf(FetchRefused);
    expect(hits).toBe(before);
  });

  it('refuses a redirect to loopback', async () => {
    const before = hits;
    await expect(safeFetch(`http://127.0.0.2:${redirectPort}/`, { policy: standInPublic })).rejects.toThrow(/private or reserved/);
    expect(hits).toBe(before);
  });

  it('follows the allowed hop, caps size and time, and refuses other schemes', async () => {
    expect((await safeFetch(`http://127.0.0.2:${redirectPort}/ok`, { policy: standInPublic })).body).toBe('fine');
    await expect(safeFetch(`http://127.0.0.2:${redirectPort}/big`, { policy: standInPublic, maxBytes: 1000 })).rejects.toThrow(/larger than/);
    await expect(safeFetch(`http://127.0.0.2:${redirectPort}/slow`, { policy: standInPublic, timeoutMs: 200 })).rejects.toBeInstanceOf(FetchRefused);
    await expect(safeFetch('file:///etc/passwd', { policy: standInPublic })).rejects.toThrow(/only http/);
  });

  it('with followRedirects false, answers the 3xx itself and contacts nothing else', async () => {
    const before = hits;
    const res = await safeFetch(`http://127.0.0.2:${redirectPort}/`, { policy: standInPublic, followRedirects: false });
    expect(res.status).toBe(302);
    expect(hits).toBe(before);
  });

  it('with truncateBody, cuts a large answer at maxBytes instead of refusing it', async () => {
    const res = await safeFetch(`http://127.0.0.2:${redirectPort}/big`, { policy: standInPublic, maxBytes: 1000, truncateBody: true });
    expect(res.status).toBe(200);
    expect(res.body).toBe('x'.repeat(1000));
  });
});
