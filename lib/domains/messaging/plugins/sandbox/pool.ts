import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { env } from '@/lib/shared/env';
import { FetchRefused, safeFetch } from '@/lib/shared/net/safe-fetch';
import { PLUGIN_POOL, SANDBOX_LIMITS, wallAllowanceMs } from '@/lib/domains/messaging/plugins/limits';
import { bridgeSlot, processSingleton } from '@/lib/shared/process-singleton';
import { log } from '@/lib/shared/server-log';
import type { FetchRequest, FetchResponse, FromWorker, SandboxJob, ToWorker } from './protocol';

// Plugin code runs in QuickJS inside a small pool of worker threads (./worker.mjs): a plugin that
// loops never blocks the thread that serves requests. Limits are CPU time on the worker thread's own
// clock (./thread-clock.mjs): the worker stops a plugin when it has used its budget (QuickJS's
// interrupt handler) and at its memory cap. This side keeps a backstop: a worker whose run has used
// timeoutMs + BACKSTOP_MARGIN_MS of CPU without answering (a long native call inside QuickJS, such as
// filling a huge array in a full heap, polls no interrupt), or that has not answered a second after the
// run's wall-clock allowance (PLUGIN_POOL: blocked rather than computing; the worker ends such a run
// itself when it can), is terminated and replaced.
//
// Threads: PLUGIN_WORKERS (twice the cores, 2 to 4) shared ones, and as many again for sites that have
// no run going; all run at a lower CPU priority than the request threads (./worker.mjs).
//
// Fair shares between sites: each site has its own queue (PLUGIN_POOL.queuePerSite runs; one more is
// refused at once, and a run not started within queueWaitMs fails). A free thread takes the next run of
// the waiting site with the fewest runs going, sites taking turns among equals. A site with no run
// going may start one on any free thread, and a thread beyond the busy ones is kept ready for it, so a
// quick plugin of a quiet site starts at once whatever the others run (until more such sites start at
// once than threads are ready, or 2 x PLUGIN_WORKERS threads are busy). A site that already has a run going may start another only while fewer
// than PLUGIN_WORKERS - 1 threads are busy: never more than its share while others wait.

export type { SandboxJob };

export interface SandboxOutcome {
  ok: boolean;
  // The hook's return value (parsed JSON), null when it returned nothing.
  result: unknown;
  error: string | null;
  // The time charged to the run: its thread's CPU time and its waits for fetches.
  durationMs: number;
  // What its caller waited, from the request to the answer (a starved run takes longer than it is
  // charged), and how much of that it waited for a thread.
  wallMs: number;
  queuedMs: number;
  output: string[];
}

// An outcome as the pool makes it; the caller's clock (wallMs, queuedMs) is added when it is answered.
type Outcome = Omit<SandboxOutcome, 'wallMs' | 'queuedMs'>;

// A run that has used its CPU limit plus this much without its worker answering is terminated.
const BACKSTOP_MARGIN_MS = 30;
// A run still going this long after its wall-clock allowance (or its caller's give-up time), its worker
// unable even to stop it, is terminated.
const WALL_BACKSTOP_MARGIN_MS = 1000;
const IDLE_WORKER_MS = 5 * 60_000;
// Threads beyond PLUGIN_WORKERS (for sites with no run going) retire sooner.
const IDLE_EXTRA_WORKER_MS = 30_000;
// Ready threads kept beyond those in use, for the first run of a site with none going (starting a
// thread takes ~100 ms: QuickJS's WebAssembly module loads).
const SPARE_THREADS = 1;
// A site whose runs are refused is named in the server log at most this often.
const REFUSAL_LOG_MS = 60_000;
// The worker's own V8 heap holds only capped strings (the QuickJS heap is WebAssembly memory, capped
// per run by the plugin's memoryMb).
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };
const SCHEDSTAT = '/proc/thread-self/schedstat';
const THREAD_CPU_USAGE = 'process.threadCpuUsage';

