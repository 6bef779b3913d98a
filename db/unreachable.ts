// Whether an error means the database could not be reached or dropped the connection (an outage, a
// restart, a network fault), as opposed to a fault of the query: such a request is answered 503 with
// Retry-After, not 500. Drizzle wraps the driver's error as `cause`.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // postgres-js's own
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  // db/guard.ts's: a statement past its deadline, or refused while the breaker is open
  'QUERY_TIMEOUT',
  'CIRCUIT_OPEN',
]);

// SQLSTATEs of a server that is there but cannot serve: class 08 (connection exception), shutting down
// or starting up (57P01-57P03), too many connections (53300).
const SERVER_STATES = /^(08...|57P0[123]|53300)$/;

// The server cancelled the statement for its statement_timeout (DATABASE_STATEMENT_TIMEOUT): it is there,
// but too busy to answer in time. Answered 503 too, but it is an answer (db/guard.ts).
const CANCELLED = '57014';

// A transaction ended because it held what others wait for too long: the embedded database's
// transaction share (db/pglite-wire.mjs, 25P04 as PostgreSQL 17's transaction_timeout), PostgreSQL's
// idle_in_transaction_session_timeout (25P03) and lock_timeout (55P03). Nothing of it was kept.
const HELD_TOO_LONG = new Set(['25P04', '25P03', '55P03']);

const tells = (code: string) => NETWORK_CODES.has(code) || SERVER_STATES.test(code) || code === CANCELLED;

// The code that tells, looked for through the wrappers: Drizzle's `cause`, liquidjs's `originalError`
// (a query made by a render) and `errors`.
function errorCode(err: unknown, wanted: (code: string) => boolean = tells, depth = 0): string | undefined {
  if (!err || typeof err !== 'object' || depth > 8) return undefined;
  const e = err as { code?: unknown; cause?: unknown; originalError?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && wanted(e.code)) return e.code;
  const inner = [e.cause, e.originalError, ...(Array.isArray(e.errors) ? e.errors : [])];
  for (const next of inner) {
    const code = errorCode(next, wanted, depth + 1);
    if (code) return code;
  }
  return undefined;
}

// The request's transaction was ended for holding the database (or a row lock) too long while others
// waited: 503 with Retry-After too, with a message that says so (lib/http/errors.ts).
export function heldTooLong(err: unknown): boolean {
  return errorCode(err, (code) => HELD_TOO_LONG.has(code)) !== undefined;
}

// The request cannot be served now for the database's sake: 503 with Retry-After.
export function databaseUnreachable(err: unknown): boolean {
  return errorCode(err) !== undefined;
}

// No answer came from the database: the connection failed, or nothing arrived in time.
export function databaseDidNotAnswer(err: unknown): boolean {
  const code = errorCode(err);
  return code !== undefined && code !== CANCELLED;
}
