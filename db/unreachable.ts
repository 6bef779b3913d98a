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
]);

// SQLSTATEs of a server that is there but cannot serve: class 08 (connection exception), shutting down
// or starting up (57P01-57P03), too many connections (53300).
const SERVER_STATES = /^(08...|57P0[123]|53300)$/;

export function databaseUnreachable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_STATES.test(code))) return true;
  }
  return false;
}
