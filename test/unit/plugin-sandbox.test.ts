import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxJob, SandboxOutcome } from '@/lib/domains/messaging/plugins/sandbox/pool';

// The sandbox itself (lib/domains/messaging/plugins/sandbox): real worker threads running real QuickJS, no HTTP server
// of ours. test/security/plugin-sandbox.test.ts attacks it through the API.
process.env.ALLOW_PRIVATE_FETCH = 'true';
process.env.PLUGIN_WORKERS = '2';
const { runInSandbox } = await import('@/lib/domains/messaging/plugins/sandbox/pool');
const { PLUGIN_POOL, wallAllowanceMs } = await import('@/lib/domains/messaging/plugins/limits');
// What a stop by the CPU limit may overshoot: the clock's lag (a scheduler tick) and the interrupt's poll.
const SLACK_MS = 40;

let n = 0;
function job(code: string, over: Partial<SandboxJob> = {}): SandboxJob {
  return { siteUid: 'site-a', key: `k${++n}`, code, hook: 'lead_received', event: JSON.stringify({ lead: { data: { x: 1 } } }), timeoutMs: 200, memoryMb: 32, ...over };
}

async function timed(j: SandboxJob): Promise<SandboxOutcome & { wallMs: number }> {
  const t0 = performance.now();
  const outcome = await runInSandbox(j);
  return { ...outcome, wallMs: performance.now() - t0 };
}

