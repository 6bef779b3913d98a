// Load: autocannon (bench/cannon.mjs) in its own process on the load core, and the median-of-runs
// measurement every HTTP row reports.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { CFG, CONNECTIONS } from './options.mjs';
import { CLK_TCK, coreTicks, loadCore, serverCore } from './procs.mjs';
import { progress } from './progress.mjs';
import { ROOT, median } from './shared.mjs';

// `nice`: a lower priority for this load process, so a latency probe beside it on the load core
// measures the server rather than its own wait for that core (the noisy-neighbour row's hostile loads).
export function cannon({ nice, ...opts }) {
  const command = [process.execPath, path.join(ROOT, 'bench/cannon.mjs'), JSON.stringify({ connections: CONNECTIONS, ...opts })];
  const args = ['-c', loadCore, ...(nice ? ['nice', '-n', String(nice), ...command] : command)];
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err.slice(-500)}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()));
      } catch {
        reject(new Error(`autocannon output unreadable: ${out.slice(-300)} ${err.slice(-300)}`));
      }
    });
  });
}

// Warm-up, then CFG.runs runs; req/s, p50 and p99 are the medians of the runs. `cpuTicks` (the
// server's processes' CPU time) gives the server's CPU use during each run: about 100% means the
// server core was the bottleneck, much less means it waited (on the database, or on the load side).
export async function measure(label, target, cpuTicks = () => 0) {
  progress(`${label}: warm-up ${CFG.warmup} s`);
  await cannon({ ...target, seconds: CFG.warmup });
  const runs = [];
  for (let i = 0; i < CFG.runs; i++) runs.push(await measuredRun(`${label}: run ${i + 1}/${CFG.runs}`, target, cpuTicks));
  return summary(runs);
}

// One run of CFG.seconds, with the server's CPU share and other processes' share of its core.
export async function measuredRun(label, target, cpuTicks) {
  const before = cpuTicks();
  const coreBefore = coreTicks(serverCore);
  const started = performance.now();
  const r = await cannon({ ...target, seconds: CFG.seconds });
  const serverTicks = cpuTicks() - before;
  const coreAfter = coreTicks(serverCore);
  r.serverCpu = (100 * serverTicks) / CLK_TCK / ((performance.now() - started) / 1000);
  // The server core's busy time not spent by the server: other processes on this shared machine.
  r.othersOnServerCore = Math.max(0, (100 * (coreAfter.busy - coreBefore.busy - serverTicks)) / Math.max(1, coreAfter.total - coreBefore.total));
  // The server's CPU time per answered request: what a request costs, however much of the core the server got.
  r.cpuUsPerRequest = r.total > 0 ? (serverTicks / CLK_TCK / r.total) * 1e6 : null;
  progress(
    `${label}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, server CPU ${r.serverCpu.toFixed(0)}%${r.cpuUsPerRequest ? ` (${r.cpuUsPerRequest.toFixed(0)} µs per request)` : ''}, others on core ${serverCore} ${r.othersOnServerCore.toFixed(0)}%${r.bad ? `, ${r.bad} bad answers ${JSON.stringify(r.statusCodes)}` : ''}`,
  );
  return r;
}

export function summary(runs) {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    serverCpu: median(runs.map((r) => r.serverCpu)),
    othersOnServerCore: median(runs.map((r) => r.othersOnServerCore)),
    cpuUsPerRequest: median(runs.map((r) => r.cpuUsPerRequest ?? 0)),
    bad: runs.reduce((n, r) => n + r.bad, 0),
    total: runs.reduce((n, r) => n + r.total, 0),
    statusCodes: runs.reduce((acc, r) => {
      for (const [k, v] of Object.entries(r.statusCodes)) acc[k] = (acc[k] ?? 0) + v;
      return acc;
    }, {}),
    runs: runs.map((r) => ({ rps: r.rps, p50: r.p50, p99: r.p99, bad: r.bad, serverCpu: r.serverCpu, othersOnServerCore: r.othersOnServerCore, cpuUsPerRequest: r.cpuUsPerRequest })),
  };
}
