// The report: the main table (one line per measured row, its ratio to the ceiling), the rows' own
// sections, the targets met or missed, the notes; printed and written to --out as JSON. The order of
// each part is bench/rows/index.mjs's REPORT, so the output stays as it was when the rows were inline.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatTop } from '../profile.mjs';
import { fmtInt, fmtMs } from './format.mjs';
import { CONNECTIONS, CPU_PROF, LOG_DIR, ONLY, OUT, QUICK } from './options.mjs';
import { loadCore, serverCore } from './procs.mjs';
import { t0 } from './progress.mjs';
import { findRow, results, rssText } from './results.mjs';
import { ROOT } from './shared.mjs';

const ok = (r) => r && !r.error && !r.na && typeof r.rps === 'number';

// Targets no single row owns: every process's RSS, and each HTTP row on PGlite against PostgreSQL.
const sharedTargets = {
  'rss-per-process': () => {
    const samples = results.rssSamples.filter((s) => s.rssMb !== null);
    if (!samples.length) return [];
    const worst = samples.reduce((a, b) => (b.rssMb > a.rssMb ? b : a));
    const over = samples.filter((s) => s.rssMb >= 300);
    return [
      {
        name: 'RSS < 300 MB per process',
        status: over.length ? 'missed' : 'met',
        detail: `largest ${worst.rssMb} MB (${worst.instance} ${worst.role}, after ${worst.after})${over.length ? `; ${over.length} samples at or over 300 MB` : ''}`,
      },
    ];
  },
  'pglite-vs-postgres': ({ dbs }) => {
    if (!(dbs.includes('pglite') && dbs.includes('postgres'))) return [{ name: 'PGlite no worse than 2 x PostgreSQL', status: 'n/a', detail: 'needs both databases' }];
    const pairs = ['cached', 'uncached', 'posts', 'lead', 'next']
      .map((id) => ({ id, a: findRow(id, 'pglite'), b: findRow(id, 'postgres') }))
      .filter(({ a, b }) => ok(a) && ok(b))
      .map(({ id, a, b }) => ({ id, ratio: a.rps / b.rps }));
    if (!pairs.length) return [];
    const worst = pairs.reduce((x, y) => (y.ratio < x.ratio ? y : x));
    return [
      {
        name: 'PGlite no worse than 2 x PostgreSQL (req/s per row)',
        status: pairs.every((p) => p.ratio >= 0.5) ? 'met' : 'missed',
        detail: `PGlite/PostgreSQL: ${pairs.map((p) => `${p.id} ${p.ratio.toFixed(2)}`).join(', ')} (worst ${worst.id})`,
      },
    ];
  },
};

