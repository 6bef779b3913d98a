import type { NextRequest } from 'next/server';
import { servePage } from '@/lib/pages/serve';
import { pageFallbacks } from '@/lib/pages/theme';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withRequestLog } from '@/lib/http/request-log';
import { log } from '@/lib/server-log';

// Every path that is not an API route is a site page, a theme file, a redirect or a 404.
export function GET(req: NextRequest): Promise<Response> {
  return withRequestLog(req, async () => {
    try {
      return await servePage(req, pageFallbacks);
    } catch (err) {
      log.error({ err, path: req.nextUrl.pathname }, 'page failed');
      return new Response('<!doctype html><h1>500</h1><p>This page could not be served.</p>', { status: 500, headers: { 'content-type': 'text/html; charset=utf-8' } });
    }
  });
}

export const HEAD = GET;

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
