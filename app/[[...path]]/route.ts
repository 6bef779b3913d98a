import type { NextRequest } from 'next/server';
import { answersHealth, HEALTH_PATHS, healthAnswer } from '@/lib/http/health';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { PLATFORM_PATH, unknownEndpoint } from '@/lib/http/unknown-endpoint';
import { pageFailure } from '@/lib/pages/failure';
import { answerPage } from '@/lib/pages/serve';
import { whenStarted } from '@/lib/shared/platform/readiness';
import { withRequestLog } from '@/lib/http/request-log';
import { log } from '@/lib/shared/server-log';

// Every path that is not an API route is a site page, a theme file, a redirect or a 404. Under
// `npm start` the outer server answers site pages itself through the same lib/pages function; this
// route answers them under `next start` and on Vercel, and the platform host's pages everywhere.
export function GET(req: NextRequest): Promise<Response> {
  if (PLATFORM_PATH.test(req.nextUrl.pathname)) return unknownEndpoint(req);
  return withRequestLog(req, async () => {
    try {
      // Probes answer before start-up finishes: readiness says so instead of waiting.
      if (HEALTH_PATHS.has(req.nextUrl.pathname) && answersHealth(req.headers.get('host'))) return await healthAnswer(req.nextUrl.pathname);
      await whenStarted();
      const page = await answerPage({
        method: req.method,
        pathname: req.nextUrl.pathname,
        search: req.nextUrl.search,
        host: req.headers.get('host'),
        authorization: req.headers.get('authorization'),
        cookie: req.headers.get('cookie'),
        referer: req.headers.get('referer'),
        userAgent: req.headers.get('user-agent'),
      });
      const body = Buffer.isBuffer(page.body) ? new Uint8Array(page.body) : page.body;
      const headers = new Headers(page.headers);
      for (const line of page.setCookies ?? []) headers.append('set-cookie', line);
      return new Response(body, { status: page.status, headers });
    } catch (err) {
      log.error({ err, path: req.nextUrl.pathname }, 'page failed');
      const page = pageFailure(err);
      return new Response(page.body as string, { status: page.status, headers: page.headers });
    }
  });
}

export const HEAD = GET;

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