// Loaded from disk at run time (Next.js must not bundle it): under `npm start`, `next start` and on
// Vercel the working directory is the app's root (next.config.ts traces the file for Vercel).
const WORKER_FILE = path.join(process.cwd(), 'lib', 'domains', 'messaging', 'plugins', 'sandbox', 'worker.mjs');

interface Waiting {
  job: SandboxJob;
  // Charges the run's time to the host of the request that asked for it (tenant lanes: server/lanes.mjs).
  charge: ((ms: number) => void) | undefined;
  resolve: (outcome: Outcome) => void;
  // performance.now() when it was queued, and when it started on a thread (null while it waits).
  queuedAt: number;
  dispatchedAt: number | null;
  expires: NodeJS.Timeout;
  // Epoch ms at which the caller stops waiting (job.waitMs), or null.
  giveUpAt: number | null;
}

interface Running extends Waiting {
  id: number;
  startedAt: number;
  backstop: NodeJS.Timeout;
  fetches: number;
  // This run's wall-clock allowance (ms from its start).
  wallMs: number;
  // The worker thread's CPU clock when its previous run ended (null: not readable from here).
  cpuBase: number | null;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  running: Running | null;
  // Loading QuickJS again after a run that dropped it: not ready until its next 'ready'.
  reloading: boolean;
  idle: NodeJS.Timeout | null;
  // From the worker's 'ready': its OS thread id and the source of its CPU clock.
  tid: number | null;
  clock: string;
  perThread: boolean;
  // The worker's CPU clock at the end of its last run (or when it was ready).
  cpuMs: number | null;
  // Plugin versions this thread has run: it may still hold their warm runtimes, so a run of one goes
  // back to it when it is free (a plugin's globals live on between runs of its version).
  keys: Set<string>;
}

// Worker#cpuUsage: Node >= 24.6 (the same clock as process.threadCpuUsage inside the thread).
type CpuUsageReader = { cpuUsage?: () => Promise<{ user: number; system: number }> };

// Set by the outer server of a tenant lane (server/server.mjs): called where a run is asked for, it
// returns how to charge that run's thread time to the request's host (the thread's work is the host's,
// though no event loop of the worker ran it).
const threadCharger = () => bridgeSlot('thread-charger')?.();

const failed = (error: string, durationMs = 0, output: string[] = []): Outcome => ({ ok: false, result: null, error, durationMs, output });

class SandboxPool {
  private readonly slots = new Set<Slot>();
  private readonly queues = new Map<string, Waiting[]>();
  private readonly runningBySite = new Map<string, number>();
  // Sites with waiting runs, in turn: the site served last goes to the back.
  private readonly turn: string[] = [];
  private readonly refusalsLogged = new Map<string, number>();
  private nextId = 0;
  // performance.now() of the last run asked for: while the pool is in use its shared threads stay up.
  private lastRunAt = -Infinity;
  private clockLogged = false;
  readonly maxThreads: number;
  // A site with a run going starts another only while fewer threads than this are busy.
  readonly sharedBusy: number;

  // Threads that cannot take a run now: running one, or loading QuickJS again after one (that time
  // counts against the busy bound of the sites with runs going, not against the spare).
  private get busy(): number {
    let n = 0;
    for (const s of this.slots) if (s.running || s.reloading) n += 1;
    return n;
  }

  constructor(readonly size: number) {
    this.maxThreads = 2 * size;
    this.sharedBusy = Math.max(1, size - 1);
  }

