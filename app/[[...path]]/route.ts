import type { NextRequest } from 'next/server';
import { answersHealth, HEALTH_PATHS, healthAnswer } from '@/lib/http/health';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { answerPage } from '@/lib/pages/serve';
import { whenStarted } from '@/lib/platform/readiness';

// Every path that is not an API route is a site page, a theme file, a redirect or a 404. Under
// `npm start` the outer server answers site pages itself through the same lib/pages function; this
// route answers them under `next start` and on Vercel, and the platform host's pages everywhere.
export async function GET(req: NextRequest): Promise<Response> {
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
    });
    return new Response(page.body, { status: page.status, headers: page.headers });
  } catch (err) {
    console.error(`page ${req.nextUrl.pathname}:`, err);
    return new Response('<!doctype html><h1>500</h1><p>This page could not be served.</p>', { status: 500, headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
}

export const HEAD = GET;

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
