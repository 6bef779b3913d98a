import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { env } from '@/lib/env';
import { FetchRefused, safeFetch } from '@/lib/net/safe-fetch';
import { PLUGIN_LIMITS, SANDBOX_LIMITS } from '@/lib/plugins/limits';
import { processSingleton } from '@/lib/process-singleton';
import { log } from '@/lib/server-log';
import type { FetchRequest, FetchResponse, FromWorker, SandboxJob, ToWorker } from './protocol';

// Plugin code runs in QuickJS inside a small pool of worker threads (./worker.mjs): a plugin that
// loops never blocks the thread that serves requests. The worker stops a plugin at its deadline
// (QuickJS's interrupt handler) and at its memory cap; this side keeps a wall-clock backstop: a worker
// that has not answered by timeoutMs + BACKSTOP_MARGIN_MS is terminated and replaced (a long native
// call inside QuickJS, such as filling a huge array in a full heap, polls no interrupt).
//
// Threads: twice the cores, 2 to 4 (PLUGIN_WORKERS). They run at a lower CPU priority than the
// request threads (./worker.mjs), so a plugin spinning to its deadline does not slow other sites.
//
// Fairness between sites: one site runs at most `siteCap` jobs at once (all workers but one), and
// waiting jobs are taken round-robin by site, so one site's runaway plugins delay another site's by at
// most one plugin time limit. A site's queue is bounded (QUEUE_PER_SITE) and a job that could not start
// within QUEUE_WAIT_MS fails instead of waiting on.

export type { SandboxJob };

export interface SandboxOutcome {
  ok: boolean;
  // The hook's return value (parsed JSON), null when it returned nothing.
  result: unknown;
  error: string | null;
  durationMs: number;
  output: string[];
}

// The worker's own deadline is timeoutMs; this much later the backstop terminates it.
export const BACKSTOP_MARGIN_MS = 30;
const QUEUE_PER_SITE = 100;
const QUEUE_WAIT_MS = PLUGIN_LIMITS.timeoutMs.max;
const IDLE_WORKER_MS = 5 * 60_000;
const WARM_THREADS = 2;
// The worker's own V8 heap holds only capped strings (the QuickJS heap is WebAssembly memory, capped
// per run by the plugin's memoryMb).
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };

// Loaded from disk at run time (Next.js must not bundle it): under `npm start`, `next start` and on
// Vercel the working directory is the app's root (next.config.ts traces the file for Vercel).
const WORKER_FILE = path.join(process.cwd(), 'lib', 'plugins', 'sandbox', 'worker.mjs');

interface Waiting {
  job: SandboxJob;
  resolve: (outcome: SandboxOutcome) => void;
  expires: NodeJS.Timeout;
}

interface Running extends Waiting {
  id: number;
  startedAt: number;
  backstop: NodeJS.Timeout;
  fetches: number;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  running: Running | null;
  idle: NodeJS.Timeout | null;
}

const failed = (error: string, durationMs = 0, output: string[] = []): SandboxOutcome => ({ ok: false, result: null, error, durationMs, output });

class SandboxPool {
  private readonly slots = new Set<Slot>();
  private readonly queues = new Map<string, Waiting[]>();
  private readonly runningBySite = new Map<string, number>();
  // Round-robin over sites with waiting jobs: the site served last goes to the back.
  private readonly turn: string[] = [];
  private nextId = 0;

  constructor(
    readonly size: number,
    readonly siteCap: number,
  ) {}

  run(job: SandboxJob): Promise<SandboxOutcome> {
    return new Promise((resolve) => {
      const queue = this.queues.get(job.siteUid) ?? [];
      if (queue.length >= QUEUE_PER_SITE) return resolve(failed(`not run: ${QUEUE_PER_SITE} runs of this site's plugins are already waiting`));
      const waiting: Waiting = {
        job,
        resolve,
        expires: setTimeout(() => this.expire(waiting), QUEUE_WAIT_MS),
      };
      queue.push(waiting);
      if (!this.queues.has(job.siteUid)) {
        this.queues.set(job.siteUid, queue);
        this.turn.push(job.siteUid);
      }
      this.pump();
    });
  }

  private expire(waiting: Waiting): void {
    const queue = this.queues.get(waiting.job.siteUid);
    const i = queue?.indexOf(waiting) ?? -1;
    if (!queue || i === -1) return;
    queue.splice(i, 1);
    if (queue.length === 0) this.forgetQueue(waiting.job.siteUid);
    waiting.resolve(failed(`not started within ${QUEUE_WAIT_MS} ms: this site's plugin runs were all busy`, QUEUE_WAIT_MS));
  }

  private forgetQueue(siteUid: string): void {
    this.queues.delete(siteUid);
    const t = this.turn.indexOf(siteUid);
    if (t !== -1) this.turn.splice(t, 1);
  }

