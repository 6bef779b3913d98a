import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createForwarder, FORWARD_HEADER, forwardedClient, listenForForwards } from '@/server/lane-forward.mjs';

const SECRET = 'test-secret';
const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

// A "target worker": an HTTP server fed from the forwarding socket, as server/server.mjs does, that
// echoes what it was given. `hold` keeps answers back until released.
async function target(hold = false) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lane-forward-'));
  const waiting: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = () => {
        res.setHeader('set-cookie', ['a=1', 'b=2']);
        res.end(
          JSON.stringify({
            client: forwardedClient(req, SECRET),
            url: req.url,
            host: req.headers.host,
            id: req.headers['x-request-id'],
            body: Buffer.concat(chunks).toString(),
            leaked: req.headers[FORWARD_HEADER] ?? null,
          }),
        );
      };
      if (hold) waiting.push(answer);
      else answer();
    });
  });
  const listener = listenForForwards({
    dir,
    lane: 'heavy',
    onConnection: (socket) => {
      (socket as unknown as { laneForwarded: boolean }).laneForwarded = true;
      server.emit('connection', socket);
    },
  });
  const socketPath = await listener.listening;
  closers.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  closers.push(() => listener.close());
  closers.push(() => server.closeAllConnections());
  return { socketPath, release: () => waiting.splice(0).forEach((f) => f()), waiting };
}

// A "forwarding worker" on TCP that passes every request to the heavy lane.
async function front(socketPath: string, maxPerHost?: number) {
  const forwarder = createForwarder({ secret: SECRET, maxPerHost });
  forwarder.setTargets({ heavy: [socketPath], normal: [] });
  const server = http.createServer((req, res) =>
    forwarder.forward(req, res, {
      lane: 'heavy',
      host: req.headers.host ?? '',
      clientIp: '203.0.113.9',
      requestId: 'req-1',
      answer: (status, text) => res.writeHead(status).end(text),
    }),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  closers.push(() => new Promise((r) => server.close(r)));
  closers.push(() => server.closeAllConnections());
  return { port: (server.address() as AddressInfo).port, forwarder };
}

function send(port: number, options: { method?: string; path?: string; headers?: Record<string, string>; body?: string; agent?: http.Agent }) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path ?? '/', headers: { host: 'a.example', ...options.headers }, agent: options.agent ?? false },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('tenant lanes: a request forwarded to the worker of its lane (issue 48)', () => {
  it('streams the request and the answer, with the client address and request id, and keeps the connection', async () => {
    const t = await target();
    const f = await front(t.socketPath);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    closers.push(() => agent.destroy());
    const r = await send(f.port, { method: 'POST', path: '/x?y=1', body: 'hello', headers: { 'content-type': 'text/plain' }, agent });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text)).toEqual({ client: '203.0.113.9', url: '/x?y=1', host: 'a.example', id: 'req-1', body: 'hello', leaked: null });
    expect(r.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(r.headers.connection).toBe('keep-alive');
    // A chunked body (no length) arrives whole too, on the same client connection.
    const chunked = await new Promise<string>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: f.port, method: 'PUT', path: '/c', headers: { host: 'a.example' }, agent }, (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.write('part one, ');
      setTimeout(() => req.end('part two'), 20);
    });
    expect(JSON.parse(chunked).body).toBe('part one, part two');
  });

  it("does not believe a client's own forwarding header, nor one without the secret", async () => {
    const t = await target();
    const f = await front(t.socketPath);
    // Through the forwarder: its own header replaces the client's.
    const r = await send(f.port, { headers: { [FORWARD_HEADER]: `${SECRET} 198.51.100.1` } });
    expect(JSON.parse(r.text).client).toBe('203.0.113.9');
    // Straight to the socket with a wrong secret: no client address is taken from it.
    const direct = await new Promise<string>((resolve, reject) => {
      const req = http.request({ socketPath: t.socketPath, path: '/', headers: { host: 'a.example', [FORWARD_HEADER]: 'guess 198.51.100.1' } }, (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.end();
    });
    expect(JSON.parse(direct)).toMatchObject({ client: null, leaked: null });
  });

  it('answers 503 past the bound of forwards one host may have in flight, and other hosts still pass', async () => {
    const t = await target(true);
    const f = await front(t.socketPath, 2);
    const held = [send(f.port, {}), send(f.port, {})];
    while (t.waiting.length < 2) await new Promise((r) => setTimeout(r, 10));
    const third = await send(f.port, {});
    expect(third.status).toBe(503);
    expect(third.headers['retry-after']).toBe('1');
    const other = send(f.port, { headers: { host: 'b.example' } });
    while (t.waiting.length < 3) await new Promise((r) => setTimeout(r, 10));
    t.release();
    expect((await Promise.all([...held, other])).map((r) => r.status)).toEqual([200, 200, 200]);
    // Once answered, the host may forward again.
    const again = send(f.port, {});
    while (t.waiting.length < 1) await new Promise((r) => setTimeout(r, 10));
    t.release();
    expect((await again).status).toBe(200);
  });

  it('answers 502 when the worker of the lane is gone', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lane-forward-'));
    closers.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const f = await front(path.join(dir, 'gone.sock'));
    const r = await send(f.port, { method: 'POST', body: 'x' });
    expect(r.status).toBe(502);
  });
});
