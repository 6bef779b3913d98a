import { AppError } from '@/lib/shared/errors';
import { errorJson } from './envelope';
import { withRequestLog } from './request-log';
import { PLATFORM_PAGE_HEADERS } from './security-headers';
import { PLATFORM_PATH } from './unknown-endpoint';

export const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type RouteMethod = (typeof ROUTE_METHODS)[number];
type Handler = (req: Request) => Promise<Response>;

// Next.js answers a method a route file does not export with an empty 405. Every route file exports
// the rest of ROUTE_METHODS from here instead (a unit test holds them to it), so a wrong method gets
// the JSON envelope (an HTML page outside the API) with an Allow header, under any server.
export function methodNotAllowed(allowed: RouteMethod[]): Record<RouteMethod, Handler> {
  const allow = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
  const handler: Handler = (req) =>
    withRequestLog(req, async () => {
      const text = `${req.method} is not allowed here; use ${allowed.join(' or ')}`;
      const path = new URL(req.url).pathname;
      if (PLATFORM_PATH.test(path)) {
        const res = errorJson(new AppError('method_not_allowed', text));
        res.headers.set('allow', allow);
        return res;
      }
      const body = `<!doctype html><title>Method not allowed</title><h1>405</h1><p>${text}.</p>`;
      return new Response(body, { status: 405, headers: { 'content-type': 'text/html; charset=utf-8', allow, ...PLATFORM_PAGE_HEADERS } });
    });
  return Object.fromEntries(ROUTE_METHODS.map((m) => [m, handler])) as Record<RouteMethod, Handler>;
}