  run(job: SandboxJob): Promise<SandboxOutcome> {
    this.lastRunAt = performance.now();
    return new Promise((answer) => {
      const queue = this.queues.get(job.siteUid) ?? [];
      if (queue.length >= PLUGIN_POOL.queuePerSite) {
        this.logRefusal(job.siteUid);
        return answer({ ...failed(`not run: ${PLUGIN_POOL.queuePerSite} runs of this site's plugins are already waiting for a sandbox thread`), wallMs: 0, queuedMs: 0 });
      }
      const waitMs = Math.min(PLUGIN_POOL.queueWaitMs, job.waitMs ?? Infinity);
      const waiting: Waiting = {
        job,
        charge: threadCharger(),
        resolve: (outcome) => {
          const now = performance.now();
          answer({ ...outcome, wallMs: Math.round(now - waiting.queuedAt), queuedMs: Math.round((waiting.dispatchedAt ?? now) - waiting.queuedAt) });
        },
        queuedAt: performance.now(),
        dispatchedAt: null,
        giveUpAt: job.waitMs === undefined ? null : Date.now() + job.waitMs,
        expires: setTimeout(() => this.expire(waiting, waitMs), waitMs),
      };
      queue.push(waiting);
      if (!this.queues.has(job.siteUid)) {
        this.queues.set(job.siteUid, queue);
        this.turn.push(job.siteUid);
      }
      this.pump();
    });
  }

  private logRefusal(siteUid: string): void {
    const now = Date.now();
    if (now - (this.refusalsLogged.get(siteUid) ?? 0) < REFUSAL_LOG_MS) return;
    if (this.refusalsLogged.size > 1000) for (const [site, at] of this.refusalsLogged) if (now - at >= REFUSAL_LOG_MS) this.refusalsLogged.delete(site);
    this.refusalsLogged.set(siteUid, now);
    log.warn({ site: siteUid, queued: PLUGIN_POOL.queuePerSite }, 'plugin runs refused: the site has a full queue of runs waiting for a sandbox thread');
  }

  private expire(waiting: Waiting, waitMs: number): void {
    const queue = this.queues.get(waiting.job.siteUid);
    const i = queue?.indexOf(waiting) ?? -1;
    if (!queue || i === -1) return;
    queue.splice(i, 1);
    if (queue.length === 0) this.forgetQueue(waiting.job.siteUid);
    const why = waiting.job.waitMs !== undefined && waiting.job.waitMs <= waitMs ? 'its caller stopped waiting' : "this site's runs were taking their turns";
    waiting.resolve(failed(`not run: it could not start within ${waitMs} ms (${why})`));
  }

  private forgetQueue(siteUid: string): void {
    this.queues.delete(siteUid);
    const t = this.turn.indexOf(siteUid);
    if (t !== -1) this.turn.splice(t, 1);
  }

  private runningOf(site: string): number {
    return this.runningBySite.get(site) ?? 0;
  }

  // The next run to start: of the waiting site with the fewest runs going (the first in turn among
  // equals); a site with a run going only while fewer than sharedBusy threads are busy.
  private take(): Waiting | undefined {
    let best = -1;
    let fewest = Infinity;
    for (let i = 0; i < this.turn.length && fewest > 0; i++) {
      const n = this.runningOf(this.turn[i]!);
      if (n > 0 && this.busy >= this.sharedBusy) continue;
      if (n < fewest) [best, fewest] = [i, n];
    }
    if (best === -1) return undefined;
    const site = this.turn[best]!;
    const queue = this.queues.get(site)!;
    const waiting = queue.shift()!;
    clearTimeout(waiting.expires);
    this.turn.splice(best, 1);
    if (queue.length === 0) this.queues.delete(site);
    else this.turn.push(site);
    return waiting;
  }

  private pump(): void {
    for (;;) {
      const free = [...this.slots].filter((slot) => slot.ready && !slot.running);
      if (free.length === 0) break;
      const waiting = this.take();
      if (!waiting) break;
      this.dispatch(free.find((slot) => slot.keys.has(waiting.job.key)) ?? free[0]!, waiting);
    }
    this.grow();
  }

  // Threads for the runs that could start now but found none ready, and a spare for a site with no run
  // going, up to maxThreads. Starting threads count as ready soon.
  private grow(): void {
    const wanted = this.wantedThreads();
    while (this.slots.size < wanted) this.spawn();
  }

