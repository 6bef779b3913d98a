// The plugin sandbox's worker thread (started by ./pool.ts). Plain JavaScript loaded from disk at run
// time, never bundled: Next.js bundles the server code, this file runs as it is in node:worker_threads.
//
// Plugin code runs in QuickJS compiled to WebAssembly (quickjs-emscripten): it sees no Node.js object at
// all, only what the prelude below gives it (console.log, fetch through the main thread). Each run has a
// hard memory cap (runtime.setMemoryLimit) and a time budget (the interrupt handler; a promise still
// pending when the budget is spent ends the run). The main thread terminates this whole thread if an
// answer does not come in time (a long native call such as a huge Array.fill in a full heap).
//
// Limits are CPU time on this thread's own clock (./thread-clock.mjs), plus the time spent waiting
// for fetches: a plugin starved of the CPU by other threads is not stopped for time it never got. The
// interrupt handler reads that clock only when the run could have used its budget (a thread's CPU time
// never grows faster than the wall clock), so a quick run reads it twice. A wall-clock allowance (many
// times the budget, ./pool.ts) still ends a run that is blocked rather than computing, and a run for a
// caller that stopped waiting (a page render) ends when its caller gave up.
//
// Warm runtimes: one QuickJS module (one WebAssembly instance) per worker, and one runtime+context per
// plugin version, kept between runs of that version (a few microseconds a call instead of a fresh
// context's ~0.3 ms). A failed run drops its runtime; a run stopped by a limit (interrupted, out of
// memory, stack overflow, a host-side exception, the time budget) drops the whole module, since QuickJS
// does not promise a healthy heap after such a stop, and a module whose WebAssembly memory grew large
// is dropped after the run to give the memory back.
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { threadClock, threadId } from './thread-clock.mjs';
// quickjs-emscripten's core and its release-sync variant (both direct dependencies):
// only these two are traced into a Vercel function (next.config.ts).
import { newQuickJSWASMModuleFromVariant } from 'quickjs-emscripten-core';
import RELEASE_SYNC from '@jitl/quickjs-wasmfile-release-sync';

const MB = 1024 * 1024;
const MAX_WARM = 32;
const RECYCLE_HEAP_BYTES = 96 * MB;

// Sandbox threads yield the CPU to the threads that serve requests: on Linux this thread lowers its
// own priority (its thread id from /proc/thread-self; nice 10) once QuickJS is loaded, before any
// plugin code runs, so a plugin spinning to its limit slows no other site's answers while a new
// thread still starts quickly on a busy machine. Elsewhere it runs at normal priority.
const tid = threadId();
function lowerPriority() {
  try {
    // Never raised: a thread of the heavy lane (server/lanes.mjs) inherits nice 19 and keeps it.
    if (tid !== null && os.getPriority(tid) < 10) os.setPriority(tid, 10);
  } catch {
    // not permitted
  }
}

// Opened here, on this thread: a /proc source names the thread that opened it.
const clock = threadClock();
// After a scheduler tick the clock may lag a little: a run close to its budget is checked again this soon.
const RECHECK_MS = 1;

let modulePromise = null;
// Set when a run dropped the module: this thread is not ready for another run until it is loaded again.
let moduleDropped = false;
// The one run in progress: { id, limits, output, fetches, pending: Map<fetchId, deferred>, wake }.
let current = null;
// Its budget: { cpuMs (the limit), cpuStart, waitedMs (fetch waits, charged like CPU), wallStart,
// wallEnd (performance.now() at which the run ends whatever it used), wallReason, nextCheck, stop }.
// `stop` says what ended it: 'cpu', 'wall' (the allowance) or 'abandoned' (its caller gave up). Null
// between runs (then anything running is interrupted).
let budget = null;

function newBudget(job) {
  const wallStart = performance.now();
  // The pool sends the wall allowance and, when a caller waits only so long, the epoch ms it gives up at.
  const giveUpIn = job.giveUpAt === null ? Infinity : job.giveUpAt - Date.now();
  const wallMs = Math.max(0, Math.min(job.wallMs, giveUpIn));
  return {
    cpuMs: job.timeoutMs,
    cpuStart: clock.cpuMs(),
    waitedMs: 0,
    wallStart,
    wallEnd: wallStart + wallMs,
    wallReason: giveUpIn < job.wallMs ? 'abandoned' : 'wall',
    // Until then the run cannot have used its budget, whatever the clock says.
    nextCheck: wallStart + Math.min(job.timeoutMs, wallMs),
    stop: null,
  };
}

