import os from 'node:os';
import { Piscina } from 'piscina';
import { processSingleton } from '@/lib/shared/process-singleton';

// A small piscina pool of worker threads shared by every site, for work that would hold the event loop
// (long Markdown, validating a large template). Used by lib/liquid/markdown/pool.ts and
// lib/domains/content/templates/validation-pool.ts.
//
// Fair shares: a site's tasks run one at a time (the next waits for the one before), so one site holds
// at most one of the threads and another site's task starts as soon as a thread is free; at most
// `waitingPerSite` wait. A task still waiting or running at its deadline is given up (running: its
// thread is terminated and replaced), so nothing outlives the caller's limit.

type SitePoolRefusal = 'full' | 'late';

export interface SitePoolOptions {
  // The process-wide name of the pool (lib/shared/process-singleton.ts).
  name: string;
  // The worker file, loaded from disk at run time (Next.js must not bundle it).
  filename: string;
  waitingPerSite: number;
  resourceLimits: { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number; stackSizeMb: number };
  // The error a refusal throws: `full` when the site already has `waitingPerSite` tasks, `late` when
  // the deadline came first (`totalMs`: the time the caller allowed).
  refuse: (reason: SitePoolRefusal, totalMs: number) => Error;
}

export interface SitePool<Task, Result> {
  // Starts the first thread now, so the first task of the process does not pay for it.
  warm(): void;
  // Runs `task` for `site` in a worker thread, given up at `deadline` (performance.now()).
  run(site: string, task: Task, deadline: number): Promise<Result>;
}

interface PoolState<Task, Result> {
  piscina: Piscina<Task, Result>;
  // Per site: the end of its last task, and how many are waiting or running.
  tails: Map<string, Promise<void>>;
  counts: Map<string, number>;
}

// Waits for `turn` until `deadline` (performance.now()); false when the deadline came first.
async function waitUntil(turn: Promise<void>, deadline: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, deadline - performance.now()))));
  try {
    return await Promise.race([turn.then(() => true), expired]);
  } finally {
    clearTimeout(timer);
  }
}

export function sitePool<Task, Result>(options: SitePoolOptions): SitePool<Task, Result> {
  const state = (): PoolState<Task, Result> =>
    processSingleton(options.name, () => ({
      piscina: new Piscina<Task, Result>({
        filename: options.filename,
        minThreads: 1,
        maxThreads: Math.min(2, Math.max(1, os.availableParallelism())),
        idleTimeout: 5 * 60_000,
        resourceLimits: options.resourceLimits,
      }),
      tails: new Map(),
      counts: new Map(),
    }));

  async function run(site: string, task: Task, deadline: number): Promise<Result> {
    const { piscina, tails, counts } = state();
    const total = Math.round(Math.max(0, deadline - performance.now()));
    const count = counts.get(site) ?? 0;
    if (count >= options.waitingPerSite) throw options.refuse('full', total);
    counts.set(site, count + 1);
    const before = tails.get(site) ?? Promise.resolve();
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    const tail = before.then(() => mine);
    tails.set(site, tail);
    try {
      if (!(await waitUntil(before, deadline))) throw options.refuse('late', total);
      const left = Math.floor(deadline - performance.now());
      if (left <= 0) throw options.refuse('late', total);
      return await piscina.run(task, { signal: AbortSignal.timeout(left) });
    } catch (err) {
      if (err instanceof Error && err.name === 'AbortError') throw options.refuse('late', total);
      throw err;
    } finally {
      done();
      const left = (counts.get(site) ?? 1) - 1;
      if (left > 0) counts.set(site, left);
      else counts.delete(site);
      if (tails.get(site) === tail) tails.delete(site);
    }
  }

  return { warm: () => void state(), run };
}
