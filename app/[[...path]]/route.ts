import type { NextRequest } from 'next/server';
import { notFoundHtml, renderPage } from '@/lib/render/page';
import { whenStarted } from '@/lib/startup';
import { tenantForHost } from '@/lib/tenancy/site-lookup';

const html = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });

const PLATFORM_HOME = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site platform</title></head>
<body><h1>Site platform</h1><p>Sites live at their own hosts. Create one with <code>POST /api/v1/sites/new</code>.</p></body></html>`;

export async function GET(req: NextRequest): Promise<Response> {
  try {
    await whenStarted();
    const tenant = await tenantForHost(req.headers.get('host'));
    if (tenant.kind === 'none') return html(notFoundHtml('No site lives at this address'), 404);
    if (tenant.kind === 'platform') return req.nextUrl.pathname === '/' ? html(PLATFORM_HOME, 200) : html(notFoundHtml('Page not found'), 404);
    const page = await renderPage(tenant.site, req.nextUrl.pathname, req.nextUrl.searchParams);
    return html(page.html, page.status);
  } catch (err) {
    console.error(`render ${req.nextUrl.pathname}:`, err);
    return html('<!doctype html><h1>500</h1><p>This page could not be rendered.</p>', 500);
  }
}