// Time charged to the run so far: its thread's CPU time and its fetch waits.
const charged = (b) => clock.cpuMs() - b.cpuStart + b.waitedMs;

// The interrupt handler of every runtime: true stops the running code.
function overBudget() {
  const b = budget;
  if (!b) return true;
  if (b.stop) return true;
  const now = performance.now();
  if (now < b.nextCheck) return false;
  if (now >= b.wallEnd) {
    b.stop = b.wallReason;
    return true;
  }
  const used = charged(b);
  if (used >= b.cpuMs) {
    b.stop = 'cpu';
    return true;
  }
  b.nextCheck = Math.min(b.wallEnd, now + Math.max(RECHECK_MS, b.cpuMs - used));
  return false;
}

// Why a run was stopped, for its run log.
function stopMessage(b) {
  const wall = Math.round(performance.now() - b.wallStart);
  if (b.stop === 'cpu') return `stopped: used its ${b.cpuMs} ms of CPU time (${wall} ms on the wall clock)`;
  const used = Math.round(charged(b));
  if (b.stop === 'abandoned') return `stopped: its caller stopped waiting after ${wall} ms (it had used ${used} of its ${b.cpuMs} CPU ms)`;
  return `stopped after ${wall} ms on the wall clock, the backstop for a run that does not finish (it had used ${used} of its ${b.cpuMs} CPU ms)`;
}
// key -> { runtime, context, invoke }, least recently used first.
const warm = new Map();

function loadModule() {
  modulePromise = newQuickJSWASMModuleFromVariant(RELEASE_SYNC);
  modulePromise.catch(() => {
    modulePromise = null;
  });
  return modulePromise;
}

// Forgets the module and every runtime made from it, without touching them (disposing a runtime
// stopped mid-allocation may abort); the WebAssembly memory goes with the last reference.
function dropModule() {
  warm.clear();
  loadModule();
  moduleDropped = true;
}

function disposeEntry(entry) {
  try {
    entry.invoke.dispose();
    entry.context.dispose();
    entry.runtime.dispose();
    return true;
  } catch {
    return false;
  }
}

class LimitStop extends Error {}

// The prelude: runs before the plugin's code, in its context. Host functions come in as arguments and
// stay in this closure (never on globalThis); JSON and Promise are captured before plugin code can
// replace them. It returns invoke(name, eventJson), which calls the hook function and answers a promise
// of the result as JSON text.
const PRELUDE = `(function (hostLog, hostFetch, lineChars) {
  'use strict';
  const parse = JSON.parse, stringify = JSON.stringify, P = Promise, S = String;
  const fmt = (v) => {
    if (typeof v === 'string') return v;
    try { const s = stringify(v); return s === undefined ? S(v) : s; } catch (e) { return S(v); }
  };
  const line = function () { hostLog(Array.prototype.map.call(arguments, fmt).join(' ').slice(0, lineChars)); };
  globalThis.console = Object.freeze({ log: line, info: line, warn: line, error: line, debug: line });
  globalThis.fetch = function fetch(url, init) {
    init = init || {};
    const request = { url: S(url), method: init.method === undefined ? 'GET' : S(init.method), headers: init.headers || {}, body: init.body === undefined || init.body === null ? null : S(init.body) };
    return hostFetch(stringify(request)).then(parse);
  };
  return function invoke(name, eventJson) {
    const f = globalThis[name];
    if (typeof f !== 'function') throw new TypeError('the plugin defines no function named ' + name);
    return P.resolve(f(parse(eventJson))).then((r) => (r === undefined ? 'null' : stringify(r)));
  };
})`;

function stringOf(context, handle, max) {
  if (context.typeof(handle) !== 'string') return null;
  const lengthHandle = context.getProp(handle, 'length');
  const length = context.getNumber(lengthHandle);
  lengthHandle.dispose();
  if (length > max) return { tooLong: length };
  return context.getString(handle);
}