let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/hang') return; // never answers
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.setHeader('x-echo', req.method ?? '');
      res.end(JSON.stringify({ method: req.method, url: req.url, body, auth: req.headers['x-key'] ?? null }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The first run waits for a worker to load QuickJS.
  await runInSandbox(job('function lead_received() { return 1 }'));
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('plugin sandbox', () => {
  it('calls the hook function with the event and answers its JSON result and console lines', async () => {
    const code = 'function lead_received(event) { console.log("got", event.lead.data, 2); return { seen: true, x: event.lead.data.x + 1 }; }';
    const first = await runInSandbox(job(code, { key: 'echo' }));
    expect(first).toMatchObject({ ok: true, result: { seen: true, x: 2 }, error: null, output: ['got {"x":1} 2'] });
  });

  it('keeps a warm runtime per plugin version, and a new version or a failure starts afresh', async () => {
    const counter = 'let n = 0; function lead_received(e) { n += 1; if (e.fail) throw new Error("asked"); return n; }';
    const run = (key: string, event: object = {}) => runInSandbox(job(counter, { key, event: JSON.stringify(event) }));
    expect((await run('v1')).result).toBe(1);
    expect((await run('v1')).result).toBe(2);
    expect((await run('v2')).result).toBe(1);
    expect(await run('v1', { fail: true })).toMatchObject({ ok: false });
    expect((await run('v1')).result).toBe(1);
  });

  it('awaits an async hook, and fetch goes through the main thread within the limits', async () => {
    const code = `async function lead_received(e) {
      const a = await fetch("${base}/a?q=1", { headers: { "x-key": "k" } });
      const b = await fetch("${base}/b", { method: "POST", body: JSON.stringify({ n: 1 }) });
      return { a: JSON.parse(a.body), status: a.status, echo: a.headers["x-echo"], b: JSON.parse(b.body) };
    }`;
    const out = await runInSandbox(job(code, { timeoutMs: 2000 }));
    expect(out.error).toBeNull();
    expect(out.result).toEqual({ a: { method: 'GET', url: '/a?q=1', body: '', auth: 'k' }, status: 200, echo: 'GET', b: { method: 'POST', url: '/b', body: '{"n":1}', auth: null } });
    const many = await runInSandbox(job(`async function lead_received() { for (let i = 0; i < 4; i++) await fetch("${base}/" + i); }`, { timeoutMs: 2000 }));
    expect(many).toMatchObject({ ok: false, error: expect.stringContaining('at most 3 fetches') });
    const refused = await runInSandbox(job('async function lead_received() { await fetch("file:///etc/passwd"); }'));
    expect(refused).toMatchObject({ ok: false, error: expect.stringContaining('only http and https') });
  });

  it('stops an endless loop when it has used its CPU time, in the hook or at the top level', async () => {
    for (const code of ['function lead_received() { while (1) {} }', 'for (;;) {} function lead_received() {}']) {
      const out = await timed(job(code, { timeoutMs: 100 }));
      expect(out).toMatchObject({ ok: false, error: expect.stringMatching(/^stopped: used its 100 ms of CPU time/) });
      expect(out.durationMs).toBeGreaterThanOrEqual(100);
      expect(out.durationMs).toBeLessThanOrEqual(100 + SLACK_MS);
      expect(out.wallMs).toBeGreaterThanOrEqual(out.durationMs - 5);
    }
  });

  it('charges CPU time, not wall time: a run starved by busier threads still gets its whole budget', async () => {
    // More spinning threads than cores, at normal priority: the sandbox thread (nice 10) gets a sliver.
    const spinners = Array.from({ length: os.availableParallelism() + 1 }, () => new Worker('const t = Date.now(); while (Date.now() - t < 3000) {}', { eval: true }));
    try {
      await new Promise((r) => setTimeout(r, 50));
      const out = await timed(job('function lead_received() { while (1) {} }', { timeoutMs: 200 }));
      console.log(`starved run: charged ${out.durationMs} ms, wall ${out.wallMs.toFixed(0)} ms: ${out.error}`);
      expect(out.error).toMatch(/^stopped: used its 200 ms of CPU time/);
      expect(out.durationMs).toBeGreaterThanOrEqual(200);
      expect(out.durationMs).toBeLessThanOrEqual(200 + SLACK_MS);
      // A wall-clock limit would have stopped it at 200 ms with far less CPU.
      expect(out.wallMs).toBeGreaterThan(300);
    } finally {
      await Promise.all(spinners.map((w) => w.terminate()));
    }
  });

  it('stops a run whose caller stops waiting, and drops one that could not start in time', async () => {
    const spin = 'function lead_received() { while (1) {} }';
    const out = await timed(job(spin, { timeoutMs: 2000, waitMs: 150 }));
    expect(out).toMatchObject({ ok: false, error: expect.stringMatching(/^stopped: its caller stopped waiting/) });
    expect(out.wallMs).toBeGreaterThanOrEqual(145);
    expect(out.wallMs).toBeLessThan(150 + 100);
    // One site's runs queue behind its own: the last cannot start within the 100 ms its caller waits.
    const hog = Array.from({ length: 3 }, () => runInSandbox(job(spin, { siteUid: 'waiter', timeoutMs: 300 })));
    const late = await timed(job('function lead_received() { return 1 }', { siteUid: 'waiter', waitMs: 100 }));
    expect(late).toMatchObject({ ok: false, durationMs: 0, error: expect.stringMatching(/^not run: it could not start within 100 ms \(its caller stopped waiting\)/) });
    expect(late.wallMs).toBeLessThan(100 + 50);
    await Promise.all(hog);
  });

  it("refuses a site's runs beyond its queue at once, and another site's runs still start", async () => {
    // Submitted at once: all but the first wait, and the queue fills before any run ends.
    const flood = Array.from({ length: PLUGIN_POOL.queuePerSite + 8 }, () => runInSandbox(job('function lead_received() { return 1 }', { siteUid: 'flood' })));
    const other = await timed(job('function lead_received() { return "b" }', { siteUid: 'calm' }));
    expect(other).toMatchObject({ ok: true, result: 'b' });
    const outcomes = await Promise.all(flood);
    const refused = outcomes.filter((o) => o.error?.startsWith('not run:'));
    expect(refused.length).toBeGreaterThan(0);
    for (const o of refused) expect(o).toMatchObject({ ok: false, durationMs: 0, error: `not run: ${PLUGIN_POOL.queuePerSite} runs of this site's plugins are already waiting for a sandbox thread` });
    expect(outcomes.filter((x) => !refused.includes(x)).every((o) => o.ok)).toBe(true);
  });

  it('stops memory exhaustion at the cap, or by terminating the thread when QuickJS cannot yield', async () => {
    const cases = [
      ['let a = []; for (;;) a.push(new Array(1e6).fill(1))', 256],
      ['let a = []; for (;;) a.push({ s: "x".repeat(1000) })', 8],
      ['"x".repeat(1e9)', 64],
      ['new ArrayBuffer(1e9)', 64],
    ] as const;
    for (const [body, memoryMb] of cases) {
      const out = await timed(job(`function lead_received() { ${body} }`, { timeoutMs: 300, memoryMb }));
      expect(out.ok, body).toBe(false);
      expect(out.error, body).toMatch(/out of memory|interrupted|terminated|of CPU time/);
      expect(out.durationMs, body).toBeLessThanOrEqual(300 + 100);
      expect(out.wallMs, body).toBeLessThan(wallAllowanceMs(300));
    }
    // The pool goes on (a terminated thread is replaced).
    expect(await runInSandbox(job('function lead_received() { return 7 }'))).toMatchObject({ ok: true, result: 7 });
  });

  it('ends a promise that can never settle: at once with nothing to wait for, at the deadline with a fetch pending', async () => {
    const never = await timed(job('async function lead_received() { await new Promise(() => {}) }', { timeoutMs: 300 }));
    expect(never).toMatchObject({ ok: false, error: expect.stringContaining('never settle') });
    expect(never.wallMs).toBeLessThan(300);
    const hanging = await timed(job(`async function lead_received() { await fetch("${base}/hang") }`, { timeoutMs: 300 }));
    expect(hanging.ok).toBe(false);
    expect(hanging.durationMs).toBeGreaterThanOrEqual(290);
    expect(hanging.wallMs).toBeLessThan(300 + 100);
  });

  it('gives plugin code no host object', async () => {
    const probe = `function lead_received() {
      let ctor; try { ctor = typeof this.constructor.constructor("return process")(); } catch (e) { ctor = String(e); }
      return { process: typeof process, globalProcess: typeof globalThis.process, require: typeof require, module: typeof module,
               buffer: typeof Buffer, setTimeout: typeof setTimeout, ctor, globals: Object.getOwnPropertyNames(globalThis).filter((k) => /^[a-z]/.test(k)).sort() };
    }`;
    const out = await runInSandbox(job(probe));
    expect(out.result).toMatchObject({ process: 'undefined', globalProcess: 'undefined', require: 'undefined', module: 'undefined', buffer: 'undefined', setTimeout: 'undefined' });
    expect((out.result as { ctor: string }).ctor).toMatch(/ReferenceError: .*process.* is not defined/);
    // Lower-case globals (objects and functions rather than constructors): the language's own, and ours.
    const known = [
      'lead_received',
      'undefined',
      'console',
      'decodeURI',
      'decodeURIComponent',
      'encodeURI',
      'encodeURIComponent',
      'escape',
      'eval',
      'fetch',
      'globalThis',
      'isFinite',
      'isNaN',
      'parseFloat',
      'parseInt',
      'unescape',
    ];
    expect((out.result as { globals: string[] }).globals.filter((g) => !known.includes(g))).toEqual([]);
    const escape = await runInSandbox(job('function lead_received() { return this.constructor.constructor("return process")().env }'));
    expect(escape).toMatchObject({ ok: false, error: expect.stringMatching(/ReferenceError: .*process.* is not defined/) });
    const imported = await runInSandbox(job('async function lead_received() { return await import("node:fs") }'));
    expect(imported).toMatchObject({ ok: false, error: expect.stringContaining('could not load module') });
  });

  it('caps console output and the result, and reports thrown errors with their place', async () => {
    const spam = await runInSandbox(job('function lead_received() { for (let i = 0; i < 1000; i++) console.log(i, "y".repeat(2000)); return 1 }', { timeoutMs: 2000 }));
    expect(spam.error).toBeNull();
    expect(spam.output.length).toBeLessThanOrEqual(51);
    expect(spam.output.at(-1)).toBe('[output truncated]');
    expect(spam.output.join('').length).toBeLessThan(9000);
    const big = await runInSandbox(job('function lead_received() { return { s: "x".repeat(100000) } }'));
    expect(big).toMatchObject({ ok: false, error: expect.stringContaining('larger than') });
    const thrown = await runInSandbox(job('function lead_received() {\n  throw new Error("boom");\n}'));
    expect(thrown).toMatchObject({ ok: false, error: expect.stringMatching(/^Error: boom \(at lead_received \(plugin\.js:2/) });
    const missing = await runInSandbox(job('function other() {}'));
    expect(missing).toMatchObject({ ok: false, error: expect.stringContaining('no function named lead_received') });
  });

  it('lets another site run while one site holds every worker it may have', async () => {
    const hog = Array.from({ length: 3 }, () => runInSandbox(job('function lead_received() { while (1) {} }', { siteUid: 'hog', timeoutMs: 600 })));
    await new Promise((r) => setTimeout(r, 100));
    const other = await timed(job('function lead_received() { return "b" }', { siteUid: 'site-b' }));
    expect(other).toMatchObject({ ok: true, result: 'b' });
    expect(other.wallMs).toBeLessThan(300);
    // Its runs went one at a time (PLUGIN_WORKERS=2: a site with a run going waits while one thread is
    // busy), each stopped by its CPU limit however long a busy machine made it on the wall clock.
    const results = await Promise.all(hog);
    for (const r of results) expect(r.error).toMatch(/^stopped: used its 600 ms of CPU time/);
  }, 60_000);
});
