import type { NextRequest } from 'next/server';
import { servePage } from '@/lib/pages/serve';
import { pageFallbacks } from '@/lib/pages/theme';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

// Every path that is not an API route is a site page, a theme file, a redirect or a 404.
export async function GET(req: NextRequest): Promise<Response> {
  try {
    return await servePage(req, pageFallbacks);
  } catch (err) {
    console.error(`page ${req.nextUrl.pathname}:`, err);
    return new Response('<!doctype html><h1>500</h1><p>This page could not be served.</p>', { status: 500, headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
}

export const HEAD = GET;

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
