import { describe, expect, it } from 'vitest';
import { wallAllowanceMs } from '@/lib/domains/messaging/plugins/limits';
import { api, data, newSite } from '../helpers/http';

// Issue 12, done-when: a plugin that loops, allocates 1 GB, never settles or tries to reach the host
// is stopped within its limit plus 100 ms, logged as failed, sees no `process`, and meanwhile the
// server keeps answering other sites in under 100 ms. The tenant writing the plugin is the attacker.
// Issue 23 made the limit CPU time on the sandbox thread's own clock (durationMs is what a run was
// charged): on a busy machine a run takes longer on the wall clock, up to its wall-clock backstop.
type Site = Awaited<ReturnType<typeof newSite>>;
const SLACK_MS = 100;

async function plugin(site: Site, code: string, over: Record<string, unknown> = {}) {
  const r = await api(site.host).post('/api/v1/plugins', { name: 'attack', code, hooks: ['lead_received'], ...over }, { token: site.ownerToken });
  expect(r.status, r.text).toBe(201);
  return data(r).item.uid as string;
}

async function runNow(site: Site, uid: string, event: Record<string, unknown> = {}) {
  const t0 = performance.now();
  const r = await api(site.host).post(`/api/v1/plugins/${uid}/run`, { hook: 'lead_received', event }, { token: site.ownerToken });
  const wallMs = performance.now() - t0;
  expect(r.status, r.text).toBe(200);
  return { ...(data(r).item as { ok: boolean; result: unknown; error: string | null; durationMs: number; output: string[] }), wallMs };
}