  // The next waiting job of the first site in turn that is below its cap.
  private take(): Waiting | undefined {
    for (let i = 0; i < this.turn.length; i++) {
      const site = this.turn[i]!;
      if ((this.runningBySite.get(site) ?? 0) >= this.siteCap) continue;
      const queue = this.queues.get(site)!;
      const waiting = queue.shift()!;
      clearTimeout(waiting.expires);
      this.turn.splice(i, 1);
      if (queue.length === 0) this.queues.delete(site);
      else this.turn.push(site);
      return waiting;
    }
    return undefined;
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (!slot.ready || slot.running) continue;
      const waiting = this.take();
      if (!waiting) return;
      this.dispatch(slot, waiting);
    }
    // Jobs still wait: start workers for them while the pool may grow.
    let waiting = 0;
    for (const q of this.queues.values()) waiting += q.length;
    let starting = 0;
    for (const s of this.slots) if (!s.ready) starting += 1;
    for (; starting < waiting && this.slots.size < this.size; starting++) this.spawn();
    // Once in use, a spare stays ready: a thread terminated by the backstop takes ~100 ms to replace.
    while (this.slots.size < Math.min(WARM_THREADS, this.size)) this.spawn();
  }

  private dispatch(slot: Slot, waiting: Waiting): void {
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    const { job } = waiting;
    const id = ++this.nextId;
    const running: Running = {
      ...waiting,
      id,
      startedAt: performance.now(),
      fetches: 0,
      backstop: setTimeout(() => this.stopRunaway(slot, running), job.timeoutMs + BACKSTOP_MARGIN_MS),
    };
    slot.running = running;
    this.runningBySite.set(job.siteUid, (this.runningBySite.get(job.siteUid) ?? 0) + 1);
    const message: ToWorker = { type: 'run', id, key: job.key, code: job.code, hook: job.hook, event: job.event, timeoutMs: job.timeoutMs, memoryMb: job.memoryMb, limits: SANDBOX_LIMITS };
    slot.worker.postMessage(message);
  }

  private finish(slot: Slot, outcome: Omit<SandboxOutcome, 'durationMs'>): void {
    const running = slot.running;
    if (!running) return;
    clearTimeout(running.backstop);
    slot.running = null;
    const site = running.job.siteUid;
    const n = (this.runningBySite.get(site) ?? 1) - 1;
    if (n > 0) this.runningBySite.set(site, n);
    else this.runningBySite.delete(site);
    running.resolve({ ...outcome, durationMs: Math.round(performance.now() - running.startedAt) });
    if (this.slots.has(slot)) slot.idle = setTimeout(() => this.retire(slot), IDLE_WORKER_MS).unref();
    this.pump();
  }

  private stopRunaway(slot: Slot, running: Running): void {
    if (slot.running !== running) return;
    this.retire(slot);
    this.finish(slot, failed(`stopped after ${running.job.timeoutMs} ms (+${BACKSTOP_MARGIN_MS} ms): the plugin did not yield to its deadline, its sandbox thread was terminated`));
    this.spawn();
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
    const slot: Slot = { worker, ready: false, running: null, idle: null };
    this.slots.add(slot);
    worker.on('message', (msg: FromWorker) => this.onMessage(slot, msg));
    worker.on('error', (err) => log.error({ err }, 'plugin sandbox worker failed'));
    worker.on('exit', (code) => this.onExit(slot, code));
  }

  private onMessage(slot: Slot, msg: FromWorker): void {
    switch (msg.type) {
      case 'ready':
        slot.ready = true;
        slot.idle = setTimeout(() => this.retire(slot), IDLE_WORKER_MS).unref();
        this.pump();
        return;
      case 'failed':
        log.error({ error: msg.error }, 'plugin sandbox could not load QuickJS');
        this.retire(slot);
        this.failAll(`the plugin sandbox could not start: ${msg.error}`);
        return;
      case 'fetch':
        void this.fetchFor(slot, msg.id, msg.fetchId, msg.request);
        return;
      case 'done': {
        if (slot.running?.id !== msg.id) return;
        let result: unknown = null;
        if (msg.ok && msg.result !== null) {
          try {
            result = JSON.parse(msg.result);
          } catch {
            return this.finish(slot, failed('the result is not JSON', 0, msg.output));
          }
        }
        this.finish(slot, { ok: msg.ok, result, error: msg.error, output: msg.output });
      }
    }
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

  // fetch() of plugin code, done here through the SSRF-guarded client, within the run's time left.
  private async fetchFor(slot: Slot, id: number, fetchId: number, request: FetchRequest): Promise<void> {
    const running = slot.running;
    if (!running || running.id !== id) return;
    running.fetches += 1;
    const left = running.job.timeoutMs - (performance.now() - running.startedAt);
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
    const size = poolSize();
    return new SandboxPool(size, Math.max(1, size - 1));
  });

// Runs one hook function of one plugin version; never throws: a failure is an outcome with ok false.
export function runInSandbox(job: SandboxJob): Promise<SandboxOutcome> {
  return pool().run(job);
}