function table(rowModules, order) {
  const entries = new Map(rowModules.flatMap((m) => m.table ?? []).map((e) => [e.id, e]));
  const ceiling = findRow('ceiling', '-');
  const out = [];
  const header = ['scenario', 'db', 'req/s', 'p50 ms', 'p99 ms', 'x ceil', 'RSS MB after', 'notes'];
  const rows = [];
  for (const id of order) {
    const entry = entries.get(id);
    for (const r of results.rows.filter((x) => x.id === id)) {
      const label = entry.label;
      if (r.error) {
        rows.push([label, r.db, '-', '-', '-', '-', '-', `FAILED: ${r.error.slice(0, 80)}`]);
        continue;
      }
      if (r.na) {
        rows.push([label, r.db, '-', '-', '-', '-', '-', `n/a: ${r.na}`]);
        continue;
      }
      if (entry.cells) {
        rows.push([label, r.db, ...entry.cells(r)]);
        continue;
      }
      const notes = [];
      if (typeof r.serverCpu === 'number') notes.push(`server CPU ${r.serverCpu.toFixed(0)}%, others ${r.othersOnServerCore.toFixed(0)}%`);
      if (r.bad) notes.push(`${r.bad} bad answers ${JSON.stringify(r.statusCodes)}`);
      if (r.detail) notes.push(r.detail);
      rows.push([
        label,
        r.db,
        fmtInt(r.rps),
        fmtMs(r.p50),
        fmtMs(r.p99),
        ceiling?.rps && id !== 'ceiling' ? (r.rps / ceiling.rps).toFixed(3) : id === 'ceiling' ? '1' : '-',
        r.rss ? rssText(r.rss) : '-',
        notes.join('; '),
      ]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const numeric = new Set([2, 3, 4, 5]);
  const fmtRow = (r) =>
    r
      .map((c, i) => (i === r.length - 1 ? String(c) : numeric.has(i) ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  out.push(fmtRow(header));
  out.push(widths.map((w, i) => '-'.repeat(i === widths.length - 1 ? Math.max(5, w) : w)).join('  '));
  for (const r of rows) out.push(fmtRow(r));
  out.push('RSS: srv = serving worker, sb = standby worker, pri = cluster primary (VmRSS after the row)');
  out.push(`server CPU: the server's processes' CPU during the runs (100% = core ${serverCore} saturated); others: core ${serverCore}'s time used by other processes`);
  return out.join('\n');
}

function targets(byId, order) {
  const dbs = [...new Set(results.rows.map((r) => r.db).filter((d) => d !== '-'))];
  const t = { rows: results.rows, findRow, dbs, ok, fmtInt, fmtMs };
  return order.flatMap((id) => (sharedTargets[id] ?? byId.get(id).targets)(t));
}

// Fills results (targets, notes, end time), prints the report and writes the JSON.
export function finish(rowModules, layout, profiles) {
  const byId = new Map(rowModules.map((m) => [m.id, m]));
  results.meta.finished = new Date().toISOString();
  results.meta.seconds = Math.round((Date.now() - t0) / 1000);
  results.meta.loadavgAtEnd = os.loadavg();
  results.targets = targets(byId, layout.targets).filter((t) => !ONLY || t.status !== 'n/a');
  // A row whose server was not busy was limited by something else: other processes on the server
  // core (a shared machine), or the load generator (one autocannon process on one core).
  for (const r of results.rows.filter((x) => typeof x.serverCpu === 'number' && x.serverCpu < 80)) {
    const what = `${r.label}${r.db !== '-' ? ` [${r.db}]` : ''}: server CPU ${r.serverCpu.toFixed(0)}%`;
    if (r.othersOnServerCore >= 20) results.notes.push(`${what}, other processes ${r.othersOnServerCore.toFixed(0)}% of core ${serverCore}: a shared core, this number is low`);
    else if (r.id === 'ceiling' || r.id === 'cached' || r.id.startsWith('analytics-')) results.notes.push(`${what}: the load generator (autocannon, one core), not the server, set this number`);
    else results.notes.push(`${what}: the server waited (database, locks or the load side) more than it computed`);
  }

  const lines = [];
  lines.push('');
  lines.push(`Platform bench (issue 10 part 7) — ${results.meta.started}, commit ${results.meta.commit}, ${results.meta.cpus} cores, node ${results.meta.node}`);
  lines.push(
    `server on core ${serverCore} (npm start: cluster primary + serving + standby worker), autocannon on core ${loadCore}, ${CONNECTIONS} connections, ${results.meta.method}${QUICK ? ' (--quick: smoke run)' : ''}`,
  );
  lines.push('');
  lines.push(table(rowModules, layout.table));
  for (const id of layout.sections) lines.push(...byId.get(id).section({ rows: results.rows }));
  lines.push('');
  lines.push('Targets');
  const w = Math.max(...results.targets.map((t) => t.name.length));
  for (const t of results.targets) lines.push(`  ${t.status.padEnd(6)}  ${t.name.padEnd(w)}  ${t.detail}`);
  for (const n of results.notes) lines.push(`note: ${n}`);
  for (const p of profiles) {
    lines.push('');
    lines.push(`CPU profile, ${CPU_PROF} row [${p.db}] (${fmtInt(p.rps)} req/s under the profiler): ${path.relative(ROOT, p.file)}`);
    lines.push(formatTop(p.summary, 15));
  }
  for (const p of results.profiles.filter((x) => x.error)) lines.push(`CPU profile [${p.db}]: FAILED: ${p.error}`);
  lines.push('');
  lines.push(`${results.meta.seconds} s; JSON: ${path.relative(ROOT, OUT)}; server logs: ${path.relative(ROOT, LOG_DIR)}/`);
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(
    OUT,
    JSON.stringify(results, (_k, v) => (v === Infinity ? 'Infinity' : v), 2),
  );
  console.log(lines.join('\n'));
}
