// --cpu-prof [row]: one HTTP row's scenario on one server/server.mjs under --cpu-prof, then the top
// self-time functions (bench/profile.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { selfTimes } from '../profile.mjs';
import { cannon } from './load.mjs';
import { BENCH_DIR, CFG, CPU_PROF, RUN_ID } from './options.mjs';
import { progress } from './progress.mjs';
import { note, results } from './results.mjs';
import { startInstance } from './server.mjs';
import { ROOT } from './shared.mjs';

// `rows`: the HTTP row modules, each with `id` and `scenario(inst, site)`.
export async function profileRun(db, envOpts, site, rows) {
  const dir = path.join(BENCH_DIR, 'prof', `${RUN_ID}-${db}`);
  fs.mkdirSync(dir, { recursive: true });
  progress(`[${db}] --cpu-prof ${CPU_PROF}: starting server/server.mjs under node --cpu-prof --cpu-prof-dir=${path.relative(ROOT, dir)}`);
  const inst = await startInstance(`${db}-profile`, { mode: 'profile', profileDir: dir, ...envOpts });
  let m;
  let window = null;
  try {
    const found = rows.find((x) => x.id === CPU_PROF);
    if (!found) throw new Error(`--cpu-prof ${CPU_PROF}: no such row (${rows.map((x) => x.id).join(', ')})`);
    const scenario = found.scenario(inst, site);
    await scenario.check();
    progress(`[${db}] profiled ${scenario.label}: warm-up ${CFG.warmup} s`);
    await cannon({ ...scenario.target, seconds: CFG.warmup });
    const fromUs = Number(process.hrtime.bigint() / 1000n);
    m = await cannon({ ...scenario.target, seconds: CFG.seconds });
    window = { fromUs, toUs: Number(process.hrtime.bigint() / 1000n) };
    progress(`[${db}] profiled ${scenario.label}: ${m.rps.toFixed(0)} req/s under the profiler${m.bad ? `, ${m.bad} bad answers ${JSON.stringify(m.statusCodes)}` : ''}`);
  } finally {
    await inst.stop();
  }
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  if (!files.length) throw new Error(`no .cpuprofile written in ${dir} (the server must exit cleanly)`);
  // The server's main thread writes the largest profile (Next.js worker threads, if any, write their own).
  const file = files.map((f) => path.join(dir, f)).sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  // Only the measured run (not start-up or the warm-up); the whole profile if the clocks disagree.
  let summary = selfTimes(profile, window);
  if (!summary.samples) {
    note(`${db} profile: no samples inside the measured run's time window; showing the whole profile`);
    summary = selfTimes(profile);
  }
  results.profiles.push({ db, row: CPU_PROF, file: path.relative(ROOT, file), rpsUnderProfiler: m?.rps, top: summary.functions.slice(0, 15), totalUs: summary.totalUs });
  return { db, file, summary, rps: m?.rps };
}
