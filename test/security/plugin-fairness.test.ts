import { describe, expect, it } from 'vitest';
import { api, data, newSite } from '../helpers/http';

// Issue 23, "one owner holds the shared pools": two sites flood leads into spinning lead_received
// plugins while a third site renders a page with a quick pre_render plugin. Before, every render of the
// quiet site waited 4.5-5 s for a sandbox thread and sometimes lost its plugin's output, and plugin
// limits were wall-clock, so a starved plugin was killed for time it never got.
type Site = Awaited<ReturnType<typeof newSite>>;

interface RunRow {
  ok: boolean;
  error: string | null;
  durationMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

async function plugin(site: Site, body: Record<string, unknown>): Promise<string> {
  const r = await api(site.host).post('/api/v1/plugins', { name: 'p', ...body }, { token: site.ownerToken });
  expect(r.status, r.text).toBe(201);
  return data(r).item.uid as string;
}

async function runs(site: Site, uid: string): Promise<RunRow[]> {
  const r = await api(site.host).get(`/api/v1/plugins/${uid}/logs?page_size=200`, { token: site.ownerToken });
  expect(r.status, r.text).toBe(200);
  return data(r).items as RunRow[];
}

// Runs fired by hooks are written behind the answer: wait until `enough` says the log is complete.
async function runsUntil(site: Site, uid: string, enough: (rows: RunRow[]) => boolean, ms = 15_000): Promise<RunRow[]> {
  let rows: RunRow[] = [];
  for (const end = Date.now() + ms; Date.now() < end; await sleep(200)) if (enough((rows = await runs(site, uid)))) break;
  return rows;
}

// `connections` lead submits at a time, each one fired again as soon as it is answered, until stopped.
function flood(site: Site, connections: number) {
  let stopped = false;
  const statuses: number[] = [];
  const loops = Array.from({ length: connections }, async () => {
    while (!stopped) statuses.push((await api(site.host).post('/api/v1/leads', { form: 'flood', data: { n: statuses.length } })).status);
  });
  return {
    statuses,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

async function quietSite() {
  const site = await newSite('Quiet');
  const t = await api(site.host).post('/api/v1/templates', { title: 'quiet', permalink: '/quiet', body: '<p>[{{ plugin.greeting }}]</p>' }, { token: site.ownerToken });
  expect(t.status, t.text).toBe(201);
  const uid = await plugin(site, { name: 'greeter', hooks: ['pre_render'], code: 'function pre_render(e) { return { greeting: "hi " + e.path }; }' });
  return { site, uid };
}

// A bearer token: never answered from the page cache, so every request renders and fires pre_render.
async function render(site: Site): Promise<{ ms: number; text: string; status: number }> {
  const t0 = performance.now();
  const r = await api(site.host).get('/quiet', { token: site.ownerToken });
  return { ms: performance.now() - t0, text: r.text, status: r.status };
}

describe('plugin runs share the sandbox pool fairly between sites', () => {
  it("keeps a quiet site's renders fast and its pre_render output whole while two sites flood spinning plugins", async () => {
    const { site: quiet, uid: greeter } = await quietSite();
    // Warm: the first render parses the template and starts the sandbox threads (on a busy machine that
    // may take longer than a render waits for its plugins: then the page comes without their output).
    // Each render fires one run, logged whether or not it could run in time.
    let warmRuns = 0;
    while (warmRuns < 20 && !(await render(quiet)).text.includes('[hi /quiet]')) {
      warmRuns += 1;
      await sleep(250);
    }
    warmRuns += 1;
    const alone: number[] = [];
    for (let i = 0; i < 20; i++) alone.push((await render(quiet)).ms);

    // Short enough that a spinner gets its CPU time within its wall-clock allowance (10 s) even on a
    // saturated machine, where a sandbox thread (nice 10) may get a few per cent of a core.
    const limit = 300;
    const hostile = await Promise.all([newSite('Hostile A'), newSite('Hostile B')]);
    const spinners = await Promise.all(hostile.map((s) => plugin(s, { name: 'spinner', hooks: ['lead_received'], code: 'function lead_received() { while (1) {} }', timeoutMs: limit })));
    const floods = hostile.map((s) => flood(s, 6));
    // Every sandbox thread a hostile site may take is spinning by now.
    await sleep(1000);
    const during: number[] = [];
    const texts: string[] = [];
    for (let i = 0; i < 30; i++) {
      const r = await render(quiet);
      expect(r.status).toBe(200);
      during.push(r.ms);
      texts.push(r.text);
      await sleep(50);
    }
    await Promise.all(floods.map((f) => f.stop()));
    const fmt = (xs: number[]) =>
      `p50 ${percentile(xs, 0.5).toFixed(1)} ms, p95 ${percentile(xs, 0.95).toFixed(1)} ms, p99 ${percentile(xs, 0.99).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
    console.log(`quiet render alone: ${fmt(alone)}; under the flood: ${fmt(during)} (${during.map(Math.round).join(' ')}); hostile leads answered: ${floods.map((f) => f.statuses.length).join(', ')}`);

    // The site log's plugin.run rows, newest first: the 30 runs fired under the flood.
    const logged = await api(quiet.host).get('/api/v1/logs?page_size=30&kind=plugin.run', { token: quiet.ownerToken });
    const flooded = (data(logged).items as { data: { wallMs: number; queuedMs: number } }[]).map((x) => x.data);
    console.log(`quiet plugin under the flood: waited for a thread at most ${Math.max(...flooded.map((x) => x.queuedMs))} ms, answered within ${fmt(flooded.map((x) => x.wallMs))}`);
    // Its runs started at once: a thread is kept ready for a site with no run going.
    expect(flooded.length).toBe(30);
    expect(Math.max(...flooded.map((x) => x.queuedMs))).toBeLessThan(100);
    // Every render kept its plugin's output (so none waited out the 1 s a page gives its pre_render
    // plugins), and none was slow: p50 under 100 ms and p95 under 300 ms, or within 3 x the quiet site's
    // own figures alone where the machine is that slow anyway (a shared machine here: alone, single
    // renders of 150-300 ms were seen). Before: p50 282-575 ms, p95 672-1287 ms, 2-4 of 30 pages without
    // the output (with 1000 ms spinners: p50 1441 ms, p95 2749 ms, 6-15 of 30 without).
    expect(
      texts.filter((t) => !t.includes('[hi /quiet]')),
      'renders without the plugin output',
    ).toEqual([]);
    expect(percentile(during, 0.5), `render ms ${during.map(Math.round)}`).toBeLessThan(Math.max(100, 3 * percentile(alone, 0.5)));
    expect(percentile(during, 0.95), `render ms ${during.map(Math.round)}`).toBeLessThan(Math.max(300, 3 * percentile(alone, 0.95)));
    // A refused or failed lead_received run never fails the lead.
    for (const f of floods) expect(new Set(f.statuses)).toEqual(new Set([201]));

    // The quiet plugin ran for every render and was never stopped.
    const quietRuns = await runsUntil(quiet, greeter, (rows) => rows.length >= warmRuns + 20 + 30);
    expect(quietRuns.length).toBe(warmRuns + 20 + 30);
    expect(quietRuns.slice(0, 20 + 30).filter((r) => !r.ok)).toEqual([]);

    // The spinners were stopped by their CPU limit, and their run log says so.
    for (const [i, s] of hostile.entries()) {
      const byCpu = (r: RunRow) => r.error?.startsWith(`stopped: used its ${limit} ms of CPU time`) ?? false;
      const rows = await runsUntil(s, spinners[i]!, (rs) => rs.some(byCpu));
      const stopped = rows.filter(byCpu);
      expect(stopped.length, JSON.stringify(rows.slice(0, 3))).toBeGreaterThan(0);
      for (const r of stopped) {
        expect(r.ok).toBe(false);
        // The time charged is the thread's own CPU time: about the limit, however long the wall clock ran.
        expect(r.durationMs).toBeGreaterThanOrEqual(limit);
        expect(r.durationMs).toBeLessThanOrEqual(limit + 100);
      }
    }
  }, 90_000);

  it("refuses a site's runs beyond its queue, with the reason in its run log, and still stores the leads", async () => {
    const site = await newSite('Queue flood');
    // Ten spinning plugins per lead and five leads at once: more runs than one site may queue.
    const uids: string[] = [];
    for (let i = 0; i < 10; i++) uids.push(await plugin(site, { name: `spin${i}`, hooks: ['lead_received'], code: 'function lead_received() { while (1) {} }', timeoutMs: 50 }));
    const answers = await Promise.all(Array.from({ length: 5 }, (_, n) => api(site.host).post('/api/v1/leads', { form: 'flood', data: { n } })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const all = (await Promise.all(uids.map((uid) => runsUntil(site, uid, (rows) => rows.length >= 5)))).flat();
    expect(all.length).toBe(50);
    const refused = all.filter((r) => r.error?.startsWith('not run: ') && r.error.includes('already waiting'));
    expect(refused.length, JSON.stringify(all.map((r) => r.error))).toBeGreaterThan(0);
    for (const r of refused) expect(r).toMatchObject({ ok: false, durationMs: 0, error: expect.stringMatching(/^not run: .* already waiting/) });
    // The rest ran and were stopped by their CPU limit, or waited their turn too long on a busy machine.
    for (const r of all.filter((x) => !refused.includes(x))) expect(r.error).toMatch(/^stopped: used its 50 ms of CPU time|^not run: it could not start within 5000 ms/);
  }, 60_000);
});