function hostLog(context, handle) {
  const run = current;
  if (!run) return;
  const out = run.output;
  if (out.truncated) return;
  const s = stringOf(context, handle, run.limits.outputLineChars * 2);
  const text = typeof s === 'string' ? s.slice(0, run.limits.outputLineChars) : '[not a string]';
  if (out.lines.length >= run.limits.outputLines || out.chars + text.length > run.limits.outputChars) {
    out.truncated = true;
    out.lines.push('[output truncated]');
    return;
  }
  out.lines.push(text);
  out.chars += text.length;
}

function rejected(context, message) {
  const deferred = context.newPromise();
  const error = context.newError({ name: 'FetchError', message });
  deferred.reject(error);
  error.dispose();
  // The caller takes the returned handle over (and disposes it); reject() released the resolvers.
  return deferred.handle;
}

function hostFetch(context, handle) {
  const run = current;
  if (!run) return rejected(context, 'fetch outside a run');
  if (run.fetches >= run.limits.fetches) return rejected(context, `at most ${run.limits.fetches} fetches per invocation`);
  const text = stringOf(context, handle, run.limits.fetchRequestBytes + 16 * 1024);
  if (typeof text !== 'string') return rejected(context, `request larger than ${run.limits.fetchRequestBytes} bytes`);
  let request;
  try {
    request = checkRequest(JSON.parse(text), run.limits);
  } catch (err) {
    return rejected(context, err instanceof Error ? err.message : String(err));
  }
  run.fetches += 1;
  const fetchId = run.fetches;
  const deferred = context.newPromise();
  run.pending.set(fetchId, deferred);
  // The main thread gives the fetch the time this run has left.
  const left = budget ? Math.min(budget.cpuMs - charged(budget), budget.wallEnd - performance.now()) : 0;
  parentPort.postMessage({ type: 'fetch', id: run.id, fetchId, request, leftMs: Math.max(0, Math.floor(left)) });
  return deferred.handle;
}

function checkRequest(r, limits) {
  if (!r || typeof r !== 'object') throw new Error('fetch(url, {method, headers, body})');
  const method = String(r.method).toUpperCase();
  if (method !== 'GET' && method !== 'POST') throw new Error('fetch: method must be GET or POST');
  const headers = {};
  if (r.headers && typeof r.headers === 'object') {
    const entries = Object.entries(r.headers);
    if (entries.length > 30) throw new Error('fetch: at most 30 headers');
    for (const [k, v] of entries) headers[String(k).toLowerCase()] = String(v);
  }
  const body = r.body === null || r.body === undefined ? undefined : String(r.body);
  if (body !== undefined && Buffer.byteLength(body) > limits.fetchRequestBytes) throw new Error(`fetch: body larger than ${limits.fetchRequestBytes} bytes`);
  return { url: String(r.url), method, headers, body };
}

// The answer of the main thread to one fetch: resolve or reject the plugin's promise, then let
// QuickJS run what waited on it.
function fetched(msg) {
  const run = current;
  if (!run || run.id !== msg.id) return;
  const deferred = run.pending.get(msg.fetchId);
  if (!deferred) return;
  run.pending.delete(msg.fetchId);
  const context = deferred.context;
  try {
    if (msg.ok) {
      const value = context.newString(JSON.stringify(msg.response));
      deferred.resolve(value);
      value.dispose();
    } else {
      const error = context.newError({ name: 'FetchError', message: String(msg.error) });
      deferred.reject(error);
      error.dispose();
    }
    deferred.dispose();
  } catch (err) {
    run.hostError = err;
  }
  run.wake?.();
}

function errorText(context, handle, limits) {
  try {
    const e = context.dump(handle);
    if (e && typeof e === 'object') {
      const head = `${e.name ?? 'Error'}: ${e.message ?? ''}`;
      const at =
        typeof e.stack === 'string'
          ? e.stack
              .split('\n')
              .find((l) => l.trim())
              ?.trim()
          : undefined;
      return { text: (at ? `${head} (${at})` : head).slice(0, limits.errorChars), name: e.name };
    }
    return { text: `Uncaught ${typeof e === 'string' ? e : JSON.stringify(e)}`.slice(0, limits.errorChars), name: 'value' };
  } catch {
    return { text: 'InternalError: out of memory', name: 'InternalError' };
  } finally {
    try {
      handle.dispose();
    } catch {
      // a stopped runtime
    }
  }
}

