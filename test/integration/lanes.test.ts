import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, data, newSite } from '../helpers/http';
import { startCluster, type RunningCluster } from '../helpers/server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Raw bytes on a connection of their own, in the pieces given (a head split over packets), until it closes.
function rawExchange(port: number, pieces: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (c) => (text += c.toString('latin1')));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer in 10 s: ${JSON.stringify(text)}`)));
    void (async () => {
      for (const piece of pieces) {
        socket.write(piece);
        await sleep(150);
      }
    })();
  });
}

function get(port: number, host: string, pathname: string, agent: http.Agent, token?: string): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const headers = { host, accept: 'text/html', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
  });
}

// `npm start` (on PostgreSQL, or the embedded database its primary serves): the primary takes each
// connection and hands it by its Host to a worker; a host that keeps the serving worker saturated moves
// to the heavy lane (a worker at nice 19), and a light host stays where it is (server/lanes.mjs, issue 23).
describe(`tenant lanes (npm start on ${inject('dbKind')})`, () => {
  let cluster: RunningCluster;
  let primary: ChildProcess;
  let port = 0;
  let url = '';
  const output = () => cluster.output();
  const heavyPid = () => Number(/worker (\d+) on the heavy lane/.exec(output())?.[1]);

  beforeAll(async () => {
    // The serving worker and the heavy lane each log their ready line.
    cluster = await startCluster({ WEB_CONCURRENCY: '1', ALLOW_PRIVATE_FETCH: 'true' }, 2, inject('dbKind'));
    ({ primary, port, url } = cluster);
  }, 100_000);

  afterAll(async () => {
    await cluster?.stop();
  });

  it('answers a request whose head arrives in pieces, and one with its body in the first packet', async () => {
    const split = await rawExchange(port, ['GET /api/v1/auth/me HTTP/1.1\r\n', 'Accept: application/json\r\n', `Host: localhost:${port}\r\nConnection: close\r\n\r\n`]);
    expect(split).toMatch(/^HTTP\/1\.1 401 /);
    const body = JSON.stringify({ email: 'nobody@example.test', password: 'not-the-password' });
    const withBody = await rawExchange(port, [
      `POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    ]);
    expect(withBody).toMatch(/^HTTP\/1\.1 401 /);
    expect(withBody).toContain('"state":"error"');
  });

  it('hands a large upload body to the worker whole (the primary stops reading once it has the head)', async () => {
    const site = await newSite('Lane uploads', url);
    const bytes = Buffer.alloc(2 * 1024 * 1024, 7);
    const p = await api(site.host, url).post('/api/v1/storage/presign', { key: 'big.zip', contentType: 'application/octet-stream', size: bytes.length }, { token: site.ownerToken });
    expect(p.status, p.text).toBe(200);
    const target = new URL(data(p).url as string);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: target.pathname + target.search,
          headers: { host: target.host, 'content-type': 'application/octet-stream', 'content-length': String(bytes.length) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.setTimeout(15_000, () => req.destroy(new Error('the upload was not answered in 15 s')));
      req.on('error', reject);
      // The head with a little of the body, then the rest while the primary hands the connection over.
      req.write(bytes.subarray(0, 1024));
      setTimeout(() => req.end(bytes.subarray(1024)), 5);
    });
    expect(status).toBe(200);
  });

  it.runIf(process.platform === 'linux')("runs every thread of the heavy lane's worker at nice 19", () => {
    const pid = heavyPid();
    const nices = fs.readdirSync(`/proc/${pid}/task`).map((tid) => Number(fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]));
    expect(nices.length).toBeGreaterThan(3);
    expect(new Set(nices)).toEqual(new Set([19]));
  });

  it('answers a keep-alive client one request after another without waiting for its delayed ACK', async () => {
    // A JSON submit's answer goes out in two writes (Next's head, then its body): on a handed-over
    // connection without TCP_NODELAY each waited ~40 ms for the client's delayed ACK.
    const site = await newSite('Lanes nodelay', url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = JSON.stringify({ form: 'contact', data: { email: 'nagle@example.test' } });
    const post = () =>
      new Promise<number>((resolve, reject) => {
        const t0 = performance.now();
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/v1/leads',
            method: 'POST',
            agent,
            headers: { host: `${site.host}:${port}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            res.resume();
            res.on('end', () => (res.statusCode === 201 ? resolve(performance.now() - t0) : reject(new Error(`status ${res.statusCode}`))));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    await post();
    const times: number[] = [];
    for (let i = 0; i < 15; i++) times.push(await post());
    agent.destroy();
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)], `median of ${times.map((t) => t.toFixed(1)).join(', ')} ms`).toBeLessThan(35);
  });

  it('moves a host that keeps the worker saturated to the heavy lane; a light host stays', async () => {
    const busy = await newSite('Busy', url);
    const quiet = await newSite('Quiet', url);
    // Not `/`: that path renders the site's `/index` template, so a page saved at `/` is never what it serves.
    const page = async (site: typeof busy, body: string) => {
      const r = await api(site.host, url).post('/api/v1/templates', { title: 'Spin', permalink: '/spin', type: 'page', body }, { token: site.ownerToken });
      expect(r.status, r.text).toBe(201);
      const shown = await api(site.host, url).get('/spin', { token: site.ownerToken });
      expect(shown.status).toBe(200);
      return shown.text;
    };
    // A few milliseconds of Liquid per page, asked for back to back over six connections, signed in
    // (so every request is its own render: neither cached nor shared with a concurrent one).
    // The loop's output is what the busy host serves: 4000 digits.
    expect(await page(busy, '{% for i in (1..4000) %}{{ i | times: 3 | modulo: 7 }}{% endfor %}')).toMatch(/^[0-6]{4000}$/);
    expect(await page(quiet, 'quiet')).toBe('quiet');
    const busyHost = `${busy.host}:${port}`;
    const quietHost = `${quiet.host}:${port}`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    const quietAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const moved = new RegExp(`host ${busy.host.replaceAll('.', '\\.')} moved to the heavy lane`);
    let stop = false;
    const closes: string[] = [];
    const flood = Array.from({ length: 6 }, async () => {
      while (!stop) {
        const r = await get(port, busyHost, '/spin', agent, busy.ownerToken);
        expect(r.status).toBe(200);
        if (r.connection === 'close') closes.push(r.connection);
      }
    });
    const quietTimes: number[] = [];
    const polls = (async () => {
      while (!stop) {
        const t0 = performance.now();
        expect((await get(port, quietHost, '/spin', quietAgent)).status).toBe(200);
        quietTimes.push(performance.now() - t0);
        await sleep(50);
      }
    })();
    const deadline = Date.now() + 40_000;
    while (!moved.test(output()) && Date.now() < deadline) await sleep(200);
    // A little longer: the flood's connections move over, the light host keeps being asked.
    await sleep(2000);
    stop = true;
    await Promise.all([...flood, polls]);
    agent.destroy();
    quietAgent.destroy();
    expect(output()).toMatch(moved);
    expect(output()).not.toMatch(new RegExp(`host ${quiet.host.replaceAll('.', '\\.')} moved`));
    // The busy host's keep-alive connections on the serving worker were closed after the move, so its
    // next connections went to the heavy lane, where its requests are now answered.
    expect(closes.length).toBeGreaterThan(0);
    const posts = await api(busy.host, url).get('/api/v1/posts', { token: busy.ownerToken, headers: { connection: 'close' } });
    expect(posts.status, posts.text).toBe(200);
    await sleep(200);
    const served = output()
      .split('\n')
      .filter((l) => l.includes('"msg":"request"') && l.includes(busy.host) && l.includes('/api/v1/posts'))
      .map((l) => JSON.parse(l).pid as number);
    expect(served.at(-1)).toBe(heavyPid());
    expect(quietTimes.length).toBeGreaterThan(10);
    // A connection opened with the light host's page cannot carry the moved host's work to the serving
    // worker: that request is forwarded to the heavy lane's worker (issue 48; it was answered 421 before),
    // and the connection stays open for the next request.
    const mixed = await rawExchange(port, [
      `GET / HTTP/1.1\r\nHost: ${quietHost}\r\n\r\nGET /api/v1/posts HTTP/1.1\r\nHost: ${busyHost}\r\nAuthorization: Bearer ${busy.ownerToken}\r\nAccept: application/json\r\nConnection: close\r\n\r\n`,
    ]);
    expect(mixed).toMatch(/^HTTP\/1\.1 200 [\s\S]*HTTP\/1\.1 200 /);
    const mixedId = [...mixed.matchAll(/x-request-id: (\S+)/gi)].at(-1)?.[1];
    await sleep(200);
    const mixedLine = output()
      .split('\n')
      .find((l) => l.includes('"msg":"request"') && mixedId && l.includes(mixedId));
    expect(mixedLine && JSON.parse(mixedLine).pid, mixed).toBe(heavyPid());
    expect(data(posts).items).toEqual([]);
  }, 60_000);

  // Last: it stops the server. The workers take their sockets from the primary, not from a listening
  // socket of their own, so they count and drain those themselves.
  it('answers every request in flight when npm start is stopped', async () => {
    let fetched = 0;
    const slow = http.createServer((_req, res) => {
      fetched++;
      setTimeout(() => res.end('{"ok":true}'), 400);
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    try {
      const site = await newSite('Draining', url);
      const upstream = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/`;
      const saved = await api(site.host, url).post(
        '/api/v1/templates',
        { title: 'Slow', permalink: '/slow', type: 'page', body: `{% fetch "${upstream}" as r %}{{ r.ok }}` },
        { token: site.ownerToken },
      );
      expect(saved.status, saved.text).toBe(201);
      const inFlight = Array.from({ length: 10 }, (_, i) => api(site.host, url).get(`/slow?n=${i}`, { headers: { accept: 'text/html' } }));
      while (fetched < 10) await sleep(10);
      const signalled = Date.now();
      const exited = new Promise((r) => primary.once('exit', r));
      primary.kill('SIGTERM');
      const answers = await Promise.all(inFlight);
      expect(answers.map((a) => `${a.status} ${a.text}`)).toEqual(Array.from({ length: 10 }, () => '200 true'));
      await exited;
      expect(Date.now() - signalled).toBeLessThan(4000);
    } finally {
      slow.close();
    }
  }, 30_000);
});
