// The cost of a wired lead_received plugin (issue 12): lead submits against two fresh sites of the same
// server, one without plugins and one with a single small lead_received plugin, measured in the same
// run and interleaved (none, plugin, none, plugin, …) so that drift on a shared machine hits both alike.
// Two loads: CONNECTIONS connections through autocannon (throughput; p50 there is mostly queueing,
// about connections / req/s, and autocannon's percentiles are whole milliseconds) and one connection,
// requests one after another from this process (on the load core) timed to the microsecond: the latency
// a submitter sees, where the target (the plugin's p50 cost <= 2 ms) is read. Warm-up, median of
// CFG.runs runs each. Its row: bench/rows/plugins.mjs (after the HTTP rows of each database).
import http from 'node:http';

const PLUGIN_CODE = `function lead_received(event) {
  const data = event.lead.data;
  const email = String(data.email || '').toLowerCase();
  return { emailDomain: email.split('@')[1] || null, longMessage: String(data.message || '').length > 40 };
}`;

const FORM = { form: 'contact', _redirect: '/thanks', name: 'Bench Visitor', email: 'Visitor@Example.test', message: 'A question about the Huila lot: is it still in stock?' };

async function newSite(port, request, tag) {
  const subdomain = `plug${tag}${Math.random().toString(36).slice(2, 8)}`;
  const r = await request(port, 'localhost', 'POST', '/api/v1/sites/new', { json: { subdomain, name: `Plugins ${tag}`, email: `${subdomain}@example.test`, password: 'bench-owner-password' } });
  if (r.status !== 201) throw new Error(`POST /api/v1/sites/new: ${r.status} ${r.text.slice(0, 200)}`);
  return { host: `${subdomain}.localhost`, auth: { authorization: `Bearer ${r.json.data.token}` } };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

// One connection (keep-alive), one request at a time, for `seconds`: req/s and exact percentiles.
async function sequential(t, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(t.url);
  const times = [];
  let bad = 0;
  const statusCodes = {};
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  while (performance.now() < end) {
    const t0 = performance.now();
    const status = await new Promise((resolve, reject) => {
      const req = http.request({ agent, host: url.hostname, port: url.port, path: url.pathname, method: t.method, headers: { ...t.headers, 'content-length': Buffer.byteLength(t.body) } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      });
      req.on('error', reject);
      req.end(t.body);
    });
    times.push(performance.now() - t0);
    statusCodes[status] = (statusCodes[status] ?? 0) + 1;
    if (Math.floor(status / 100) !== (t.expect === '2xx' ? 2 : 3)) bad += 1;
  }
  agent.destroy();
  const sorted = times.sort((a, b) => a - b);
  return { rps: times.length / ((performance.now() - started) / 1000), p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), bad, statusCodes };
}

