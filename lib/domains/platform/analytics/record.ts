import { background } from '@/lib/shared/background';
import { env } from '@/lib/shared/env';
import { analytics, flushViews } from './flush';
import { isBot, referrerHost, viewPath } from './visit';

// What recording needs of a request: nothing that identifies the visitor is kept.
export interface ViewRequest {
  method: string;
  host?: string | null;
  referer?: string | null;
  userAgent?: string | null;
}

// Counts one served page, synchronously and without a query: called on every answered page, the
// outer server's cached path included. GET only (HEAD is no view); crawlers are skipped.
export function recordPageView(siteUid: string, req: ViewRequest, path: string, status: number, contentType: string | undefined, postUid = ''): void {
  if (!env.ANALYTICS || req.method !== 'GET') return;
  const counted = viewPath(path, status, contentType);
  if (counted === null || isBot(req.userAgent)) return;
  analytics.counters.count(siteUid, counted, postUid, req.referer ? referrerHost(req.referer, req.host) : null);
  // Serverless: no timer runs in a frozen function, so a due batch is written after this answer.
  if (env.VERCEL && !analytics.flushing && Date.now() - analytics.lastFlush >= env.ANALYTICS_FLUSH_MS) background(flushViews(), 'analytics flush');
}