  private wantedThreads(): number {
    let newcomers = 0;
    let others = 0;
    for (const [site, queue] of this.queues) {
      if (this.runningOf(site) === 0) {
        newcomers += 1;
        others += queue.length - 1;
      } else others += queue.length;
    }
    const startable = newcomers + Math.min(others, Math.max(0, this.sharedBusy - this.busy - newcomers));
    // In use, the shared threads stay started and a spare is ready beyond them, since on a busy machine
    // a new thread takes a while to be ready: a burst of runs of sites that had none going (at worst
    // the share of the sites with runs going and one more site) starts at once. Unused for
    // IDLE_WORKER_MS, they retire down to the one spare.
    const floor = performance.now() - this.lastRunAt < IDLE_WORKER_MS ? this.size : 0;
    return Math.min(this.maxThreads, Math.max(floor, this.busy + startable) + SPARE_THREADS);
  }

  private dispatch(slot: Slot, waiting: Waiting): void {
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    const { job } = waiting;
    // A hint only: bounded, since the thread's own warm runtimes are.
    if (slot.keys.size >= 256) slot.keys.clear();
    slot.keys.add(job.key);
    const id = ++this.nextId;
    waiting.dispatchedAt = performance.now();
    const allowance = wallAllowanceMs(job.timeoutMs);
    const wallMs = Math.max(0, Math.min(allowance, waiting.giveUpAt === null ? Infinity : waiting.giveUpAt - Date.now()));
    const running: Running = {
      ...waiting,
      id,
      startedAt: waiting.dispatchedAt,
      fetches: 0,
      wallMs,
      cpuBase: slot.cpuMs,
      // CPU time never grows faster than the wall clock: nothing to check before the limit has passed.
      backstop: setTimeout(() => void this.checkRunaway(slot, running), Math.min(job.timeoutMs, wallMs) + BACKSTOP_MARGIN_MS),
    };
    slot.running = running;
    this.runningBySite.set(job.siteUid, this.runningOf(job.siteUid) + 1);
    const message: ToWorker = {
      type: 'run',
      id,
      key: job.key,
      code: job.code,
      hook: job.hook,
      event: job.event,
      timeoutMs: job.timeoutMs,
      memoryMb: job.memoryMb,
      limits: SANDBOX_LIMITS,
      wallMs: allowance,
      giveUpAt: waiting.giveUpAt,
    };
    slot.worker.postMessage(message);
  }

  private finish(slot: Slot, outcome: Outcome): void {
    const running = slot.running;
    if (!running) return;
    clearTimeout(running.backstop);
    slot.running = null;
    const site = running.job.siteUid;
    const n = this.runningOf(site) - 1;
    if (n > 0) this.runningBySite.set(site, n);
    else this.runningBySite.delete(site);
    // Its thread's CPU time and its fetch waits (what the run is charged against its own limit too).
    running.charge?.(outcome.durationMs);
    running.resolve(outcome);
    if (this.slots.has(slot)) slot.idle = setTimeout(() => this.retireIdle(slot), this.slots.size > this.size ? IDLE_EXTRA_WORKER_MS : IDLE_WORKER_MS).unref();
    this.pump();
  }

  // An idle thread retires unless the pool still wants it (then it waits another round).
  private retireIdle(slot: Slot): void {
    if (this.slots.size <= this.wantedThreads()) slot.idle = setTimeout(() => this.retireIdle(slot), IDLE_WORKER_MS).unref();
    else this.retire(slot);
  }

  // The worker's CPU clock read from this thread, or null where it cannot be (then the backstop is the
  // wall-clock allowance alone).
  private async threadCpuMs(slot: Slot): Promise<number | null> {
    try {
      if (slot.clock === SCHEDSTAT && slot.tid !== null) return Number(fs.readFileSync(`/proc/self/task/${slot.tid}/schedstat`, 'latin1').split(' ', 1)[0]) / 1e6;
      const reader = (slot.worker as Worker & CpuUsageReader).cpuUsage;
      if (slot.clock === THREAD_CPU_USAGE && typeof reader === 'function') {
        const u = await reader.call(slot.worker);
        return (u.user + u.system) / 1000;
      }
    } catch {
      // the thread ended meanwhile
    }
    return null;
  }

