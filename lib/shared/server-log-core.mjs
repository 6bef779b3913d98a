// The server's own log (not a site's log rows, which lib/domains/platform/site-logs writes to the database): JSON lines on
// stdout through pino, shared by the app (lib/shared/server-log.ts) and the plain scripts (scripts/*.mjs).
// A line that concerns a request carries its `reqId`; nothing logged may carry a credential or
// personal data: known secret fields are redacted, and errors are reduced to type, code, message and
// stack, with query parameters cut out of the message (a failed insert names the values it tried).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { existingProcessSingleton, processSingleton } from '@site-platform/runtime-bridge';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export const REQUEST_ID_HEADER = 'x-request-id';
// What an upstream request id may look like when it is believed (TRUST_PROXY): short, and nothing
// that could break a log line or a header.
const WELL_FORMED_ID = /^[A-Za-z0-9._:+=/-]{1,128}$/;

// The id of a request: the incoming one when it comes from something we trust and is well formed,
// else a new one.
export function requestIdFrom(incoming, trusted) {
  return trusted && typeof incoming === 'string' && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
}

// The request a piece of work belongs to, for every log line written while it runs (and by the
// background work it starts). One per process, whichever bundle loads this module.
export const requestContext = processSingleton('request-context', () => new AsyncLocalStorage());

// Fields that hold a credential or personal data, wherever a log call puts them: at the top level and
// in plain objects and arrays below it (`{ headers: { authorization } }`, `{ req: { headers: { cookie } } }`).
const SECRET_FIELDS = ['authorization', 'cookie', 'password', 'newPassword', 'currentPassword', 'token', 'accessToken', 'refreshToken', 'secret', 'email', 'ip'];
const SECRET_KEYS = new Set([...SECRET_FIELDS, 'set-cookie']);
const CENSOR = '[redacted]';
// Plain objects and arrays are searched this many levels below the call's object; class instances (an
// Error goes to its serializer) are left as they are.
const REDACT_DEPTH = 3;

const isPlain = (value) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

// The value with every secret field censored: a copy along the way to each one, the caller's objects
// untouched. One walk of the line's own fields, where pino's wildcard `redact` paths (`*.token`,
// `*.*.token`, …) ran a redactor over every field of every line: ~25 µs of a request's log line, half
// the server's time for a cached page.
function redacted(value, depth) {
  if (depth > REDACT_DEPTH || typeof value !== 'object' || value === null) return value;
  let out = value;
  const put = (key, next) => {
    if (out === value) out = Array.isArray(value) ? value.slice() : { ...value };
    out[key] = next;
  };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const next = redacted(value[i], depth + 1);
      if (next !== value[i]) put(i, next);
    }
    return out;
  }
  if (!isPlain(value)) return value;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const v = value[key];
    const next = SECRET_KEYS.has(key) && v !== undefined ? CENSOR : redacted(v, depth + 1);
    if (next !== v) put(key, next);
  }
  return out;
}

// Drizzle's failed-query message ends in `params: <the values>` (user data, perhaps over several
// lines): everything from there on is cut, in the message and in the stack that repeats it.
function scrub(text, keepFrames = false) {
  const at = text.indexOf('\nparams: ');
  if (at === -1) return text;
  const frames = keepFrames ? text.indexOf('\n    at ', at) : -1;
  return `${text.slice(0, at)}\nparams: [redacted]${frames === -1 ? '' : text.slice(frames)}`;
}

// Only type, code, message, stack and cause: never a driver's extra fields (`detail` names the
// conflicting values, `parameters` and `params` the query's).
export function serializeError(err, depth = 0) {
  if (!(err instanceof Error)) return err === undefined || err === null ? err : { message: scrub(String(err)) };
  const message = scrub(String(err.message));
  const out = { type: err.constructor?.name ?? 'Error', message };
  if (typeof err.code === 'string' || typeof err.code === 'number') out.code = err.code;
  if (typeof err.stack === 'string') out.stack = scrub(err.stack, true);
  if (err.cause !== undefined && depth < 3) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

function logLevel(value = process.env.LOG_LEVEL) {
  return LOG_LEVELS.includes(value) ? value : 'info';
}

// Stdout for a server process, written once per turn of the event loop: every line logged in a turn
// goes out in one write at its end (setImmediate). Under load one turn finishes many requests, and a
// write to a pipe costs the kernel's wake-up of its reader each time: one write a line was ~0.15 ms of
// a lead submit's ~3.5 ms (issue 28 profile). One sink per process, so lines of every logger that uses
// it keep their order; what is pending is written on exit (a crash's fatal line included); a SIGKILL
// loses at most one turn's lines. Not for a script that blocks right after a line (a progress line
// before a synchronous build would show only after it): those keep pino's own synchronous stdout.
export function batchedStdout() {
  return processSingleton('log-sink', () => {
    const sink = batchedWrites(pino.destination({ dest: 1, sync: true }));
    process.on('exit', sink.flush);
    return sink;
  });
}

// Lines given to `write` reach `out` together, in order, at the end of the turn (or on `flush`).
export function batchedWrites(out) {
  let pending = [];
  const flush = () => {
    if (!pending.length) return;
    const text = pending.length === 1 ? pending[0] : pending.join('');
    pending = [];
    out.write(text);
  };
  return {
    write(line) {
      if (pending.push(line) === 1) setImmediate(flush);
    },
    flush,
  };
}

// The batched stdout when this process's server made one (server/server.mjs), else undefined: the app's
// logger then writes a line a write (`next start`, Vercel, where a function may be frozen right after
// its answer, before a turn ends).
export const serverStdout = () => existingProcessSingleton('log-sink');

// `destination`: where lines go (stdout by default, a line a write; servers pass batchedStdout()).
export function createLogger(options = {}, destination = undefined) {
  return pino(
    {
      level: logLevel(),
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: (obj) => redacted(obj, 0) },
      serializers: { err: serializeError, error: serializeError },
      mixin() {
        const store = requestContext.getStore();
        return store ? { reqId: store.reqId } : {};
      },
      ...options,
    },
    destination,
  );
}