// A QuickJS error: a stop by a limit (InternalError: interrupted, out of memory, stack overflow)
// poisons the module; anything else is the plugin's own error.
function vmError(context, handle, limits) {
  const { text, name } = errorText(context, handle, limits);
  if (budget?.stop) return new LimitStop(stopMessage(budget));
  if (name === 'InternalError') return new LimitStop(text);
  return new Error(text);
}

// A host function must never throw into QuickJS (the library would answer a null value): a failure
// ends the run as a sandbox failure instead.
function guarded(fn) {
  return (h) => {
    try {
      return fn(h);
    } catch (err) {
      if (current) current.hostError ??= err;
      return undefined;
    }
  };
}

function makeEntry(mod, job) {
  const runtime = mod.newRuntime();
  runtime.setMemoryLimit(job.memoryMb * MB);
  runtime.setMaxStackSize(job.limits.stackBytes);
  runtime.setInterruptHandler(overBudget);
  const context = runtime.newContext();
  const prelude = context.evalCode(PRELUDE, 'prelude.js');
  if (prelude.error) throw new LimitStop(errorText(context, prelude.error, job.limits).text);
  const log = context.newFunction(
    'log',
    guarded((h) => hostLog(context, h)),
  );
  const fetchFn = context.newFunction(
    'fetch',
    guarded((h) => hostFetch(context, h)),
  );
  const chars = context.newNumber(job.limits.outputLineChars);
  const made = context.callFunction(prelude.value, context.undefined, log, fetchFn, chars);
  for (const h of [prelude.value, log, fetchFn, chars]) h.dispose();
  if (made.error) throw new LimitStop(errorText(context, made.error, job.limits).text);
  const entry = { runtime, context, invoke: made.value };
  // The plugin's own top-level code, under this run's time budget and memory cap.
  const loaded = context.evalCode(job.code, 'plugin.js');
  if (loaded.error) {
    const err = vmError(context, loaded.error, job.limits);
    if (!(err instanceof LimitStop)) disposeEntry(entry);
    throw err;
  }
  loaded.value.dispose();
  return entry;
}

async function settle(entry, job, run) {
  const { context, runtime } = entry;
  const name = context.newString(job.hook);
  const event = context.newString(job.event);
  const called = context.callFunction(entry.invoke, context.undefined, name, event);
  name.dispose();
  event.dispose();
  if (called.error) throw vmError(context, called.error, job.limits);
  const promise = called.value;
  try {
    for (;;) {
      if (run.hostError) throw new LimitStop(`sandbox: ${run.hostError.message ?? run.hostError}`);
      const jobs = runtime.executePendingJobs();
      if (jobs.error) throw vmError(context, jobs.error, job.limits);
      jobs.dispose();
      const state = context.getPromiseState(promise);
      if (state.type === 'fulfilled') {
        const text = stringOf(context, state.value, job.limits.resultBytes);
        state.value.dispose();
        if (text && typeof text === 'object') throw new Error(`the result is larger than ${job.limits.resultBytes} bytes of JSON`);
        return text;
      }
      if (state.type === 'rejected') throw vmError(context, state.error, job.limits);
      if (runtime.hasPendingJob()) continue;
      // Nothing can settle it now but a fetch on its way; with none, it never will.
      if (run.pending.size === 0) throw new Error('the hook returned a promise that can never settle (nothing left to wait for)');
      await waitForFetch(run);
    }
  } finally {
    try {
      promise.dispose();
    } catch {
      // a stopped runtime
    }
  }
}