  private async checkRunaway(slot: Slot, running: Running): Promise<void> {
    if (slot.running !== running) return;
    const { timeoutMs } = running.job;
    const cpu = slot.perThread ? await this.threadCpuMs(slot) : null;
    if (slot.running !== running) return;
    const wall = performance.now() - running.startedAt;
    // The worker ends a run at its wall-clock allowance itself; this is for a worker that cannot.
    const wallLimit = running.wallMs + WALL_BACKSTOP_MARGIN_MS;
    const cpuLimit = timeoutMs + BACKSTOP_MARGIN_MS;
    // Without a per-thread clock the worker's limit is the wall clock too.
    const used = !slot.perThread ? wall : cpu !== null && running.cpuBase !== null ? cpu - running.cpuBase : null;
    if (used !== null && used >= cpuLimit)
      return this.stopRunaway(slot, running, `stopped: used its ${timeoutMs} ms of CPU time without yielding (${Math.round(used)} ms when its sandbox thread was terminated)`, Math.round(used));
    if (wall >= wallLimit)
      return this.stopRunaway(slot, running, `stopped after ${Math.round(wall)} ms on the wall clock without answering: its sandbox thread was terminated`, Math.round(used ?? wall));
    const next = Math.min(wallLimit - wall, used === null ? Infinity : Math.max(10, cpuLimit - used));
    running.backstop = setTimeout(() => void this.checkRunaway(slot, running), next);
  }

  private stopRunaway(slot: Slot, running: Running, error: string, durationMs: number): void {
    if (slot.running !== running) return;
    this.retire(slot);
    this.finish(slot, failed(error, durationMs));
  }

  private retire(slot: Slot): void {
    if (!this.slots.delete(slot)) return;
    if (slot.idle) clearTimeout(slot.idle);
    slot.worker.removeAllListeners('exit');
    slot.worker.on('exit', () => {});
    void slot.worker.terminate();
  }

  private spawn(): void {
    const worker = new Worker(WORKER_FILE, { resourceLimits: RESOURCE_LIMITS });
    // Idle sandbox threads never keep the process from exiting.
    worker.unref();
    const slot: Slot = { worker, ready: false, running: null, reloading: false, idle: null, tid: null, clock: 'wall clock', perThread: false, cpuMs: null, keys: new Set() };
    this.slots.add(slot);
    worker.on('message', (msg: FromWorker) => this.onMessage(slot, msg));
    worker.on('error', (err) => log.error({ err }, 'plugin sandbox worker failed'));
    worker.on('exit', (code) => this.onExit(slot, code));
  }

  private onMessage(slot: Slot, msg: FromWorker): void {
    switch (msg.type) {
      case 'ready':
        slot.ready = true;
        slot.reloading = false;
        slot.tid = msg.tid;
        slot.clock = msg.clock;
        slot.perThread = msg.perThread;
        slot.cpuMs = msg.cpuMs;
        this.logClock(msg.clock, msg.perThread);
        if (slot.idle) clearTimeout(slot.idle);
        slot.idle = setTimeout(() => this.retireIdle(slot), this.slots.size > this.size ? IDLE_EXTRA_WORKER_MS : IDLE_WORKER_MS).unref();
        this.pump();
        return;
      case 'failed':
        log.error({ error: msg.error }, 'plugin sandbox could not load QuickJS');
        this.retire(slot);
        this.failAll(`the plugin sandbox could not start: ${msg.error}`);
        return;
      case 'fetch':
        void this.fetchFor(slot, msg.id, msg.fetchId, msg.request, msg.leftMs);
        return;
      case 'done': {
        if (slot.running?.id !== msg.id) return;
        slot.cpuMs = msg.cpuMs;
        if (msg.reloading) {
          slot.ready = false;
          slot.reloading = true;
        }
        let result: unknown = null;
        if (msg.ok && msg.result !== null) {
          try {
            result = JSON.parse(msg.result);
          } catch {
            return this.finish(slot, failed('the result is not JSON', msg.chargedMs, msg.output));
          }
        }
        this.finish(slot, { ok: msg.ok, result, error: msg.error, output: msg.output, durationMs: msg.chargedMs });
      }
    }
  }