// ctx: { db, port, request, cannon, progress, cfg, connections, cpuTicks }
export async function pluginLeadRows(ctx) {
  const { db, port, request, cannon, progress, cfg, connections } = ctx;
  const none = await newSite(port, request, 'none');
  const wired = await newSite(port, request, 'one');
  const created = await request(port, wired.host, 'POST', '/api/v1/plugins', { headers: wired.auth, json: { name: 'lead enricher', hooks: ['lead_received'], code: PLUGIN_CODE } });
  if (created.status !== 201) throw new Error(`POST /api/v1/plugins: ${created.status} ${created.text.slice(0, 200)}`);
  // The plugin really runs: its fields are in the lead the POST answers.
  const check = await request(port, wired.host, 'POST', '/api/v1/leads', { json: { form: 'contact', data: { email: 'A@B.example', message: 'x' } } });
  if (check.status !== 201 || check.json?.data?.item?.data?.emailDomain !== 'b.example') throw new Error(`the plugin's fields are not in the lead: ${check.status} ${check.text.slice(0, 200)}`);

  // A browser's form post (303; its plugins run after the answer) and an API client's JSON submit (201
  // showing what the plugins added, so it waits for them).
  const target = (site, conns, json) => ({
    url: `http://127.0.0.1:${port}/api/v1/leads`,
    method: 'POST',
    headers: { host: site.host, 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
    body: json ? JSON.stringify({ form: FORM.form, data: { name: FORM.name, email: FORM.email, message: FORM.message } }) : new URLSearchParams(FORM).toString(),
    expect: json ? '2xx' : '3xx',
    connections: conns,
  });
  const rows = [];
  for (const [conns, json] of [
    [connections, false],
    [1, false],
    [1, true],
  ]) {
    const label = `[${db}] lead ${json ? 'JSON submit' : 'form post'}, ${conns} connection${conns === 1 ? '' : 's'}: no plugin vs one lead_received plugin`;
    const load = (t) => (conns === 1 ? sequential(t, t.seconds) : cannon(t));
    progress(`${label}: warm-up ${cfg.warmup} s each`);
    await load({ ...target(none, conns, json), seconds: cfg.warmup });
    await load({ ...target(wired, conns, json), seconds: cfg.warmup });
    const runs = { none: [], plugin: [] };
    for (let i = 0; i < cfg.runs; i++) {
      for (const [key, site] of [
        ['none', none],
        ['plugin', wired],
      ]) {
        const r = await load({ ...target(site, conns, json), seconds: cfg.seconds });
        runs[key].push(r);
        progress(
          `${label}: run ${i + 1}/${cfg.runs} ${key}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms${r.bad ? `, ${r.bad} bad answers ${JSON.stringify(r.statusCodes)}` : ''}`,
        );
      }
    }
    const sum = (list) => ({
      rps: median(list.map((r) => r.rps)),
      p50: median(list.map((r) => r.p50)),
      p99: median(list.map((r) => r.p99)),
      bad: list.reduce((n, r) => n + r.bad, 0),
      runs: list.map((r) => ({ rps: r.rps, p50: r.p50, p99: r.p99, bad: r.bad })),
    });
    rows.push({ id: `plugin-lead${json ? '-json' : ''}${conns === 1 ? '-1' : ''}`, db, connections: conns, json, label, none: sum(runs.none), plugin: sum(runs.plugin) });
  }
  // Every run was logged; none should have failed (a failure would mean the sandbox missed a deadline).
  const failed = await request(port, wired.host, 'GET', '/api/v1/logs?kind=plugin.run&level=error&page_size=1', { headers: wired.auth });
  const all = await request(port, wired.host, 'GET', '/api/v1/logs?kind=plugin.run&page_size=1', { headers: wired.auth });
  const counts = { runs: all.json?.data?.pagination?.total_entries ?? null, failed: failed.json?.data?.pagination?.total_entries ?? null };
  for (const r of rows) r.pluginRuns = counts;
  return rows;
}

// Table lines and the target, from the rows above.
export function pluginLeadTable(rows, fmtInt, fmtMs) {
  return rows.map((r) => {
    const d = r.plugin.p50 - r.none.p50;
    return `${r.label.padEnd(86)}  none ${fmtInt(r.none.rps)} req/s p50 ${fmtMs(r.none.p50)} ms p99 ${fmtMs(r.none.p99)} ms · plugin ${fmtInt(r.plugin.rps)} req/s p50 ${fmtMs(r.plugin.p50)} ms p99 ${fmtMs(r.plugin.p99)} ms · p50 +${fmtMs(d)} ms, req/s x${(r.plugin.rps / r.none.rps).toFixed(2)}${r.plugin.bad + r.none.bad ? ` · ${r.plugin.bad + r.none.bad} bad answers` : ''}`;
  });
}

export function pluginLeadTargets(rows, fmtMs) {
  return rows
    .filter((r) => r.connections === 1)
    .map((r) => {
      const d = r.plugin.p50 - r.none.p50;
      return {
        name: `one lead_received plugin costs <= 2 ms p50 per lead ${r.json ? 'JSON submit (waits for it)' : 'form post'} [${r.db}]`,
        status: d <= 2 ? 'met' : 'missed',
        detail: `p50 ${fmtMs(r.plugin.p50)} vs ${fmtMs(r.none.p50)} ms (+${fmtMs(d)}), one connection; ${r.pluginRuns.runs} plugin runs logged, ${r.pluginRuns.failed} failed`,
      };
    });
}
