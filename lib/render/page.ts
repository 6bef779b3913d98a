import { Liquid } from 'liquidjs';
import { templateByPermalink } from '@/lib/templates/operations';
import type { SiteRef } from '@/lib/tenancy/site-lookup';

const engine = new Liquid({ parseLimit: 1_000_000, renderLimit: 2_000, memoryLimit: 64 * 1024 * 1024 });

export interface RenderedPage {
  status: number;
  html: string;
}

// Renders the template whose permalink equals the path (`/` finds `/index`), else the /404 template.
export async function renderPage(site: SiteRef, pathname: string, query: URLSearchParams): Promise<RenderedPage> {
  const permalink = pathname === '/' ? '/index' : pathname.replace(/\/+$/, '');
  const template = (await templateByPermalink(site.uid, permalink)) ?? null;
  const notFoundTemplate = template ? null : await templateByPermalink(site.uid, '/404');
  const chosen = template ?? notFoundTemplate;
  if (!chosen) return { status: 404, html: notFoundHtml('Page not found') };
  const context = {
    site: { uid: site.uid, name: site.name, subdomain: site.subdomain },
    request: { path: pathname, query: Object.fromEntries(query) },
    template: { title: chosen.title, permalink: chosen.permalink },
  };
  const html = await engine.parseAndRender(chosen.body, context);
  return { status: template ? 200 : 404, html };
}

export function notFoundHtml(message: string): string {
  const safe = message.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><h1>404</h1><p>${safe}</p></body></html>`;
}
