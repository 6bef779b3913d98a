import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

// lib/domains/messaging/plugins/sandbox/thread-clock.mjs: plugin limits are CPU time on the sandbox thread's own clock.
// Node 20 has no process.threadCpuUsage(), so on Linux the clock is /proc/thread-self: this checks
// that it really is the calling thread's clock and not the process's, with real threads.
const CLOCK = path.resolve(__dirname, '../../lib/domains/messaging/plugins/sandbox/thread-clock.mjs');

interface Reading {
  source: string;
  perThread: boolean;
  cpuMs: number;
  wallMs: number;
}

// A thread that spins (or sleeps) for `ms` of wall clock and reports what its own clock saw meanwhile.
function thread(mode: 'spin' | 'sleep', ms: number): Promise<Reading> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    import(workerData.clock).then(async ({ threadClock }) => {
      const clock = threadClock();
      const c0 = clock.cpuMs();
      const t0 = performance.now();
      if (workerData.mode === 'spin') while (performance.now() - t0 < workerData.ms) {}
      else await new Promise((r) => setTimeout(r, workerData.ms));
      parentPort.postMessage({ source: clock.source, perThread: clock.perThread, cpuMs: clock.cpuMs() - c0, wallMs: performance.now() - t0 });
    });`;
  return new Promise((resolve, reject) => {
    const w = new Worker(code, { eval: true, workerData: { clock: `file://${CLOCK}`, mode, ms } });
    w.once('message', (m: Reading) => {
      resolve(m);
      void w.terminate();
    });
    w.once('error', reject);
  });
}

describe('thread clock', () => {
  it('counts only the calling thread: a sleeping thread beside two spinning ones sees almost nothing', async () => {
    const before = process.cpuUsage();
    const [a, b, idle] = await Promise.all([thread('spin', 400), thread('spin', 400), thread('sleep', 400)]);
    const process_ = process.cpuUsage(before);
    console.log(
      `clock ${a.source}: spinning ${a.cpuMs.toFixed(1)} and ${b.cpuMs.toFixed(1)} ms of CPU in ${a.wallMs.toFixed(0)} ms, sleeping ${idle.cpuMs.toFixed(1)} ms; the process ${((process_.user + process_.system) / 1000).toFixed(0)} ms`,
    );
    if (!a.perThread) return; // a platform without a per-thread clock: nothing to check
    // Node 20 (here): no process.threadCpuUsage, so the Linux fallback is what is measured.
    if (!('threadCpuUsage' in process) && process.platform === 'linux') expect(a.source).toMatch(/^\/proc\/thread-self/);
    // A spinning thread's clock moves (how far depends on how busy the machine is) but never faster
    // than the wall clock (one tick of slack), as a process-wide clock would with two threads spinning.
    for (const r of [a, b]) {
      expect(r.cpuMs).toBeGreaterThan(5);
      expect(r.cpuMs).toBeLessThanOrEqual(r.wallMs + 15);
    }
    // The sleeping thread ran for the same wall time while the others burned CPU: its own clock stays near zero.
    expect(idle.cpuMs).toBeLessThan(Math.min(a.cpuMs, b.cpuMs) / 2);
    expect(idle.cpuMs).toBeLessThan(30);
  });
});
