import { databaseUnreachable } from '@/db/unreachable';
import { PLATFORM_PAGE_HEADERS } from '@/lib/http/security-headers';
import type { PageAnswer } from './serve';

// Seconds a visitor's browser or a crawler is asked to wait while the database cannot be reached.
const RETRY_AFTER_S = 5;

// The answer of a site page that could not be served: 503 with Retry-After when the database cannot
// be reached (an outage is not the page's fault, and crawlers come back), 500 otherwise. Never cached.
export function pageFailure(err: unknown): PageAnswer {
  const outage = databaseUnreachable(err);
  const text = outage ? 'This site is briefly unavailable. Please try again in a few seconds.' : 'This page could not be served.';
  const status = outage ? 503 : 500;
  return {
    status,
    headers: {
      ...PLATFORM_PAGE_HEADERS,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...(outage ? { 'retry-after': String(RETRY_AFTER_S) } : {}),
    },
    body: `<!doctype html><title>${status}</title><h1>${status}</h1><p>${text}</p>`,
  };
}
