import type { NextRequest } from 'next/server';
import { CookieConflict } from '@/lib/shared/cookies';
import { log } from '@/lib/shared/server-log';
import { errorJson } from './envelope';
import { httpStatus, toAppError } from './errors';

// Anything a route threw, as its answer: the error envelope (a 5xx logged, never its internals), and
// for a session cookie that arrived twice the lines that expire both.
export function errorAnswer(err: unknown, req: NextRequest): Response {
  const appError = toAppError(err);
  if (httpStatus(appError) >= 500) log.error({ err, method: req.method, path: req.nextUrl.pathname }, 'request failed');
  const res = errorJson(appError);
  if (err instanceof CookieConflict) for (const line of err.expire) res.headers.append('set-cookie', line);
  return res;
}