// The newest run of a plugin; a run fired by a hook is written after the answer, so this waits for it.
async function lastRun(site: Site, uid: string) {
  for (const started = Date.now(); ; await new Promise((r) => setTimeout(r, 100))) {
    const r = await api(site.host).get(`/api/v1/plugins/${uid}/logs?page_size=1`, { token: site.ownerToken });
    const row = (data(r).items as { ok: boolean; error: string | null; durationMs: number }[])[0];
    if (row || Date.now() - started > 5000) return row;
  }
}

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('plugin sandbox under attack', () => {
  const attacks: [string, string, number, number][] = [
    // [what, body of lead_received, timeoutMs, memoryMb]
    ['an endless loop', 'while (1) {}', 300, 32],
    ['1 GB in arrays', 'let a = []; for (;;) a.push(new Array(1e6).fill(1));', 300, 256],
    ['1 GB in small objects', 'let a = []; for (;;) a.push({ s: "x".repeat(1024) });', 300, 64],
    ['a 1 GB string', 'return "x".repeat(1024 * 1024 * 1024).length;', 300, 256],
    ['a 1 GB ArrayBuffer', 'return new ArrayBuffer(1024 * 1024 * 1024).byteLength;', 300, 256],
    ['a promise that never settles', 'await new Promise(() => {});', 300, 32],
    ['an escape through the Function constructor', 'return this.constructor.constructor("return process")().env;', 300, 32],
    ['an escape through globalThis.process', 'return globalThis.process.mainModule.require("child_process");', 300, 32],
    ['an escape through require', 'return require("child_process");', 300, 32],
    ['an escape through import()', 'return await import("node:child_process");', 300, 32],
  ];

  for (const [what, body, timeoutMs, memoryMb] of attacks) {
    it(`stops ${what} within its limit plus ${SLACK_MS} ms and logs it as failed`, async () => {
      const site = await newSite('Sandbox attack');
      const good = await plugin(site, 'function lead_received(e) { return { fine: e.n } }');
      // A first run starts sandbox threads if there are none yet: the attack is timed on a warm pool.
      expect(await runNow(site, good, { n: 0 })).toMatchObject({ ok: true, result: { fine: 0 } });
      const uid = await plugin(site, `async function lead_received(event) { ${body} }`, { timeoutMs, memoryMb });
      const run = await runNow(site, uid);
      console.log(`${what}: durationMs ${run.durationMs}, wall ${run.wallMs.toFixed(0)} ms (limit ${timeoutMs}): ${run.error}`);
      expect(run.ok, JSON.stringify(run)).toBe(false);
      expect(run.error).toBeTruthy();
      expect(run.durationMs).toBeLessThanOrEqual(timeoutMs + SLACK_MS);
      expect(run.wallMs).toBeLessThanOrEqual(wallAllowanceMs(timeoutMs) + SLACK_MS);
      expect(await lastRun(site, uid)).toMatchObject({ ok: false, error: run.error, durationMs: run.durationMs });
      // The pool goes on: the next run of a well-behaved plugin works.
      expect(await runNow(site, good, { n: 1 })).toMatchObject({ ok: true, result: { fine: 1 } });
    });
  }

  it('shows plugin code no process, require, module or Node.js global, whatever path it takes', async () => {
    const site = await newSite('Sandbox probe');
    const uid = await plugin(
      site,
      `function lead_received() {
        const seen = {};
        const tries = {
          fnCtor: () => this.constructor.constructor("return typeof process")(),
          fnCtorProto: () => Object.getPrototypeOf(function () {}).constructor("return typeof process")(),
          asyncCtor: () => typeof (async function () {}).constructor,
          evalProcess: () => eval("typeof process"),
          global: () => typeof globalThis.process,
          require: () => typeof require,
          module: () => typeof module,
          buffer: () => typeof Buffer,
          timers: () => typeof setTimeout + typeof setImmediate + typeof queueMicrotask,
          std: () => typeof std + typeof os,
        };
        for (const [k, f] of Object.entries(tries)) { try { seen[k] = f(); } catch (e) { seen[k] = "threw " + e.name; } }
        return seen;
      }`,
    );
    const run = await runNow(site, uid);
    expect(run.ok, run.error ?? '').toBe(true);
    expect(run.result).toEqual({
      fnCtor: 'undefined',
      fnCtorProto: 'undefined',
      asyncCtor: 'function',
      evalProcess: 'undefined',
      global: 'undefined',
      require: 'undefined',
      module: 'undefined',
      buffer: 'undefined',
      timers: 'undefinedundefinedundefined',
      std: 'undefinedundefined',
    });
  });

  it('keeps other sites answering in under 100 ms while a 5000 ms plugin spins', async () => {
    const attacker = await newSite('Spinner');
    const victim = await newSite('Victim');
    const page = await api(victim.host).post(
      '/api/v1/templates',
      { title: 'victim', permalink: '/victim', body: '<h1>{{ site.name }}</h1>{% for i in (1..20) %}{{ i }}{% endfor %}' },
      { token: victim.ownerToken },
    );
    expect(page.status, page.text).toBe(201);
    // Warm both paths once (the first render parses the template).
    await api(victim.host).get('/victim', { token: victim.ownerToken });
    await api(victim.host).get('/api/v1/posts');
    const spinner = await plugin(attacker, 'function lead_received() { while (1) {} }', { timeoutMs: 5000 });
    const spinning = runNow(attacker, spinner);
    await new Promise((r) => setTimeout(r, 300));
    const pageMs: number[] = [];
    const apiMs: number[] = [];
    for (let i = 0; i < 10; i++) {
      let t0 = performance.now();
      // A bearer token: never served from the page cache, rendered every time.
      const p = await api(victim.host).get('/victim', { token: victim.ownerToken });
      pageMs.push(performance.now() - t0);
      expect(p.status).toBe(200);
      expect(p.text).toContain('<h1>Victim</h1>');
      t0 = performance.now();
      const a = await api(victim.host).get('/api/v1/posts');
      apiMs.push(performance.now() - t0);
      expect(a.status).toBe(200);
      await new Promise((r) => setTimeout(r, 100));
    }
    const run = await spinning;
    // The measurements above all fell while the plugin ran (it was charged 5 s of CPU time).
    expect(run.ok).toBe(false);
    expect(run.error).toMatch(/^stopped: used its 5000 ms of CPU time/);
    expect(run.durationMs).toBeGreaterThanOrEqual(5000);
    expect(run.durationMs).toBeLessThanOrEqual(5000 + SLACK_MS);
    expect(run.wallMs).toBeLessThanOrEqual(wallAllowanceMs(5000) + SLACK_MS + 300);
    expect(Math.max(...pageMs), `page ms ${pageMs.map(Math.round)}`).toBeLessThan(100);
    expect(Math.max(...apiMs), `api ms ${apiMs.map(Math.round)}`).toBeLessThan(100);
    console.log(
      `while spinning: page p50 ${p50(pageMs).toFixed(1)} ms max ${Math.max(...pageMs).toFixed(1)}; api p50 ${p50(apiMs).toFixed(1)} max ${Math.max(...apiMs).toFixed(1)}; the spinner ran ${run.wallMs.toFixed(0)} ms on the wall clock`,
    );
  }, 90_000);

  it('answers 201 to the lead that fired runaway plugins, with what the good one added', async () => {
    const site = await newSite('Runaway leads');
    const limit = 300;
    const uids = [
      await plugin(site, 'function lead_received() { while (1) {} }', { timeoutMs: limit }),
      await plugin(site, 'function lead_received() { let a = []; for (;;) a.push(new Array(1e6).fill(1)); }', { timeoutMs: limit, memoryMb: 256 }),
      await plugin(site, 'async function lead_received() { await new Promise(() => {}); }', { timeoutMs: limit }),
      await plugin(site, 'function lead_received() { return this.constructor.constructor("return process")().exit(1); }', { timeoutMs: limit }),
      await plugin(site, 'function lead_received(e) { return { checked: true, email: e.lead.data.email.toLowerCase() }; }', { timeoutMs: limit }),
    ];
    const t0 = performance.now();
    const r = await api(site.host).post('/api/v1/leads', { form: 'contact', data: { email: 'ANN@EXAMPLE.TEST' } });
    const ms = performance.now() - t0;
    expect(r.status, r.text).toBe(201);
    expect(data(r).item.data).toEqual({ email: 'ann@example.test', checked: true });
    // Three at a time for one site (its share of the pool): the answer waits for at most two rounds,
    // each bounded by the runs' CPU limit and, on a machine too busy to give it, the wall backstop.
    console.log(`lead with runaway plugins answered in ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(2 * (wallAllowanceMs(limit) + SLACK_MS));
    const runs = await Promise.all(uids.map((uid) => lastRun(site, uid)));
    expect(runs.map((x) => x?.ok)).toEqual([false, false, false, false, true]);
    for (const x of runs.slice(0, 4)) {
      expect(x!.error).toBeTruthy();
      expect(x!.durationMs).toBeLessThanOrEqual(limit + SLACK_MS);
    }
  });
});
