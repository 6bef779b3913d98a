import { isStarted } from '@/lib/shared/platform/readiness';
import { bridgeSingleton } from '@/lib/shared/process-singleton';
import type { OuterPageHandler } from '@site-platform/runtime-bridge';
import { log, requestContext, REQUEST_ID_HEADER } from '@/lib/shared/server-log';
import { tenantForHost } from '@/lib/shared/tenancy/site-lookup';
import { pageFailure } from './failure';
import { cachedPage, sitePage, type PageAnswer, type PageRequest } from './serve';

type RawHeaders = Record<string, string | string[] | undefined>;

// Paths that are never site pages (the platform's and the framework's).
const NOT_PAGES = /^\/(api|auth|payments|admin|_next)(\/|$)/;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function pageRequest(method: string, url: string, headers: RawHeaders): PageRequest | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  if (NOT_PAGES.test(pathname)) return null;
  return {
    method,
    pathname,
    search: q === -1 ? '' : url.slice(q),
    host: one(headers.host),
    authorization: one(headers.authorization),
    cookie: one(headers.cookie),
    referer: one(headers.referer),
    userAgent: one(headers['user-agent']),
  };
}

const handler: OuterPageHandler = {
  cached(method, url, headers) {
    const req = pageRequest(method, url, headers);
    return req ? cachedPage(req) : null;
  },
  async render(method, url, headers) {
    const req = pageRequest(method, url, headers);
    if (!req || !isStarted()) return null;
    // Logged like the requests Next.js answers (lib/http/request-log.ts): one line, the outer server's id.
    const reqId = one(headers[REQUEST_ID_HEADER]) ?? '';
    const started = performance.now();
    let answer: PageAnswer;
    try {
      // The platform host's own pages (and its probes) stay with Next.js.
      const tenant = await tenantForHost(req.host ?? null);
      if (tenant.kind !== 'site') return null;
      answer = await requestContext.run({ reqId }, () => sitePage(tenant.site, req));
    } catch (err) {
      log.error({ err, reqId, path: req.pathname }, 'page failed');
      answer = pageFailure(err);
    }
    log.info({ reqId, method, host: req.host ?? '', path: req.pathname, status: answer.status, ms: Math.round(performance.now() - started) }, 'request');
    return answer;
  },
};

// The outer server (server/server.mjs, same process) finds the handler in its bridge slot.
export function installOuterPageHandler(): void {
  bridgeSingleton('outer-page-handler', () => handler);
}
