import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, newSite } from '../helpers/http';
import { startCluster, type RunningCluster } from '../helpers/server';

// Issue 48, "anyone can send an innocent site to the heavy lane": 40 anonymous POSTs to a victim's host
// that send their headers and never finish the body, while the attacker's own site runs renders that
// spin to their limit. Lane accounting counted wall time in flight, so the victim "kept 20.0 requests in
// flight" and moved to the low-priority lane while the attacker stayed. A host's load is now the loop
// time its work costs (server/lanes.mjs), and a body that stops arriving ends with a 408
// (server/body-timeout.mjs).

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const STALLED = 40;
// server/body-timeout.mjs: no byte of the body for this long ends the request.
const BODY_IDLE_S = 10;

interface Stalled {
  answer: string;
  closedAfterMs: number | null;
}

// A POST whose head arrives whole and whose body stops after its first byte.
function stalledPost(port: number, host: string, started: number): Stalled {
  const out: Stalled = { answer: '', closedAfterMs: null };
  const socket = net.connect(port, '127.0.0.1');
  socket.on('data', (c) => (out.answer += c.toString('latin1')));
  socket.on('error', () => {});
  socket.on('close', () => (out.closedAfterMs = performance.now() - started));
  socket.write(`POST /api/v1/leads HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{`);
  return out;
}

function get(port: number, host: string, agent: http.Agent, token?: string): Promise<number> {
  // `/spin`, the page each site saves below (`/` renders the site's `/index` template instead).
  return new Promise((resolve, reject) => {
    const headers = { host, accept: 'text/html', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const req = http.get({ host: '127.0.0.1', port, path: '/spin', agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
  });
}

describe(`stalled bodies move nobody to the heavy lane (npm start on ${inject('dbKind')})`, () => {
  let cluster: RunningCluster;

  beforeAll(async () => {
    cluster = await startCluster({ WEB_CONCURRENCY: '1' }, 2, inject('dbKind'));
  }, 100_000);

  afterAll(async () => {
    await cluster?.stop();
  });

  it('moves the attacker whose renders spin, not the victim its stalled POSTs wait on, and ends those POSTs with 408', async () => {
    const { port, url } = cluster;
    const attacker = await newSite('Spinning attacker', url);
    const victim = await newSite('Stalled victim', url);
    const home = async (site: typeof attacker, body: string) => {
      const r = await api(site.host, url).post('/api/v1/templates', { title: 'Spin', permalink: '/spin', type: 'page', body }, { token: site.ownerToken });
      expect(r.status, r.text).toBe(201);
    };
    // A loop that runs to the render's limit (bench/noisy-neighbour.mjs's runaway template).
    await home(attacker, '{% for i in (1..100000000) %}{% assign x = i | plus: 1 %}{% endfor %}');
    await home(victim, '<!doctype html><title>Victim</title><p>Hello</p>');
    const attackerHost = `${attacker.host}:${port}`;
    const victimHost = `${victim.host}:${port}`;
    const escape = (host: string) => host.replaceAll('.', '\\.');
    const moved = (host: string) => new RegExp(`host ${escape(host)} moved to the heavy lane`);
    const quietAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect(await get(port, victimHost, quietAgent)).toBe(200);

    let stop = false;
    const started = performance.now();
    // Signed in, so every request is a render of its own (neither cached nor shared).
    const spinAgent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const spins = Array.from({ length: 4 }, async () => {
      while (!stop) await get(port, attackerHost, spinAgent, attacker.ownerToken).catch(() => 0);
    });
    await sleep(300);
    const stalled = Array.from({ length: STALLED }, () => stalledPost(port, victimHost, started));
    const victimTimes: number[] = [];
    const polls = (async () => {
      while (!stop) {
        const t0 = performance.now();
        expect(await get(port, victimHost, quietAgent)).toBe(200);
        victimTimes.push(performance.now() - t0);
        await sleep(50);
      }
    })();
    // The attacker moves within seconds of the worker's saturation; the stalled bodies end at their timeout.
    const deadline = started + 40_000;
    const settled = () => moved(attacker.host).test(cluster.output()) && stalled.every((s) => s.closedAfterMs !== null);
    while (!settled() && performance.now() < deadline) await sleep(200);
    await sleep(2000);
    stop = true;
    await Promise.all([...spins, polls]);
    spinAgent.destroy();
    quietAgent.destroy();

    const lines = cluster.output().split('\n');
    const moves = lines.filter((l) => l.includes('moved to the heavy lane'));
    const sorted = [...victimTimes].sort((a, b) => a - b);
    const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Infinity;
    const closes = stalled.map((s) => s.closedAfterMs);
    const figures = `moves: ${JSON.stringify(moves.map((l) => l.replace(/^.*"msg":"/, '').replace(/".*$/, '')))}; victim p50 ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms over ${sorted.length}; stalled answers ${stalled.filter((s) => s.answer.startsWith('HTTP/1.1 408')).length}/${STALLED} 408, closed after ${closes.map((c) => (c === null ? 'never' : (c / 1000).toFixed(1))).join(',')} s`;
    console.log(figures);
    // What the workers logged as errors meanwhile (a route whose body was cut short, say).
    const errors = lines.filter((l) => /"level":(50|60)/.test(l));
    console.log(`errors logged: ${errors.length}${errors.length ? `, first: ${errors[0]!.slice(0, 600)}` : ''}`);

    expect(cluster.output(), figures).not.toMatch(moved(victim.host));
    expect(cluster.output(), figures).toMatch(moved(attacker.host));
    // The log says why, in the measure the lanes use.
    expect(moves.join('\n')).toMatch(/used \d\.\d\d of a core on/);
    for (const s of stalled) {
      expect(s.answer, figures).toMatch(/^HTTP\/1\.1 408 /);
      expect(s.answer.toLowerCase()).toContain('connection: close');
      // The body's first byte came at once: no byte for BODY_IDLE_S, then the 408 within the sweep's second.
      expect(s.closedAfterMs, figures).not.toBeNull();
      expect(s.closedAfterMs!, figures).toBeLessThan((BODY_IDLE_S + 5) * 1000);
    }
    expect(victimTimes.length).toBeGreaterThan(50);
    expect(p99, figures).toBeLessThan(250);
  }, 90_000);
});