// Waits for an answer to a pending fetch, within the run's budget: the wait is charged as the wall
// time it took (the thread's own CPU time meanwhile is not counted twice).
async function waitForFetch(run) {
  const b = budget;
  const wallLeft = b.wallEnd - performance.now();
  const cpuLeft = b.cpuMs - charged(b);
  if (wallLeft <= 0 || cpuLeft <= 0) {
    b.stop = wallLeft <= 0 ? b.wallReason : 'cpu';
    throw new LimitStop(`${stopMessage(b)} waiting for fetch`);
  }
  const w0 = performance.now();
  const c0 = clock.cpuMs();
  await new Promise((resolve) => {
    const timer = setTimeout(resolve, Math.min(wallLeft, cpuLeft));
    run.wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  run.wake = null;
  b.waitedMs += performance.now() - w0 - (clock.cpuMs() - c0);
}

function heapBytes(entry) {
  // The WebAssembly memory of the module (not part of the public API; 0 if it moves).
  return entry.runtime.module?.HEAP8?.length ?? 0;
}

// Disposes the deferreds of fetches still on their way (their answers are ignored from now on);
// false if that failed, which leaves the module suspect.
function dropPending(runState) {
  let clean = true;
  for (const d of runState.pending.values()) {
    try {
      d.dispose();
    } catch {
      clean = false;
    }
  }
  runState.pending.clear();
  return clean;
}

async function run(job) {
  const limits = { ...job.limits, timeoutMs: job.timeoutMs };
  job.limits = limits;
  const output = { lines: [], chars: 0, truncated: false };
  const runState = { id: job.id, limits, output, fetches: 0, pending: new Map(), wake: null, hostError: null };
  let entry;
  try {
    const mod = await (modulePromise ?? loadModule());
    budget = newBudget(job);
    current = runState;
    entry = warm.get(job.key);
    if (entry) warm.delete(job.key);
    else entry = makeEntry(mod, job);
    entry.runtime.setMemoryLimit(job.memoryMb * MB);
    const result = await settle(entry, job, runState);
    current = null;
    if (!dropPending(runState)) throw new LimitStop('sandbox: could not release a pending fetch');
    keepWarm(job.key, entry);
    return { ok: true, result, error: null, output: output.lines, ...spent() };
  } catch (err) {
    current = null;
    // A stop by a limit, or anything thrown by the host side rather than by plugin code.
    const limitStop = err instanceof LimitStop || !(err instanceof Error) || err.constructor !== Error;
    if (limitStop) {
      runState.pending.clear();
      dropModule();
    } else if (!dropPending(runState) || (entry && !disposeEntry(entry))) dropModule();
    const message = err instanceof Error ? err.message : String(err);
    return { ok: false, result: null, error: message.slice(0, limits.errorChars), output: output.lines, ...spent() };
  } finally {
    current = null;
    budget = null;
  }
}

// What the run cost: the time charged to it (CPU and fetch waits) and its wall-clock time, in ms;
// cpuMs: this thread's clock now, the baseline of the pool's CPU backstop for the next run.
function spent() {
  const cpuMs = clock.cpuMs();
  if (!budget) return { chargedMs: 0, wallMs: 0, cpuMs };
  return { chargedMs: Math.round(cpuMs - budget.cpuStart + budget.waitedMs), wallMs: Math.round(performance.now() - budget.wallStart), cpuMs };
}

function keepWarm(key, entry) {
  warm.set(key, entry);
  if (warm.size > MAX_WARM) {
    const [oldestKey, oldest] = warm.entries().next().value;
    warm.delete(oldestKey);
    if (!disposeEntry(oldest)) return dropModule();
  }
  if (heapBytes(entry) > RECYCLE_HEAP_BYTES) dropModule();
}

// The answer goes at once. A run that dropped the module says so (`reloading`): the pool gives this
// thread no run until it is 'ready' again, so the next run (maybe another site's quick one) goes to a
// thread that can start it now.
parentPort.on('message', (msg) => {
  if (msg.type === 'run')
    void run(msg).then((answer) => {
      const reloading = moduleDropped;
      moduleDropped = false;
      parentPort.postMessage({ type: 'done', id: msg.id, ...answer, reloading });
      if (reloading) announce();
    });
  else if (msg.type === 'fetched') fetched(msg);
});

// 'ready' (the module loaded: at start and after each reload) or 'failed'.
function announce() {
  (modulePromise ?? loadModule()).then(
    () => {
      lowerPriority();
      parentPort.postMessage({ type: 'ready', tid, clock: clock.source, perThread: clock.perThread, cpuMs: clock.cpuMs() });
    },
    (err) => parentPort.postMessage({ type: 'failed', error: String(err?.message ?? err) }),
  );
}

announce();
