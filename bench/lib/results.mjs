// The run's results (written to --out as JSON): meta, one entry per row, RSS samples, notes, profiles.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { CFG, CONNECTIONS, QUICK } from './options.mjs';
import { loadCore, serverCore } from './procs.mjs';
import { progress } from './progress.mjs';
import { ROOT } from './shared.mjs';

export const results = {
  meta: {
    started: new Date().toISOString(),
    quick: QUICK,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    node: process.version,
    loadavgAtStart: os.loadavg(),
    commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim(),
    serverCore,
    loadCore,
    connections: CONNECTIONS,
    method: `${CFG.warmup} s warm-up, median of ${CFG.runs} run(s) of ${CFG.seconds} s`,
  },
  rows: [],
  rssSamples: [],
  notes: [],
  profiles: [],
};
export const row = (r) => {
  results.rows.push(r);
  return r;
};
export const note = (text) => {
  results.notes.push(text);
  progress(`note: ${text}`);
};
export const findRow = (id, db) => results.rows.find((r) => r.id === id && r.db === db);

export function sampleRss(inst, db, after) {
  const procs = inst.rss();
  for (const p of procs) results.rssSamples.push({ db, instance: inst.name, after, ...p });
  return procs;
}
export const rssText = (procs) =>
  procs
    .filter((p) => p.rssMb !== null)
    .map((p) => `${{ serving: 'srv', standby: 'sb', primary: 'pri', server: 'srv', worker: 'wk' }[p.role] ?? p.role} ${p.rssMb}`)
    .join(' · ');