  // Once per process: where the CPU limits come from (the wall clock where no per-thread clock is).
  private logClock(clock: string, perThread: boolean): void {
    if (this.clockLogged) return;
    this.clockLogged = true;
    if (perThread) log.info({ clock }, "plugin limits are CPU time on each sandbox thread's own clock");
    else log.warn({ clock }, 'plugin limits fall back to the wall clock: no per-thread CPU clock here (Node >= 23.9 or Linux has one)');
  }

  private onExit(slot: Slot, code: number): void {
    if (!this.slots.delete(slot)) return;
    if (slot.idle) clearTimeout(slot.idle);
    if (slot.running) this.finish(slot, failed(`the plugin's sandbox thread ended (exit code ${code}): it ran out of memory outside QuickJS or crashed`));
    else this.pump();
  }

  private failAll(error: string): void {
    for (const [site, queue] of this.queues) {
      for (const w of queue) {
        clearTimeout(w.expires);
        w.resolve(failed(error));
      }
      this.forgetQueue(site);
    }
  }

  // fetch() of plugin code, done here through the SSRF-guarded client, within the run's time left
  // (`leftMs`: of its budget, as the worker counts it; and of its wall-clock allowance).
  private async fetchFor(slot: Slot, id: number, fetchId: number, request: FetchRequest, leftMs: number): Promise<void> {
    const running = slot.running;
    if (!running || running.id !== id) return;
    running.fetches += 1;
    const left = Math.min(leftMs, running.wallMs - (performance.now() - running.startedAt));
    let answer: ToWorker;
    if (running.fetches > SANDBOX_LIMITS.fetches) answer = { type: 'fetched', id, fetchId, ok: false, error: `at most ${SANDBOX_LIMITS.fetches} fetches per invocation` };
    else if (left < 1) answer = { type: 'fetched', id, fetchId, ok: false, error: 'no time left' };
    else {
      try {
        const headers = Object.fromEntries(Object.entries(request.headers).filter(([k]) => !HOP_HEADERS.has(k.toLowerCase())));
        const res = await safeFetch(request.url, { method: request.method, headers, body: request.body, timeoutMs: Math.ceil(left), maxBytes: SANDBOX_LIMITS.fetchResponseBytes, maxRedirects: 3 });
        answer = { type: 'fetched', id, fetchId, ok: true, response: responseOf(res) };
      } catch (err) {
        answer = { type: 'fetched', id, fetchId, ok: false, error: err instanceof FetchRefused || err instanceof Error ? err.message : String(err) };
      }
    }
    // The run may have ended (or its worker gone) meanwhile: then nobody waits for it.
    if (slot.running === running && this.slots.has(slot)) slot.worker.postMessage(answer);
  }
}

// Headers a plugin may not set: the client sets them from the URL and the body.
const HOP_HEADERS = new Set(['host', 'content-length', 'connection', 'transfer-encoding', 'keep-alive', 'upgrade', 'te', 'trailer', 'expect']);

function responseOf(res: { status: number; headers: Record<string, string | string[] | undefined>; body: string }): FetchResponse {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
  return { status: res.status, headers, body: res.body };
}

function poolSize(): number {
  return env.PLUGIN_WORKERS ?? Math.min(4, Math.max(2, 2 * os.availableParallelism()));
}

const pool = () =>
  processSingleton('plugin-sandbox-pool', () => {
    return new SandboxPool(poolSize());
  });

// Runs one hook function of one plugin version; never throws: a failure is an outcome with ok false.
export function runInSandbox(job: SandboxJob): Promise<SandboxOutcome> {
  return pool().run(job);
}
