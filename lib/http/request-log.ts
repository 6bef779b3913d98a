import { env } from '@/lib/shared/env';
import { log, requestContext, REQUEST_ID_HEADER } from '@/lib/shared/server-log';
import { requestIdFrom } from '@/lib/shared/server-log-core.mjs';
import { hasOuterServer } from './client-ip';

// The request id: our outer server (server/server.mjs) sets it on every request it passes on; behind
// a proxy of yours (TRUST_PROXY) a well-formed upstream id is kept; otherwise (`next start`, Vercel)
// a client's value is never believed and a new id is made.
function requestIdOf(headers: Headers): string {
  return requestIdFrom(headers.get(REQUEST_ID_HEADER), hasOuterServer() || env.TRUST_PROXY);
}

// Probes come every few seconds from a load balancer: their lines only at LOG_LEVEL=debug.
const QUIET_PATHS = new Set(['/healthz', '/readyz']);

// Runs a handler as one logged request: every line written while it runs (and by the background work
// it starts) carries the request id; one `request` line per answer names method, host, path (never
// the query string), status and duration; the answer carries `x-request-id`. No header, body, client
// address or credential is logged.
export async function withRequestLog(req: Request, handle: () => Promise<Response>): Promise<Response> {
  const reqId = requestIdOf(req.headers);
  const started = performance.now();
  const res = await requestContext.run({ reqId }, handle);
  const path = new URL(req.url).pathname;
  const line = { reqId, method: req.method, host: req.headers.get('host') ?? '', path, status: res.status, ms: Math.round(performance.now() - started) };
  log[QUIET_PATHS.has(path) ? 'debug' : 'info'](line, 'request');
  try {
    res.headers.set(REQUEST_ID_HEADER, reqId);
  } catch {
    // A response with immutable headers (Response.redirect): the outer server's header, if any, stands.
  }
  return res;
}
