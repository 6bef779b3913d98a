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

// The code that tells, looked for through the wrappers: Drizzle's `cause`, liquidjs's `originalError`
// (a query made by a render) and `errors`.
function errorCode(err: unknown, depth = 0): string | undefined {
  if (!err || typeof err !== 'object' || depth > 8) return undefined;
  const e = err as { code?: unknown; cause?: unknown; originalError?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SERVER_STATES.test(e.code) || e.code === CANCELLED)) return e.code;
  const inner = [e.cause, e.originalError, ...(Array.isArray(e.errors) ? e.errors : [])];
  for (const next of inner) {
    const code = errorCode(next, depth + 1);
    if (code) return code;
  }
  return undefined;
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
