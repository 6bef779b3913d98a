import type { SANDBOX_LIMITS } from '@/lib/plugins/limits';

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
  timeoutMs: number;
  memoryMb: number;
}

export type ToWorker =
  | ({ type: 'run'; id: number; limits: typeof SANDBOX_LIMITS } & Omit<SandboxJob, 'siteUid'>)
  | { type: 'fetched'; id: number; fetchId: number; ok: true; response: FetchResponse }
  | { type: 'fetched'; id: number; fetchId: number; ok: false; error: string };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; error: string }
  | { type: 'fetch'; id: number; fetchId: number; request: FetchRequest }
  // `result`: the hook's return value as JSON text (null when it returned nothing serialisable).
  | { type: 'done'; id: number; ok: boolean; result: string | null; error: string | null; output: string[] };
