import type { SANDBOX_LIMITS } from '@/lib/domains/messaging/plugins/limits';

// Messages between the pool (main thread, ./pool.ts) and a sandbox worker (./worker.mjs, plain
// JavaScript that cannot import this file: keep the two in step).

export interface FetchRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface FetchResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

// One plugin run as the pool queues it.
export interface SandboxJob {
  siteUid: string;
  // The plugin version (site, uid, hash of the code): the worker keeps a warm runtime per key.
  key: string;
  code: string;
  hook: string;
  // The event as JSON text; the worker parses it inside QuickJS.
  event: string;
  // CPU time (the worker thread's own clock) plus time waiting for fetches.
  timeoutMs: number;
  memoryMb: number;
  // The caller waits at most this long (ms from now) for the outcome, such as a page render: a run
  // not started by then is dropped, one still running is stopped. Unset: the pool's own bounds.
  waitMs?: number;
}

export type ToWorker =
  // wallMs: the run's wall-clock allowance; giveUpAt: epoch ms at which its caller stops waiting.
  | ({ type: 'run'; id: number; limits: typeof SANDBOX_LIMITS; wallMs: number; giveUpAt: number | null } & Omit<SandboxJob, 'siteUid' | 'waitMs'>)
  | { type: 'fetched'; id: number; fetchId: number; ok: true; response: FetchResponse }
  | { type: 'fetched'; id: number; fetchId: number; ok: false; error: string };

// `cpuMs`: the worker thread's CPU clock (./thread-clock.mjs) when it sent the message; `tid` its OS
// thread id (Linux), `clock` where that clock comes from, `perThread` false when it is the wall clock.
export type FromWorker =
  | { type: 'ready'; tid: number | null; clock: string; perThread: boolean; cpuMs: number }
  | { type: 'failed'; error: string }
  // leftMs: what the run has left of its budget, the fetch's timeout.
  | { type: 'fetch'; id: number; fetchId: number; request: FetchRequest; leftMs: number }
  // `result`: the hook's return value as JSON text (null when it returned nothing serialisable);
  // chargedMs: CPU and fetch waits of the run; wallMs: its wall-clock time in the worker; reloading:
  // the run dropped the QuickJS module, and the worker sends 'ready' again once it is loaded.
  | { type: 'done'; id: number; ok: boolean; result: string | null; error: string | null; output: string[]; chargedMs: number; wallMs: number; cpuMs: number; reloading: boolean };
