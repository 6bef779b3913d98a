import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyAddress, publicOnly } from '@/lib/shared/net/address-policy';
import { FetchRefused, safeFetch } from '@/lib/shared/net/safe-fetch';

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

// A refusal or failure names the host as written at most, never an address (IPv4 or IPv6).
const NAMES_AN_ADDRESS = /\b\d{1,3}(\.\d{1,3}){3}\b|[0-9a-f]{0,4}:[0-9a-f]{0,4}:/i;

describe('SSRF guard', () => {
  it.each([
    'http://127.0.0.1:9/',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]:9/',
    'http://0.0.0.0:9/',
    'http://192.168.1.1/',
    'http://[::ffff:127.0.0.1]:9/',
    'http://[fec0::1]/',
    'http://[::7f00:1]:9/',
    'http://[::127.0.0.1]:9/',
    'http://100.64.0.1/',
    'http://[64:ff9b::7f00:1]/',
    'http://2130706433:9/',
  ])('refuses %s before connecting, naming no address', async (url) => {
    const refusal = await safeFetch(url, { policy: publicOnly }).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(FetchRefused);
    expect((refusal as Error).message).not.toMatch(NAMES_AN_ADDRESS);
  });

  it('refuses a hostname that resolves to loopback, naming the host and not the address', async () => {
    const before = hits;
    const refusal = await safeFetch(`http://localhost:${targetPort}/`, { policy: publicOnly }).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(FetchRefused);
    expect((refusal as Error).message).toBe('localhost resolves to a private or reserved address');
    expect(hits).toBe(before);
  });

  it('reports a failed connection by the host as written and the error code only', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.2', r));
    const { port } = closed.address() as AddressInfo;
    await new Promise((r) => closed.close(r));
    await expect(safeFetch(`http://127.0.0.2:${port}/`, { policy: standInPublic })).rejects.toThrow(`127.0.0.2:${port} could not be reached (ECONNREFUSED)`);
    // Node's own message would be "connect ECONNREFUSED 127.0.0.1:<port>".
    await expect(safeFetch(`http://localhost:${port}/`, { policy: anyAddress })).rejects.toThrow(new RegExp(`^localhost:${port} could not be reached \\(ECONNREFUSED\\)$`));
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
